// Storefront checkout rules: the guest form, the delivery charge from the merchant's
// ranges, the place of supply, and the letter-clear refusals the checkout page shows.
import { z } from 'zod';
import { type DeliveryRange, deliveryChargeFor } from './delivery-ranges.ts';
import { stateByCode } from './india-states.ts';
import { quantityToMilli, roundQuantity } from './quantity.ts';
import type { SupplyPlace } from './tax.ts';
import { INDIAN_MOBILE_PATTERN, PINCODE_PATTERN, REQUIRED_FIELD_MESSAGE } from './validation.ts';

export const FULFILMENTS = ['DELIVERY', 'PICKUP'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const CHECKOUT_PAYMENTS = ['COD', 'ONLINE'] as const;
export type CheckoutPayment = (typeof CHECKOUT_PAYMENTS)[number];

export const CHECKOUT_MESSAGES = {
  mobile: 'Enter a valid 10-digit mobile number.',
  pincode: 'Enter a valid 6-digit pincode.',
  pincodeUnknown: 'We could not find this pincode.',
  state: 'Choose the state.',
  emptyCart: 'Your cart is empty.',
  codOff: 'Cash on delivery is not available in this store.',
  onlineOff: 'Online payment is not available in this store.',
  pickupOff: 'Store pickup is not available in this store.',
  noDelivery: 'Delivery is not available for this order.',
  outOfStock: (name: string) => `${name} is out of stock`,
  moq: (name: string, quantity: string) => `Minimum order quantity for ${name} is ${quantity}`,
  gone: (name: string) => `${name} is no longer available`,
  expired: 'This checkout form has expired; please check your order and place it again.',
} as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1, REQUIRED_FIELD_MESSAGE);

/** The mobile number as stored: the 10 digits without +91 or 0. */
export function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/[\s-]/g, '');
  return digits.slice(-10);
}

export const checkoutInputSchema = z
  .object({
    idempotencyKey: z.string().regex(/^[\x21-\x7e]{1,200}$/, CHECKOUT_MESSAGES.expired),
    name: required(100),
    mobile: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(INDIAN_MOBILE_PATTERN, CHECKOUT_MESSAGES.mobile))
      .transform(normaliseMobile),
    email: text(200).optional().default(''),
    fulfilment: z.enum(FULFILMENTS).default('DELIVERY'),
    payment: z.enum(CHECKOUT_PAYMENTS).default('COD'),
    address: text(500).optional().default(''),
    pincode: text(6).optional().default(''),
    city: text(100).optional().default(''),
    state: text(100).optional().default(''),
    stateCode: text(2).optional().default(''),
    note: text(500).optional().default(''),
    /** The discount code applied (discount-codes.ts), as typed; empty for none. */
    discountCode: text(30).optional().default(''),
  })
  .superRefine((input, ctx) => {
    if (input.fulfilment !== 'DELIVERY') return;
    if (!input.address) ctx.addIssue({ code: 'custom', path: ['address'], message: REQUIRED_FIELD_MESSAGE });
    if (!PINCODE_PATTERN.test(input.pincode))
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: CHECKOUT_MESSAGES.pincode });
    if (input.stateCode && !stateByCode(input.stateCode))
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: CHECKOUT_MESSAGES.state });
  });
export type CheckoutInput = z.output<typeof checkoutInputSchema>;

export interface DeliverySettings {
  kind: 'amount' | 'quantity';
  ranges: readonly DeliveryRange[];
}

/**
 * The delivery charge (paise): 0 for pickup and for a store without ranges; null when ranges
 * exist and none holds the order (delivery not offered for it). Amount ranges are in paise of the
 * order's goods total, quantity ranges in units.
 */
export function deliveryChargeOf(
  fulfilment: Fulfilment,
  settings: DeliverySettings | null,
  order: { goodsPaise: number; units: number },
): number | null {
  if (fulfilment === 'PICKUP' || !settings || settings.ranges.length === 0) return 0;
  return deliveryChargeFor(settings.ranges, settings.kind === 'amount' ? order.goodsPaise : order.units);
}

/**
 * Place of supply: the delivery state; store pickup (and a delivery without a known state) is
 * supplied in the outlet's state. Without the outlet's state the GST is not split.
 */
export function placeOfSupply(
  outletStateCode: string | null,
  fulfilment: Fulfilment,
  deliveryStateCode: string | null,
): SupplyPlace | undefined {
  if (!outletStateCode) return undefined;
  const delivery = fulfilment === 'DELIVERY' && deliveryStateCode ? deliveryStateCode : outletStateCode;
  return { supplierStateCode: outletStateCode, placeOfSupplyStateCode: delivery };
}

/** The MOQ refusal, or null when the quantity is enough. */
export function moqProblem(name: string, quantity: number, minOrderQuantity: number): string | null {
  if (minOrderQuantity > 0 && quantity < minOrderQuantity)
    return CHECKOUT_MESSAGES.moq(name, String(roundQuantity(minOrderQuantity)));
  return null;
}

/**
 * Whether the online store sells `quantity` of a stock item (a product without variants, or one
 * variant) holding `stock` at the outlet online orders are served from: a service always; anything
 * when the store sells out-of-stock items (isSellOutOfStock); otherwise while the stock covers the
 * quantity, loose goods in their base unit to the gram or millilitre. The cart refuses a line by it
 * and the product page marks each variant by it, for the least quantity a shopper may order.
 */
export function sellsFromStock(
  item: { isService: boolean; stock: string | number | null },
  quantity: string | number,
  settings: { isSellOutOfStock: boolean },
): boolean {
  if (item.isService || settings.isSellOutOfStock) return true;
  return quantityToMilli(item.stock ?? 0) >= quantityToMilli(quantity);
}

/** The least a shopper may order of a product: its minimum order quantity, or a thousandth without one. */
export function leastOrderQuantity(minOrderQuantity: string | number): number {
  return Math.max(Number(minOrderQuantity), 0.001);
}

// ── Online payment providers the merchant can store keys for ─────────────────────────────

export const PAYMENT_PROVIDERS = ['razorpay', 'payu', 'paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
