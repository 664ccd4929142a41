// WhatsApp message text and wa.me link for an order (getOrderWhatsappMsg / getOrderMsgStatus).
import type { OrderMessageKind } from '@storekeep/domain/order-api';
import { orderMessageText, whatsappLink, whatsappNumber } from '@storekeep/domain/order-message';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
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
