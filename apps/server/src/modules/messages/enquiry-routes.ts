// HTTP for the enquiries inbox (the Online Store area: its badge counts unread enquiries).
import {
  enquiryListParamsSchema,
  enquiryListSchema,
  enquiryParamsSchema,
  markEnquiryBodySchema,
  replyEnquiryBodySchema,
} from '@storekeep/domain/messages-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import * as messages from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.enquiries } } as const;
const tags = ['enquiries'];

export const enquiryRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/enquiries',
      {
        config: access,
        schema: {
          tags,
          summary: 'Storefront enquiries, newest first: open, done or all',
          querystring: enquiryListParamsSchema,
          response: { 200: enquiryListSchema },
        },
      },
      async (request) => messages.listEnquiries(db, supplierSession(request), request.query),
    );
    app.patch(
      '/enquiries/:enquiryId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Mark an enquiry read or unread, done or open',
          params: enquiryParamsSchema,
          body: markEnquiryBodySchema,
          response: { 200: z.object({ success: z.boolean() }) },
        },
      },
      async (request) =>
        messages.markEnquiry(db, supplierSession(request), request.params.enquiryId, request.body),
    );
    app.post(
      '/enquiries/:enquiryId/reply',
      {
        config: access,
        schema: {
          tags,
          summary: "Reply to the shopper's mobile by SMS or WhatsApp",
          params: enquiryParamsSchema,
          body: replyEnquiryBodySchema,
          response: { 201: z.object({ messageId: z.number().int() }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await messages.replyToEnquiry(
              db,
              supplierSession(request),
              request.params.enquiryId,
              request.body,
            ),
          ),
    );
  };
