// The cart paths of a store: the pincode look-up for the address fields, the cart page and the
// cart form (add, set, remove), which answers JSON `{ count, message }` to the shop script.

import { apiErrorSchema } from '@storekeep/domain/api-error';
import { applyCartAction, cartCount, cartQuantity } from '@storekeep/domain/cart';
import { CHECKOUT_MESSAGES } from '@storekeep/domain/checkout';
import { cartReplySchema, pincodePlaceSchema, shopMessageSchema } from '@storekeep/domain/checkout-api';
import { localiseShopMessage, shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { cartView, sellsProduct } from './cart.ts';
import { cartMain } from './pages.ts';
import { lookupPincode } from './pincodes.ts';
import {
  cartOf,
  htmlPage,
  localiseCart,
  PUBLIC,
  type ShopApp,
  type ShopPaths,
  safeReturn,
  seeOther,
  sendPage,
  setCart,
  shopContextOf,
  shopParams,
  tags,
  textsOf,
  wantsJson,
} from './shop-replies.ts';

/** The cart form's fields (urlencoded); a missing quantity adds one. */
const cartForm = z
  .record(z.string(), z.unknown())
  .optional()
  .describe('action (add | set | remove), productId, variantId, quantity, returnTo');

export function cartPaths(app: ShopApp, { db, imageUrl, prefix, constraints }: ShopPaths) {
  app.get(
    `${prefix}/api/pincode/:pincode`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'District and state of an Indian pincode (fills the address fields)',
        params: shopParams.extend({ pincode: z.string() }),
        response: {
          200: pincodePlaceSchema.describe('The place of the pincode'),
          404: z
            .union([shopMessageSchema, apiErrorSchema])
            .describe('A pincode not in the directory (message in the shop’s language)'),
        },
      },
    },
    async (request, reply) => {
      const { shop } = await shopContextOf(db, request);
      const place = lookupPincode(request.params.pincode);
      if (!place)
        return reply
          .code(404)
          .send({ message: localiseShopMessage(shop.language, CHECKOUT_MESSAGES.pincodeUnknown) });
      return reply.header('cache-control', 'public, max-age=86400').send(place);
    },
  );

  app.get(
    `${prefix}/cart`,
    {
      config: PUBLIC,
      constraints,
      schema: { tags, summary: 'The cart page', params: shopParams, response: { 200: htmlPage('The cart') } },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const view = localiseCart(shop, await cartView(db, shop, cartOf(request), imageUrl));
      return sendPage(
        db,
        reply,
        shop,
        shopText(shop.language, 'cart'),
        cartMain(textsOf(shop), base, view, null),
      );
    },
  );

  const cartReply = (description: string) => ({
    description,
    content: {
      'application/json': { schema: z.union([cartReplySchema, apiErrorSchema]) },
      'text/html': { schema: z.string() },
    },
  });
  app.post(
    `${prefix}/cart`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'Add to, change or remove from the cart (JSON with Accept: application/json)',
        params: shopParams,
        body: cartForm,
        response: {
          200: cartReplySchema.describe('The cart’s item count and what was done (Accept: application/json)'),
          303: seeOther('Back to the page of the form (returnTo), or the cart'),
          400: cartReply('A quantity the cart does not take: the cart page, or JSON'),
          404: cartReply('A product the store does not sell: the cart page, or JSON'),
        },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const body = (request.body ?? {}) as Record<string, string>;
      const action = body.action === 'set' || body.action === 'remove' ? body.action : 'add';
      const productId = Number(body.productId);
      const variantId = body.variantId ? Number(body.variantId) : null;
      let message: string;
      let lines = cartOf(request);
      let status: 200 | 400 | 404 = 200;
      const quantity =
        body.quantity === undefined || body.quantity === ''
          ? 1
          : (cartQuantity(body.quantity) ?? (body.quantity.trim() === '0' ? 0 : Number.NaN));
      const known =
        Number.isSafeInteger(productId) &&
        productId > 0 &&
        (variantId === null || (Number.isSafeInteger(variantId) && variantId > 0)) &&
        (await sellsProduct(db, shop, productId, variantId));
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
        return sendPage(
          db,
          reply,
          shop,
          shopText(shop.language, 'cart'),
          cartMain(textsOf(shop), base, view, message),
          status,
        );
      }
      return reply.redirect(safeReturn(base, body.returnTo), 303);
    },
  );
}
