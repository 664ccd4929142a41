// What the checkout's use cases share (cart.ts, quote.ts, place-order.ts, start-payment.ts,
// settle-payment.ts, order-status.ts): the shop they serve, the refusal the pages show, the
// provider the shop takes payments with, the delivery-charge rule and the open-attempt rule.

import { randomBytes } from 'node:crypto';
import type { AccountSettings } from '@storekeep/domain/account-settings';
import {
  CHECKOUT_MESSAGES,
  type DeliverySettings,
  deliveryChargeOf,
  type Fulfilment,
} from '@storekeep/domain/checkout';
import type { DeliveryRange } from '@storekeep/domain/delivery-ranges';
import type { LanguageCode } from '@storekeep/domain/languages';
import { milliToQuantity } from '@storekeep/domain/quantity';
import type { Db, Tx } from '../../db/client.ts';
import type { onlinePayments } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { PricedBill } from '../orders/index.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { providerWithKeys } from './payments/adapters.ts';
import type { PaymentProvider, ProviderName } from './payments/provider.ts';
import { testProvider } from './payments/test-provider.ts';
import * as q from './queries.ts';

/** What the checkout needs of the shop (the storefront's ShopContext has it). */
export interface Shop {
  supplierId: number;
  storeName: string;
  storeSlug: string;
  settings: AccountSettings;
  /** The shopper's language: the cart shows the merchant's names in it where given. */
  language?: LanguageCode;
}

/** A refusal the checkout page shows above the form (HTTP 409/400), nothing written. */
export class CheckoutRefused extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(fields ? 400 : 409, fields ? 'invalid' : 'conflict', message, fields);
  }
}

// ── The shop's payment provider ───────────────────────────────────────────────────────────

const PROVIDER_OF_MODE: Record<AccountSettings['onlinePaymentMode'], ProviderName | null> = {
  razorpay: 'razorpay',
  payu: 'payu',
  payubiz: 'payu',
  paypal: 'paypal',
  jdpay: null,
};

/** The merchant's chosen provider when its keys are stored; else the test provider where allowed. */
export async function providerOf(
  db: Db | Tx,
  shop: Shop,
  deps: PaymentDeps,
  base: string,
): Promise<PaymentProvider | null> {
  if (!shop.settings.isEnabledOnlinePayment) return null;
  const rows = await q.findProviders(db, shop.supplierId);
  const wanted = PROVIDER_OF_MODE[shop.settings.onlinePaymentMode];
  const keys = rows.find((r) => r.provider === wanted);
  if (keys && wanted && wanted !== 'test') return providerWithKeys(wanted, keys, deps.fetch);
  if (deps.testSecret) return testProvider(deps.testSecret, (reference) => `${base}/pay/test/${reference}`);
  return null;
}

/** Whether the merchant's chosen provider has its keys stored (jdpay has none to store). */
export async function hasProviderKeys(db: Db | Tx, shop: Shop): Promise<boolean> {
  const wanted = PROVIDER_OF_MODE[shop.settings.onlinePaymentMode];
  if (!wanted) return false;
  return (await q.findProviders(db, shop.supplierId)).some((r) => r.provider === wanted);
}

/** A new attempt's reference (online_payments.reference), sent to the provider. */
export const newReference = () => `sk${randomBytes(12).toString('hex')}`;

// ── Delivery ──────────────────────────────────────────────────────────────────────────────

export function deliverySettingsOf(
  row: { kind: 'amount' | 'quantity'; ranges: unknown } | null | undefined,
): DeliverySettings | null {
  if (!row) return null;
  return { kind: row.kind, ranges: (row.ranges as DeliveryRange[]) ?? [] };
}

export const outletStateOf = (outlet: { stateId: number | null }) =>
  outlet.stateId === null ? null : String(outlet.stateId).padStart(2, '0');

/** The delivery charge of a priced bill by the merchant's ranges; refuses where none holds. */
export function chargeRule(fulfilment: Fulfilment, delivery: DeliverySettings | null) {
  return (bill: PricedBill): number => {
    const units = milliToQuantity(bill.lines.reduce((s, l) => s + l.milli, 0));
    const charge = deliveryChargeOf(fulfilment, delivery, {
      goodsPaise: bill.subtotalPaise + bill.taxPaise,
      units,
    });
    if (charge === null) throw new CheckoutRefused(CHECKOUT_MESSAGES.noDelivery);
    return charge;
  };
}

// ── Payment attempts ──────────────────────────────────────────────────────────────────────

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found.',
  alreadyPaid: 'This order is already paid.',
  inProgress: 'A payment for this order is already in progress.',
  badSignature: 'The payment could not be verified.',
} as const;

/**
 * How long an attempt handed to its provider counts as one the provider may still complete:
 * longer than a gateway's payment session (PhonePe's defaults: 8 to 10 minutes for UPI and
 * netbanking, 12 for cards), so a shopper who is still paying is not offered a second attempt. A
 * payment confirmed later than this (a late bank authorisation) is not lost or added twice: it is
 * refunded as a duplicate (settlePayment). See docs/decisions/0058-payment-attempts.md.
 */
export const PAYMENT_OPEN_MINUTES = 15;
export const OPEN_MS = PAYMENT_OPEN_MINUTES * 60_000;

export type Attempt = typeof onlinePayments.$inferSelect;

/**
 * The order's attempt the provider may still complete and the order could take, if any: unsettled,
 * started lately, and not more than is due (an order edited down since would refund it whole).
 */
export function openAttempt(attempts: Attempt[], duePaise: number, now = new Date()): Attempt | undefined {
  return attempts.find(
    (a) =>
      a.status === 'CREATED' &&
      a.amountPaise <= duePaise &&
      (a.startedAt ?? a.createdAt).getTime() > now.getTime() - OPEN_MS,
  );
}

export const dueOf = (order: { totalPaise: number; returnedPaise: number; paidPaise: number }) =>
  order.totalPaise - order.returnedPaise - order.paidPaise;
