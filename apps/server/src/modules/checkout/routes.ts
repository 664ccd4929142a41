// Storefront cart, checkout, order status, payment and pincode paths under /s/{storeSlug}
// (part of the public storefront). Pages are server-rendered forms that work without
// JavaScript; POST /cart answers JSON `{ count, message }` to the client script.
import { createHash, randomUUID } from 'node:crypto';
import {
  applyCartAction,
  CART_COOKIE,
  CART_COUNT_COOKIE,
  type CartLine,
  cartCount,
  cartQuantity,
  decodeCart,
  encodeCart,
} from '@storekeep/domain/cart';
import {
  CHECKOUT_MESSAGES,
  type CheckoutInput,
  deliverySettingsBodySchema,
  PAYMENT_PROVIDERS,
  paymentProviderBodySchema,
} from '@storekeep/domain/checkout';
import { escapeHtml } from '@storekeep/domain/html';
import { localiseShopMessage, shopText } from '@storekeep/domain/storefront-texts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { supplierSession } from '../../http/session.ts';
import type { Storage } from '../../storage/storage.ts';
import { mainImageUrlBuilder } from '../products/presenters.ts';
import { type ShopContext, shopOf } from '../storefront/shop-context.ts';
import { renderShopPage, sendShopHtml } from '../storefront/shop-page.ts';
import { FORM_LIMITS, formRateLimit, registerFormRateLimit, requireSameOrigin } from './form-guard.ts';
import {
  cartMain,
  checkoutMain,
  orderMain,
  paymentFormMain,
  quoteMain,
  type T,
  testPayMain,
} from './pages.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { testSignature } from './payments/provider.ts';
import { receivePaypalWebhook } from './paypal-webhook.ts';
import { lookupPincode } from './pincodes.ts';
import * as q from './queries.ts';
import type { paymentRefunds } from './refunds.ts';
import {
  type CartView,
  CheckoutRefused,
  cartView,
  checkoutOptions,
  completePayment,
  getDeliverySettings,
  listPaymentProviders,
  NoNewAttempt,
  newPaymentAttempt,
  orderStatus,
  parseCheckoutForm,
  placeOrder,
  quoteCheckout,
  quoteInputOf,
  saveDeliverySettings,
  savePaymentProvider,
  startPayment,
} from './service.ts';

type Params = { storeSlug?: string } & Record<string, string>;
type Req = FastifyRequest<{ Params: Params; Body: Record<string, string> | undefined }>;

export interface CheckoutRouteOptions {
  /** Offer the built-in test payment provider (development and tests; never in production). */
  testPayments: boolean;
  /** The providers' HTTP (API calls, PayPal's signing certificates); tests answer for them. */
  fetch?: typeof fetch;
}

