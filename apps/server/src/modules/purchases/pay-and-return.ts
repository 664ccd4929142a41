// Paying a purchase order's bill (cash, bank, UPI, cheque: the PO payment log) and sending goods
// back to the vendor on a debit note, the stock leaving through the ledger with the serial (IMEI)
// numbers the note names (back with the vendor, sellable nowhere).

import { purchaseBill, purchasePlace } from '@storekeep/domain/purchase';
import { PURCHASE_MESSAGES, type purchaseReturnBodySchema } from '@storekeep/domain/purchase-api';
import { milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { vendorPaymentBodySchema } from '@storekeep/domain/vendor-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { applyPurchaseStockChanges, chooseSerials, takeSerialsOut } from '../stock/index.ts';
import { productSerials } from '../stock/service.ts';
import { findOutlet } from '../supplier/index.ts';
import { recordVendorPayment, requireVendor } from '../vendors/service.ts';
import { getPurchaseOrder } from './get-purchase-order.ts';
import { assertAllowed, lineError, outletStateCode, requireOrder, storeFlags } from './internal.ts';
import * as q from './queries.ts';
import * as r from './receipt-queries.ts';

type PaymentBody = z.output<typeof vendorPaymentBodySchema>;
type ReturnBody = z.output<typeof purchaseReturnBodySchema>;

/** A payment against the order's bill: never more than the bill still due. */
export async function payPurchaseOrder(
  db: Db,
  session: SupplierSession,
  purchaseOrderId: number,
  body: PaymentBody,
) {
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, session, purchaseOrderId, true);
    assertAllowed('pay', order.status);
    const returned = (await r.returnsOf(tx, session.supplierId, purchaseOrderId)).reduce(
      (sum, x) => sum + x.totalPaise,
      0,
    );
    const due = order.billTotalPaise - order.paidPaise - returned;
    if (body.amountPaise > due)
      throw invalid(PURCHASE_MESSAGES.overPayment, { amountPaise: PURCHASE_MESSAGES.overPayment });
    await recordVendorPayment(tx, session, order.vendorId, purchaseOrderId, body);
    await q.updatePurchaseOrder(tx, session.supplierId, purchaseOrderId, {
      paidPaise: order.paidPaise + body.amountPaise,
    });
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}

/**
 * A debit note: received goods go back to the vendor (from the batch they came in), at the
 * order's cost and tax, taken off what the shop owes.
 */
