// Alerts for the merchant when something happens in the store (a new online order): announced to
// the open admin screens at commit (live events), and pushed to the subscribed browsers of the
// staff who may see orders, through the queue (shared-blocks.md web push: skip rules, token
// failures only logged).
import { formatPaise } from '@storekeep/domain/money';
import {
  hasPermission,
  isPackageFeatureVisible,
  type PackageFeatureStatus,
} from '@storekeep/domain/permissions';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { findPackage, findSupplier } from '../supplier/index.ts';
import * as q from './queries.ts';
import { sendWebPush, type VapidKeys } from './web-push.ts';

export const PUSH_QUEUE = 'web-push';
export const STORE_EVENTS_CHANNEL = 'store_events';

export interface NewOrderAlert {
  supplierId: number;
  orderId: number;
  orderNumber: number;
  totalPaise: number;
  customerName: string | null;
}

/** What the live stream sends: the kind and the ids the screen refetches. */
export interface StoreEvent {
  supplierId: number;
  kind: 'order';
  orderId: number;
}

/** Inside the transaction that placed the order: both happen only if it commits. */
export async function raiseNewOrderAlert(tx: DbOrTx, alert: NewOrderAlert): Promise<void> {
  const event: StoreEvent = { supplierId: alert.supplierId, kind: 'order', orderId: alert.orderId };
  await q.notifyStoreEvent(tx, STORE_EVENTS_CHANNEL, JSON.stringify(event));
  // One try: a push that cannot be delivered now is stale by the time a retry would run.
  await enqueueJob(tx, {
    queue: PUSH_QUEUE,
    supplierId: alert.supplierId,
    payload: { ...alert },
    maxAttempts: 1,
  });
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
  const alert = job.payload as unknown as NewOrderAlert;
  const supplier = await findSupplier(ctx.db, alert.supplierId);
  if (!supplier || supplier.isExpired) return;
  const pkg = await findPackage(ctx.db, supplier.packageId);
  const packagePermissions = (pkg?.packagePermissions ?? {}) as Record<string, PackageFeatureStatus>;
  if (!isPackageFeatureVisible(packagePermissions, 'Orders')) return;
  const notification: PushNotification = {
    id: `order-${alert.orderId}`,
    title: supplier.storeName,
    body: [`#${alert.orderNumber}`, formatPaise(alert.totalPaise, { symbol: true }), alert.customerName]
      .filter(Boolean)
      .join(' · '),
    url: `/orders/${alert.orderId}`,
  };
  const recipients = await q.pushRecipients(ctx.db, alert.supplierId);
  for (const to of recipients) {
    const actor = { role: to.role, supplierType: supplier.supplierType, permissions: to.permissions };
    if (!hasPermission(actor as Parameters<typeof hasPermission>[0], 'ORDER:MENU')) continue;
    try {
      const { outcome, status } = await sendWebPush(to, JSON.stringify(notification), ctx.vapid, ctx.fetch);
      if (outcome === 'gone') await q.unsubscribePushToken(ctx.db, alert.supplierId, to.userId, to.endpoint);
      if (outcome !== 'delivered')
        ctx.log.warn({ supplierId: alert.supplierId, userId: to.userId, status }, 'push not delivered');
    } catch (error) {
      ctx.log.warn({ supplierId: alert.supplierId, userId: to.userId, err: String(error) }, 'push failed');
    }
  }
}
