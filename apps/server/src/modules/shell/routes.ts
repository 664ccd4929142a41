// HTTP for the shell: app data and the outlet/account switch.
import { appDataSchema, selectOutletRequestSchema } from '@storekeep/domain/app-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { signedInSession, supplierSession } from '../../http/session.ts';
import { buildAppData, selectOutlet } from './service.ts';

export const shellRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/app-data',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags: ['shell'],
          summary: 'Everything the app shell needs',
          response: { 200: appDataSchema },
        },
      },
      async (request) => buildAppData(db, signedInSession(request)),
    );

    app.put(
      '/session/outlet',
      {
        schema: {
          tags: ['shell'],
          summary: 'Switch the outlet and account this session works in',
          body: selectOutletRequestSchema,
          response: { 200: appDataSchema },
        },
      },
      async (request) => selectOutlet(db, supplierSession(request), request.body),
    );
  };
