// HTTP for the notification badges.
import { notificationCountsParamsSchema, notificationCountsSchema } from '@storekeep/domain/app-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { getNotificationCounts } from './service.ts';

export const notificationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications/counts',
      {
        schema: {
          tags: ['shell'],
          summary: 'Counts behind the notification badges',
          querystring: notificationCountsParamsSchema,
          response: { 200: notificationCountsSchema },
        },
      },
      async (request) => getNotificationCounts(db, supplierSession(request), request.query.outlets),
    );
  };
