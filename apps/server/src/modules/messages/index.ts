// What other modules use of messages: queueMessage, called inside their own transaction to send an
// SMS or WhatsApp message to a customer through the durable queue (credits, retries, status), and
// raiseNewOrderAlert, which tells the merchant's open screens and subscribed browsers of an order.
export { MESSAGES_TEXT } from '@storekeep/domain/messages-api';
export { type QueuedMessage, type QueueMessageInput, queueMessage } from './queue-message.ts';
export { type NewOrderAlert, raiseNewOrderAlert } from './store-alerts.ts';
export { decryptPayload, encryptPayload, type PushSubscriptionKeys, vapidAuthorization } from './web-push.ts';
