// HTTP for upgrade requests.
import { upgradeRequestBodySchema } from '@storekeep/domain/plans';
import { upgradeRequestReplySchema } from '@storekeep/domain/upgrade-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { requestUpgrade } from './service.ts';

export const upgradeRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/upgrade-requests',
      {
        // An expired account must still be able to ask for an upgrade, so no permission beyond a store session.
        config: { access: { kind: 'supplier', roles: ['owner', 'staff', 'platform_admin'] } },
        schema: {
          tags: ['shell'],
          summary: 'Ask sales to upgrade the plan',
          body: upgradeRequestBodySchema,
          response: { 200: upgradeRequestReplySchema },
        },
      },
      async (request) => requestUpgrade(db, supplierSession(request), request.body),
    );
  };
