// HTTP for the settings page.
import {
  accountSettingsPatchSchema,
  settingsReplySchema as settingsReply,
  storeSettingsPatchSchema,
} from '@storekeep/domain/account-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { getSettings, updateAccountSettings, updateStoreSettings } from './service.ts';

export const settingsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/settings',
      {
        schema: {
          tags: ['settings'],
          summary: 'Account flags and store settings',
          response: { 200: settingsReply },
        },
      },
      async (request) => getSettings(db, supplierSession(request)),
    );
    app.patch(
      '/settings/account',
      {
        config: { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } },
        schema: {
          tags: ['settings'],
          summary: 'Change some account flags',
          body: accountSettingsPatchSchema,
          response: { 200: settingsReply },
        },
      },
      async (request) => updateAccountSettings(db, supplierSession(request), request.body),
    );
    app.patch(
      '/settings/store',
      {
        config: { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } },
        schema: {
          tags: ['settings'],
          summary: 'Change some store settings',
          body: storeSettingsPatchSchema,
          response: { 200: settingsReply },
        },
      },
      async (request) => updateStoreSettings(db, supplierSession(request), request.body),
    );
  };
