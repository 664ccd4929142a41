// The order and payment paths of a store: the order status page, "Pay now", the payment page a
// provider takes over, the provider's return and PayPal's webhook, and the built-in test
// provider's page (development and tests only).
import { paypalWebhookReplySchema } from '@storekeep/domain/checkout-api';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { orderStatus } from './order-status.ts';
import { orderMain, paymentFormMain, testPayMain } from './pages.ts';
import { testSignature } from './payments/test-provider.ts';
import { receivePaypalWebhook } from './paypal-webhook.ts';
import { completePayment } from './settle-payment.ts';
import {
  htmlPage,
  PUBLIC,
  providerFields,
  type ShopApp,
  type ShopPaths,
  seeOther,
  sendPage,
  shopContextOf,
  shopParams,
  tags,
  textsOf,
} from './shop-replies.ts';
import { NoNewAttempt, newPaymentAttempt, startPayment, testPaymentOf } from './start-payment.ts';

const tokenParams = shopParams.extend({ token: z.string() });
const referenceParams = shopParams.extend({ reference: z.string() });

export async function paymentPaths(app: ShopApp, { db, deps, prefix, constraints }: ShopPaths) {
  app.get(
    `${prefix}/order/:token`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: "The order's status page (its link is the shopper's receipt)",
        params: tokenParams,
        querystring: z
          .record(z.string(), z.unknown())
          .describe('payment=failed | refunded: what the return came to'),
        response: { 200: htmlPage('The order, its totals and what is paid') },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const token = request.params.token;
      const view = await orderStatus(db, deps, shop, base, token);
      const query = request.query as Record<string, string>;
      const message =
        query.payment === 'failed'
          ? shopText(shop.language, 'checkoutPayFailed')
          : query.payment === 'refunded'
            ? shopText(shop.language, 'checkoutPayRefunded')
            : null;
      return sendPage(
        db,
        reply,
        shop,
        shopText(shop.language, 'checkoutOrder', { number: view.orderNumber }),
        orderMain(textsOf(shop), base, token, view, message),
      );
    },
  );

  app.post(
    `${prefix}/order/:token/pay`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: '"Pay now": a new payment attempt for an unpaid order',
        params: tokenParams,
        response: {
          303: seeOther("The new attempt's payment page; the order page when it is paid or being paid"),
        },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const token = request.params.token;
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
    },
  );

  app.get(
    `${prefix}/pay/:reference`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'Hand the payment attempt to its provider',
        params: referenceParams,
        response: {
          200: htmlPage("A form that posts itself to the provider's page"),
          303: seeOther("The provider's page, or the order page when this attempt is no longer payable"),
        },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const step = await startPayment(db, deps, shop, base, request.params.reference);
      if (step.kind === 'redirect') return reply.redirect(step.url, 303);
      return sendPage(
        db,
        reply,
        shop,
        shopText(shop.language, 'checkoutPayment'),
        paymentFormMain(textsOf(shop), step),
      );
    },
  );

  const onReturn = async (
    request: FastifyRequest<{ Params: { reference: string }; Body?: unknown }>,
    reply: FastifyReply,
  ) => {
    const { shop, base } = await shopContextOf(db, request);
    const fields = {
      ...(request.query as Record<string, string>),
      ...((request.body ?? {}) as Record<string, string>),
    };
    const done = await completePayment(db, deps, shop, base, request.params.reference, fields);
    const query = { paid: '', failed: '?payment=failed', refunded: '?payment=refunded' }[done.settled];
    return reply.redirect(`${base}/order/${done.token}${query}`, 303);
  };
  const returnSchema = (method: string) => ({
    tags,
    summary: `The provider's return (${method}): the payment is verified and settled once`,
    params: referenceParams,
    querystring: providerFields,
    ...(method === 'POST' ? { body: providerFields } : {}),
    response: { 303: seeOther('The order page, with ?payment=failed or ?payment=refunded when so') },
  });
  app.get(
    `${prefix}/pay/:reference/return`,
    { config: PUBLIC, constraints, schema: returnSchema('GET') },
    onReturn,
  );

  // PayPal's webhook: the signature covers the raw body, so this path reads JSON as text.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(
      `${prefix}/pay/paypal/webhook`,
      {
        config: PUBLIC,
        constraints,
        schema: {
          tags,
          summary: "PayPal's webhook: a capture completed or denied, verified with PayPal's certificate",
          params: shopParams,
          response: {
            200: paypalWebhookReplySchema.describe('What the event did: settled, refunded or ignored'),
          },
        },
      },
      async (request, reply) => {
        const { shop } = await shopContextOf(db, request);
        const raw = typeof request.body === 'string' ? request.body : '';
        const outcome = await receivePaypalWebhook(db, deps, shop, request.headers, raw);
        return reply.header('cache-control', 'no-store').send(outcome);
      },
    );
  });
  app.post(
    `${prefix}/pay/:reference/return`,
    { config: PUBLIC, constraints, schema: returnSchema('POST') },
    onReturn,
  );

  if (!deps.testSecret) return;
  const secret = deps.testSecret;
  app.get(
    `${prefix}/pay/test/:reference`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'The built-in test provider: Pay and Fail buttons (development and tests only)',
        params: referenceParams,
        response: { 200: htmlPage('The test payment page') },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const payment = await testPaymentOf(db, shop, request.params.reference);
      return sendPage(
        db,
        reply,
        shop,
        'Test payment',
        testPayMain(base, payment.reference, payment.amountPaise),
      );
    },
  );
  app.post(
    `${prefix}/pay/test/:reference`,
    {
      config: PUBLIC,
      constraints,
      schema: {
        tags,
        summary: 'The built-in test provider: pay or fail the attempt',
        params: referenceParams,
        body: z.record(z.string(), z.unknown()).optional().describe('status: success | failure'),
        response: { 303: seeOther("The attempt's signed return") },
      },
    },
    async (request, reply) => {
      const { shop, base } = await shopContextOf(db, request);
      const reference = request.params.reference;
      await testPaymentOf(db, shop, reference);
      const status =
        (request.body as Record<string, unknown> | undefined)?.status === 'success' ? 'success' : 'failure';
      const query = new URLSearchParams({
        reference,
        status,
        signature: testSignature(reference, status, secret),
      });
      return reply.redirect(`${base}/pay/${reference}/return?${query}`, 303);
    },
  );
}
