// How the checkout's storefront paths answer (cart-routes.ts, checkout-routes.ts,
// payment-routes.ts): the shop of the request, pages in the shop's page chrome, the cart cookies,
// refusals as pages in the shopper's language, and the reply declarations of the OpenAPI document.
import {
  CART_COOKIE,
  CART_COUNT_COOKIE,
  type CartLine,
  cartCount,
  decodeCart,
  encodeCart,
} from '@storekeep/domain/cart';
import { localiseShopMessage, shopText } from '@storekeep/domain/storefront-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { MainImageUrl } from '../products/index.ts';
import { renderShopPage, type ShopContext, sendShopHtml, shopOf } from '../storefront/index.ts';
import type { CartView } from './cart.ts';
import { refusalMain, type T } from './pages.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** The plugin instance the storefront paths are registered on (zod schemas). */
export type ShopApp = Parameters<FastifyPluginAsyncZod>[0];

export type { ShopContext };

/** What every storefront path of the checkout is given. */
export interface ShopPaths {
  db: Db;
  deps: PaymentDeps;
  imageUrl: MainImageUrl;
  /** '/s/:storeSlug' on the app host, '' at the root of a store's verified domain. */
  prefix: string;
  constraints: Record<string, string>;
  /** Route options of a form post: rate-limited and refused from another site. */
  guardedForm: (max: number) => object;
}

export const PUBLIC = { access: { kind: 'public' as const } };

// ── Reply declarations (OpenAPI) ──────────────────────────────────────────────────────────

/** An HTML page in the shop's page chrome. */
export { htmlPage } from '../../http/html-reply.ts';

/**
 * A redirect (303 See Other) to the page named. It has no body: @fastify/swagger leaves out the
 * content of a reply whose schema's type is 'null', which zod writes as a nullable string for
 * OpenAPI 3.0, hence the type in the metadata.
 */
export const seeOther = (description: string) => z.null().meta({ description, type: 'null' });

/** What a provider sends back (query or form fields), verified by its adapter. */
export const providerFields = z
  .record(z.string(), z.unknown())
  .optional()
  .describe("The provider's signed fields");

export const shopParams = z.object({ storeSlug: z.string().optional() });

export const tags = ['storefront checkout'];

// ── The shop, its texts and its pages ─────────────────────────────────────────────────────

export const shopContextOf = async (db: Db, request: FastifyRequest) => {
  const shop = await shopOf(db, request);
  return { shop, base: shop.baseUrl };
};

/** A message the checkout words in English, in the shopper's language. */
export const say = (shop: ShopContext, message: string) => localiseShopMessage(shop.language, message);

export const localiseCart = (shop: ShopContext, view: CartView): CartView => ({
  ...view,
  lines: view.lines.map((l) => ({ ...l, notes: l.notes.map((n) => say(shop, n)) })),
  problems: view.problems.map((p) => say(shop, p)),
});

export const textsOf =
  (shop: ShopContext): T =>
  (key, vars) =>
    shopText(shop.language, key, vars);

/** Cart, checkout, order and payment pages: in the shop's page chrome, noindex, never cached. */
export async function sendPage(
  db: Db,
  reply: FastifyReply,
  shop: ShopContext,
  title: string,
  main: { text: string },
  status = 200,
) {
  const page = await renderShopPage(db, shop, {
    template: 'none',
    title,
    canonicalPath: null,
    main: main.text,
  });
  reply.header('cache-control', 'no-store');
  return sendShopHtml(reply, shop, page, status);
}

// ── The cart cookies ──────────────────────────────────────────────────────────────────────

export const cartOf = (request: FastifyRequest) => decodeCart(request.cookies[CART_COOKIE]);

export function setCart(reply: FastifyReply, base: string, lines: CartLine[]) {
  const cookie = { path: base || '/', sameSite: 'lax' as const, maxAge: 60 * 60 * 24 * 30 };
  if (lines.length === 0) {
    reply.clearCookie(CART_COOKIE, { path: base || '/' });
    reply.clearCookie(CART_COUNT_COOKIE, { path: base || '/' });
  } else {
    reply.setCookie(CART_COOKIE, encodeCart(lines), { ...cookie, httpOnly: true });
    reply.setCookie(CART_COUNT_COOKIE, String(cartCount(lines)), { ...cookie, httpOnly: false });
  }
}

export const wantsJson = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('application/json');

/**
 * A refusal on a shopper's page (order gone, payment not verified, too many posts, a form from
 * another site) is a page in the shop's page chrome and language; JSON callers and server faults go on
 * to the app's handler.
 */
export function answerRefusalsWithPages(app: ShopApp, db: Db) {
  app.setErrorHandler(async (error, request, reply) => {
    const machine = wantsJson(request) || request.url.split('?')[0]?.endsWith('/pay/paypal/webhook');
    if (!(error instanceof AppError) || error.status >= 500 || machine) throw error;
    // A path that names no shop (a NUL in it, refused by the text guard) gets the app's answer.
    const shop = await shopOf(db, request).catch(() => {
      throw error;
    });
    const message = say(shop, error.message);
    return sendPage(
      db,
      reply,
      shop,
      message,
      refusalMain(textsOf(shop), shop.baseUrl, message),
      error.status,
    );
  });
}

/** Back where the form was: pages send the path under the store base (/p/basmati-rice); a full
 * path under the base is taken too; anything else (another site) goes to the cart. */
export function safeReturn(base: string, returnTo: string | undefined) {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || /[\r\n\\]/.test(returnTo))
    return `${base}/cart`;
  return base && (returnTo === base || returnTo.startsWith(`${base}/`)) ? returnTo : `${base}${returnTo}`;
}
