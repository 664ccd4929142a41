import {
  buySmsCreditsBodySchema,
  buySmsCreditsReplySchema,
  smsCreditPacksReplySchema,
} from '@storekeep/domain/messages-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { htmlPage } from '../../http/html-reply.ts';
import { supplierSession } from '../../http/session.ts';
import { type PaymentDeps, providerFields, seeOther, testPayPage, testSignature } from '../checkout/index.ts';
import {
  buySmsCredits,
  completeSmsCreditPurchase,
  purchaseApiBase,
  smsCreditPacks,
  testPurchaseOf,
} from './credit-purchases.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.sms } } as const;
const PUBLIC = { access: { kind: 'public' } } as const;
const tags = ['messages'];
const referenceParams = z.object({ reference: z.string().max(100) });

export const creditPurchaseRoutes =
  (db: Db, deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFormBodies(app);
    app.get(
      '/messages/sms-packs',
      {
        config: access,
        schema: {
          tags,
          summary: 'SMS credit packs on sale, and whether they can be bought online now',
          response: { 200: smsCreditPacksReplySchema },
        },
      },
      async (request) => smsCreditPacks(db, deps, supplierSession(request).supplierId),
    );
    app.post(
      '/messages/sms-credit-purchases',
      {
        config: access,
        schema: {
          tags,
          summary: "Buy an SMS credit pack through the store's payment provider",
          body: buySmsCreditsBodySchema,
          response: { 200: buySmsCreditsReplySchema },
        },
      },
      async (request) => {
        const step = await buySmsCredits(db, deps, supplierSession(request), request.body.packId);
        return step.kind === 'redirect'
          ? { kind: 'redirect' as const, url: step.url }
          : { kind: 'form' as const, action: step.action, fields: step.fields };
      },
    );

    const testAttempt = async (reference: string) => {
      const purchase = await testPurchaseOf(db, reference);
      if (!deps.testSecret) throw new AppError(404, 'not_found', 'Purchase not found.');
      return { purchase, secret: deps.testSecret };
    };
    app.get(
      '/sms-credit-purchases/pay/test/:reference',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: "The built-in test provider's page (development and tests only)",
          params: referenceParams,
          response: { 200: htmlPage('Pay / Fail buttons') },
        },
      },
      async (request, reply) => {
        const { purchase } = await testAttempt(request.params.reference);
        const action = `${purchaseApiBase}/pay/test/${request.params.reference}`;
        return reply.type('text/html; charset=utf-8').send(String(testPayPage(action, purchase.amountPaise)));
      },
    );
    app.post(
      '/sms-credit-purchases/pay/test/:reference',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: "The test provider's answer, signed, sent to the return",
          params: referenceParams,
          body: z.object({ status: z.enum(['success', 'failure']) }),
          response: { 303: seeOther('The return path with the signed fields') },
        },
      },
      async (request, reply) => {
        const { reference } = request.params;
        const { secret } = await testAttempt(reference);
        const status = request.body.status;
        const query = new URLSearchParams({
          reference,
          status,
          signature: testSignature(reference, status, secret),
        });
        return reply.redirect(`${purchaseApiBase}/${reference}/return?${query}`, 303);
      },
    );

    const onReturn = async (
      request: FastifyRequest<{ Params: { reference: string }; Body?: unknown }>,
      reply: FastifyReply,
    ) => {
      const fields = {
        ...(request.query as Record<string, string>),
        ...((request.body ?? {}) as Record<string, string>),
      };
      const next = await completeSmsCreditPurchase(db, deps, request.params.reference, fields);
      return reply.redirect(next, 303);
    };
    const returnSchema = (method: string) => ({
      tags,
      summary: `The provider's return (${method}): verified, the credits added once`,
      params: referenceParams,
      querystring: providerFields,
      ...(method === 'POST' ? { body: providerFields } : {}),
      response: { 303: seeOther('The SMS Credits screen, with ?purchase=paid or failed') },
    });
    app.get(
      '/sms-credit-purchases/:reference/return',
      { config: PUBLIC, schema: returnSchema('GET') },
      onReturn,
    );
    app.post(
      '/sms-credit-purchases/:reference/return',
      { config: PUBLIC, schema: returnSchema('POST') },
      onReturn,
    );
  };
