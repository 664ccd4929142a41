// Alerts for the merchant when something happens in the store (a new online order): migration
// 0031's trigger announces it to the open admin screens at commit (live events) and queues a
// push, which this sends to the subscribed browsers of the staff who may see orders
// (shared-blocks.md web push: skip rules, token failures only logged).
import { formatPaise } from '@storekeep/domain/money';
import {
  hasPermission,
  isPackageFeatureVisible,
  type PackageFeatureStatus,
} from '@storekeep/domain/permissions';
import type { Db } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import { findPackage, findSupplier } from '../supplier/index.ts';
import * as q from './queries.ts';
import { sendWebPush, type VapidKeys } from './web-push.ts';

export const PUSH_QUEUE = 'web-push';
export const STORE_EVENTS_CHANNEL = 'store_events';

/** What the live stream sends (migration 0031's trigger): the kind and the ids the screen refetches. */
export interface StoreEvent {
  supplierId: number;
  kind: 'order';
  orderId: number;
}

export interface PushContext {
  db: Db;
  vapid: VapidKeys;
  log: { warn: (obj: object, msg: string) => void };
  fetch?: typeof fetch;
}

/** The notification the service worker shows; `id` suppresses duplicates (shared-blocks.md §9). */
export interface PushNotification {
  id: string;
  title: string;
  body: string;
  url: string;
}

export async function runPushJob(ctx: PushContext, job: ClaimedJob): Promise<void> {
  const { supplierId, orderId } = job.payload as { supplierId: number; orderId: number };
  const supplier = await findSupplier(ctx.db, supplierId);
  if (!supplier || supplier.isExpired) return;
  const pkg = await findPackage(ctx.db, supplier.packageId);
  const packagePermissions = (pkg?.packagePermissions ?? {}) as Record<string, PackageFeatureStatus>;
  if (!isPackageFeatureVisible(packagePermissions, 'Orders')) return;
  const order = await q.orderForAlert(ctx.db, supplierId, orderId);
  if (!order) return;
  const notification: PushNotification = {
    id: `order-${orderId}`,
    title: supplier.storeName,
    body: [`#${order.orderNumber}`, formatPaise(order.totalPaise, { symbol: true }), order.customerName]
      .filter(Boolean)
      .join(' · '),
    url: `/orders/${orderId}`,
  };
  const recipients = await q.pushRecipients(ctx.db, supplierId);
  for (const to of recipients) {
    const actor = { role: to.role, supplierType: supplier.supplierType, permissions: to.permissions };
    if (!hasPermission(actor as Parameters<typeof hasPermission>[0], 'ORDER:MENU')) continue;
    try {
      const { outcome, status } = await sendWebPush(to, JSON.stringify(notification), ctx.vapid, ctx.fetch);
      if (outcome === 'gone') await q.unsubscribePushToken(ctx.db, supplierId, to.userId, to.endpoint);
      if (outcome !== 'delivered')
        ctx.log.warn({ supplierId: supplierId, userId: to.userId, status }, 'push not delivered');
    } catch (error) {
      ctx.log.warn({ supplierId: supplierId, userId: to.userId, err: String(error) }, 'push failed');
    }
  }
}
