// HTTP of the activity log (the owner and the platform admin, as the Staff menu entry).
import { activityParamsSchema, activityReplySchema } from '@storekeep/domain/activity-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { listActivity } from './service.ts';

export const activityRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/activity',
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.staff } },
        schema: {
          tags: ['activity'],
          summary: 'Who did what in the store, newest first, by person, kind and day',
          querystring: activityParamsSchema,
          response: { 200: activityReplySchema },
        },
      },
      async (request) => listActivity(db, supplierSession(request), request.query),
    );
  };
