// HTTP for stock: levels (ORDER:MENU, billing shows them) and adjustments (owner or admin).
import { stockAdjustmentBodySchema, stockParamsSchema, stockReplySchema } from '@storekeep/domain/stock-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { adjustStock, getStock } from './service.ts';

export const stockRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stock',
      {
        config: { access: { kind: 'supplier', permission: 'ORDER:MENU' } },
        schema: {
          tags: ['stock'],
          summary: 'Stock of products at an outlet, with batches',
          querystring: stockParamsSchema,
          response: { 200: stockReplySchema },
        },
      },
      async (request) =>
        getStock(db, supplierSession(request), request.query.productIds, request.query.outletId),
    );
    app.post(
      '/stock/adjustments',
      {
        config: { access: { kind: 'supplier', roles: ['owner', 'platform_admin'] } },
        schema: {
          tags: ['stock'],
          summary: 'Opening stock or a correction (a stock move)',
          body: stockAdjustmentBodySchema,
          response: { 200: stockReplySchema },
        },
      },
      async (request) => adjustStock(db, supplierSession(request), request.body),
    );
  };
