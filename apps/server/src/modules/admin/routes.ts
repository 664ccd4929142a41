// HTTP for the platform admin.

import {
  actAsRequestSchema,
  supplierSearchQuerySchema,
  supplierSearchReplySchema,
} from '@storekeep/domain/admin';
import { appDataSchema } from '@storekeep/domain/app-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { signedInSession } from '../../http/session.ts';
import { actAsSupplier, findSuppliers, stopActing } from './service.ts';

const adminOnly = { access: { kind: 'platform-admin' } } as const;

export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/suppliers',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Find stores by name, slug or owner e-mail',
          querystring: supplierSearchQuerySchema,
          response: { 200: supplierSearchReplySchema },
        },
      },
      async (request) => findSuppliers(db, request.query.search),
    );
    app.post(
      '/admin/act-as',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Act for a store (audited)',
          body: actAsRequestSchema,
          response: { 200: appDataSchema },
        },
      },
      async (request) => actAsSupplier(db, signedInSession(request), request.body.supplierId, request.ip),
    );
    app.post(
      '/admin/stop-acting',
      {
        config: adminOnly,
        schema: { tags: ['admin'], summary: 'Stop acting for a store', response: { 200: appDataSchema } },
      },
      async (request) => stopActing(db, signedInSession(request), request.ip),
    );
  };
