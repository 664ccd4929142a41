// What other modules use of messages: queueMessage, called inside their own transaction to send an
// SMS or WhatsApp message to a customer through the durable queue (credits, retries, status); and
// the Web Push protocol helpers the local push service stand-in uses.
export { MESSAGES_TEXT } from '@storekeep/domain/messages-api';
export { type QueuedMessage, type QueueMessageInput, queueMessage } from './queue-message.ts';
export { decryptPayload, encryptPayload, type PushSubscriptionKeys, vapidAuthorization } from './web-push.ts';
