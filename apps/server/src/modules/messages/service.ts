// The messages module's use cases: queue a message (other modules, inside their transaction), the
// SMS credit balance and history, the messages sent, the sender id status.
export { getSmsBalance, getSmsTransactionHistory } from './credits.ts';
export { listEnquiries, markEnquiry, replyToEnquiry } from './enquiries.ts';
export { listSentMessages, senderIdStatus } from './list-messages.ts';
export { registerPushToken } from './push-tokens.ts';
export { queueMessage } from './queue-message.ts';
