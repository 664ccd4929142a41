// HTTP for the settings page.
import {
  accountSettingsPatchSchema,
  settingsReplySchema as settingsReply,
  storeSettingsPatchSchema,
} from '@storekeep/domain/account-settings';
import { smartFillReplySchema, smartFillUpdateSchema } from '@storekeep/domain/product-templates';
import {
  storeTranslationsBodySchema,
  storeTranslationsReplySchema,
} from '@storekeep/domain/store-translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import {
  getSettings,
  getSmartFill,
  getStoreTranslations,
  updateAccountSettings,
  updateSmartFill,
  updateStoreSettings,
  updateStoreTranslations,
} from './service.ts';

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
    // The store's name in the shoppers' languages (the storefront's language switch shows it).
    app.get(
      '/settings/store-translations',
      {
        schema: {
          tags: ['settings'],
          summary: "The store's name per shopper language",
          response: { 200: storeTranslationsReplySchema },
        },
      },
      async (request) => getStoreTranslations(db, supplierSession(request)),
    );
    app.put(
      '/settings/store-translations',
      {
        config: { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } },
        schema: {
          tags: ['settings'],
          summary: "Set the store's name per shopper language",
          body: storeTranslationsBodySchema,
          response: { 200: storeTranslationsReplySchema },
        },
      },
      async (request) => updateStoreTranslations(db, supplierSession(request), request.body.translations),
    );
    // The SmartFill slider (back-office.md §7 store-setting get/update, read back as globalSmartFill).
    app.get(
      '/store-setting',
      {
        schema: {
          tags: ['settings'],
          summary: 'SmartFill (globalSmartFill)',
          response: { 200: smartFillReplySchema },
        },
      },
      async (request) => getSmartFill(db, supplierSession(request)),
    );
    app.post(
      '/store-setting/update',
      {
        config: { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } },
        schema: {
          tags: ['settings'],
          summary: 'Turn SmartFill on (1) or off (0)',
          body: smartFillUpdateSchema,
          response: { 200: smartFillReplySchema },
        },
      },
      async (request) => updateSmartFill(db, supplierSession(request), request.body.smartFill),
    );
  };
