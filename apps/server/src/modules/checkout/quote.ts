// The checkout's totals before the order is placed (the quote), for the fulfilment and pincode
// typed so far: the same pricing, delivery-charge rule and place of supply as placing the order.
import type { CartLine } from '@storekeep/domain/cart';
import { type Fulfilment, normaliseMobile, placeOfSupply } from '@storekeep/domain/checkout';
import type { CheckoutQuote } from '@storekeep/domain/checkout-api';
import { stateByCode } from '@storekeep/domain/india-states';
import { INDIAN_MOBILE_PATTERN } from '@storekeep/domain/validation';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type AppliedCode, applyDiscountCode, DiscountCodeRefused } from '../discount-codes/service.ts';
import { priceOnlineOrder } from '../orders/service.ts';
import type { MainImageUrl } from '../products/index.ts';
import { chargeRule, deliverySettingsOf, outletStateOf, type Shop } from './internal.ts';
import { lookupPincode } from './pincodes.ts';
import * as q from './queries.ts';

export interface QuoteInput {
  fulfilment: Fulfilment;
  pincode: string;
  stateCode: string;
  /** The discount code typed, and the mobile number for its per-customer rules (empty: not yet). */
  discountCode: string;
  mobile: string;
}

/** The quote's delivery, pickup or address fields as typed; anything else reads as not given. */
export function quoteInputOf(fields: Record<string, unknown>): QuoteInput {
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string).trim() : '');
  return {
    fulfilment: text('fulfilment') === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    pincode: /^\d{6}$/.test(text('pincode')) ? text('pincode') : '',
    stateCode: stateByCode(text('stateCode')) ? text('stateCode') : '',
    discountCode: text('discountCode').slice(0, 30),
    mobile: INDIAN_MOBILE_PATTERN.test(text('mobile').replace(/[\s-]/g, ''))
      ? normaliseMobile(text('mobile'))
      : '',
  };
}

/**
 * The cart's totals as the order will compute them (priceOnlineOrder, the same delivery-charge
 * rule and place of supply as placeOrder): delivery charge, GST lines, round-off, total.
 * Null for an empty cart or a store without an online outlet.
 */
export async function quoteCheckout(
  db: Db,
  shop: Shop,
  cart: CartLine[],
  input: QuoteInput,
  imageUrl: MainImageUrl,
): Promise<CheckoutQuote | null> {
  if (cart.length === 0) return null;
  const [outlet, deliveryRow] = await Promise.all([
    q.onlineOutlet(db, shop.supplierId),
    q.findDelivery(db, shop.supplierId),
  ]);
  if (!outlet) return null;
  const deliveryState =
    input.fulfilment === 'DELIVERY'
      ? input.stateCode || (input.pincode ? (lookupPincode(input.pincode)?.stateCode ?? '') : '')
      : '';
  const place = placeOfSupply(outletStateOf(outlet), input.fulfilment, deliveryState || null);
  const empty = {
    subtotalPaise: 0,
    taxSummary: [],
    taxPaise: 0,
    deliveryChargePaise: 0,
    roundOffPaise: 0,
    totalPaise: 0,
    placeOfSupply: null,
    discountCode: null,
    discountPaise: 0,
    discountProblem: null,
  };
  let applied: AppliedCode | null = null;
  let discountProblem: string | null = null;
  try {
    const { bill, chargePaise } = await priceOnlineOrder(db, {
      supplierId: shop.supplierId,
      outletId: outlet.outletId,
      settings: shop.settings,
      imageUrl,
      items: cart.map((l) => ({
        productId: l.productId,
        ...(l.variantId ? { variantId: l.variantId } : {}),
        quantity: l.quantity,
      })),
      place,
      // MOQ and stock notes are the cart's (cartView); the quote prices what is there.
      check: () => {},
      chargeFor: chargeRule(input.fulfilment, deliverySettingsOf(deliveryRow)),
      discountFor: async (goodsPaise) => {
        if (!input.discountCode) return null;
        try {
          applied = await applyDiscountCode(db, {
            supplierId: shop.supplierId,
            code: input.discountCode,
            mobileNumber: input.mobile || null,
            goodsPaise,
          });
          return applied.discount;
        } catch (error) {
          if (!(error instanceof DiscountCodeRefused)) throw error;
          discountProblem = error.message;
          return null;
        }
      },
    });
    const code = applied as AppliedCode | null;
    return {
      subtotalPaise: bill.subtotalPaise,
      taxSummary: bill.taxSummary.map((r) => ({ name: r.name, rate: r.rate, amountPaise: r.amount })),
      taxPaise: bill.taxPaise,
      deliveryChargePaise: chargePaise,
      roundOffPaise: bill.roundOffPaise,
      totalPaise: bill.totalPaise,
      placeOfSupply: deliveryState || null,
      problem: null,
      discountCode: code?.code ?? null,
      discountPaise: code ? bill.discountPaise : 0,
      discountProblem,
    };
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      return { ...empty, problem: error.message, discountProblem };
    throw error;
  }
}
