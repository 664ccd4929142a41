// WhatsApp message text and wa.me link for an order (getOrderWhatsappMsg / getOrderMsgStatus),
// and the payment-link check with the five refusal cases (shared-blocks §4, §8).
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import type { OrderMessageKind } from '@storekeep/domain/order-api';
import { orderMessageText, whatsappLink, whatsappNumber } from '@storekeep/domain/order-message';
import { PAYMENT_LINK_MESSAGES, paymentLinkRefusal, paymentLinkTitle } from '@storekeep/domain/payment-link';
import { hasPermission } from '@storekeep/domain/permissions';
import type { Db } from '../../db/client.ts';
import { actorOf, type SupplierSession } from '../../http/session.ts';
import { findSupplier } from '../supplier/index.ts';
import { requireVisibleOrder } from './get-order.ts';
import { readDetail, requireOrderOutlet } from './internal.ts';
import * as q from './queries.ts';

export async function orderWhatsappMessage(
  db: Db,
  session: SupplierSession,
  orderId: number,
  kind: OrderMessageKind,
  msg: string | undefined,
) {
  return db.transaction(async (tx) => {
    const order = await readDetail(tx, session.supplierId, orderId);
    await requireOrderOutlet(tx, session, order.outletId);
    const supplier = await findSupplier(tx, session.supplierId);
    const text = orderMessageText(
      {
        storeName: supplier?.storeName ?? '',
        orderNumber: order.orderNumber,
        customerName: order.customer?.name ?? null,
        items: order.items.map((item) => ({
          productName: item.variantName ? `${item.productName} ${item.variantName}` : item.productName,
          quantity: item.quantity,
          unitOfMeasurement: item.unitOfMeasurement,
          totalPaise: item.totalPaise,
        })),
        totalPaise: order.totalPaise - order.returnedPaise,
        paidPaise: order.paidPaise,
        outstandingPaise: Math.max(0, order.outstandingPaise),
      },
      kind,
      msg,
    );
    const mobile = whatsappNumber(order.customer?.mobileNumber);
    const messageId = await q.insertMessage(tx, {
      supplierId: session.supplierId,
      orderId,
      kind,
      mobile,
      body: text,
      userId: session.userId,
    });
    return { messageId, text, mobile, waLink: whatsappLink(text, mobile) };
  });
}

export async function orderMessageStatus(db: Db, session: SupplierSession, orderId: number) {
  await requireVisibleOrder(db, session, orderId);
  const messages = await q.listMessages(db, session.supplierId, orderId);
  return {
    orderId,
    sent: messages.length > 0,
    messages: messages.map((m) => ({ kind: m.kind, createdAt: m.createdAt.toISOString() })),
  };
}

/**
 * Whether a payment link can be made for the order. No payment provider keys are stored yet,
 * so a provider other than jdpay counts as not configured. The platform's security block is
 * `isOnlinePaymentBlocked` in the account settings row, set by the platform (the owner's
 * settings patch cannot write it: that schema is strict).
 */
export async function paymentLinkCheck(db: Db, session: SupplierSession, orderId: number, type: string) {
  await requireVisibleOrder(db, session, orderId);
  const supplier = await findSupplier(db, session.supplierId);
  const settings = accountSettingsSchema.parse(supplier?.accountSettings ?? {});
  const refusal = paymentLinkRefusal({
    isEnabledOnlinePayment: settings.isEnabledOnlinePayment,
    onlinePaymentMode: settings.onlinePaymentMode,
    kycStatus: supplier?.kycStatus,
    isProviderConfigured: false,
    isOnlinePaymentBlocked:
      (supplier?.accountSettings as { isOnlinePaymentBlocked?: unknown } | undefined)
        ?.isOnlinePaymentBlocked === true,
  });
  return {
    allowed: refusal === null,
    case: refusal,
    title: refusal ? paymentLinkTitle(type) : null,
    message: refusal ? PAYMENT_LINK_MESSAGES[refusal] : null,
    canOpenSettings: hasPermission(actorOf(session), 'SETTINGS:MENU'),
  };
}
