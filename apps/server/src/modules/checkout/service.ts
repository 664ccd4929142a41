// Storefront cart and checkout use cases: the priced cart, the guest checkout that creates the
// ONLINE order once per form (idempotency key), online payments through a provider, and the
// order status page. Pricing, tax, rounding and stock are the orders module's (placeOnlineOrder).
import { randomBytes } from 'node:crypto';
import type { AccountSettings } from '@storekeep/domain/account-settings';
import type { CartLine } from '@storekeep/domain/cart';
import {
  CHECKOUT_MESSAGES,
  type CheckoutInput,
  checkoutInputSchema,
  type DeliverySettings,
  deliveryChargeOf,
  type deliverySettingsBodySchema,
  type Fulfilment,
  moqProblem,
  PAYMENT_PROVIDERS,
  type PaymentProviderSummary,
  type paymentProviderBodySchema,
  placeOfSupply,
} from '@storekeep/domain/checkout';
import type { DeliveryRange } from '@storekeep/domain/delivery-ranges';
import { stateByCode } from '@storekeep/domain/india-states';
import { milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import type { TaxSummaryRow } from '@storekeep/domain/tax';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { OrderAddress, onlinePayments } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { withMore } from '../../lib/objects.ts';
import { idempotentWithReply } from '../orders/idempotency.ts';
import type { PricedBill } from '../orders/lines.ts';
import { placeOnlineOrder, priceOnlineOrder, recordOnlinePayment } from '../orders/service.ts';
import type { MainImageUrl } from '../products/presenters.ts';
import type { PaymentDeps } from './payment-deps.ts';
import {
  type PaymentProvider,
  type PaymentStep,
  type ProviderName,
  paypal,
  payu,
  razorpay,
  testProvider,
} from './payments/provider.ts';
import { lookupPincode } from './pincodes.ts';
import * as q from './queries.ts';
import { paymentRefunds } from './refunds.ts';

/** What the checkout needs of the shop (storefront/frame.ts ShopContext has it). */
export interface Shop {
  supplierId: number;
  storeName: string;
  storeSlug: string;
  settings: AccountSettings;
}

// ── Cart ──────────────────────────────────────────────────────────────────────────────────

export interface CartViewLine extends CartLine {
  name: string;
  variantName: string | null;
  photoUrl: string | null;
  unitPaise: number;
  linePaise: number;
  /** MOQ and stock notes, letter-clear. */
  notes: string[];
}

export interface CartView {
  lines: CartViewLine[];
  subtotalPaise: number;
  /** Lines that blocks checkout (MOQ, stock, gone). */
  problems: string[];
}

export async function cartView(
  db: Db,
  shop: Shop,
  cart: CartLine[],
  imageUrl: MainImageUrl,
): Promise<CartView> {
  const outlet = await q.onlineOutlet(db, shop.supplierId);
  if (!outlet || cart.length === 0) return { lines: [], subtotalPaise: 0, problems: [] };
  const [products, variants] = await Promise.all([
    q.cartProducts(db, shop.supplierId, outlet.outletId, [...new Set(cart.map((l) => l.productId))]),
    q.cartVariants(
      db,
      shop.supplierId,
      cart.flatMap((l) => (l.variantId ? [l.variantId] : [])),
    ),
  ]);
  const byId = new Map(products.map((p) => [p.productId, p]));
  const variantById = new Map(variants.map((v) => [v.variantId, v]));
  const lines: CartViewLine[] = [];
  const problems: string[] = [];
  for (const line of cart) {
    const product = byId.get(line.productId);
    const variant = line.variantId ? variantById.get(line.variantId) : undefined;
    if (!product || (line.variantId && variant?.productId !== line.productId)) continue;
    const name = variant ? `${product.name} (${variant.variantName})` : product.name;
    const notes: string[] = [];
    if (product.status !== 'ACTIVE') notes.push(CHECKOUT_MESSAGES.gone(name));
    const moq = moqProblem(name, line.quantity, Number(product.minOrderQuantity));
    if (moq) notes.push(moq);
    if (
      !product.isService &&
      !shop.settings.isSellOutOfStock &&
      quantityToMilli(product.stock ?? 0) < quantityToMilli(line.quantity)
    )
      notes.push(CHECKOUT_MESSAGES.outOfStock(name));
    problems.push(...notes);
    const unitPaise = variant ? variant.pricePaise : product.pricePaise;
    lines.push(
      withMore(line, {
        name: product.name,
        variantName: variant?.variantName ?? null,
        photoUrl: imageUrl(product.mainImageKey, product.mainImageReady),
        unitPaise,
        linePaise: Math.round(unitPaise * line.quantity),
        notes,
      }),
    );
  }
  return { lines, subtotalPaise: lines.reduce((s, l) => s + l.linePaise, 0), problems };
}

// ── Checkout ──────────────────────────────────────────────────────────────────────────────

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
  if (keys) {
    if (wanted === 'razorpay') return razorpay(keys, deps.fetch);
    if (wanted === 'payu') return payu(keys);
    if (wanted === 'paypal') return paypal(keys, deps.fetch);
  }
  if (deps.testSecret) return testProvider(deps.testSecret, (reference) => `${base}/pay/test/${reference}`);
  return null;
}

