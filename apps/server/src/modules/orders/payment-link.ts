// Payment links from orders (shared-blocks §4, §8): whether one can be made, with the five
// refusal cases, and making it. The link is the order's status page on the store's site
// (/s/{store}/order/{token}, no login, an unguessable token), which takes the payment through the
// store's online payment provider and marks the order paid, or offers the store's UPI ID.
import { randomBytes } from 'node:crypto';
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import {
  PAYMENT_LINK_MESSAGES,
  type PaymentLinkPlan,
  paymentLinkLine,
  paymentLinkPlan,
  paymentLinkTitle,
} from '@storekeep/domain/payment-link';
import { hasPermission } from '@storekeep/domain/permissions';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { actorOf, type SupplierSession } from '../../http/session.ts';
import { hasProviderKeys, type PaymentDeps, providerOf } from '../checkout/index.ts';
import { findSupplier } from '../supplier/index.ts';
import { requireVisibleOrder } from './get-order.ts';
import { ORDER_MESSAGES } from './internal.ts';
import { orderWhatsappMessage } from './messages.ts';
import * as q from './queries.ts';

export const PAYMENT_LINK_REFUSED = {
  cancelled: 'This order is cancelled.',
  paid: 'Nothing is due on this order.',
} as const;

/** The store's page paths (the storefront's base) where the order's status page lives. */
const shopBase = (storeSlug: string) => `/s/${storeSlug}`;

async function planOf(
  db: DbOrTx,
  deps: PaymentDeps,
  supplierId: number,
): Promise<PaymentLinkPlan & { storeSlug: string }> {
  const supplier = await findSupplier(db, supplierId);
  if (!supplier) throw notFound(ORDER_MESSAGES.notFound);
  const settings = accountSettingsSchema.parse(supplier.accountSettings ?? {});
  const shop = { supplierId, storeName: supplier.storeName, storeSlug: supplier.storeSlug, settings };
  const provider = await providerOf(db, shop, deps, shopBase(supplier.storeSlug));
  const plan = paymentLinkPlan({
    isEnabledOnlinePayment: settings.isEnabledOnlinePayment,
    onlinePaymentMode: settings.onlinePaymentMode,
    kycStatus: supplier.kycStatus,
    isProviderConfigured: await hasProviderKeys(db, shop),
    providerReady: provider !== null,
    isOnlinePaymentBlocked:
      (supplier.accountSettings as { isOnlinePaymentBlocked?: unknown } | undefined)
        ?.isOnlinePaymentBlocked === true,
    hasUpiId: (await q.findUpiId(db, supplierId)) !== null,
  });
  return { ...plan, storeSlug: supplier.storeSlug };
}

function checkReply(plan: PaymentLinkPlan, session: SupplierSession, type: string) {
  return {
    allowed: plan.refusal === null,
    case: plan.refusal,
    title: plan.refusal ? paymentLinkTitle(type) : null,
    message: plan.refusal ? PAYMENT_LINK_MESSAGES[plan.refusal] : null,
    canOpenSettings: hasPermission(actorOf(session), 'SETTINGS:MENU'),
    kind: plan.kind,
  };
}

/**
 * Whether a payment link can be made for the order. The platform's security block is
 * `isOnlinePaymentBlocked` in the account settings row, set by the platform (the owner's settings
 * patch cannot write it: that schema is strict).
 */
export async function paymentLinkCheck(
  db: Db,
  deps: PaymentDeps,
  session: SupplierSession,
  orderId: number,
  type: string,
) {
  await requireVisibleOrder(db, session, orderId);
  return checkReply(await planOf(db, deps, session.supplierId), session, type);
}

/**
 * Makes the order's payment link and the WhatsApp message that carries it (recorded as the
 * order's payment reminder, getOrderMsgStatus). Refused as the check says; 409 for a cancelled
 * order or one with nothing due.
 */
export async function createPaymentLink(
  db: Db,
  deps: PaymentDeps,
  session: SupplierSession,
  orderId: number,
  type: string,
  now = new Date(),
) {
  await requireVisibleOrder(db, session, orderId);
  const plan = await planOf(db, deps, session.supplierId);
  const reply = checkReply(plan, session, type);
  if (plan.refusal !== null) return { ...reply, link: null };
  const token = await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, session.supplierId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.orderStatuses.includes('CANCELLED')) throw conflict(PAYMENT_LINK_REFUSED.cancelled);
    if (order.totalPaise - order.returnedPaise - order.paidPaise <= 0)
      throw conflict(PAYMENT_LINK_REFUSED.paid);
    return q.markPayLink(tx, session.supplierId, orderId, randomBytes(24).toString('base64url'), now);
  });
  const url = `${deps.origin}${shopBase(plan.storeSlug)}/order/${token}`;
  const message = await orderWhatsappMessage(db, session, orderId, 'PAYMENT_REMINDER', paymentLinkLine(url));
  return { ...reply, link: { url, message } };
}
