// The statement page's paths, open without a login: the token in the address is the only key
// (only its hash is stored; an expired or withdrawn link answers 404). The page itself is the
// admin app's /statement/:token; it reads the statement here, and pays through the store's
// provider: the attempt, the built-in test provider's page (development and tests only) and the
// provider's return, which sends the payer back to the statement.
import { type Html, html } from '@storekeep/blocks/shop/html';
import { statementPayReplySchema, statementReplySchema } from '@storekeep/domain/khata-api';
import { formatPaise } from '@storekeep/domain/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { fileReply } from '../../http/file-reply.ts';
import { htmlPage } from '../../http/html-reply.ts';
import { type PaymentDeps, testSignature } from '../checkout/index.ts';
import * as khata from './service.ts';

const PUBLIC = { access: { kind: 'public' } } as const;
const tags = ['khata'];
const tokenParams = z.object({ token: z.string().max(100) });
const paymentParams = tokenParams.extend({ reference: z.string().max(100) });
const providerFields = z.record(z.string(), z.unknown()).optional().describe("The provider's signed fields");
const seeOther = (description: string) => z.null().meta({ description, type: 'null' });

function testPage(action: string, amountPaise: number): Html {
  const form = (status: string, label: string) =>
    html`<form method="post" action="${action}"><input type="hidden" name="status" value="${status}"><button>${label}</button></form>`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment</title></head><body><main><h1>Test payment</h1><p>This is the built-in test provider: no money moves.</p><p>Amount: ${formatPaise(amountPaise, { symbol: true })}</p>${form('success', 'Pay')}${form('failure', 'Fail')}</main></body></html>`;
}

export const statementRoutes =
  (db: Db, deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The test provider's page and some providers' returns post urlencoded forms (this plugin only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    app.get(
      '/statements/:token',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: "A customer's statement by its link (no login)",
          params: tokenParams,
          response: { 200: statementReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return khata.getStatement(db, deps, request.params.token);
      },
    );
    app.get(
      '/statements/:token/pdf',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'The statement as PDF, by its link',
          params: tokenParams,
          response: { 200: fileReply('The statement', ['application/pdf']) },
        },
      },
      async (request, reply) => {
        const link = await khata.openLink(db, request.params.token);
        const { pdf, fileName } = await khata.khataStatementPdf(db, link.supplierId, link.customerId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    app.post(
      '/statements/:token/payments',
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: 'Pay what is due through the store’s online payment provider',
          params: tokenParams,
          response: { 200: statementPayReplySchema },
        },
      },
      async (request) => {
        const step = await khata.startStatementPayment(db, deps, request.params.token);
        return step.kind === 'redirect'
          ? { kind: 'redirect' as const, url: step.url }
          : { kind: 'form' as const, action: step.action, fields: step.fields };
      },
    );

    const testPath = '/statements/:token/pay/test/:reference';
    const testAttempt = async (token: string, reference: string) => {
      const found = await khata.paymentOfLink(db, token, reference);
      if (!deps.testSecret || found.payment.provider !== 'test')
        throw new AppError(404, 'not_found', 'Payment not found.');
      return { ...found, secret: deps.testSecret };
    };
    app.get(
      testPath,
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: "The built-in test provider's page (development and tests only)",
          params: paymentParams,
          response: { 200: htmlPage('Pay / Fail buttons') },
        },
      },
      async (request, reply) => {
        const { payment } = await testAttempt(request.params.token, request.params.reference);
        const action = `/api/v1/statements/${request.params.token}/pay/test/${request.params.reference}`;
        return reply.type('text/html; charset=utf-8').send(String(testPage(action, payment.amountPaise)));
      },
    );
    app.post(
      testPath,
      {
        config: PUBLIC,
        schema: {
          tags,
          summary: "The test provider's answer, signed, sent to the return",
          params: paymentParams,
          body: z.object({ status: z.enum(['success', 'failure']) }),
          response: { 303: seeOther('The return path with the signed fields') },
        },
      },
      async (request, reply) => {
        const { token, reference } = request.params;
        const { secret } = await testAttempt(token, reference);
        const status = request.body.status;
        const query = new URLSearchParams({
          reference,
          status,
          signature: testSignature(reference, status, secret),
        });
        return reply.redirect(`/api/v1/statements/${token}/pay/${reference}/return?${query}`, 303);
      },
    );

    const onReturn = async (
      request: FastifyRequest<{ Params: { token: string; reference: string }; Body?: unknown }>,
      reply: FastifyReply,
    ) => {
      const fields = {
        ...(request.query as Record<string, string>),
        ...((request.body ?? {}) as Record<string, string>),
      };
      const { token, reference } = request.params;
      const settled = await khata.completeStatementPayment(db, deps, token, reference, fields);
      return reply.redirect(`/statement/${token}?payment=${settled}`, 303);
    };
    const returnSchema = (method: string) => ({
      tags,
      summary: `The provider's return (${method}): verified, written to the ledger once`,
      params: paymentParams,
      querystring: providerFields,
      ...(method === 'POST' ? { body: providerFields } : {}),
      response: { 303: seeOther('The statement page, with ?payment=paid or failed') },
    });
    app.get(
      '/statements/:token/pay/:reference/return',
      { config: PUBLIC, schema: returnSchema('GET') },
      onReturn,
    );
    app.post(
      '/statements/:token/pay/:reference/return',
      { config: PUBLIC, schema: returnSchema('POST') },
      onReturn,
    );
  };
