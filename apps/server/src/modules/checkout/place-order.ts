// The guest checkout: what the form offers (cash on delivery, online payment, pickup, delivery
// ranges), and placing the ONLINE order once per form (idempotency key) through the orders
// module, with the online payment attempt when the shopper pays online. Pricing, tax, rounding
// and stock are the orders module's (placeOnlineOrder).
import { randomBytes } from 'node:crypto';
import type { CartLine } from '@storekeep/domain/cart';
import {
  CHECKOUT_MESSAGES,
  type CheckoutInput,
  checkoutInputSchema,
  type DeliverySettings,
  moqProblem,
  placeOfSupply,
} from '@storekeep/domain/checkout';
import { stateByCode } from '@storekeep/domain/india-states';
import { milliToQuantity } from '@storekeep/domain/quantity';
import type { Db } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  type AppliedCode,
  applyDiscountCode,
  DiscountCodeRefused,
  redeemDiscountCode,
} from '../discount-codes/service.ts';
import { idempotentWithReply } from '../orders/index.ts';
import { placeOnlineOrder } from '../orders/service.ts';
import type { MainImageUrl } from '../products/index.ts';
import {
  CheckoutRefused,
  chargeRule,
  deliverySettingsOf,
  newReference,
  outletStateOf,
  providerOf,
  type Shop,
} from './internal.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as pq from './payment-queries.ts';
import { lookupPincode } from './pincodes.ts';
import * as q from './queries.ts';

export interface CheckoutOptions {
  cod: boolean;
  online: boolean;
  pickup: boolean;
  pickupInfo: string | null;
  delivery: DeliverySettings | null;
}

export async function checkoutOptions(
  db: Db,
  shop: Shop,
  deps: PaymentDeps,
  base: string,
): Promise<CheckoutOptions> {
  const [delivery, provider] = await Promise.all([
    q.findDelivery(db, shop.supplierId),
    providerOf(db, shop, deps, base),
  ]);
  return {
    cod: shop.settings.isAllowCOD,
    online: provider !== null,
    pickup: shop.settings.isPickupEnabled,
    pickupInfo: delivery?.pickupInfo ?? null,
    delivery: deliverySettingsOf(delivery),
  };
}

export interface Placed {
  token: string;
  /** The online payment to start, null for cash on delivery. */
  paymentReference: string | null;
}

export function parseCheckoutForm(body: unknown): CheckoutInput {
  const parsed = checkoutInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  throw new CheckoutRefused(Object.values(fields)[0] ?? 'Check the form.', fields);
}

/** Fills city and state from the pincode when the shopper left them empty. */
function deliveryAddress(input: CheckoutInput): OrderAddress | null {
  if (input.fulfilment !== 'DELIVERY') return null;
  const place = lookupPincode(input.pincode);
  const stateCode = input.stateCode || place?.stateCode || null;
  if (!stateCode)
    throw new CheckoutRefused(CHECKOUT_MESSAGES.pincodeUnknown, {
      pincode: CHECKOUT_MESSAGES.pincodeUnknown,
    });
  return {
    addressId: null,
    label: null,
    addressLine1: input.address,
    addressLine2: null,
    city: input.city || place?.city || null,
    state: stateByCode(stateCode)?.name ?? (input.state || null),
    stateCode,
    pincode: input.pincode,
  };
}

export async function placeOrder(
  db: Db,
  deps: PaymentDeps & { imageUrl: MainImageUrl },
  shop: Shop,
  base: string,
  cart: CartLine[],
  input: CheckoutInput,
): Promise<Placed> {
  try {
    return await placeOrderOnce(db, deps, shop, base, cart, input);
  } catch (error) {
    // A refused code is said next to the code field, with the rest of the form kept.
    if (error instanceof DiscountCodeRefused)
      throw new CheckoutRefused(error.message, { discountCode: error.message });
    throw error;
  }
}

