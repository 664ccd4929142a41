// The checkout paths of a store: the guest checkout form, its totals for the shop script (the
// quote), and placing the order (once per form, by its idempotency key).
import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@storekeep/domain/api-error';
import type { CheckoutInput } from '@storekeep/domain/checkout';
import { checkoutQuoteReplySchema, shopMessageSchema } from '@storekeep/domain/checkout-api';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { FORM_LIMITS } from '../../http/form-guard.ts';
import { cartView } from './cart.ts';
import { CheckoutRefused } from './internal.ts';
import { checkoutMain, quoteMain } from './pages.ts';
import { checkoutOptions, parseCheckoutForm, placeOrder } from './place-order.ts';
import { quoteCheckout, quoteInputOf } from './quote.ts';
import {
  cartOf,
  htmlPage,
  localiseCart,
  PUBLIC,
  type ShopApp,
  type ShopPaths,
  say,
  seeOther,
  sendPage,
  setCart,
  shopContextOf,
  shopParams,
  tags,
  textsOf,
} from './shop-replies.ts';

interface FormState {
  values: Partial<Record<keyof CheckoutInput, string>>;
  error: string | null;
  errors: Record<string, string>;
  status: number;
  key?: string;
}

/** The checkout form's fields (urlencoded), as the guest checkout schema reads them. */
const checkoutForm = z
  .record(z.string(), z.unknown())
  .optional()
  .describe(
    'idempotencyKey, name, mobile, email, fulfilment, payment, address, pincode, city, state, stateCode, note, discountCode; intent=quote only recalculates (and applies the code)',
  );

export function checkoutPaths(
  app: ShopApp,
  { db, deps, imageUrl, prefix, constraints, guardedForm }: ShopPaths,
) {
  const renderCheckout = async (request: FastifyRequest, reply: FastifyReply, state: FormState) => {
    const { shop, base } = await shopContextOf(db, request);
    const lines = cartOf(request);
    const view = localiseCart(shop, await cartView(db, shop, lines, imageUrl));
    if (view.lines.length === 0) return reply.redirect(`${base}/cart`, 303);
    const [opts, quote] = await Promise.all([
      checkoutOptions(db, shop, deps, base),
      quoteCheckout(db, shop, lines, quoteInputOf(state.values), imageUrl),
    ]);
    return sendPage(
      db,
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
        quote: quote && {
          ...quote,
          problem: quote.problem && say(shop, quote.problem),
          discountProblem: quote.discountProblem && say(shop, quote.discountProblem),
        },
      }),
      state.status,
    );
  };

  app.get(
    `${prefix}/checkout`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'The guest checkout form',
        params: shopParams,
        response: { 200: htmlPage('The checkout form'), 303: seeOther('The cart, when it is empty') },
      },
    },
    async (request, reply) =>
      renderCheckout(request, reply, { values: {}, error: null, errors: {}, status: 200 }),
  );

  /** The totals for the fulfilment and pincode typed so far, for the storefront script. */
  app.get(
    `${prefix}/checkout/quote`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'The totals for the fulfilment and pincode typed so far, with their table as HTML',
        params: shopParams,
        querystring: z
          .record(z.string(), z.unknown())
          .describe(
            'fulfilment (DELIVERY | PICKUP), pincode, stateCode, discountCode, mobile; anything else is ignored',
          ),
        response: {
          200: checkoutQuoteReplySchema.describe(
            'The totals, or the problem that keeps them from being quoted',
          ),
          404: z.union([shopMessageSchema, apiErrorSchema]).describe('An empty cart'),
        },
      },
    },
    async (request, reply) => {
      const { shop } = await shopContextOf(db, request);
      const input = quoteInputOf(request.query);
      const quote = await quoteCheckout(db, shop, cartOf(request), input, imageUrl);
      reply.header('cache-control', 'no-store');
      if (!quote) return reply.code(404).send({ message: shopText(shop.language, 'checkoutEmpty') });
      const said = {
        ...quote,
        problem: quote.problem && say(shop, quote.problem),
        discountProblem: quote.discountProblem && say(shop, quote.discountProblem),
      };
      return reply.send({ ...said, html: quoteMain(textsOf(shop), said).text });
    },
  );

  app.post(
    `${prefix}/checkout`,
    {
      ...guardedForm(FORM_LIMITS.checkout),
      schema: {
        tags,
        summary: 'Place the order (or, with intent=quote, show the form again with the totals)',
        params: shopParams,
        body: checkoutForm,
        response: {
          200: htmlPage('The form again with the totals (intent=quote)'),
          303: seeOther("The online payment's page, or the order's status page for cash on delivery"),
          400: htmlPage('The form again, with the field messages and the values kept'),
          404: htmlPage('The form again: a product of the cart is gone'),
          409: htmlPage('The form again, with the refusal (out of stock, pickup off…)'),
        },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const body = (request.body ?? {}) as Record<string, string>;
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
    },
  );
}
