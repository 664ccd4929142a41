// A transfer's receipt of what arrived now (part or all of what is in transit): TRANSFER_IN at the
// receiving outlet, and the serial (IMEI) numbers that arrived in stock there. A line that
// dispatched serials names those that arrived; without names, only the whole rest of the line
// brings all of its serials still on the way. The rest stay in transit until received.
import {
  INVENTORY_MESSAGES,
  statusAfterReceipt,
  type TransferStatus,
  transferActions,
} from '@storekeep/domain/inventory';
import type { transferReceiveBodySchema } from '@storekeep/domain/inventory-api';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import { repeatedSerial, returnedSerials, SERIAL_MESSAGES } from '@storekeep/domain/serials';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { usableOutlet } from './inventory-levels.ts';
import { applyStockChanges } from './ledger.ts';
import * as q from './transfer-queries.ts';
import { getTransfer, refuseUnless, visibleTransfer } from './transfers.ts';

const LINE_NOT_FOUND = 'Line not found.';

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
    const [lines, serials] = await Promise.all([
      q.transferLines(tx, session.supplierId, [transferId]),
      q.transferSerials(tx, session.supplierId, [transferId]),
    ]);
    const received = body.lines.filter((l) => quantityToMilli(l.quantity) > 0);
    if (received.length === 0)
      throw invalid(INVENTORY_MESSAGES.nothingToReceive, { lines: INVENTORY_MESSAGES.nothingToReceive });
    const twice = repeatedSerial(received.flatMap((r) => r.serialNos ?? []));
    if (twice !== null) {
      const i = body.lines.findIndex((l) => l.serialNos?.includes(twice));
      throw invalid(SERIAL_MESSAGES.repeated(twice), {
        [`lines.${i}.serialNos`]: SERIAL_MESSAGES.repeated(twice),
      });
    }
    const changes = received.map((r) => {
      const i = body.lines.indexOf(r);
      const line = lines.find((l) => l.line_no === r.lineNo);
      if (!line) throw invalid(LINE_NOT_FOUND, { [`lines.${i}.lineNo`]: LINE_NOT_FOUND });
      const open = quantityToMilli(line.quantity) - quantityToMilli(line.received_quantity);
      if (quantityToMilli(r.quantity) > open)
        throw invalid(INVENTORY_MESSAGES.overReceived, {
          [`lines.${i}.quantity`]: INVENTORY_MESSAGES.overReceived,
        });
      const onTheWay = serials.filter((s) => s.line_no === line.line_no && !s.received);
      const arrived = returnedSerials({
        quantity: r.quantity,
        stillSold: onTheWay.map((s) => s.serial_no),
        named: r.serialNos,
      });
      if ('refusal' in arrived) {
        const message =
          arrived.refusal === 'choose'
            ? SERIAL_MESSAGES.receiveChoose(line.name)
            : SERIAL_MESSAGES.notInTransit(arrived.serial);
        throw invalid(message, { [`lines.${i}.serialNos`]: message });
      }
      const serialIds = arrived.serials.map(
        (no) => (onTheWay.find((s) => s.serial_no === no) as q.TransferSerialRow).serial_id,
      );
      return { line, milli: quantityToMilli(r.quantity), serialIds };
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
    await q.receiveTransferSerials(
      tx,
      session.supplierId,
      transferId,
      row.to_outlet_id,
      changes.flatMap((c) => c.serialIds),
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