async function placeOrderOnce(
  db: Db,
  deps: PaymentDeps & { imageUrl: MainImageUrl },
  shop: Shop,
  base: string,
  cart: CartLine[],
  input: CheckoutInput,
): Promise<Placed> {
  if (cart.length === 0) throw new CheckoutRefused(CHECKOUT_MESSAGES.emptyCart);
  const { settings, supplierId } = shop;
  if (input.payment === 'COD' && !settings.isAllowCOD) throw new CheckoutRefused(CHECKOUT_MESSAGES.codOff);
  if (input.fulfilment === 'PICKUP' && !settings.isPickupEnabled)
    throw new CheckoutRefused(CHECKOUT_MESSAGES.pickupOff);
  const provider = input.payment === 'ONLINE' ? await providerOf(db, shop, deps, base) : null;
  if (input.payment === 'ONLINE' && !provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
  const address = deliveryAddress(input);
  // The reply is made of values chosen here, so the idempotency claim stores it at once.
  const token = randomBytes(18).toString('base64url');
  const paymentReference = provider ? newReference() : null;
  const reply = await idempotentWithReply(
    db,
    { supplierId, key: input.idempotencyKey, operation: 'storefront-checkout', request: { cart, input } },
    { status: 201, body: { token, paymentReference } satisfies Placed },
    async (tx) => {
      // Outlet, delivery rules, the locked products and the customer lock: one round trip.
      const context = await q.checkoutContext(
        tx,
        supplierId,
        [...new Set(cart.map((l) => l.productId))],
        input.mobile,
      );
      const outlet = context.outlet;
      if (!outlet) throw notFound('This store is not available.');
      const productById = new Map(context.products.map((p) => [p.productId, p]));
      for (const line of cart) {
        const product = productById.get(line.productId);
        if (product?.status !== 'ACTIVE')
          throw new CheckoutRefused(CHECKOUT_MESSAGES.gone(product?.name ?? 'A product in your cart'));
      }
      const delivery = deliverySettingsOf(context.delivery);
      // Checked under the shopper's lock (checkoutContext), so their own two orders cannot both pass
      // the per-customer and first-order rules; the per-code limit is claimed after the order.
      let applied: AppliedCode | null = null;
      const discountFor = async (goodsPaise: number) => {
        applied = await applyDiscountCode(tx, {
          supplierId,
          code: input.discountCode,
          mobileNumber: input.mobile,
          goodsPaise,
        });
        return applied.discount;
      };
      let placed: Awaited<ReturnType<typeof placeOnlineOrder>>;
      try {
        placed = await placeOnlineOrder(tx, {
          supplierId,
          outletId: outlet.outletId,
          settings,
          imageUrl: deps.imageUrl,
          items: cart.map((l) => ({
            productId: l.productId,
            ...(l.variantId ? { variantId: l.variantId } : {}),
            quantity: l.quantity,
          })),
          customer: {
            name: input.name,
            mobileNumber: input.mobile,
            email: input.email || null,
            address: address?.addressLine1 ?? null,
            city: address?.city ?? null,
            state: address?.state ?? null,
            pincode: address?.pincode ?? null,
          },
          address,
          place: placeOfSupply(outletStateOf(outlet), input.fulfilment, address?.stateCode ?? null),
          check: (bill) => {
            // MOQ per product over all its lines, checked on the locked rows.
            const milliByProduct = new Map<number, number>();
            for (const line of bill.lines)
              if (line.productId)
                milliByProduct.set(line.productId, (milliByProduct.get(line.productId) ?? 0) + line.milli);
            for (const [productId, milli] of milliByProduct) {
              const product = productById.get(productId);
              const problem =
                product && moqProblem(product.name, milliToQuantity(milli), Number(product.minOrderQuantity));
              if (problem) throw new CheckoutRefused(problem);
            }
          },
          chargeFor: chargeRule(input.fulfilment, delivery),
          ...(input.discountCode ? { discountFor } : {}),
          products: context.products,
          publicToken: token,
          fulfilment: input.fulfilment,
          note: input.note || null,
        });
      } catch (error) {
        // The stock ledger's refusal, said the way the shop says it.
        if (error instanceof AppError && error.code === 'out_of_stock') {
          const name = productById.get(Number(error.fields?.productId))?.name ?? error.message;
          throw new CheckoutRefused(CHECKOUT_MESSAGES.outOfStock(name));
        }
        throw error;
      }
      const code = applied as AppliedCode | null;
      if (code)
        await redeemDiscountCode(tx, {
          supplierId,
          applied: code,
          orderId: placed.orderId,
          mobileNumber: input.mobile,
          discountPaise: placed.discountPaise,
        });
      if (provider && paymentReference) {
        await pq.insertOnlinePayment(tx, {
          supplierId,
          orderId: placed.orderId,
          provider: provider.name,
          reference: paymentReference,
          amountPaise: placed.totalPaise,
        });
      }
    },
  );
  return reply.body;
}
