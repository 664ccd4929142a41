// The merchant's delivery-charge ranges and store-pickup text (Settings → Delivery).
import type { DeliverySettingsBody, DeliverySettingsReply } from '@storekeep/domain/checkout-api';
import type { DeliveryRange } from '@storekeep/domain/delivery-ranges';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

export async function getDeliverySettings(db: Db, supplierId: number): Promise<DeliverySettingsReply> {
  const row = await q.findDelivery(db, supplierId);
  const ranges = ((row?.ranges as DeliveryRange[] | undefined) ?? []).map(({ min, max, charge }) => ({
    min,
    max,
    charge,
  }));
  return { kind: row?.kind ?? 'amount', ranges, pickupInfo: row?.pickupInfo ?? null };
}

export async function saveDeliverySettings(
  db: Db,
  supplierId: number,
  body: DeliverySettingsBody,
): Promise<DeliverySettingsReply> {
  // Saved ranges are locked as the range editor locks them: each min follows, all but the last max.
  const ranges = body.ranges.map((r, i) => ({
    ...r,
    minLocked: i > 0,
    maxLocked: i < body.ranges.length - 1,
  }));
  await q.saveDelivery(db, supplierId, { kind: body.kind, ranges, pickupInfo: body.pickupInfo || null });
  return getDeliverySettings(db, supplierId);
}
