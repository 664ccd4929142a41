// HTTP for vendors (the Purchases area): list (listVendors), add, change, ledger, payments on account.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  vendorBodySchema,
  vendorLedgerReplySchema,
  vendorListParamsSchema,
  vendorListReplySchema,
  vendorPaymentBodySchema,
  vendorPaymentSchema,
  vendorSchema,
} from '@storekeep/domain/vendor-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import * as vendors from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.purchases } } as const;
const params = z.object({ vendorId: z.coerce.number().int().positive() });
const tags = ['vendors'];

export const vendorRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/vendors',
      {
        config: access,
        schema: {
          tags,
          summary: 'Vendors with their balance (listVendors)',
          querystring: vendorListParamsSchema,
          response: { 200: vendorListReplySchema },
        },
      },
      async (request) =>
        vendors.listVendors(db, supplierSession(request), request.query.search, request.query.page),
    );
    app.post(
      '/vendors',
      {
        config: access,
        schema: { tags, summary: 'Add a vendor', body: vendorBodySchema, response: { 201: vendorSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await vendors.createVendor(db, supplierSession(request), request.body)),
    );
    app.get(
      '/vendors/:vendorId',
      { config: access, schema: { tags, summary: 'One vendor', params, response: { 200: vendorSchema } } },
      async (request) => vendors.getVendor(db, supplierSession(request), request.params.vendorId),
    );
    app.put(
      '/vendors/:vendorId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Change a vendor',
          params,
          body: vendorBodySchema,
          response: { 200: vendorSchema },
        },
      },
      async (request) =>
        vendors.updateVendor(db, supplierSession(request), request.params.vendorId, request.body),
    );
    app.get(
      '/vendors/:vendorId/ledger',
      {
        config: access,
        schema: {
          tags,
          summary: "The vendor's bills, payments and debit notes with the running balance",
          params,
          response: { 200: vendorLedgerReplySchema },
        },
      },
      async (request) => vendors.getVendorLedger(db, supplierSession(request), request.params.vendorId),
    );
    app.post(
      '/vendors/:vendorId/payments',
      {
        config: access,
        schema: {
          tags,
          summary: 'A payment to the vendor on account',
          params,
          body: vendorPaymentBodySchema,
          response: { 201: vendorPaymentSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await vendors.payVendor(db, supplierSession(request), request.params.vendorId, request.body)),
    );
  };
