// HTTP for the printer and invoice template settings (the POS reads them to print).
import { printerSettingsSchema } from '@storekeep/domain/printer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { getPrinterSettings, savePrinterSettings } from './service.ts';

const orderAccess = { access: { kind: 'supplier', permission: 'ORDER:MENU' } } as const;

export const printerRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/printer-settings',
      {
        config: orderAccess,
        schema: {
          tags: ['pos'],
          summary: 'Printer host, printer name and invoice template of the store',
          response: { 200: printerSettingsSchema },
        },
      },
      async (request) => getPrinterSettings(db, supplierSession(request).supplierId),
    );
    app.put(
      '/printer-settings',
      {
        config: orderAccess,
        schema: {
          tags: ['pos'],
          summary: 'Save the printer and invoice template (saveSupplierInfo)',
          body: printerSettingsSchema,
          response: { 200: printerSettingsSchema },
        },
      },
      async (request) => savePrinterSettings(db, supplierSession(request), request.body),
    );
  };
