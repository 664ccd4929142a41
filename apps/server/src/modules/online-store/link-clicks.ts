// Link clicks (shared-blocks.md §7 "This is click tracking"): the apps report each click of a link
// with collect-data.ns; the merchant sees the last 30 days by device on the online store's page.
// Clicks older than the keeping period are removed by a periodic job.
import {
  LINK_CLICK_DEVICES,
  LINK_CLICK_KEEP_DAYS,
  LINK_CLICK_SUMMARY_DAYS,
  type LinkClickDeviceCode,
  type LinkClickSummary,
} from '@storekeep/domain/link-clicks';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './link-click-queries.ts';

const DAY_MS = 86_400_000;

export async function recordLinkClick(
  db: Db,
  session: SupplierSession,
  click: { li: string; ll: string; deviceCode: LinkClickDeviceCode },
): Promise<void> {
  await q.insertLinkClick(db, { supplierId: session.supplierId, ...click });
}

/** The store's clicks of the last 30 days, by device (every device listed, 0 where none came). */
export async function linkClickSummary(
  db: Db,
  session: SupplierSession,
  now = new Date(),
): Promise<LinkClickSummary> {
  const since = new Date(now.getTime() - LINK_CLICK_SUMMARY_DAYS * DAY_MS);
  const rows = await q.countLinkClicksByDevice(db, session.supplierId, since);
  const counted = new Map(rows.map((row) => [row.deviceCode, Number(row.clicks)]));
  const byDevice = Object.entries(LINK_CLICK_DEVICES).map(([code, device]) => ({
    deviceCode: Number(code),
    device,
    clicks: counted.get(Number(code)) ?? 0,
  }));
  return {
    days: LINK_CLICK_SUMMARY_DAYS,
    total: byDevice.reduce((sum, row) => sum + row.clicks, 0),
    byDevice,
  };
}

/** Removes every store's clicks past the keeping period; how many went. */
export function removeOldLinkClicks(db: Db, now = new Date()): Promise<number> {
  return q.deleteLinkClicksBefore(db, new Date(now.getTime() - LINK_CLICK_KEEP_DAYS * DAY_MS));
}

/** How often the keeping period is enforced. */
export const LINK_CLICK_SWEEP_EVERY_MS = 6 * 60 * 60_000;
