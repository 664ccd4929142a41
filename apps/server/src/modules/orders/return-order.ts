// Returning goods of a delivered order, in full or in part, with the money that goes back.
import { mulDivRound } from '@storekeep/domain/money';
import type { returnOrderBodySchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { OrderStatus } from '@storekeep/domain/order-status';
import {
  formatQuantity,
  milliToQuantity,
  milliToQuantityText,
  quantityToMilli,
} from '@storekeep/domain/quantity';
import { returnedSerials, SERIAL_MESSAGES } from '@storekeep/domain/serials';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { requireApproval } from '../approvals/index.ts';
import { orderDetailParts } from './detail-queries.ts';
import {
  loadContext,
  lock,
  moveStock,
  ORDER_MESSAGES,
  readDetail,
  record,
  refund,
  requireAction,
} from './internal.ts';
import * as q from './queries.ts';
import { lineSerials, putBack } from './serial-queries.ts';

export async function returnOrder(
  db: Db,
  session: SupplierSession,
  orderId: number,
  body: z.output<typeof returnOrderBodySchema>,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await lock(tx, session, orderId);
    requireAction(order, 'return');
    const context = await loadContext(tx, session.supplierId);
    await requireApproval(tx, session, {
      settings: context.settings,
      facts: { refund: true },
      approvalToken: body.approvalToken,
      subject: { orderId },
    });
    const items = await q.listItems(tx, session.supplierId, orderId);
    const byLine = new Map(items.map((item) => [item.lineNo, item]));
    const wanted: Array<{ lineNo: number; quantity: number; serialNos?: string[] | undefined }> =
      body.items ??
      items.map((item) => ({
        lineNo: item.lineNo,
        quantity: milliToQuantity(
          quantityToMilli(item.confirmedQty ?? 0) - quantityToMilli(item.returnedQty),
        ),
      }));
    const returns: Array<{ item: q.OrderItemRow; milli: number }> = [];
    for (const [index, w] of wanted.entries()) {
      const item = byLine.get(w.lineNo);
      if (!item) throw invalid('No such line in this order.', { [`items.${index}.lineNo`]: 'Not found' });
      const milli = quantityToMilli(w.quantity);
      if (milli <= 0) continue;
      const left = quantityToMilli(item.confirmedQty ?? 0) - quantityToMilli(item.returnedQty);
      if (milli > left) {
        const message = ORDER_MESSAGES.returnTooMuch(
          item.name,
          formatQuantity(milliToQuantity(left), item.unitOfMeasurement),
        );
        throw invalid(message, { [`items.${index}.quantity`]: message });
      }
      returns.push({ item, milli });
    }
    if (returns.length === 0) throw invalid(ORDER_MESSAGES.nothingToReturn);
    // A line sold with serials names the ones that come back (all of them when the rest returns).
    const serials = await lineSerials(tx, session.supplierId, orderId);
    const backIds: number[] = [];
    for (const [index, w] of wanted.entries()) {
      const item = byLine.get(w.lineNo);
      if (!item || quantityToMilli(w.quantity) <= 0) continue;
      const ofLine = serials.filter((s) => s.lineNo === w.lineNo && s.soldHere);
      const back = returnedSerials({
        quantity: w.quantity,
        stillSold: ofLine.map((s) => s.serialNo),
        named: w.serialNos,
      });
      if ('refusal' in back) {
        const message =
          back.refusal === 'choose'
            ? SERIAL_MESSAGES.returnChoose(item.name)
            : SERIAL_MESSAGES.returnNotSold(back.serial);
        throw invalid(message, { [`items.${index}.serialNos`]: message });
      }
      for (const serialNo of back.serials)
        backIds.push((ofLine.find((s) => s.serialNo === serialNo) as { serialId: number }).serialId);
    }
    await putBack(tx, session.supplierId, orderId, backIds);
    const returnedAfter = new Map(items.map((item) => [item.lineNo, quantityToMilli(item.returnedQty)]));
    for (const r of returns)
      returnedAfter.set(r.item.lineNo, (returnedAfter.get(r.item.lineNo) ?? 0) + r.milli);
    const full = items.every(
      (item) => (returnedAfter.get(item.lineNo) ?? 0) >= quantityToMilli(item.confirmedQty ?? 0),
    );
    // Goods are valued at what their line was billed at; a full return takes back the whole
    // bill, round-off included, so nothing is left owing.
    const value = full
      ? order.totalPaise - order.returnedPaise
      : returns.reduce(
          (sum, r) =>
            sum + mulDivRound(r.item.totalPaise, r.milli, quantityToMilli(r.item.confirmedQty ?? 0)),
          0,
        );
    await moveStock(tx, session, context, order, 'RETURN', returns);
    await q.insertReturn(
      tx,
      {
        supplierId: session.supplierId,
        orderId,
        outletId: order.outletId,
        valuePaise: value,
        createdBy: session.userId,
      },
      returns.map((r) => returnLine(r.item, quantityToMilli(r.item.returnedQty), r.milli)),
    );
    await q.updateItemQuantities(
      tx,
      session.supplierId,
      orderId,
      returns.map((r) => ({
        lineNo: r.item.lineNo,
        returnedQty: milliToQuantityText(returnedAfter.get(r.item.lineNo) ?? 0),
      })),
    );
    const returnedPaise = order.returnedPaise + value;
    const excess = order.paidPaise - (order.totalPaise - returnedPaise);
    let paid = order.paidPaise;
    let refunded = order.refundedPaise;
    if (excess > 0) {
      const creditPaid = (await orderDetailParts(tx, session.supplierId, order)).payments.some(
        (p) => p.mode === 'CREDIT',
      );
      if (body.refundMode === undefined && !creditPaid)
        throw invalid(ORDER_MESSAGES.refundModeNeeded, { refundMode: ORDER_MESSAGES.refundModeNeeded });
      if (body.refundMode !== null) {
        await refund(tx, session, order, excess, body.refundMode);
        paid -= excess;
        refunded += excess;
      }
    }
    const statuses = new Set(order.orderStatuses as OrderStatus[]);
    statuses.delete('PARTIAL_RETURN');
    statuses.add(full ? 'FULL_RETURN' : 'PARTIAL_RETURN');
    await record(
      tx,
      session,
      order,
      full ? 'FULL_RETURN' : 'PARTIAL_RETURN',
      { orderStatuses: [...statuses], returnedPaise, paidPaise: paid, refundedPaise: refunded },
      body.note,
    );
    return readDetail(tx, session.supplierId, orderId);
  });
}

/**
 * What a line gives back: its share of the billed amounts for the quantity returned, worked out as
 * the share after this return less the share before it, so returns of a line add up exactly to the
 * line (a full return after partial ones leaves no paisa behind).
 */
function returnLine(item: q.OrderItemRow, beforeMilli: number, milli: number): q.ReturnLine {
  const billed = quantityToMilli(item.confirmedQty ?? 0);
  const share = (paise: number) =>
    mulDivRound(paise, beforeMilli + milli, billed) - mulDivRound(paise, beforeMilli, billed);
  const taxes = item.taxes.map((t) => ({ ...t, amount: share(t.amount) }));
  return {
    lineNo: item.lineNo,
    quantity: milliToQuantityText(milli),
    taxablePaise: share(item.taxablePaise),
    taxPaise: taxes.reduce((sum, t) => sum + t.amount, 0),
    totalPaise: share(item.totalPaise),
    taxes,
  };
}
