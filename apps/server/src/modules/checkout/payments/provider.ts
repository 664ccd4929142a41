// Online payment providers of the storefront checkout. The order exists first (stock held); a
// provider takes the shopper away (redirect or auto-posted form) and comes back to a callback
// whose signature is verified before the order is marked paid. Adapters (razorpay.ts, payu.ts,
// paypal.ts) are offered only where the merchant's keys are stored (payment_providers); the
// built-in test provider (test-provider.ts) serves development and tests with its own page
// under /pay/test/…. This file holds what they share: the adapter's shape and the signature helpers.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ProviderName = 'razorpay' | 'payu' | 'paypal' | 'test';

export interface ProviderKeys {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | null;
  isLive: boolean;
}

export interface PaymentRequest {
  /** Our reference of the attempt (online_payments.reference). */
  reference: string;
  amountPaise: number;
  orderNumber: number;
  /** What the provider shows the payer; `Order {orderNumber}` when not given (a khata statement gives its own). */
  description?: string;
  storeName: string;
  customer: { name: string; mobile: string; email: string };
  /** Absolute URLs on this server. */
  returnUrl: string;
  cancelUrl: string;
}

/** Where the shopper goes next: a redirect, or a form the page posts (PayU, Razorpay hosted). */
export type PaymentStep =
  | { kind: 'redirect'; url: string; providerReference?: string }
  | { kind: 'form'; action: string; fields: Record<string, string>; providerReference?: string };

export interface VerifiedPayment {
  reference: string;
  providerPaymentId: string;
  paid: boolean;
  /** Paise the provider says it took, when it says. */
  amountPaise?: number;
}

export interface RefundRequest {
  /** Our reference of the paid attempt. */
  reference: string;
  /** The provider's id of the payment (Razorpay payment, PayU mihpayid, PayPal capture). */
  providerPaymentId: string;
  amountPaise: number;
}

/** Thrown when the provider refuses or cannot be reached; the message is for the merchant. */
export class RefundFailed extends Error {
  override name = 'RefundFailed';
}

export interface PaymentProvider {
  name: ProviderName;
  create(request: PaymentRequest): Promise<PaymentStep>;
  /** Asks the provider to give the money back; answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * The callback's fields (query or form body); null when the signature does not verify.
   * `expected` holds what we stored at create (the provider's order id for Razorpay/PayPal).
   */
  verify(
    fields: Record<string, string>,
    expected: { reference: string; providerReference: string | null },
  ): Promise<VerifiedPayment | null>;
}

export const hmacHex = (algorithm: string, secret: string, text: string) =>
  createHmac(algorithm, secret).update(text).digest('hex');

/** Constant-time comparison of two hex/text signatures. */
export function sameSignature(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The provider call; a network failure is a refund failure the merchant can retry. */
export async function callProvider(name: string, call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new RefundFailed(`${name} could not be reached.`);
  }
}