/** What the payment use cases need of the server: the test provider's secret, the origin, HTTP. */
export function paymentDepsOf(config: Config, options: CheckoutRouteOptions): PaymentDeps {
  return {
    testSecret: options.testPayments
      ? createHash('sha256').update(`storefront-test-payments:${config.sessionSecret}`).digest('hex')
      : null,
    origin: config.publicUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
}

const PUBLIC = { access: { kind: 'public' as const } };
/** A message the checkout words in English, in the shopper's language. */
const say = (shop: ShopContext, message: string) => localiseShopMessage(shop.language, message);
const localiseCart = (shop: ShopContext, view: CartView): CartView => ({
  ...view,
  lines: view.lines.map((l) => ({ ...l, notes: l.notes.map((n) => say(shop, n)) })),
  problems: view.problems.map((p) => say(shop, p)),
});
const textsOf =
  (shop: ShopContext): T =>
  (key, vars) =>
    shopText(shop.language, key, vars);

/** The paths at /s/{slug}/… on the app host and at the root of a store's verified domain. */
export const checkoutRoutes =
  (
    db: Db,
    config: Config,
    storage: Pick<Storage, 'url'>,
    options: CheckoutRouteOptions,
  ): FastifyPluginAsync =>
  async (app) => {
    await app.register(checkoutPaths(db, config, storage, options, '/s/:storeSlug', {}));
    await app.register(checkoutPaths(db, config, storage, options, '', { shopHost: 'shop' }));
  };

const checkoutPaths =
  (
    db: Db,
    config: Config,
    storage: Pick<Storage, 'url'>,
    options: CheckoutRouteOptions,
    prefix: string,
    constraints: Record<string, string>,
  ): FastifyPluginAsync =>
  async (app) => {
    const imageUrl = mainImageUrlBuilder(storage);
    const deps = paymentDepsOf(config, options);
    // HTML forms post urlencoded bodies; this parser serves only the routes of this plugin.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    await registerFormRateLimit(app as unknown as FastifyInstance);
    const languageOf = async (request: FastifyRequest) => (await shopOf(db, request)).language;
    const guardedForm = (max: number) => ({
      config: { ...PUBLIC, rateLimit: formRateLimit(max, config.storefrontFormRateLimit) },
      preHandler: requireSameOrigin(languageOf),
      constraints,
    });

    const ctx = async (request: FastifyRequest) => {
      const shop = await shopOf(db, request);
      return { shop, base: shop.baseUrl };
    };
    /** Cart, checkout, order and payment pages: in the shop's frame, noindex, never cached. */
    const html = async (
      reply: FastifyReply,
      shop: ShopContext,
      title: string,
      main: string,
      status = 200,
    ) => {
      const page = await renderShopPage(db, shop, { template: 'none', title, canonicalPath: null, main });
      reply.header('cache-control', 'no-store');
      return sendShopHtml(reply, shop, page, status);
    };
    const cartOf = (request: FastifyRequest) => decodeCart(request.cookies[CART_COOKIE]);
    const setCart = (reply: FastifyReply, base: string, lines: CartLine[]) => {
      const cookie = { path: base || '/', sameSite: 'lax' as const, maxAge: 60 * 60 * 24 * 30 };
      if (lines.length === 0) {
        reply.clearCookie(CART_COOKIE, { path: base || '/' });
        reply.clearCookie(CART_COUNT_COOKIE, { path: base || '/' });
      } else {
        reply.setCookie(CART_COOKIE, encodeCart(lines), { ...cookie, httpOnly: true });
        reply.setCookie(CART_COUNT_COOKIE, String(cartCount(lines)), { ...cookie, httpOnly: false });
      }
    };
    const wantsJson = (request: FastifyRequest) =>
      (request.headers.accept ?? '').includes('application/json');
    // A refusal on a shopper's page (order gone, payment not verified, too many posts, a form
    // from another site) is a page in the shop's frame and language; JSON callers and server
    // faults go on to the app's handler.
    app.setErrorHandler(async (error, request, reply) => {
      const machine = wantsJson(request) || request.url.split('?')[0]?.endsWith('/pay/paypal/webhook');
      if (!(error instanceof AppError) || error.status >= 500 || machine) throw error;
      const shop = await shopOf(db, request);
      const message = say(shop, error.message);
      return html(
        reply,
        shop,
        message,
        `<h1>${escapeHtml(message)}</h1><p><a href="${shop.baseUrl}/cart">${shopText(shop.language, 'cart')}</a></p>`,
        error.status,
      );
    });
    /** Back where the form was: pages send the path under the store base (/product/4); a full
     * path under the base is taken too; anything else (another site) goes to the cart. */
    const safeReturn = (base: string, returnTo: string | undefined) => {
      if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || /[\r\n\\]/.test(returnTo))
        return `${base}/cart`;
      return base && (returnTo === base || returnTo.startsWith(`${base}/`)) ? returnTo : `${base}${returnTo}`;
    };

    app.get<{ Params: Params }>(
      `${prefix}/api/pincode/:pincode`,
      { config: PUBLIC, constraints },
      async (request, reply) => {
        const { shop } = await ctx(request);
        const place = lookupPincode(request.params.pincode ?? '');
        if (!place)
          return reply
            .code(404)
            .send({ message: localiseShopMessage(shop.language, CHECKOUT_MESSAGES.pincodeUnknown) });
        return reply.header('cache-control', 'public, max-age=86400').send(place);
      },
    );

    app.get<{ Params: Params }>(`${prefix}/cart`, { config: PUBLIC, constraints }, async (request, reply) => {
      const { shop, base } = await ctx(request);
      const view = localiseCart(shop, await cartView(db, shop, cartOf(request), imageUrl));
      return html(reply, shop, shopText(shop.language, 'cart'), cartMain(textsOf(shop), base, view, null));
    });

    app.post(`${prefix}/cart`, { config: PUBLIC, constraints }, async (request: Req, reply) => {
      const { shop, base } = await ctx(request);
      const body = request.body ?? {};
      const action = body.action === 'set' || body.action === 'remove' ? body.action : 'add';
      const productId = Number(body.productId);
      const variantId = body.variantId ? Number(body.variantId) : null;
      let message: string;
      let lines = cartOf(request);
      let status = 200;
      const quantity =
        body.quantity === undefined || body.quantity === ''
          ? 1
          : (cartQuantity(body.quantity) ?? (body.quantity.trim() === '0' ? 0 : Number.NaN));
      const known =
        Number.isSafeInteger(productId) &&
        productId > 0 &&
        (variantId === null || (Number.isSafeInteger(variantId) && variantId > 0)) &&
        (await q.isOnSale(db, shop.supplierId, productId, variantId));
      if (!known && action !== 'remove') {
        message = shopText(shop.language, 'cartUnavailable');
        status = 404;
      } else {
        const result = applyCartAction(lines, { action, productId, variantId, quantity });
        lines = result.lines;
        if (result.error) status = 400;
        message = result.error
          ? localiseShopMessage(shop.language, result.error)
          : shopText(
              shop.language,
              action === 'remove' ? 'cartRemoved' : action === 'set' ? 'cartUpdated' : 'cartAdded',
            );
        setCart(reply, base, lines);
      }
      if (wantsJson(request)) return reply.code(status).send({ count: cartCount(lines), message });
      if (status !== 200) {
        const view = localiseCart(shop, await cartView(db, shop, lines, imageUrl));
        return html(
          reply,
          shop,
          shopText(shop.language, 'cart'),
          cartMain(textsOf(shop), base, view, message),
          status,
        );
      }
      return reply.redirect(safeReturn(base, body.returnTo), 303);
    });

    const renderCheckout = async (
      request: Req,
      reply: FastifyReply,
      state: {
        values: Partial<Record<keyof CheckoutInput, string>>;
        error: string | null;
        errors: Record<string, string>;
        status: number;
        key?: string;
      },
    ) => {
      const { shop, base } = await ctx(request);
      const lines = cartOf(request);
      const view = localiseCart(shop, await cartView(db, shop, lines, imageUrl));
      if (view.lines.length === 0) return reply.redirect(`${base}/cart`, 303);
      const [opts, quote] = await Promise.all([
        checkoutOptions(db, shop, deps, base),
        quoteCheckout(db, shop, lines, quoteInputOf(state.values), imageUrl),
      ]);
      return html(
        reply,
        shop,
        shopText(shop.language, 'checkoutTitle'),
        checkoutMain(textsOf(shop), {
          base,
          cart: view,
          options: opts,
          idempotencyKey: state.key ?? randomUUID(),
          values: state.values,
          error: state.error ? say(shop, state.error) : (view.problems[0] ?? null),
          errors: Object.fromEntries(Object.entries(state.errors).map(([k, m]) => [k, say(shop, m)])),
          quote: quote && { ...quote, problem: quote.problem && say(shop, quote.problem) },
        }),
        state.status,
      );
    };

    app.get(`${prefix}/checkout`, { config: PUBLIC, constraints }, async (request: Req, reply) =>
      renderCheckout(request, reply, { values: {}, error: null, errors: {}, status: 200 }),
    );

    /** The totals for the fulfilment and pincode typed so far, for the storefront script. */
    app.get(`${prefix}/checkout/quote`, { config: PUBLIC, constraints }, async (request: Req, reply) => {
      const { shop } = await ctx(request);
      const input = quoteInputOf(request.query as Record<string, unknown>);
      const quote = await quoteCheckout(db, shop, cartOf(request), input, imageUrl);
      reply.header('cache-control', 'no-store');
      if (!quote) return reply.code(404).send({ message: shopText(shop.language, 'checkoutEmpty') });
      const said = { ...quote, problem: quote.problem && say(shop, quote.problem) };
      return reply.send({ ...said, html: quoteMain(textsOf(shop), said) });
    });

    app.post(`${prefix}/checkout`, guardedForm(FORM_LIMITS.checkout), async (request: Req, reply) => {
      const { shop, base } = await ctx(request);
      const body = request.body ?? {};
      // "Calculate total" without JavaScript: the same page with the quote, nothing placed.
      if (body.intent === 'quote')
        return renderCheckout(request, reply, {
          values: body,
          error: null,
          errors: {},
          status: 200,
          ...(typeof body.idempotencyKey === 'string' ? { key: body.idempotencyKey } : {}),
        });
      try {
        const input = parseCheckoutForm(body);
        const placed = await placeOrder(db, { ...deps, imageUrl }, shop, base, cartOf(request), input);
        setCart(reply, base, []);
        return reply.redirect(
          placed.paymentReference
            ? `${base}/pay/${placed.paymentReference}`
            : `${base}/order/${placed.token}`,
          303,
        );
      } catch (error) {
        // The shop was resolved above: a 404 here is a product or variant gone from the cart.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        return renderCheckout(request, reply, {
          values: body,
          error: error.message,
          errors: error instanceof CheckoutRefused ? (error.fields ?? {}) : {},
          status: error.status,
          ...(typeof body.idempotencyKey === 'string' && error.code !== 'conflict'
            ? { key: body.idempotencyKey }
            : {}),
        });
      }
    });

    app.get<{ Params: Params }>(
      `${prefix}/order/:token`,
      { config: PUBLIC, constraints },
      async (request, reply) => {
        const { shop, base } = await ctx(request);
        const token = request.params.token ?? '';
        const view = await orderStatus(db, deps, shop, base, token);
        const query = request.query as Record<string, string>;
        const message =
          query.payment === 'failed'
            ? shopText(shop.language, 'checkoutPayFailed')
            : query.payment === 'refunded'
              ? shopText(shop.language, 'checkoutPayRefunded')
              : null;
        return html(
          reply,
          shop,
          shopText(shop.language, 'checkoutOrder', { number: view.orderNumber }),
          orderMain(textsOf(shop), base, token, view, message),
        );
      },
    );

    app.post(`${prefix}/order/:token/pay`, { config: PUBLIC, constraints }, async (request: Req, reply) => {
      const { shop, base } = await ctx(request);
      const token = request.params.token ?? '';
      try {
        const reference = await newPaymentAttempt(db, deps, shop, base, token);
        return reply.redirect(`${base}/pay/${reference}`, 303);
      } catch (error) {
        // Paid meanwhile, or a payment still in progress (a second tab, a stale page): the order
        // page shows which, instead of a second payment.
        if (error instanceof NoNewAttempt)
          return reply.redirect(`${base}/order/${encodeURIComponent(token)}`, 303);
        throw error;
      }
    });

    app.get(`${prefix}/pay/:reference`, { config: PUBLIC, constraints }, async (request: Req, reply) => {
      const { shop, base } = await ctx(request);
      const step = await startPayment(db, deps, shop, base, request.params.reference ?? '');
      if (step.kind === 'redirect') return reply.redirect(step.url, 303);
      return html(
        reply,
        shop,
        shopText(shop.language, 'checkoutPayment'),
        paymentFormMain(textsOf(shop), step),
      );
    });

    const onReturn = async (request: Req, reply: FastifyReply) => {
      const { shop, base } = await ctx(request);
      const fields = { ...(request.query as Record<string, string>), ...(request.body ?? {}) };
      const done = await completePayment(db, deps, shop, base, request.params.reference ?? '', fields);
      const query = { paid: '', failed: '?payment=failed', refunded: '?payment=refunded' }[done.settled];
      return reply.redirect(`${base}/order/${done.token}${query}`, 303);
    };
    app.get(`${prefix}/pay/:reference/return`, { config: PUBLIC, constraints }, onReturn);

    // PayPal's webhook: the signature covers the raw body, so this path reads JSON as text.
    await app.register(async (hook) => {
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      hook.post(
        `${prefix}/pay/paypal/webhook`,
        { config: PUBLIC, constraints },
        async (request: FastifyRequest<{ Params: Params; Body: unknown }>, reply) => {
          const { shop } = await ctx(request);
          const raw = typeof request.body === 'string' ? request.body : '';
          const outcome = await receivePaypalWebhook(db, deps, shop, request.headers, raw);
          return reply.header('cache-control', 'no-store').send(outcome);
        },
      );
    });
    app.post(`${prefix}/pay/:reference/return`, { config: PUBLIC, constraints }, onReturn);

    if (deps.testSecret) {
      const secret = deps.testSecret;
      app.get(
        `${prefix}/pay/test/:reference`,
        { config: PUBLIC, constraints },
        async (request: Req, reply) => {
          const { shop, base } = await ctx(request);
          const payment = await q.findPayment(db, shop.supplierId, request.params.reference ?? '');
          if (payment?.provider !== 'test') throw new AppError(404, 'not_found', 'Payment not found.');
          return html(reply, shop, 'Test payment', testPayMain(base, payment.reference, payment.amountPaise));
        },
      );
      app.post(
        `${prefix}/pay/test/:reference`,
        { config: PUBLIC, constraints },
        async (request: Req, reply) => {
          const { shop, base } = await ctx(request);
          const reference = request.params.reference ?? '';
          const payment = await q.findPayment(db, shop.supplierId, reference);
          if (payment?.provider !== 'test') throw new AppError(404, 'not_found', 'Payment not found.');
          const status = request.body?.status === 'success' ? 'success' : 'failure';
          const query = new URLSearchParams({
            reference,
            status,
            signature: testSignature(reference, status, secret),
          });
          return reply.redirect(`${base}/pay/${reference}/return?${query}`, 303);
        },
      );
    }
  };

