// What other modules use of messages: queueMessage, called inside their own transaction to send an
// SMS or WhatsApp message to a customer through the durable queue (credits, retries, status).
export { MESSAGES_TEXT } from '@storekeep/domain/messages-api';
export { type QueuedMessage, type QueueMessageInput, queueMessage } from './queue-message.ts';
