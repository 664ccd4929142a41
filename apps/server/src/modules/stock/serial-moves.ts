// Serial (IMEI) numbers leaving an outlet's stock other than on a bill: a transfer's dispatch (in
// transit, sellable nowhere) and a debit note (back with the vendor). A line names one in stock
// serial per unit by the bill's rule (checkLineSerials), and they are taken under their row locks
// after the stock moves, as a bill takes its serials: of a dispatch and a bill racing for one
// serial, one wins and the other's whole transaction is undone.

import { milliToQuantity } from '@storekeep/domain/quantity';
import {
  checkLineSerials,
  repeatedSerial,
  SERIAL_MESSAGES,
  type SerialPurpose,
  sellableSerialCount,
  serialRefusalText,
} from '@storekeep/domain/serials';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { heldSerials, inStockCounts, takeSerials } from './serial-queries.ts';

export interface SerialsOutLine {
  /** The request's field a refusal points to: `lines.0.serialNos`. */
  field: string;
  productId: number;
  /** 0 for a product without variants. */
  variantId: number;
  productName: string;
  variantName?: string | null;
  milli: number;
  serialNos: readonly string[];
}

export interface ChosenSerial {
  serialId: number;
  serialNo: string;
  /** The line's variant, which a serial whose variant was not known becomes. */
  variantId: number;
}

/**
 * Each line's serials, checked against the outlet's in stock ones (none needed for a product
 * without serials there, or when the store does not keep them); refused with the line's field.
 */
export async function chooseSerials(
  tx: DbOrTx,
  input: {
    supplierId: number;
    outletId: number;
    /** enableIMEINumber */
    enabled: boolean;
    purpose: SerialPurpose;
    lines: readonly SerialsOutLine[];
  },
): Promise<ChosenSerial[][]> {
  const given = input.lines.flatMap((l) => l.serialNos);
  const twice = repeatedSerial(given);
  if (twice !== null) {
    const line = input.lines.find((l) => l.serialNos.includes(twice));
    throw invalid(SERIAL_MESSAGES.repeated(twice), {
      [line?.field ?? 'serialNos']: SERIAL_MESSAGES.repeated(twice),
    });
  }
  const productIds = input.enabled ? [...new Set(input.lines.map((l) => l.productId))] : [];
  const [held, counts] = await Promise.all([
    heldSerials(tx, input.supplierId, given),
    inStockCounts(tx, input.supplierId, input.outletId, productIds),
  ]);
  const byNo = new Map(held.map((h) => [h.serialNo, h]));
  return input.lines.map((line) => {
    const refusal = checkLineSerials({
      enabled: input.enabled,
      productId: line.productId,
      variantId: line.variantId,
      outletId: input.outletId,
      quantity: milliToQuantity(line.milli),
      given: line.serialNos,
      inStockAtOutlet: sellableSerialCount(counts.get(line.productId) ?? new Map(), line.variantId),
      held: byNo,
    });
    if (refusal) {
      const message = serialRefusalText(refusal, line.productName, line.variantName, input.purpose);
      throw invalid(message, { [line.field]: message });
    }
    return line.serialNos.map((serialNo) => ({
      serialId: (byNo.get(serialNo) as { serialId: number }).serialId,
      serialNo,
      variantId: line.variantId,
    }));
  });
}

/**
 * Takes the chosen serials out of the outlet's stock into `status`; one gone meanwhile (a bill or
 * another dispatch took it first) refuses the whole change (409).
 */
export async function takeSerialsOut(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  chosen: readonly ChosenSerial[],
  status: 'IN_TRANSIT' | 'RETURNED',
): Promise<void> {
  const missed = await takeSerials(tx, supplierId, outletId, chosen, status);
  const first = missed[0];
  if (first === undefined) return;
  const message =
    first.status === 'SOLD'
      ? SERIAL_MESSAGES.sold(first.serialNo)
      : SERIAL_MESSAGES.notInStock(first.serialNo);
  throw new AppError(409, 'conflict', message, { serialNos: message });
}
