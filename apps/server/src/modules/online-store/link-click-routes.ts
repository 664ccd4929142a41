// HTTP of the link clicks' summary: what the merchant sees of the clicks the apps report.
import { linkClickSummaryReplySchema } from '@storekeep/domain/link-clicks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { access, tags } from './route-common.ts';
import * as site from './service.ts';

/** Registered by routes.ts. */
export const linkClickRoutes =
  (ctx: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/site/link-clicks',
      {
        config: access,
        schema: {
          tags,
          summary: 'Link clicks the apps reported in the last 30 days, by device',
          response: { 200: linkClickSummaryReplySchema },
        },
      },
      async (request) => site.linkClickSummary(ctx.db, supplierSession(request)),
    );
  };
