// Request and reply shapes of the checkout's HTTP paths, shared by the server (route schemas and
// the OpenAPI document) and the admin app, which parses the replies with them: the storefront's
// JSON answers under /s/{store}/… and the back office's delivery, payment-provider and refund
// calls under /api/v1. The rules behind them: checkout.ts, delivery-ranges.ts, cart.ts.
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './checkout.ts';
import { validateRanges } from './delivery-ranges.ts';
import { REQUIRED_FIELD_MESSAGE } from './validation.ts';

const paise = z.number().int();

// ── Storefront: the JSON answers the shop script reads ──────────────────────────────────

/** A refusal or note in the shopper's language (unknown pincode, empty cart). */
export const shopMessageSchema = z.object({ message: z.string() });

/** GET {base}/api/pincode/{pincode}: the district (standing in for the city) and the GST state. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The directory has no town names; the district stands in for the city. */
  city: z.string(),
  district: z.string(),
  state: z.string(),
  stateCode: z.string(),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

/** POST {base}/cart with Accept: application/json: the cart's item count and what happened. */
export const cartReplySchema = z.object({ count: z.number(), message: z.string() });
export type CartReply = z.infer<typeof cartReplySchema>;

/** The totals before the order is placed, computed as the order will compute them. */
export const checkoutQuoteSchema = z.object({
  subtotalPaise: paise,
  taxSummary: z.array(z.object({ name: z.string(), rate: z.number(), amountPaise: paise })),
  taxPaise: paise,
  deliveryChargePaise: paise,
  roundOffPaise: paise,
  totalPaise: paise,
  /** The GST state the quote was made for; null = the store's own state (no pincode yet). */
  placeOfSupply: z.string().nullable(),
  /** Why there is no total (no delivery range holds, a product gone); null when quoted. */
  problem: z.string().nullable(),
  /** The discount code applied (as the store spells it) and what it takes off; null and 0 without one. */
  discountCode: z.string().nullable(),
  discountPaise: paise,
  /** Why the code typed was refused (expired, used up…); null when none was typed or it holds. */
  discountProblem: z.string().nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** GET {base}/checkout/quote: the quote, and its table as the checkout page shows it. */
export const checkoutQuoteReplySchema = checkoutQuoteSchema.extend({ html: z.string() });

/** POST {base}/pay/paypal/webhook: what the verified event did. */
export const paypalWebhookReplySchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('ignored') }),
  z.object({ result: z.literal('settled'), reference: z.string(), paid: z.boolean() }),
  /** Paid for an order that had no room for it: given back through PayPal. */
  z.object({ result: z.literal('refunded'), reference: z.string() }),
]);
export type PaypalWebhookReply = z.infer<typeof paypalWebhookReplySchema>;

// ── Back office: delivery charges, pickup text, payment-provider keys ───────────────────

const rangeSchema = z.object({
  min: z.number().int().min(0).nullable(),
  max: z.number().int().min(0).nullable(),
  charge: z.number().int().min(0).nullable(),
});

/** Delivery-charge ranges (paise or units, chained, the last may be open) and the pickup text. */
export const deliverySettingsBodySchema = z
  .object({
    kind: z.enum(['amount', 'quantity']),
    ranges: z.array(rangeSchema).max(50),
    pickupInfo: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    validateRanges(body.ranges, body.kind).forEach((errors, index) => {
      for (const [field, message] of Object.entries(errors))
        ctx.addIssue({ code: 'custom', path: ['ranges', index, field], message });
    });
  });
export type DeliverySettingsBody = z.output<typeof deliverySettingsBodySchema>;

/** GET/PUT /settings/delivery reply: ranges in paise (amount) or units (quantity), charges in paise. */
export const deliverySettingsReplySchema = z.object({
  kind: z.enum(['amount', 'quantity']),
  ranges: z.array(rangeSchema),
  pickupInfo: z.string().nullable(),
});
export type DeliverySettingsReply = z.infer<typeof deliverySettingsReplySchema>;

export const paymentProviderParamsSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

export const paymentProviderBodySchema = z.object({
  keyId: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(200),
  keySecret: z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(500),
  webhookSecret: z.string().trim().max(500).nullable().default(null),
  isLive: z.boolean().default(false),
});
export type PaymentProviderBody = z.output<typeof paymentProviderBodySchema>;

/** What the back office sees of stored keys: never the secrets. */
export const paymentProviderSummarySchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
  hasWebhookSecret: z.boolean(),
  isLive: z.boolean(),
});
export type PaymentProviderSummary = z.infer<typeof paymentProviderSummarySchema>;

/** GET /settings/payment-providers and PUT …/{provider}: every provider with stored keys. */
export const paymentProvidersReplySchema = z.array(paymentProviderSummarySchema);

// ── Back office: refunds of online payments of a cancelled order ────────────────────────

export const onlineRefundsParamsSchema = z.object({ orderId: z.coerce.number().int().positive() });
export const onlineRefundRetryParamsSchema = onlineRefundsParamsSchema.extend({
  refundId: z.coerce.number().int().positive(),
});

export const ONLINE_REFUND_STATUSES = ['PENDING', 'REFUNDED', 'FAILED'] as const;

export const onlineRefundSchema = z.object({
  refundId: z.number().int(),
  provider: z.string(),
  amountPaise: paise,
  status: z.enum(ONLINE_REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  /** The provider's refusal (or "could not be reached") of a FAILED refund, for the merchant. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OnlineRefund = z.infer<typeof onlineRefundSchema>;

/** GET /orders/{orderId}/online-refunds and POST …/{refundId}/retry: the order's refunds, oldest first. */
export const onlineRefundsReplySchema = z.array(onlineRefundSchema);
