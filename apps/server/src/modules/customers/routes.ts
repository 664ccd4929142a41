// HTTP for customers (ORDER:MENU: billing picks and adds them) and their khata (CUSTOMERS:CREDIT_KHATA).

import {
  createCustomerBodySchema,
  creditOtpReplySchema,
  customerListParamsSchema,
  customerListReplySchema,
  customerSchema,
  khataPaymentBodySchema,
  khataReplySchema,
  updateCustomerBodySchema,
} from '@storekeep/domain/customer-api';
import { addressInputSchema } from '@storekeep/domain/order-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import * as customers from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.customers } } as const;
const khataAccess = { access: { kind: 'supplier', permission: 'CUSTOMERS:CREDIT_KHATA' } } as const;
const params = z.object({ customerId: z.coerce.number().int().positive() });
const tags = ['customers'];

export const customerRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customers',
      {
        config: access,
        schema: {
          tags,
          summary: 'Search customers by name or mobile',
          querystring: customerListParamsSchema,
          response: { 200: customerListReplySchema },
        },
      },
      async (request) =>
        customers.searchCustomers(db, supplierSession(request), request.query.search, request.query.page),
    );
    app.post(
      '/customers',
      {
        config: access,
        schema: {
          tags,
          summary: 'Add a customer (quick add: name and mobile)',
          body: createCustomerBodySchema,
          response: { 201: customerSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await customers.createCustomer(db, supplierSession(request), request.body)),
    );
    app.get(
      '/customers/:customerId',
      {
        config: access,
        schema: {
          tags,
          summary: 'One customer with addresses and khata balance',
          params,
          response: { 200: customerSchema },
        },
      },
      async (request) => customers.getCustomer(db, supplierSession(request), request.params.customerId),
    );
    app.patch(
      '/customers/:customerId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Change a customer',
          params,
          body: updateCustomerBodySchema,
          response: { 200: customerSchema },
        },
      },
      async (request) =>
        customers.updateCustomer(db, supplierSession(request), request.params.customerId, request.body),
    );
    app.post(
      '/customers/:customerId/addresses',
      {
        config: access,
        schema: {
          tags,
          summary: 'Add an address',
          params,
          body: addressInputSchema,
          response: { 200: customerSchema },
        },
      },
      async (request) =>
        customers.addAddress(db, supplierSession(request), request.params.customerId, request.body),
    );
    app.get(
      '/customers/:customerId/khata',
      {
        config: khataAccess,
        schema: {
          tags,
          summary: 'The khata (credit ledger), newest first',
          params,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
          response: { 200: khataReplySchema },
        },
      },
      async (request) =>
        customers.getKhata(db, supplierSession(request), request.params.customerId, request.query.page),
    );
    app.post(
      '/customers/:customerId/khata/payments',
      {
        config: khataAccess,
        schema: {
          tags,
          summary: 'Money received against the khata',
          params,
          body: khataPaymentBodySchema,
          response: { 200: khataReplySchema },
        },
      },
      async (request) =>
        customers.receiveKhataPayment(db, supplierSession(request), request.params.customerId, request.body),
    );
    app.post(
      '/customers/:customerId/credit-otp',
      {
        config: khataAccess,
        schema: {
          tags,
          summary: 'Send the customer a one-time code for a credit sale',
          params,
          response: { 200: creditOtpReplySchema },
        },
      },
      async (request) => customers.sendCreditOtp(db, supplierSession(request), request.params.customerId),
    );
  };