export async function returnPurchase(
  db: Db,
  session: SupplierSession,
  purchaseOrderId: number,
  body: ReturnBody,
) {
  const { supplierId } = session;
  await db.transaction(async (tx) => {
    const order = await requireOrder(tx, session, purchaseOrderId, true);
    assertAllowed('return', order.status);
    const [lines, returnable, { flags }, vendor, outlet] = await Promise.all([
      q.linesOf(tx, supplierId, purchaseOrderId),
      r.returnableByBatch(tx, supplierId, purchaseOrderId),
      storeFlags(tx, supplierId),
      requireVendor(tx, session, order.vendorId),
      findOutlet(tx, supplierId, order.outletId),
    ]);
    const byLineNo = new Map(lines.map((l) => [l.lineNo, l]));
    const left = new Map(
      returnable.map((x) => [
        `${Number(x.line_no)}:${x.batch_id === null ? '' : Number(x.batch_id)}`,
        quantityToMilli(x.quantity),
      ]),
    );
    const items = body.lines.map((input, index) => {
      const line = byLineNo.get(input.lineNo);
      if (!line) throw lineError(index, 'lineNo', PURCHASE_MESSAGES.notFound);
      const milli = quantityToMilli(input.quantity);
      // Without a batch named, the line's only batch (or its plain stock) is meant.
      const batches = returnable.filter((x) => Number(x.line_no) === input.lineNo);
      const batchId =
        input.batchId ??
        (batches.length === 1 && batches[0]?.batch_id != null ? Number(batches[0].batch_id) : null);
      if (flags.isMaintainBatch && batchId === null && batches.some((x) => x.batch_id !== null))
        throw lineError(index, 'batchId', PURCHASE_MESSAGES.batchRequired);
      const key = `${input.lineNo}:${batchId ?? ''}`;
      const available = (left.get(key) ?? 0) - milli;
      if (available < 0) throw lineError(index, 'quantity', PURCHASE_MESSAGES.overReturn);
      left.set(key, available);
      return { line, milli, batchId };
    });
    const serials = await chooseSerials(tx, {
      supplierId,
      outletId: order.outletId,
      enabled: flags.enableIMEINumber,
      purpose: 'vendorReturn',
      lines: items.map((x, index) => ({
        field: `lines.${index}.serialNos`,
        productId: x.line.productId,
        variantId: x.line.variantId,
        productName: x.line.name,
        milli: x.milli,
        serialNos: body.lines[index]?.serialNos ?? [],
      })),
    });
    const bill = purchaseBill(
      items.map((x) => ({ milli: x.milli, costPaise: x.line.costPaise, taxRate: Number(x.line.taxRate) })),
      purchasePlace(vendor.stateCode, outletStateCode(outlet?.stateId ?? null)),
    );
    const debitNoteNumber = await q.nextNumber(tx, supplierId, 'DN');
    const created = await r.insertReturn(
      tx,
      {
        supplierId,
        debitNoteNumber,
        vendorId: order.vendorId,
        purchaseOrderId,
        outletId: order.outletId,
        taxablePaise: bill.taxablePaise,
        taxPaise: bill.taxPaise,
        totalPaise: bill.totalPaise,
        note: body.note ?? null,
        userId: session.userId,
      },
      items.map((x) => ({
        lineNo: x.line.lineNo,
        batchId: x.batchId,
        quantity: milliToQuantityText(x.milli),
        costPaise: x.line.costPaise,
        taxRate: x.line.taxRate,
      })),
    );
    await applyPurchaseStockChanges(
      tx,
      {
        supplierId,
        userId: session.userId,
        reason: 'PURCHASE_RETURN',
        allowNegative: flags.isSellOutOfStock,
        purchaseOrderId,
        purchaseReturnId: created.purchaseReturnId,
        note: body.note ?? null,
      },
      items.map((x) => ({
        productId: x.line.productId,
        variantId: x.line.variantId,
        outletId: order.outletId,
        batchId: x.batchId,
        milli: -x.milli,
        lineNo: x.line.lineNo,
        productName: x.line.name,
      })),
    );
    // After the stock rows' locks, as a bill takes its serials.
    await takeSerialsOut(tx, supplierId, order.outletId, serials.flat(), 'RETURNED');
    await r.insertReturnSerials(
      tx,
      supplierId,
      created.purchaseReturnId,
      items.flatMap((x, i) =>
        (serials[i] ?? []).map((s) => ({ lineNo: x.line.lineNo, serialId: s.serialId })),
      ),
    );
    const returned = new Map<number, number>();
    for (const x of items) returned.set(x.line.lineNo, (returned.get(x.line.lineNo) ?? 0) + x.milli);
    await r.addLineQuantities(
      tx,
      supplierId,
      purchaseOrderId,
      'returned_qty',
      [...returned].map(([lineNo, milli]) => ({ line_no: lineNo, quantity: milliToQuantityText(milli) })),
    );
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}

/**
 * The serial (IMEI) numbers a debit note may send back on the order's line: in stock at the order's
 * outlet, of the line's product and variant (and those whose variant is not known).
 */
export async function returnableSerials(
  db: Db,
  session: SupplierSession,
  purchaseOrderId: number,
  lineNo: number,
) {
  const order = await requireOrder(db, session, purchaseOrderId);
  const line = (await q.linesOf(db, session.supplierId, purchaseOrderId)).find((l) => l.lineNo === lineNo);
  if (!line) throw notFound('Line not found.');
  return productSerials(db, session, line.productId, {
    outletId: order.outletId,
    status: 'IN_STOCK',
    variantId: line.variantId || undefined,
  });
}
