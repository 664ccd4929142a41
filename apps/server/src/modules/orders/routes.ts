// HTTP for orders (ORDER:MENU).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { orderDetailSchema, orderListSchema } from './schemas.ts';
import { getOrder, listOrders } from './service.ts';

const orderAccess = { access: { kind: 'supplier', permission: 'ORDER:MENU' } } as const;

export const orderRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders',
      {
        config: orderAccess,
        schema: {
          tags: ['orders'],
          summary: 'Orders, newest first',
          querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
          response: { 200: orderListSchema },
        },
      },
      async (request) => listOrders(db, supplierSession(request), request.query.page),
    );
    app.get(
      '/orders/:orderId',
      {
        config: orderAccess,
        schema: {
          tags: ['orders'],
          summary: 'One order with its items',
          params: z.object({ orderId: z.coerce.number().int().positive() }),
          response: { 200: orderDetailSchema },
        },
      },
      async (request) => getOrder(db, supplierSession(request), request.params.orderId),
    );
  };
