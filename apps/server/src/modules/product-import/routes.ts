// HTTP for product import (upload a CSV/XLSX as the request body, preview, start, poll) and export.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  EXPORT_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  productImportSchema,
  startImportSchema,
  XLSX_MIME,
} from '@storekeep/domain/product-import';
import { productImportListReplySchema } from '@storekeep/domain/product-import-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { acceptFileBody, SPREADSHEET_TYPES } from '../../http/file-body.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import * as service from './service.ts';

const catalogue = { access: { kind: 'supplier', area: MENU_AREAS.productImport } } as const;
const importParams = z.object({ importId: z.coerce.number().int().positive() });
const tags = ['product-import'];

export const productImportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: the file is read as bytes and refused past the limit.
    acceptFileBody(app, SPREADSHEET_TYPES, IMPORT_MAX_BYTES, IMPORT_MESSAGES.tooLarge);
    // Once the server serves (after the migrations): imports cut off by a restart carry on.
    app.addHook('onListen', async () => {
      await service.resumeImports(db);
    });

    app.post(
      '/product-imports',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Upload a CSV or XLSX of products: every row is checked, nothing is written yet',
          querystring: z.object({ fileName: z.string().trim().min(1).max(255) }),
          response: { 201: productImportSchema },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw invalid(IMPORT_MESSAGES.wrongFormat);
        const result = await service.uploadImport(
          db,
          supplierSession(request),
          request.query.fileName,
          request.body,
        );
        return reply.status(201).send(result);
      },
    );
    app.get(
      '/product-imports',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Recent imports',
          response: { 200: productImportListReplySchema },
        },
      },
      async (request) => service.listImports(db, supplierSession(request)),
    );
    app.get(
      '/product-imports/:importId',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'An import with its row errors and progress (polled while it runs)',
          params: importParams,
          response: { 200: productImportSchema },
        },
      },
      async (request) => service.getImport(db, supplierSession(request), request.params.importId),
    );
    app.post(
      '/product-imports/:importId/start',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Import all rows (only when none failed) or only the valid rows',
          params: importParams,
          body: startImportSchema,
          response: { 200: productImportSchema },
        },
      },
      async (request) =>
        service.startImport(db, supplierSession(request), request.params.importId, request.body),
    );
    app.post(
      '/product-imports/:importId/cancel',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Drop a checked file without importing',
          params: importParams,
          response: { 200: productImportSchema },
        },
      },
      async (request) => service.cancelImport(db, supplierSession(request), request.params.importId),
    );
    app.get(
      '/product-exports',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'The live catalogue as CSV or XLSX (the import columns)',
          querystring: z.object({ format: z.enum(EXPORT_FORMATS).default('csv') }),
          response: { 200: fileReply('The catalogue file, as an attachment', ['text/csv', XLSX_MIME]) },
        },
      },
      async (request, reply) => {
        const format = request.query.format;
        const file = await service.exportCatalogue(db, supplierSession(request), format);
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_MIME)
          .header('content-disposition', `attachment; filename="products-${date}.${format}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  };
