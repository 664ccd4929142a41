// Receiving goods on a purchase order, partly or fully, into batches (isMaintainBatch: batch
// number, MFG/expiry date, MRP, cost) with serial numbers (enableIMEINumber), and a bill entered
// directly. One transaction: the batches, the stock moves (the ledger), the receipt lines, the
// received quantities, the products' weighted average cost, the serials and the bill all land or
// none does.
import { normaliseSerial, repeatedSerial } from '@storekeep/domain/batches';
import {
  landedUnitCosts,
  purchaseBill,
  purchasePlace,
  statusAfterReceipt,
  weightedAverageCost,
} from '@storekeep/domain/purchase';
import {
  type directPurchaseBillBodySchema,
  PURCHASE_MESSAGES,
  type receivePurchaseOrderBodySchema,
} from '@storekeep/domain/purchase-api';
import { MILLI_PER_UNIT, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { applyPurchaseStockChanges } from '../stock/index.ts';
import { findOutlet } from '../supplier/index.ts';
import { requireVendor } from '../vendors/service.ts';
import { insertOrder } from './create-purchase-order.ts';
import { getPurchaseOrder } from './get-purchase-order.ts';
import { assertAllowed, lineError, outletStateCode, requireOrder, storeFlags } from './internal.ts';
import * as q from './queries.ts';
import * as r from './receipt-queries.ts';

type ReceiveBody = z.output<typeof receivePurchaseOrderBodySchema>;
type DirectBody = z.output<typeof directPurchaseBillBodySchema>;

/** Test hook: throws between the ledger write and the rest of a receipt (crash tests only). */
export const receiptFaults = { afterStock: null as null | (() => void) };

/** Receives the lines into stock inside the caller's transaction. */
export async function receiveInto(
  tx: Tx,
  session: SupplierSession,
  purchaseOrderId: number,
  body: ReceiveBody,
) {
  const { supplierId } = session;
  const order = await requireOrder(tx, session, purchaseOrderId, true);
  assertAllowed('receive', order.status);
  const [lines, { flags }, vendor, outlet] = await Promise.all([
    q.linesOf(tx, supplierId, purchaseOrderId),
    storeFlags(tx, supplierId),
    requireVendor(tx, session, order.vendorId),
    findOutlet(tx, supplierId, order.outletId),
  ]);
  const byLineNo = new Map(lines.map((l) => [l.lineNo, l]));
  const due = new Map(
    lines.map((l) => [l.lineNo, quantityToMilli(l.orderedQty) - quantityToMilli(l.receivedQty)]),
  );
  const serials: { product_id: number; variant_id: number; serial_no: string }[] = [];
  const receipts = body.lines.map((input, index) => {
    const line = byLineNo.get(input.lineNo);
    if (!line) throw lineError(index, 'lineNo', PURCHASE_MESSAGES.notFound);
    const milli = quantityToMilli(input.quantity);
    const left = (due.get(input.lineNo) ?? 0) - milli;
    if (left < 0) throw lineError(index, 'quantity', PURCHASE_MESSAGES.overReceipt);
    due.set(input.lineNo, left);
    if (flags.isMaintainBatch && !input.batchNo)
      throw lineError(index, 'batchNo', PURCHASE_MESSAGES.batchRequired);
    if (flags.isMaintainBatch && flags.isMaintainExpiry && !input.expiryDate)
      throw lineError(index, 'expiryDate', PURCHASE_MESSAGES.expiryRequired);
    if (input.mfgDate && input.expiryDate && input.expiryDate <= input.mfgDate)
      throw lineError(index, 'expiryDate', PURCHASE_MESSAGES.expiryBeforeMfg);
    if (flags.enableIMEINumber) {
      const given = (input.serialNos ?? []).map(normaliseSerial);
      if (given.length * MILLI_PER_UNIT !== milli)
        throw lineError(index, 'serialNos', PURCHASE_MESSAGES.serialCount);
      for (const serial of given)
        serials.push({ product_id: line.productId, variant_id: line.variantId, serial_no: serial });
    }
    return { input, line, milli, costPaise: input.costPaise ?? line.costPaise };
  });
  const repeated = repeatedSerial(serials.map((s) => s.serial_no));
  if (repeated)
    throw new AppError(400, 'invalid', PURCHASE_MESSAGES.serialRepeated(repeated), { serialNos: repeated });
  const taken = await r.takenSerials(
    tx,
    supplierId,
    serials.map((s) => s.serial_no),
  );
  if (taken[0])
    throw new AppError(409, 'conflict', PURCHASE_MESSAGES.serialTaken(taken[0]), { serialNos: taken[0] });

  const amounts = receipts.map((x) => ({
    milli: x.milli,
    costPaise: x.costPaise,
    taxRate: Number(x.line.taxRate),
  }));
  const landed = landedUnitCosts(amounts, body.chargesPaise);
  const productIds = [...new Set(receipts.map((x) => x.line.productId))].sort((a, b) => a - b);
  const costs = await r.lockProductCosts(tx, supplierId, productIds);
  // One batch row per product and batch number, even when two receipt rows name it.
  const batchRows = new Map<string, r.BatchInput>();
  receipts.forEach((x, i) => {
    if (!flags.isMaintainBatch || !x.input.batchNo) return;
    batchRows.set(`${x.line.productId}:${x.line.variantId}:${x.input.batchNo}`, {
      product_id: x.line.productId,
      variant_id: x.line.variantId,
      batch_no: x.input.batchNo,
      expiry_date: x.input.expiryDate ?? null,
      mfg_date: x.input.mfgDate ?? null,
      mrp_paise: x.input.mrpPaise ?? null,
      cost_paise: landed[i] ?? x.costPaise,
    });
  });
  const batchIds = await r.upsertBatches(tx, supplierId, order.outletId, [...batchRows.values()]);
  const batchOf = (x: (typeof receipts)[number]) =>
    flags.isMaintainBatch && x.input.batchNo
      ? (batchIds.get(`${x.line.productId}:${x.line.variantId}:${x.input.batchNo}`) ?? null)
      : null;

  await applyPurchaseStockChanges(
    tx,
    {
      supplierId,
      userId: session.userId,
      reason: 'PURCHASE',
      allowNegative: true,
      purchaseOrderId,
      purchaseReturnId: null,
      note: order.billNumber ?? body.billNumber ?? null,
    },
    receipts.map((x) => ({
      productId: x.line.productId,
      variantId: x.line.variantId,
      outletId: order.outletId,
      batchId: batchOf(x),
      milli: x.milli,
      lineNo: x.line.lineNo,
      productName: x.line.name,
    })),
  );
  receiptFaults.afterStock?.();

  await r.insertReceiptLines(
    tx,
    supplierId,
    purchaseOrderId,
    session.userId,
    receipts.map((x, i) => ({
      line_no: x.line.lineNo,
      batch_id: batchOf(x),
      quantity: milliToQuantityText(x.milli),
      cost_paise: landed[i] ?? x.costPaise,
    })),
  );
  const received = new Map<number, number>();
  for (const x of receipts) received.set(x.line.lineNo, (received.get(x.line.lineNo) ?? 0) + x.milli);
  await r.addLineQuantities(
    tx,
    supplierId,
    purchaseOrderId,
    'received_qty',
    [...received].map(([lineNo, milli]) => ({ line_no: lineNo, quantity: milliToQuantityText(milli) })),
  );

  // Weighted average over the product's stock in all outlets before this receipt.
  const byProduct = new Map<number, { milli: number; value: bigint }>();
  receipts.forEach((x, i) => {
    const sum = byProduct.get(x.line.productId) ?? { milli: 0, value: 0n };
    sum.milli += x.milli;
    sum.value += BigInt(x.milli) * BigInt(landed[i] ?? x.costPaise);
    byProduct.set(x.line.productId, sum);
  });
  await r.setProductCosts(
    tx,
    supplierId,
    [...byProduct].map(([productId, sum]) => {
      const current = costs.get(productId);
      const landedUnit = Number(sum.value / BigInt(sum.milli));
      return {
        product_id: productId,
        cost_paise: weightedAverageCost(
          quantityToMilli(current?.stock ?? '0'),
          current?.costPaise ?? 0,
          sum.milli,
          landedUnit,
        ),
      };
    }),
  );
  await r.insertSerials(tx, supplierId, order.outletId, purchaseOrderId, serials);

  const bill = purchaseBill(
    amounts,
    purchasePlace(vendor.stateCode, outletStateCode(outlet?.stateId ?? null)),
  );
  const status = statusAfterReceipt(
    lines.map((l) => ({
      orderedMilli: quantityToMilli(l.orderedQty),
      receivedMilli: quantityToMilli(l.receivedQty) + (received.get(l.lineNo) ?? 0),
    })),
  );
  await q.updatePurchaseOrder(tx, supplierId, purchaseOrderId, {
    status,
    billNumber: body.billNumber ?? order.billNumber,
    billDate: body.billDate ?? order.billDate ?? new Date().toISOString().slice(0, 10),
    taxablePaise: order.taxablePaise + bill.taxablePaise,
    cgstPaise: order.cgstPaise + bill.cgstPaise,
    sgstPaise: order.sgstPaise + bill.sgstPaise,
    igstPaise: order.igstPaise + bill.igstPaise,
    chargesPaise: order.chargesPaise + body.chargesPaise,
    billTotalPaise: order.billTotalPaise + bill.totalPaise + body.chargesPaise,
    sentAt: order.sentAt ?? new Date(),
  });
}

export async function receivePurchaseOrder(
  db: Db,
  session: SupplierSession,
  purchaseOrderId: number,
  body: ReceiveBody,
) {
  await db.transaction((tx) => receiveInto(tx, session, purchaseOrderId, body));
  return getPurchaseOrder(db, session, purchaseOrderId);
}

/** A vendor's bill entered directly: a purchase order made and fully received in one go. */
export async function createDirectBill(db: Db, session: SupplierSession, body: DirectBody) {
  const purchaseOrderId = await db.transaction(async (tx) => {
    const order = await insertOrder(tx, session, body, 'DIRECT_BILL');
    await receiveInto(tx, session, order.purchaseOrderId, {
      billNumber: body.billNumber,
      billDate: body.billDate,
      chargesPaise: body.chargesPaise,
      lines: body.lines.map((line, index) => ({
        lineNo: index + 1,
        quantity: line.quantity,
        batchNo: line.batchNo,
        mfgDate: line.mfgDate,
        expiryDate: line.expiryDate,
        mrpPaise: line.mrpPaise,
        serialNos: line.serialNos,
      })),
    });
    return order.purchaseOrderId;
  });
  return getPurchaseOrder(db, session, purchaseOrderId);
}
