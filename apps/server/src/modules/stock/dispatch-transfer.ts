// A transfer's dispatch: every line leaves the sending outlet now (TRANSFER_OUT), with the serial
// (IMEI) numbers it names, one per unit, for a product whose serials the outlet keeps; those are
// in transit, sellable nowhere, until the receiving outlet takes them in. All of it or none.
import { type TransferStatus, transferActions } from '@storekeep/domain/inventory';
import type { transferDispatchBodySchema } from '@storekeep/domain/inventory-api';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { stockFlags } from './adjust-stock.ts';
import { usableOutlet } from './inventory-levels.ts';
import { applyStockChanges } from './ledger.ts';
import { chooseSerials, takeSerialsOut } from './serial-moves.ts';
import * as q from './transfer-queries.ts';
import { getTransfer, refuseUnless, visibleTransfer } from './transfers.ts';

const LINE_NOT_FOUND = 'Line not found.';

export async function dispatchTransfer(
  db: Db,
  session: SupplierSession,
  transferId: number,
  body: z.output<typeof transferDispatchBodySchema> = { lines: [] },
) {
  return db.transaction(async (tx) => {
    const row = await visibleTransfer(tx, session, transferId, true);
    refuseUnless(transferActions(row.status as TransferStatus).dispatch);
    await usableOutlet(tx, session, row.from_outlet_id);
    const [lines, flags] = await Promise.all([
      q.transferLines(tx, session.supplierId, [transferId]),
      stockFlags(tx, session.supplierId),
    ]);
    body.lines.forEach((named, i) => {
      const field = `lines.${i}.lineNo`;
      if (
        !lines.some((l) => l.line_no === named.lineNo) ||
        body.lines.findIndex((n) => n.lineNo === named.lineNo) !== i
      )
        throw invalid(LINE_NOT_FOUND, { [field]: LINE_NOT_FOUND });
    });
    // A refusal points at the body's line naming the serials, else at the transfer's line (the
    // admin app sends every line, in the transfer's order).
    const chosen = await chooseSerials(tx, {
      supplierId: session.supplierId,
      outletId: row.from_outlet_id,
      enabled: flags.keepsSerials,
      purpose: 'dispatch',
      lines: lines.map((l, index) => {
        const named = body.lines.findIndex((n) => n.lineNo === l.line_no);
        return {
          field: `lines.${named === -1 ? index : named}.serialNos`,
          productId: l.product_id,
          variantId: l.variant_id,
          productName: l.name,
          variantName: l.variant_name,
          milli: quantityToMilli(l.quantity),
          serialNos: body.lines[named]?.serialNos ?? [],
        };
      }),
    });
    await applyStockChanges(
      tx,
      {
        supplierId: session.supplierId,
        userId: session.userId,
        orderId: null,
        reason: 'TRANSFER_OUT',
        allowNegative: flags.allowNegative,
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
    // After the stock rows' locks, as a bill takes its serials: the two never deadlock.
    await takeSerialsOut(tx, session.supplierId, row.from_outlet_id, chosen.flat(), 'IN_TRANSIT');
    await q.insertTransferSerials(
      tx,
      session.supplierId,
      transferId,
      lines.flatMap((l, i) => (chosen[i] ?? []).map((s) => ({ lineNo: l.line_no, serialId: s.serialId }))),
    );
    await q.setTransferStatus(tx, session.supplierId, transferId, 'IN_TRANSIT', 'dispatched_at');
    return getTransfer(tx, session, transferId);
  });
}
