// HTTP for purchase orders (the Purchases area): list, fetch, raise (scratch, low stock, automatic),
// quick add, send (PDF, WhatsApp), receive into batches, direct bills, payments, debit notes (with
// the serials a line may send back), close.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  autoPurchaseOrderBodySchema,
  createPurchaseOrderBodySchema,
  directPurchaseBillBodySchema,
  lowStockParamsSchema,
  lowStockReplySchema,
  type PurchaseOrderDetail,
  purchaseOrderDetailSchema,
  purchaseOrderListParamsSchema,
  purchaseOrderListReplySchema,
  purchaseReturnBodySchema,
  purchaseReturnSerialsQuerySchema,
  quickAddParamsSchema,
  quickAddReplySchema,
  receivePurchaseOrderBodySchema,
  updatePurchaseOrderBodySchema,
} from '@storekeep/domain/purchase-api';
import { productSerialsReplySchema } from '@storekeep/domain/serials';
import { vendorPaymentBodySchema } from '@storekeep/domain/vendor-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import * as purchases from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.purchases } } as const;
const params = z.object({ purchaseOrderId: z.coerce.number().int().positive() });
const tags = ['purchases'];
const detail = { 200: purchaseOrderDetailSchema };
const created = { 201: purchaseOrderDetailSchema };

export const purchaseRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/purchase-orders',
      {
        config: access,
        schema: {
          tags,
          summary: 'Purchase orders, newest first (listPurchaseOrders)',
          querystring: purchaseOrderListParamsSchema,
          response: { 200: purchaseOrderListReplySchema },
        },
      },
      async (request) => purchases.listPurchaseOrders(db, supplierSession(request), request.query),
    );
    app.get(
      '/purchase-orders/low-stock',
      {
        config: access,
        schema: {
          tags,
          summary: "The outlet's products at or below their reorder level, with the quantity to order",
          querystring: lowStockParamsSchema,
          response: { 200: lowStockReplySchema },
        },
      },
      async (request) => purchases.listLowStock(db, supplierSession(request), request.query),
    );
    app.get(
      '/purchase-orders/quick-add',
      {
        config: access,
        schema: {
          tags,
          summary: 'Products to add to a purchase order, by barcode or name',
          querystring: quickAddParamsSchema,
          response: { 200: quickAddReplySchema },
        },
      },
      async (request) =>
        purchases.quickAddProducts(
          db,
          supplierSession(request),
          request.query.search,
          request.query.outletId,
        ),
    );
    app.post(
      '/purchase-orders',
      {
        config: access,
        schema: {
          tags,
          summary: 'Raise a purchase order (draft)',
          body: createPurchaseOrderBodySchema,
          response: created,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await purchases.createPurchaseOrder(db, supplierSession(request), request.body)),
    );
    app.post(
      '/purchase-orders/auto',
      {
        config: access,
        schema: {
          tags,
          summary: 'Raise a purchase order from the reorder levels',
          body: autoPurchaseOrderBodySchema,
          response: created,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await purchases.createAutoPurchaseOrder(db, supplierSession(request), request.body)),
    );
    app.post(
      '/purchase-bills',
      {
        config: access,
        schema: {
          tags,
          summary: "Enter a vendor's bill directly: its goods are received at once",
          body: directPurchaseBillBodySchema,
          response: created,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await purchases.createDirectBill(db, supplierSession(request), request.body)),
    );
    app.get(
      '/purchase-orders/:purchaseOrderId',
      {
        config: access,
        schema: { tags, summary: 'One purchase order (fetchPurchaseOrder)', params, response: detail },
      },
      async (request) =>
        purchases.getPurchaseOrder(db, supplierSession(request), request.params.purchaseOrderId),
    );
    app.put(
      '/purchase-orders/:purchaseOrderId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Change a draft',
          params,
          body: updatePurchaseOrderBodySchema,
          response: detail,
        },
      },
      async (request) =>
        purchases.updatePurchaseOrder(
          db,
          supplierSession(request),
          request.params.purchaseOrderId,
          request.body,
        ),
    );
    app.get(
      '/purchase-orders/:purchaseOrderId/pdf',
      {
        config: access,
        schema: {
          tags,
          summary: 'The purchase order as a PDF for the vendor',
          params,
          response: { 200: fileReply('The purchase order (inline)', ['application/pdf']) },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await purchases.purchaseOrderPdf(
          db,
          supplierSession(request),
          request.params.purchaseOrderId,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    const step = (
      path: string,
      summary: string,
      run: (session: ReturnType<typeof supplierSession>, id: number) => Promise<PurchaseOrderDetail>,
    ) =>
      app.post(
        `/purchase-orders/:purchaseOrderId/${path}`,
        { config: access, schema: { tags, summary, params, response: detail } },
        async (request) => run(supplierSession(request), request.params.purchaseOrderId),
      );
    step('send', 'Mark the purchase order sent to the vendor', (s, id) =>
      purchases.sendPurchaseOrder(db, s, id),
    );
    step('close', 'Close the purchase order', (s, id) => purchases.closePurchaseOrder(db, s, id));
    step('cancel', 'Cancel a purchase order that received nothing', (s, id) =>
      purchases.cancelPurchaseOrder(db, s, id),
    );
    app.post(
      '/purchase-orders/:purchaseOrderId/receipts',
      {
        config: access,
        schema: {
          tags,
          summary: 'Receive goods, partly or fully, into batches',
          params,
          body: receivePurchaseOrderBodySchema,
          response: detail,
        },
      },
      async (request) =>
        purchases.receivePurchaseOrder(
          db,
          supplierSession(request),
          request.params.purchaseOrderId,
          request.body,
        ),
    );
    app.post(
      '/purchase-orders/:purchaseOrderId/payments',
      {
        config: access,
        schema: {
          tags,
          summary: 'Pay the bill, partly or fully',
          params,
          body: vendorPaymentBodySchema,
          response: detail,
        },
      },
      async (request) =>
        purchases.payPurchaseOrder(
          db,
          supplierSession(request),
          request.params.purchaseOrderId,
          request.body,
        ),
    );
    app.post(
      '/purchase-orders/:purchaseOrderId/returns',
      {
        config: access,
        schema: {
          tags,
          summary: 'Send goods back to the vendor (debit note)',
          params,
          body: purchaseReturnBodySchema,
          response: detail,
        },
      },
      async (request) =>
        purchases.returnPurchase(db, supplierSession(request), request.params.purchaseOrderId, request.body),
    );
    app.get(
      '/purchase-orders/:purchaseOrderId/serials',
      {
        config: access,
        schema: {
          tags,
          summary:
            "The serial (IMEI) numbers a return of the order's line may send back: in stock at the order's outlet, of the line's product and variant",
          params,
          querystring: purchaseReturnSerialsQuerySchema,
          response: { 200: productSerialsReplySchema },
        },
      },
      async (request) =>
        purchases.returnableSerials(
          db,
          supplierSession(request),
          request.params.purchaseOrderId,
          request.query.lineNo,
        ),
    );
  };
