// The order messages to the customer (confirmed, dispatched, delivered, payment received): after
// the change commits (or in a savepoint of a provider's verified payment), an SMS in the customer's language (else the store's) from the template
// catalogue, queued through the messages module — only when the store has the message switched on
// and the customer has a mobile number. Its own transaction, so a store out of SMS credits still
// confirms, dispatches and takes payments; the message is then skipped. The send key makes a
// retried request send nothing more.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { customerLanguage, renderTemplate } from '@storekeep/domain/message-templates';
import { formatPaise } from '@storekeep/domain/money';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { queueMessage } from '../messages/index.ts';
import { findSupplier } from '../supplier/index.ts';
import * as q from './queries.ts';

export type OrderMessage =
  | { template: 'ORDER_CONFIRMED' }
  | { template: 'ORDER_DISPATCHED' }
  | { template: 'ORDER_DELIVERED' }
  | { template: 'PAYMENT_RECEIVED'; amountPaise: number; paymentId: number };

/** Whether each order message is switched on, by its account setting. */
function switchedOn(
  settings: ReturnType<typeof accountSettingsSchema.parse>,
  template: OrderMessage['template'],
) {
  switch (template) {
    case 'ORDER_CONFIRMED':
      return settings.notifyOrderConfirmed;
    case 'ORDER_DISPATCHED':
      return settings.notifyOrderDispatched;
    case 'ORDER_DELIVERED':
      return settings.notifyOrderDelivered;
    case 'PAYMENT_RECEIVED':
      return settings.notifyPaymentReceived;
  }
}

/** After the change committed: queues the message, or nothing; true when one was queued now. */
export function sendOrderMessage(db: Db, supplierId: number, orderId: number, message: OrderMessage) {
  return db.transaction((tx) => queueOrderMessage(tx, supplierId, orderId, message));
}

/**
 * Inside a caller's transaction (a payment verified by the provider): the message in a savepoint,
 * so that a store out of SMS credits loses the message, not the caller's change.
 */
export async function queueOrderMessage(
  outer: Tx,
  supplierId: number,
  orderId: number,
  message: OrderMessage,
): Promise<boolean> {
  try {
    return await outer.transaction(async (tx) => {
      const supplier = await findSupplier(tx, supplierId);
      if (!supplier) return false;
      const settings = accountSettingsSchema.parse(supplier.accountSettings ?? {});
      if (!switchedOn(settings, message.template)) return false;
      const order = await q.findOrder(tx, supplierId, orderId);
      if (!order?.customerId) return false;
      const customer = await q.findCustomer(tx, supplierId, order.customerId);
      if (!customer?.mobileNumber) return false;
      const language = customerLanguage(customer.language, supplier.language);
      const store = supplier.storeName;
      const number = String(order.orderNumber);
      const rupees = (paise: number) => formatPaise(Math.max(0, paise), { symbol: true });
      let text: string;
      let sendKey: string;
      switch (message.template) {
        case 'ORDER_CONFIRMED':
          text = renderTemplate('ORDER_CONFIRMED', language, {
            store,
            order: number,
            amount: rupees(order.totalPaise - order.returnedPaise),
          });
          sendKey = `order-confirmed:${orderId}`;
          break;
        case 'ORDER_DISPATCHED':
          text = renderTemplate('ORDER_DISPATCHED', language, { store, order: number });
          sendKey = `order-dispatched:${orderId}`;
          break;
        case 'ORDER_DELIVERED':
          text = renderTemplate('ORDER_DELIVERED', language, { store, order: number });
          sendKey = `order-delivered:${orderId}`;
          break;
        case 'PAYMENT_RECEIVED':
          text = renderTemplate('PAYMENT_RECEIVED', language, {
            store,
            order: number,
            amount: rupees(message.amountPaise),
          });
          sendKey = `payment-received:${orderId}:${message.paymentId}`;
          break;
      }
      const queued = await queueMessage(tx, {
        supplierId,
        channel: 'SMS',
        purpose: 'ORDER_UPDATE',
        to: customer.mobileNumber,
        text,
        sendKey,
        orderId,
        customerId: customer.customerId,
      });
      return queued.queued;
    });
  } catch (error) {
    // Too few SMS credits: the order change stands, this message is not sent.
    if (error instanceof AppError && error.code === 'limit_reached') return false;
    throw error;
  }
}
