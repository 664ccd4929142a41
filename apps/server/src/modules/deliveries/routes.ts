// HTTP of the delivery boy's run.
import { deliveryListReplySchema } from '@storekeep/domain/delivery-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { listDeliveries } from './service.ts';

export const deliveryRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/deliveries',
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.deliveries } },
        schema: {
          tags: ['deliveries'],
          summary: "The delivery boy's open orders (his outlets, assigned to him) and today's delivered ones",
          response: { 200: deliveryListReplySchema },
        },
      },
      async (request) => listDeliveries(db, supplierSession(request)),
    );
  };