export interface CheckoutOptions {
  cod: boolean;
  online: boolean;
  pickup: boolean;
  pickupInfo: string | null;
  delivery: DeliverySettings | null;
}

function deliverySettingsOf(
  row: Pick<NonNullable<Awaited<ReturnType<typeof q.findDelivery>>>, 'kind' | 'ranges'> | null | undefined,
): DeliverySettings | null {
  if (!row) return null;
  return { kind: row.kind, ranges: (row.ranges as DeliveryRange[]) ?? [] };
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

/** A refusal the checkout page shows above the form (HTTP 409/400), nothing written. */
export class CheckoutRefused extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(fields ? 400 : 409, fields ? 'invalid' : 'conflict', message, fields);
  }
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
      if (provider && paymentReference) {
        await q.insertOnlinePayment(tx, {
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

const outletStateOf = (outlet: { stateId: number | null }) =>
  outlet.stateId === null ? null : String(outlet.stateId).padStart(2, '0');

/** The delivery charge of a priced bill by the merchant's ranges; refuses where none holds. */
function chargeRule(fulfilment: Fulfilment, delivery: DeliverySettings | null) {
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

// ── Quote (totals before the order is placed) ─────────────────────────────────────────────

export interface QuoteInput {
  fulfilment: Fulfilment;
  pincode: string;
  stateCode: string;
}

export interface CheckoutQuote {
  subtotalPaise: number;
  taxSummary: Array<{ name: string; rate: number; amountPaise: number }>;
  taxPaise: number;
  deliveryChargePaise: number;
  roundOffPaise: number;
  totalPaise: number;
  /** The GST state the quote was made for; null = the store's own state (no pincode yet). */
  placeOfSupply: string | null;
  /** Why there is no total (no delivery range holds, a product gone); null when quoted. */
  problem: string | null;
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

const newReference = () => `sk${randomBytes(12).toString('hex')}`;

// ── Online payment ────────────────────────────────────────────────────────────────────────

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
const OPEN_MS = PAYMENT_OPEN_MINUTES * 60_000;

type Attempt = typeof onlinePayments.$inferSelect;

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

/** "Pay now" refused because nothing more should be paid now: the order page says why. */
export class NoNewAttempt extends CheckoutRefused {}

const dueOf = (order: { totalPaise: number; returnedPaise: number; paidPaise: number }) =>
  order.totalPaise - order.returnedPaise - order.paidPaise;

/**
 * A new attempt for an unpaid order ("Pay now"). Under the order's row lock, so two presses
 * make one attempt: refused once the order is paid or cancelled, and while another attempt may
 * still be completed by its provider (PAYMENT_OPEN_MINUTES).
 */
export async function newPaymentAttempt(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  token: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await q.lockOrderByToken(tx, shop.supplierId, token);
    if (order?.source !== 'ONLINE') throw notFound('Order not found.');
    if (order.orderStatuses.includes('CANCELLED')) throw new CheckoutRefused('This order is cancelled.');
    const due = dueOf(order);
    if (due <= 0) throw new NoNewAttempt(PAYMENT_MESSAGES.alreadyPaid);
    if (openAttempt(await q.paymentsOfOrder(tx, shop.supplierId, order.orderId), due))
      throw new NoNewAttempt(PAYMENT_MESSAGES.inProgress);
    const provider = await providerOf(tx, shop, deps, base);
    if (!provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
    const reference = newReference();
    await q.insertOnlinePayment(tx, {
      supplierId: shop.supplierId,
      orderId: order.orderId,
      provider: provider.name,
      reference,
      amountPaise: due,
    });
    return reference;
  });
}

/**
 * Where the shopper goes to pay a CREATED attempt. An attempt is handed to its provider once:
 * the provider's step is kept and shown again on a reload or a second tab, so there is one
 * provider order per attempt and the provider takes at most one payment for it. Only the order's
 * newest attempt starts, and only while the order still owes it; otherwise the order page.
 */
export async function startPayment(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  reference: string,
): Promise<PaymentStep> {
  const { supplierId } = shop;
  const payment = await q.findPayment(db, supplierId, reference);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  const order = await q.findOrderById(db, supplierId, payment.orderId);
  if (!order?.publicToken) throw notFound(PAYMENT_MESSAGES.notFound);
  const orderPage: PaymentStep = { kind: 'redirect', url: `${base}/order/${order.publicToken}` };
  if (payment.status !== 'CREATED') return orderPage;
  const attempts = await q.paymentsOfOrder(db, supplierId, order.orderId);
  const newest = attempts.at(-1);
  if (
    newest?.paymentId !== payment.paymentId ||
    order.orderStatuses.includes('CANCELLED') ||
    dueOf(order) < payment.amountPaise
  )
    return orderPage;
  if (payment.step) {
    await q.updatePayment(db, supplierId, reference, { startedAt: new Date() });
    return payment.step;
  }
  const provider = await providerOf(db, shop, deps, base);
  if (!provider || provider.name !== payment.provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
  // Another request (a second tab) is asking the provider for this attempt right now.
  if (!(await q.claimStart(db, supplierId, reference))) return orderPage;
  const customer =
    order.customerId === null ? undefined : await q.findCustomer(db, supplierId, order.customerId);
  let step: PaymentStep;
  try {
    step = await provider.create({
      reference,
      amountPaise: payment.amountPaise,
      orderNumber: order.orderNumber,
      storeName: shop.storeName,
      customer: {
        name: customer?.name ?? '',
        mobile: customer?.mobileNumber ?? '',
        email: customer?.email ?? '',
      },
      returnUrl: `${deps.origin}${base}/pay/${reference}/return`,
      cancelUrl: `${deps.origin}${base}/order/${order.publicToken}`,
    });
  } catch (error) {
    // Nothing was handed to the provider: the attempt can be started again.
    await q.updatePayment(db, supplierId, reference, { startedAt: null });
    throw error;
  }
  const { providerReference, ...stored } = step;
  await q.updatePayment(db, supplierId, reference, {
    step: stored,
    ...(providerReference ? { providerPaymentId: providerReference } : {}),
  });
  return step;
}

/** What a verified callback did: added to the order, failed, or refunded as a duplicate. */
export type Settled = 'paid' | 'failed' | 'refunded';

/**
 * The provider's callback: verified, the attempt is settled once (settlePayment); a failed or
 * unverifiable callback leaves the order unpaid. Answers the order token for the redirect to
 * its status page and what the payment came to.
 */
export async function completePayment(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  reference: string,
  fields: Record<string, string>,
): Promise<{ token: string; settled: Settled }> {
  const payment = await q.findPayment(db, shop.supplierId, reference);
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  const order = await q.findOrderById(db, shop.supplierId, payment.orderId);
  if (!order?.publicToken) throw notFound(PAYMENT_MESSAGES.notFound);
  const provider = await providerOf(db, shop, deps, base);
  if (!provider || provider.name !== payment.provider) throw new CheckoutRefused(CHECKOUT_MESSAGES.onlineOff);
  const verified = await provider.verify(fields, { reference, providerReference: payment.providerPaymentId });
  if (!verified) throw new CheckoutRefused(PAYMENT_MESSAGES.badSignature);
  if (verified.amountPaise !== undefined && verified.amountPaise !== payment.amountPaise)
    throw new CheckoutRefused(PAYMENT_MESSAGES.badSignature);
  const token = order.publicToken;
  return { token, settled: await settlePayment(db, deps, shop.supplierId, payment, verified) };
}

/**
 * A verified outcome of an attempt, applied once: the attempt row is locked, only a CREATED one
 * becomes PAID or FAILED. A paid attempt raises the order's paid amount with its log row, unless
 * the order has no room for it (paid by another attempt, cancelled): then it is an overpayment,
 * recorded as a refund of the whole payment in the same transaction and asked of the provider
 * once committed, and the order's amounts stay as they were. The return callback and the
 * providers' webhooks both come here, in either order and as often as they like.
 */
export async function settlePayment(
  db: Db,
  deps: PaymentDeps,
  supplierId: number,
  payment: Pick<
    Attempt,
    'paymentId' | 'provider' | 'reference' | 'orderId' | 'amountPaise' | 'providerPaymentId'
  >,
  verified: { paid: boolean; providerPaymentId: string },
): Promise<Settled> {
  const { settled, fresh } = await db.transaction(async (tx) => {
    const locked = await q.lockPayment(tx, supplierId, payment.reference);
    if (locked?.status !== 'CREATED') {
      // Settled before: paid and in the order's log, or paid and given back as a duplicate.
      if (locked?.status !== 'PAID') return { settled: 'failed' as const, fresh: false };
      const logged = await q.isLoggedPayment(tx, supplierId, payment.paymentId);
      return { settled: logged ? ('paid' as const) : ('refunded' as const), fresh: false };
    }
    const providerPaymentId = verified.providerPaymentId || payment.providerPaymentId;
    await q.updatePayment(tx, supplierId, payment.reference, {
      status: verified.paid ? 'PAID' : 'FAILED',
      providerPaymentId,
    });
    if (!verified.paid) return { settled: 'failed' as const, fresh: false };
    // The order's payment log gets its row in this transaction, under the attempt's lock: once.
    const outcome = await recordOnlinePayment(tx, supplierId, payment.orderId, {
      onlinePaymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      provider: payment.provider,
      reference: providerPaymentId || payment.reference,
    });
    if (outcome === 'applied') return { settled: 'paid' as const, fresh: false };
    await q.insertRefunds(tx, [
      {
        supplierId,
        orderId: payment.orderId,
        paymentId: payment.paymentId,
        provider: payment.provider,
        amountPaise: payment.amountPaise,
      },
    ]);
    return { settled: 'refunded' as const, fresh: true };
  });
  // A refusal or an unreachable provider is stored on the refund (FAILED), for the merchant to retry.
  if (fresh) await paymentRefunds(db, deps).send(supplierId, payment.orderId);
  return settled;
}

// ── Order status page ─────────────────────────────────────────────────────────────────────

export interface OrderStatusView {
  orderNumber: number;
  statuses: string[];
  paymentStatus: string;
  fulfilment: string | null;
  address: OrderAddress | null;
  pickupInfo: string | null;
  lines: Array<{
    name: string;
    variantName: string | null;
    photoUrl: string | null;
    quantity: number;
    ratePaise: number;
    totalPaise: number;
  }>;
  taxSummary: TaxSummaryRow[];
  subtotalPaise: number;
  taxPaise: number;
  deliveryChargePaise: number;
  roundOffPaise: number;
  totalPaise: number;
  paidPaise: number;
  /** Placed to be paid in cash when it arrives (no online payment was chosen at checkout). */
  cashOnDelivery: boolean;
  canPayNow: boolean;
  /** An attempt its provider may still complete: minutes until another may be made; else null. */
  paymentInProgressMinutes: number | null;
  createdAt: Date;
}

export async function orderStatus(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  base: string,
  token: string,
): Promise<OrderStatusView> {
  const order = await q.findOrderByToken(db, shop.supplierId, token);
  if (order?.source !== 'ONLINE') throw notFound('Order not found.');
  const [items, payments, delivery] = await Promise.all([
    q.itemsOfOrder(db, shop.supplierId, order.orderId),
    q.paymentsOfOrder(db, shop.supplierId, order.orderId),
    q.findDelivery(db, shop.supplierId),
  ]);
  const due = dueOf(order);
  const onlineChosen = payments.length > 0;
  const payable = onlineChosen && due > 0 && !order.orderStatuses.includes('CANCELLED');
  // While the provider may still complete an attempt, the page says so instead of offering a second.
  const now = new Date();
  const open = payable ? openAttempt(payments, due, now) : undefined;
  const paymentInProgressMinutes = open
    ? Math.max(
        1,
        Math.ceil(((open.startedAt ?? open.createdAt).getTime() + OPEN_MS - now.getTime()) / 60_000),
      )
    : null;
  const canPayNow = payable && !open && (await providerOf(db, shop, deps, base)) !== null;
  return {
    orderNumber: order.orderNumber,
    statuses: order.orderStatuses,
    paymentStatus: order.paymentStatus,
    fulfilment: order.fulfilment,
    address: order.customerAddress,
    pickupInfo: order.fulfilment === 'PICKUP' ? (delivery?.pickupInfo ?? null) : null,
    lines: items.map((i) => ({
      name: i.name,
      variantName: i.variantName,
      photoUrl: i.photoUrl,
      quantity: Number(i.quantity),
      ratePaise: i.ratePaise,
      totalPaise: i.totalPaise,
    })),
    taxSummary: order.taxSummary,
    subtotalPaise: order.subtotalPaise,
    taxPaise: order.taxPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    roundOffPaise: order.roundOffPaise,
    totalPaise: order.totalPaise,
    paidPaise: order.paidPaise,
    cashOnDelivery: !onlineChosen,
    canPayNow,
    paymentInProgressMinutes,
    createdAt: order.createdAt,
  };
}

// ── Merchant settings ─────────────────────────────────────────────────────────────────────

export interface DeliverySettingsReply {
  kind: 'amount' | 'quantity';
  ranges: Array<{ min: number | null; max: number | null; charge: number | null }>;
  pickupInfo: string | null;
}

export async function getDeliverySettings(db: Db, supplierId: number): Promise<DeliverySettingsReply> {
  const row = await q.findDelivery(db, supplierId);
  const ranges = ((row?.ranges as DeliveryRange[] | undefined) ?? []).map(({ min, max, charge }) => ({
    min,
    max,
    charge,
  }));
  return { kind: row?.kind ?? 'amount', ranges, pickupInfo: row?.pickupInfo ?? null };
}

export async function saveDeliverySettings(
  db: Db,
  supplierId: number,
  body: z.output<typeof deliverySettingsBodySchema>,
): Promise<DeliverySettingsReply> {
  // Saved ranges are locked as the range editor locks them: each min follows, all but the last max.
  const ranges = body.ranges.map((r, i) => ({
    ...r,
    minLocked: i > 0,
    maxLocked: i < body.ranges.length - 1,
  }));
  await q.saveDelivery(db, supplierId, { kind: body.kind, ranges, pickupInfo: body.pickupInfo || null });
  return getDeliverySettings(db, supplierId);
}

export async function listPaymentProviders(db: Db, supplierId: number): Promise<PaymentProviderSummary[]> {
  const rows = await q.findProviders(db, supplierId);
  return rows
    .filter((r): r is typeof r & { provider: PaymentProviderSummary['provider'] } =>
      (PAYMENT_PROVIDERS as readonly string[]).includes(r.provider),
    )
    .map((r) => ({
      provider: r.provider,
      keyId: r.keyId,
      hasWebhookSecret: Boolean(r.webhookSecret),
      isLive: r.isLive,
    }));
}

export async function savePaymentProvider(
  db: Db,
  supplierId: number,
  provider: PaymentProviderSummary['provider'],
  body: z.output<typeof paymentProviderBodySchema>,
): Promise<PaymentProviderSummary[]> {
  await q.saveProvider(db, { supplierId, provider, ...body });
  return listPaymentProviders(db, supplierId);
}
