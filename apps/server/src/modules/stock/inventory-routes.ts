// HTTP for the inventory screens (/api/v1/inventory): levels and summary, reorder settings,
// adjustments, counts, a product's history, transfers between outlets, import and exports. The
// Inventory area's rule (package and role) guards them; the exports also need REPORTS:INVENTORY.
import {
  adjustmentReplySchema,
  inventoryAdjustmentBodySchema,
  inventoryExportQuerySchema,
  inventoryQuerySchema,
  inventoryReplySchema,
  inventorySummaryQuerySchema,
  inventorySummaryReplySchema,
  moveHistoryQuerySchema,
  moveHistoryReplySchema,
  okReplySchema,
  productParamsSchema,
  reorderBodySchema,
  stockCountBodySchema,
  stockImportReplySchema,
  transferCreateBodySchema,
  transferDispatchBodySchema,
  transferListQuerySchema,
  transferListReplySchema,
  transferParamsSchema,
  transferReceiveBodySchema,
  transferSchema,
} from '@storekeep/domain/inventory-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, XLSX_MIME } from '@storekeep/domain/product-import';
import { productSerialsQuerySchema, productSerialsReplySchema } from '@storekeep/domain/serials';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { acceptFileBody, SPREADSHEET_TYPES } from '../../http/file-body.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import * as service from './service.ts';

const inventory = { access: { kind: 'supplier', area: MENU_AREAS.inventory } } as const;
const reports = {
  access: { kind: 'supplier', area: MENU_AREAS.inventory, permission: 'REPORTS:INVENTORY' },
} as const;
const tags = ['inventory'];

export const inventoryRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFileBody(app, SPREADSHEET_TYPES, IMPORT_MAX_BYTES, IMPORT_MESSAGES.tooLarge);
    app.get(
      '/inventory',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Stock levels of a page of products at the selected outlet or all outlets',
          querystring: inventoryQuerySchema,
          response: { 200: inventoryReplySchema },
        },
      },
      async (request) => service.listLevels(db, supplierSession(request), request.query),
    );
    app.get(
      '/inventory/summary',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Products, value at cost, low, out of stock and expiring counts of the scope',
          querystring: inventorySummaryQuerySchema,
          response: { 200: inventorySummaryReplySchema },
        },
      },
      async (request) => service.inventorySummary(db, supplierSession(request), request.query),
    );
    app.put(
      '/inventory/reorder',
      {
        config: inventory,
        schema: {
          tags,
          summary: "A product's reorder level and reorder quantity at an outlet",
          body: reorderBodySchema,
          response: { 200: okReplySchema },
        },
      },
      async (request) => service.setReorder(db, supplierSession(request), request.body),
    );
    app.post(
      '/inventory/adjustments',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Adjust stock with a reason and note (one stock move per product)',
          body: inventoryAdjustmentBodySchema,
          response: { 200: adjustmentReplySchema },
        },
      },
      async (request) => service.adjustInventory(db, supplierSession(request), request.body),
    );
    app.post(
      '/inventory/counts',
      {
        config: inventory,
        schema: {
          tags,
          summary: "Post a stock count: each product's difference from its stock, as one adjustment",
          body: stockCountBodySchema,
          response: { 200: adjustmentReplySchema },
        },
      },
      async (request) => service.postStockCount(db, supplierSession(request), request.body),
    );
    app.get(
      '/inventory/products/:productId/moves',
      {
        config: inventory,
        schema: {
          tags,
          summary: "A product's stock history from the ledger, newest first",
          params: productParamsSchema,
          querystring: moveHistoryQuerySchema,
          response: { 200: moveHistoryReplySchema },
        },
      },
      async (request) =>
        service.productHistory(db, supplierSession(request), request.params.productId, request.query),
    );
    app.get(
      '/inventory/products/:productId/serials',
      {
        config: inventory,
        schema: {
          tags,
          summary: "A product's serial (IMEI) numbers: in stock, or sold with the order's number",
          params: productParamsSchema,
          querystring: productSerialsQuerySchema,
          response: { 200: productSerialsReplySchema },
        },
      },
      async (request) =>
        service.productSerials(db, supplierSession(request), request.params.productId, request.query),
    );
    app.get(
      '/inventory/transfers',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Transfers from or to the outlets the user sees',
          querystring: transferListQuerySchema,
          response: { 200: transferListReplySchema },
        },
      },
      async (request) => service.listTransfers(db, supplierSession(request), request.query.status === 'open'),
    );
    app.post(
      '/inventory/transfers',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Request a transfer of stock between two outlets',
          body: transferCreateBodySchema,
          response: { 200: transferSchema },
        },
      },
      async (request) => service.requestTransfer(db, supplierSession(request), request.body),
    );
    app.get(
      '/inventory/transfers/:transferId',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'One transfer',
          params: transferParamsSchema,
          response: { 200: transferSchema },
        },
      },
      async (request) => service.getTransfer(db, supplierSession(request), request.params.transferId),
    );
    app.post(
      '/inventory/transfers/:transferId/dispatch',
      {
        config: inventory,
        schema: {
          tags,
          summary:
            'Dispatch: the stock leaves the sending outlet and is in transit, with the serial (IMEI) numbers each line names',
          params: transferParamsSchema,
          body: transferDispatchBodySchema,
          response: { 200: transferSchema },
        },
      },
      async (request) =>
        service.dispatchTransfer(db, supplierSession(request), request.params.transferId, request.body),
    );
    app.post(
      '/inventory/transfers/:transferId/receive',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Receive what arrived (part or all): the stock comes in at the receiving outlet',
          params: transferParamsSchema,
          body: transferReceiveBodySchema,
          response: { 200: transferSchema },
        },
      },
      async (request) =>
        service.receiveTransfer(db, supplierSession(request), request.params.transferId, request.body),
    );
    app.post(
      '/inventory/transfers/:transferId/cancel',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Cancel a transfer not yet dispatched',
          params: transferParamsSchema,
          response: { 200: transferSchema },
        },
      },
      async (request) => service.cancelTransfer(db, supplierSession(request), request.params.transferId),
    );
    app.post(
      '/inventory/import',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Opening stock or adjustments from a CSV or XLSX file (all rows or none)',
          querystring: z.object({ fileName: z.string().trim().min(1).max(255) }),
          response: { 200: stockImportReplySchema },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw invalid(IMPORT_MESSAGES.wrongFormat);
        return service.importStock(db, supplierSession(request), request.query.fileName, request.body);
      },
    );
    for (const what of ['levels', 'moves'] as const)
      app.get(
        `/inventory/export/${what}`,
        {
          config: reports,
          schema: {
            tags,
            summary: what === 'levels' ? 'Stock levels as CSV or XLSX' : 'The stock ledger as CSV or XLSX',
            querystring: inventoryExportQuerySchema,
            response: { 200: fileReply('The file, as an attachment', ['text/csv', XLSX_MIME]) },
          },
        },
        async (request, reply) => {
          const { format, scope } = request.query;
          const file = await service.exportStock(db, supplierSession(request), what, scope, format);
          const date = new Date().toISOString().slice(0, 10);
          return reply
            .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_MIME)
            .header('content-disposition', `attachment; filename="stock-${what}-${date}.${format}"`)
            .header('cache-control', 'no-store')
            .send(file);
        },
      );
  };
