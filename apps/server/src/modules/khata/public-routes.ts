import { documentLanguageQuerySchema } from '@storekeep/domain/document-texts';
import { statementPayReplySchema, statementReplySchema } from '@storekeep/domain/khata-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { fileReply } from '../../http/file-reply.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { htmlPage } from '../../http/html-reply.ts';
import { type PaymentDeps, providerFields, seeOther, testPayPage, testSignature } from '../checkout/index.ts';
import * as khata from './service.ts';

const PUBLIC = { access: { kind: 'public' } } as const;
const tags = ['khata'];
const tokenParams = z.object({ token: z.string().max(100) });
const paymentParams = tokenParams.extend({ reference: z.string().max(100) });

export const statementRoutes =
  (db: Db, deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFormBodies(app);
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
          querystring: z.object({ language: documentLanguageQuerySchema }),
          response: { 200: fileReply('The statement', ['application/pdf']) },
        },
      },
      async (request, reply) => {
        const link = await khata.openLink(db, request.params.token);
        const { pdf, fileName } = await khata.khataStatementPdf(db, link.supplierId, link.customerId, {
          language: request.query.language,
        });
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
        return reply.type('text/html; charset=utf-8').send(String(testPayPage(action, payment.amountPaise)));
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
