// The purchasing data calls of the apps (shared-blocks.md §7 "Vendors: POST listVendors", "Purchase
// orders: POST listPurchaseOrders and fetchPurchaseOrder", whose paths are not shown): beside the
// spec's other vendor and purchase-order calls (decision 0230), answered by the vendors and
// purchasing modules' services under { isSuccess, data }.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  purchaseOrderDetailSchema,
  purchaseOrderListParamsSchema,
  purchaseOrderListReplySchema,
} from '@storekeep/domain/purchase-api';
import { vendorListParamsSchema, vendorListReplySchema } from '@storekeep/domain/vendor-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getPurchaseOrder, listPurchaseOrders } from '../purchases/service.ts';
import { listVendors } from '../vendors/service.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const purchases = { access: { kind: 'supplier', area: MENU_AREAS.purchases } } as const;
const form = ['application/x-www-form-urlencoded', 'application/json'];
const query = z.object({ supplierId: supplierIdQuery });
const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = vendorListParamsSchema.shape.page;

export const LEGACY_PURCHASE_PATHS = {
  vendors: '/marketplace/vendor/ajax/service/listVendors.service',
  orders: '/vendorapis/purchase_order/purchase/listPurchaseOrders',
  order: '/vendorapis/purchase_order/purchase/fetchPurchaseOrder',
} as const;

export const legacyPurchaseRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      LEGACY_PURCHASE_PATHS.vendors,
      {
        config: purchases,
        schema: {
          tags,
          summary: 'The store’s vendors with their balance (searchKey or search; currentPage)',
          consumes: form,
          querystring: query,
          body: z
            .object({
              search: vendorListParamsSchema.shape.search,
              searchKey: vendorListParamsSchema.shape.search,
              currentPage: page,
            })
            .default({ currentPage: 1 }),
          response: { 200: z.object({ isSuccess: z.literal(true), data: vendorListReplySchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { search, searchKey, currentPage } = request.body;
        return {
          isSuccess: true as const,
          data: await listVendors(db, session, search ?? searchKey, currentPage),
        };
      },
    );

    app.post(
      LEGACY_PURCHASE_PATHS.orders,
      {
        config: purchases,
        schema: {
          tags,
          summary: 'Purchase orders, newest first (status, vendorId, outletId, search; currentPage)',
          consumes: form,
          querystring: query,
          body: purchaseOrderListParamsSchema
            .omit({ page: true })
            .extend({ currentPage: purchaseOrderListParamsSchema.shape.page })
            .default({ currentPage: 1 }),
          response: { 200: z.object({ isSuccess: z.literal(true), data: purchaseOrderListReplySchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { currentPage, ...filters } = request.body;
        return {
          isSuccess: true as const,
          data: await listPurchaseOrders(db, session, { ...filters, page: currentPage }),
        };
      },
    );

    app.post(
      LEGACY_PURCHASE_PATHS.order,
      {
        config: purchases,
        schema: {
          tags,
          summary: 'One purchase order with its lines (purchaseOrderId)',
          consumes: form,
          querystring: query,
          body: z.object({ purchaseOrderId: id }),
          response: { 200: z.object({ isSuccess: z.literal(true), data: purchaseOrderDetailSchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        return {
          isSuccess: true as const,
          data: await getPurchaseOrder(db, session, request.body.purchaseOrderId),
        };
      },
    );
  };
