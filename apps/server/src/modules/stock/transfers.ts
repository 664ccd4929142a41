// Transfers between outlets: requested, dispatched (stock leaves the sending outlet), received in
// one or more parts (stock arrives), or cancelled before dispatch. Each step is one transaction:
// the transfer's row is locked first, then the stock through the ledger, so a crash or a
// concurrent step leaves all of it or none of it.
import {
  INVENTORY_MESSAGES,
  statusAfterReceipt,
  type TransferStatus,
  transferActions,
} from '@storekeep/domain/inventory';
import type {
  Transfer,
  transferCreateBodySchema,
  transferReceiveBodySchema,
} from '@storekeep/domain/inventory-api';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { allowNegativeStock } from './adjust-stock.ts';
import { scopeOutletIds, usableOutlet, visibleOutlets } from './inventory-levels.ts';
import { applyStockChanges } from './ledger.ts';
import { stockItemsOf } from './stock-items.ts';
import * as q from './transfer-queries.ts';

function present(row: q.TransferRow, lines: q.TransferLineRow[]): Transfer {
  return {
    transferId: row.transfer_id,
    fromOutletId: row.from_outlet_id,
    toOutletId: row.to_outlet_id,
    status: row.status as TransferStatus,
    note: row.note,
    requestedAt: row.requested_at,
    dispatchedAt: row.dispatched_at,
    receivedAt: row.received_at,
    lines: lines
      .filter((l) => l.transfer_id === row.transfer_id)
      .map((l) => ({
        lineNo: l.line_no,
        productId: l.product_id,
        variantId: l.variant_id || null,
        variantName: l.variant_name,
        productName: l.name,
        unitOfMeasurement: l.unit,
        quantity: Number(l.quantity),
        receivedQuantity: Number(l.received_quantity),
      })),
  };
}

/** A transfer the user may see (from or to one of their outlets), else 404. */
async function visibleTransfer(db: DbOrTx, session: SupplierSession, transferId: number, lock: boolean) {
  const row = await q.findTransfer(db, session.supplierId, transferId, lock);
  if (!row) throw notFound('Transfer not found.');
  const outlets = (await visibleOutlets(db, session)).map((o) => o.outlet_id);
  if (!outlets.includes(row.from_outlet_id) && !outlets.includes(row.to_outlet_id))
    throw notFound('Transfer not found.');
  return row;
}

export async function getTransfer(db: DbOrTx, session: SupplierSession, transferId: number) {
  const row = await visibleTransfer(db, session, transferId, false);
  return present(row, await q.transferLines(db, session.supplierId, [transferId]));
}

export async function listTransfers(db: Db, session: SupplierSession, openOnly: boolean) {
  const outletIds = await scopeOutletIds(db, session, 'all');
  const rows = await q.listTransfers(db, session.supplierId, outletIds, openOnly);
  const lines = await q.transferLines(
    db,
    session.supplierId,
    rows.map((r) => r.transfer_id),
  );
  return { transfers: rows.map((row) => present(row, lines)) };
}

export async function requestTransfer(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof transferCreateBodySchema>,
) {
  return db.transaction(async (tx) => {
    await usableOutlet(tx, session, body.fromOutletId);
    await usableOutlet(tx, session, body.toOutletId);
    const items = await stockItemsOf(tx, session.supplierId, body.fromOutletId, body.lines);
    const transferId = await q.insertTransfer(tx, session.supplierId, {
      fromOutletId: body.fromOutletId,
      toOutletId: body.toOutletId,
      note: body.note ?? null,
      userId: session.userId,
      lines: body.lines.map((l, i) => ({
        productId: l.productId,
        variantId: items[i]?.variant_id ?? 0,
        quantity: milliToQuantityText(quantityToMilli(l.quantity)),
      })),
    });
    return getTransfer(tx, session, transferId);
  });
}

function refuseUnless(allowed: boolean) {
  if (!allowed) throw conflict(INVENTORY_MESSAGES.transferState);
}

