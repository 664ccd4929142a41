// HTTP for the credit khata (CUSTOMERS:CREDIT_KHATA): the dues list, a customer's ledger,
// adjustments, statement links, reminders and the statement PDF; the store's bank and UPI details
// (common_api getUserBankDetails, getDetailsByIfsc).
import { documentLanguageQuerySchema } from '@storekeep/domain/document-texts';
import {
  bankDetailsBodySchema,
  bankDetailsSchema,
  ifscParamsSchema,
  ifscReplySchema,
  khataAdjustmentBodySchema,
  khataLedgerReplySchema,
  khataListParamsSchema,
  khataListReplySchema,
  reminderBodySchema,
  reminderReplySchema,
  revokeLinksReplySchema,
  statementLinkReplySchema,
} from '@storekeep/domain/khata-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import type { PaymentDeps } from '../checkout/index.ts';
import { sendReminders } from './reminders.ts';
import * as khata from './service.ts';

const access = { access: { kind: 'supplier', permission: 'CUSTOMERS:CREDIT_KHATA' } } as const;
const ownerOnly = { access: { kind: 'supplier', roles: ['owner', 'platform_admin'] } } as const;
const params = z.object({ customerId: z.coerce.number().int().positive() });
const tags = ['khata'];

export const khataRoutes =
  (db: Db, deps: PaymentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/khata',
      {
        config: access,
        schema: {
          tags,
          summary: 'Every customer with a balance: terms, overdue, totals',
          querystring: khataListParamsSchema,
          response: { 200: khataListReplySchema },
        },
      },
      async (request) => khata.listKhata(db, supplierSession(request), request.query),
    );
    app.get(
      '/khata/:customerId',
      {
        config: access,
        schema: {
          tags,
          summary: "A customer's ledger with its running balance, newest first",
          params,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
          response: { 200: khataLedgerReplySchema },
        },
      },
      async (request) =>
        khata.getLedger(
          db,
          supplierSession(request).supplierId,
          request.params.customerId,
          request.query.page,
        ),
    );
    app.post(
      '/khata/:customerId/adjustments',
      {
        config: access,
        schema: {
          tags,
          summary: 'Adjust the balance up or down, with the reason',
          params,
          body: khataAdjustmentBodySchema,
          response: { 200: khataLedgerReplySchema },
        },
      },
      async (request) =>
        khata.adjustBalance(db, supplierSession(request), request.params.customerId, request.body),
    );
    app.get(
      '/khata/:customerId/statement',
      {
        config: access,
        schema: {
          tags,
          summary: 'The statement as PDF',
          params,
          querystring: z.object({
            download: z.enum(['0', '1']).optional(),
            language: documentLanguageQuerySchema,
          }),
          response: {
            200: fileReply('The statement (inline, or as a download with download=1)', ['application/pdf']),
          },
        },
      },
      async (request, reply) => {
        const session = supplierSession(request);
        const { pdf, fileName } = await khata.khataStatementPdf(
          db,
          session.supplierId,
          request.params.customerId,
          { userId: session.userId, language: request.query.language },
        );
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    app.post(
      '/khata/:customerId/statement-links',
      {
        config: access,
        schema: {
          tags,
          summary: 'A new shareable statement link (no login; expires)',
          params,
          response: { 200: statementLinkReplySchema },
        },
      },
      async (request) =>
        khata.createLink(db, supplierSession(request), deps.origin, request.params.customerId),
    );
    app.delete(
      '/khata/:customerId/statement-links',
      {
        config: access,
        schema: {
          tags,
          summary: "Withdraw the customer's open statement links",
          params,
          response: { 200: revokeLinksReplySchema },
        },
      },
      async (request) => khata.revokeStatementLinks(db, supplierSession(request), request.params.customerId),
    );
    app.post(
      '/khata/reminders',
      {
        config: access,
        schema: {
          tags,
          summary: 'Remind customers of what is due, with a statement link (SMS or WhatsApp)',
          body: reminderBodySchema,
          response: { 200: reminderReplySchema },
        },
      },
      async (request) => sendReminders(db, supplierSession(request), deps.origin, request.body),
    );
    app.get(
      '/settings/bank-details',
      {
        config: access,
        schema: {
          tags,
          summary: "The store's bank and UPI details (getUserBankDetails)",
          response: { 200: bankDetailsSchema },
        },
      },
      async (request) => khata.getBankDetails(db, supplierSession(request).supplierId),
    );
    app.put(
      '/settings/bank-details',
      {
        config: ownerOnly,
        schema: {
          tags,
          summary: "Save the store's bank and UPI details (owner)",
          body: bankDetailsBodySchema,
          response: { 200: bankDetailsSchema },
        },
      },
      async (request) => khata.saveBankDetails(db, supplierSession(request), request.body),
    );
    app.get(
      '/ifsc/:ifsc',
      {
        config: access,
        schema: {
          tags,
          summary: 'The bank of an IFSC (getDetailsByIfsc)',
          params: ifscParamsSchema,
          response: { 200: ifscReplySchema },
        },
      },
      async (request) => khata.detailsByIfsc(request.params.ifsc),
    );
  };