/** Back office (/api/v1): the delivery-charge ranges, pickup text and payment-provider keys. */
export const checkoutSettingsRoutes =
  (db: Db, refunds: ReturnType<typeof paymentRefunds>): FastifyPluginAsyncZod =>
  async (app) => {
    const orderAccess = { access: { kind: 'supplier' as const, permission: 'ORDER:MENU' as const } };
    const refundParams = z.object({ orderId: z.coerce.number().int().positive() });
    app.get(
      '/orders/:orderId/online-refunds',
      {
        config: orderAccess,
        schema: {
          tags: ['orders'],
          summary: 'Refunds of online payments of the order',
          params: refundParams,
        },
      },
      async (request) => refunds.list(db, supplierSession(request).supplierId, request.params.orderId),
    );
    app.post(
      '/orders/:orderId/online-refunds/:refundId/retry',
      {
        config: orderAccess,
        schema: {
          tags: ['orders'],
          summary: 'Ask the provider again for a failed refund',
          params: refundParams.extend({ refundId: z.coerce.number().int().positive() }),
        },
      },
      async (request) =>
        refunds.retry(supplierSession(request).supplierId, request.params.orderId, request.params.refundId),
    );
    const manage = { access: { kind: 'supplier' as const, permission: 'SETTINGS:MENU' as const } };
    app.get(
      '/settings/delivery',
      { config: manage, schema: { tags: ['settings'], summary: 'Delivery charges and pickup' } },
      async (request) => getDeliverySettings(db, supplierSession(request).supplierId),
    );
    app.put(
      '/settings/delivery',
      {
        config: manage,
        schema: {
          tags: ['settings'],
          summary: 'Save delivery charges and pickup',
          body: deliverySettingsBodySchema,
        },
      },
      async (request) => saveDeliverySettings(db, supplierSession(request).supplierId, request.body),
    );
    app.get(
      '/settings/payment-providers',
      {
        config: manage,
        schema: { tags: ['settings'], summary: 'Online payment providers (secrets never shown)' },
      },
      async (request) => listPaymentProviders(db, supplierSession(request).supplierId),
    );
    app.put(
      '/settings/payment-providers/:provider',
      {
        config: manage,
        schema: {
          tags: ['settings'],
          summary: 'Store the keys of an online payment provider',
          params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
          body: paymentProviderBodySchema,
        },
      },
      async (request) =>
        savePaymentProvider(db, supplierSession(request).supplierId, request.params.provider, request.body),
    );
  };
