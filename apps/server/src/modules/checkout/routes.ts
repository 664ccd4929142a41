// HTTP of the checkout: the storefront's cart, checkout, order status, payment and pincode paths
// under /s/{storeSlug} and at the root of a store's verified domain (cart-routes.ts,
// checkout-routes.ts, payment-routes.ts), and the back office's settings (settings-routes.ts).
// Pages are server-rendered forms that work without JavaScript; POST /cart answers JSON
// `{ count, message }` to the client script.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { formRateLimit, registerFormRateLimit, requireSameOrigin } from '../../http/form-guard.ts';
import type { Storage } from '../../storage/storage.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { cartPaths } from './cart-routes.ts';
import { checkoutPaths } from './checkout-routes.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { paymentPaths } from './payment-routes.ts';
import { answerRefusalsWithPages, PUBLIC, shopContextOf } from './shop-replies.ts';

export { checkoutSettingsRoutes } from './settings-routes.ts';

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

/** The paths at /s/{slug}/… on the app host and at the root of a store's verified domain. */
export const checkoutRoutes =
  (
    db: Db,
    config: Config,
    storage: Pick<Storage, 'url'>,
    options: CheckoutRouteOptions,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(storefrontPaths(db, config, storage, options, '/s/:storeSlug', {}));
    await app.register(storefrontPaths(db, config, storage, options, '', { shopHost: 'shop' }));
  };

const storefrontPaths =
  (
    db: Db,
    config: Config,
    storage: Pick<Storage, 'url'>,
    options: CheckoutRouteOptions,
    prefix: string,
    constraints: Record<string, string>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFormBodies(app);
    await registerFormRateLimit(app);
    const languageOf = async (request: FastifyRequest) => (await shopContextOf(db, request)).shop.language;
    answerRefusalsWithPages(app, db);
    const paths = {
      db,
      deps: paymentDepsOf(config, options),
      imageUrl: mainImageUrlBuilder(storage),
      prefix,
      constraints,
      guardedForm: (max: number) => ({
        config: { ...PUBLIC, rateLimit: formRateLimit(max, config.storefrontFormRateLimit) },
        preHandler: requireSameOrigin(languageOf),
        constraints,
      }),
    };
    cartPaths(app, paths);
    checkoutPaths(app, paths);
    await paymentPaths(app, paths);
  };
