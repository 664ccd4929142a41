// Transfers between outlets: requested, dispatched (stock leaves the sending outlet), received in
// one or more parts (stock arrives), or cancelled before dispatch. Each step is one transaction:
// the transfer's row is locked first, then the stock through the ledger, then the serial (IMEI)
// numbers it carries, so a crash or a concurrent step leaves all of it or none of it. Dispatch
// and receipt are in dispatch-transfer.ts and receive-transfer.ts.
import { INVENTORY_MESSAGES, type TransferStatus, transferActions } from '@storekeep/domain/inventory';
import type { Transfer, transferCreateBodySchema } from '@storekeep/domain/inventory-api';
import { milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { scopeOutletIds, usableOutlet, visibleOutlets } from './inventory-levels.ts';
import { stockItemsOf } from './stock-items.ts';
import * as q from './transfer-queries.ts';

function present(row: q.TransferRow, lines: q.TransferLineRow[], serials: q.TransferSerialRow[]): Transfer {
  const serialsOf = (line: q.TransferLineRow) =>
    serials.filter((s) => s.transfer_id === line.transfer_id && s.line_no === line.line_no);
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
        serialNos: serialsOf(l).map((s) => s.serial_no),
        inTransitSerialNos: serialsOf(l)
          .filter((s) => !s.received)
          .map((s) => s.serial_no),
      })),
  };
}

/** A transfer the user may see (from or to one of their outlets), else 404. */
export async function visibleTransfer(
  db: DbOrTx,
  session: SupplierSession,
  transferId: number,
  lock: boolean,
) {
  const row = await q.findTransfer(db, session.supplierId, transferId, lock);
  if (!row) throw notFound('Transfer not found.');
  const outlets = (await visibleOutlets(db, session)).map((o) => o.outlet_id);
  if (!outlets.includes(row.from_outlet_id) && !outlets.includes(row.to_outlet_id))
    throw notFound('Transfer not found.');
  return row;
}

export async function getTransfer(db: DbOrTx, session: SupplierSession, transferId: number) {
  const row = await visibleTransfer(db, session, transferId, false);
  const [lines, serials] = await Promise.all([
    q.transferLines(db, session.supplierId, [transferId]),
    q.transferSerials(db, session.supplierId, [transferId]),
  ]);
  return present(row, lines, serials);
}

export async function listTransfers(db: Db, session: SupplierSession, openOnly: boolean) {
  const outletIds = await scopeOutletIds(db, session, 'all');
  const rows = await q.listTransfers(db, session.supplierId, outletIds, openOnly);
  const ids = rows.map((r) => r.transfer_id);
  const [lines, serials] = await Promise.all([
    q.transferLines(db, session.supplierId, ids),
    q.transferSerials(db, session.supplierId, ids),
  ]);
  return { transfers: rows.map((row) => present(row, lines, serials)) };
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

export function refuseUnless(allowed: boolean) {
  if (!allowed) throw conflict(INVENTORY_MESSAGES.transferState);
}

export async function cancelTransfer(db: Db, session: SupplierSession, transferId: number) {
  return db.transaction(async (tx) => {
    const row = await visibleTransfer(tx, session, transferId, true);
    refuseUnless(transferActions(row.status as TransferStatus).cancel);
    await q.setTransferStatus(tx, session.supplierId, transferId, 'CANCELLED', null);
    return getTransfer(tx, session, transferId);
  });
}