/** Dispatch: every line leaves the sending outlet now (TRANSFER_OUT), or none does. */
export async function dispatchTransfer(db: Db, session: SupplierSession, transferId: number) {
  return db.transaction(async (tx) => {
    const row = await visibleTransfer(tx, session, transferId, true);
    refuseUnless(transferActions(row.status as TransferStatus).dispatch);
    await usableOutlet(tx, session, row.from_outlet_id);
    const lines = await q.transferLines(tx, session.supplierId, [transferId]);
    await applyStockChanges(
      tx,
      {
        supplierId: session.supplierId,
        userId: session.userId,
        orderId: null,
        reason: 'TRANSFER_OUT',
        allowNegative: await allowNegativeStock(tx, session.supplierId),
        transferId,
      },
      lines.map((l) => ({
        productId: l.product_id,
        variantId: l.variant_id,
        outletId: row.from_outlet_id,
        batchId: null,
        milli: -quantityToMilli(l.quantity),
        lineNo: l.line_no,
        productName: l.name,
        unitOfMeasurement: l.unit,
      })),
    );
    await q.setTransferStatus(tx, session.supplierId, transferId, 'IN_TRANSIT', 'dispatched_at');
    return getTransfer(tx, session, transferId);
  });
}

/** Receipt of what arrived now (part or all of what is in transit): TRANSFER_IN at the receiving outlet. */
export async function receiveTransfer(
  db: Db,
  session: SupplierSession,
  transferId: number,
  body: z.output<typeof transferReceiveBodySchema>,
) {
  return db.transaction(async (tx) => {
    const row = await visibleTransfer(tx, session, transferId, true);
    if (row.status === 'REQUESTED') throw conflict(INVENTORY_MESSAGES.notDispatched);
    refuseUnless(transferActions(row.status as TransferStatus).receive);
    await usableOutlet(tx, session, row.to_outlet_id);
    const lines = await q.transferLines(tx, session.supplierId, [transferId]);
    const received = body.lines.filter((l) => quantityToMilli(l.quantity) > 0);
    if (received.length === 0)
      throw invalid(INVENTORY_MESSAGES.nothingToReceive, { lines: INVENTORY_MESSAGES.nothingToReceive });
    const changes = received.map((r) => {
      const i = body.lines.indexOf(r);
      const line = lines.find((l) => l.line_no === r.lineNo);
      if (!line) throw invalid('Line not found.', { [`lines.${i}.lineNo`]: 'Line not found.' });
      const open = quantityToMilli(line.quantity) - quantityToMilli(line.received_quantity);
      if (quantityToMilli(r.quantity) > open)
        throw invalid(INVENTORY_MESSAGES.overReceived, {
          [`lines.${i}.quantity`]: INVENTORY_MESSAGES.overReceived,
        });
      return { line, milli: quantityToMilli(r.quantity) };
    });
    await applyStockChanges(
      tx,
      {
        supplierId: session.supplierId,
        userId: session.userId,
        orderId: null,
        reason: 'TRANSFER_IN',
        allowNegative: true,
        transferId,
      },
      changes.map(({ line, milli }) => ({
        productId: line.product_id,
        variantId: line.variant_id,
        outletId: row.to_outlet_id,
        batchId: null,
        milli,
        lineNo: line.line_no,
        productName: line.name,
        unitOfMeasurement: line.unit,
      })),
    );
    await q.addReceived(
      tx,
      session.supplierId,
      transferId,
      changes.map(({ line, milli }) => ({ lineNo: line.line_no, quantity: milliToQuantityText(milli) })),
    );
    const after = lines.map((l) => {
      const got = changes.find((c) => c.line.line_no === l.line_no)?.milli ?? 0;
      return {
        quantity: Number(l.quantity),
        receivedQuantity: milliToQuantity(quantityToMilli(l.received_quantity) + got),
      };
    });
    const status = statusAfterReceipt(after);
    await q.setTransferStatus(
      tx,
      session.supplierId,
      transferId,
      status,
      status === 'RECEIVED' ? 'received_at' : null,
    );
    return getTransfer(tx, session, transferId);
  });
}

export async function cancelTransfer(db: Db, session: SupplierSession, transferId: number) {
  return db.transaction(async (tx) => {
    const row = await visibleTransfer(tx, session, transferId, true);
    refuseUnless(transferActions(row.status as TransferStatus).cancel);
    await q.setTransferStatus(tx, session.supplierId, transferId, 'CANCELLED', null);
    return getTransfer(tx, session, transferId);
  });
}
