// The checkout's totals before the order is placed (the quote), for the fulfilment and pincode
// typed so far: the same pricing, delivery-charge rule and place of supply as placing the order.
import type { CartLine } from '@storekeep/domain/cart';
import { type Fulfilment, placeOfSupply } from '@storekeep/domain/checkout';
import type { CheckoutQuote } from '@storekeep/domain/checkout-api';
import { stateByCode } from '@storekeep/domain/india-states';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { priceOnlineOrder } from '../orders/service.ts';
import type { MainImageUrl } from '../products/index.ts';
import { chargeRule, deliverySettingsOf, outletStateOf, type Shop } from './internal.ts';
import { lookupPincode } from './pincodes.ts';
import * as q from './queries.ts';

export interface QuoteInput {
  fulfilment: Fulfilment;
  pincode: string;
  stateCode: string;
}

/** The quote's delivery, pickup or address fields as typed; anything else reads as not given. */
export function quoteInputOf(fields: Record<string, unknown>): QuoteInput {
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string).trim() : '');
  return {
    fulfilment: text('fulfilment') === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    pincode: /^\d{6}$/.test(text('pincode')) ? text('pincode') : '',
    stateCode: stateByCode(text('stateCode')) ? text('stateCode') : '',
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
  };
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
    });
    return {
      subtotalPaise: bill.subtotalPaise,
      taxSummary: bill.taxSummary.map((r) => ({ name: r.name, rate: r.rate, amountPaise: r.amount })),
      taxPaise: bill.taxPaise,
      deliveryChargePaise: chargePaise,
      roundOffPaise: bill.roundOffPaise,
      totalPaise: bill.totalPaise,
      placeOfSupply: deliveryState || null,
      problem: null,
    };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ...empty, problem: error.message };
    throw error;
  }
}
