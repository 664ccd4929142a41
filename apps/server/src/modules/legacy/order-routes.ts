// The orders' legacy app paths (back-office.md §7 "Orders"): the apps' query names in, the order
// module's replies out under { isSuccess, data } (the spec shows no answer shape for these).
import {
  confirmOrderBodySchema,
  orderListParamsSchema,
  whatsappMessageBodySchema,
} from '@storekeep/domain/order-api';
import {
  messageStatusReplySchema,
  orderDetailSchema,
  orderListReplySchema,
  whatsappMessageReplySchema,
} from '@storekeep/domain/order-reply-api';
import { ORDER_TABS, SORT_ORDERS } from '@storekeep/domain/order-tabs';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { listOrders, orderMessageStatus, orderWhatsappMessage } from '../orders/index.ts';
import { confirmOrder, getOrder } from '../orders/service.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { legacyBoolean, legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const orders = { access: { kind: 'supplier', area: MENU_AREAS.orders } } as const;
const orderId = z.coerce.number().int().positive().max(2_147_483_647);
const success = z.literal(true);
const tab = z.enum(ORDER_TABS);

/**
 * The tab the apps ask for: orderState names it; type repeats it, or says VIEW for the ONLINE,
 * ALLORDERS and INSTORE tabs (back-office.md §4), so it only stands in when orderState is absent.
 */
function tabOf(orderState: string | undefined, type: string | undefined) {
  const named = tab.safeParse(orderState?.toUpperCase());
  if (named.success) return named.data;
  const typed = tab.safeParse(type?.toUpperCase());
  return typed.success ? typed.data : undefined;
}

export const legacyOrderRoutes =
  (db: Db, storage: Pick<Storage, 'url'>): FastifyPluginAsyncZod =>
  async (app) => {
    const imageUrl = mainImageUrlBuilder(storage);

    app.get(
      '/marketplace/order_sql/ajax/service/listSupplierOrders.service',
      {
        config: orders,
        schema: {
          tags,
          summary: 'Orders of a tab (orderState or type), newest first; the B2B payment-pending sort',
          querystring: z.object({
            supplierId: supplierIdQuery,
            currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
            orderState: z.string().max(30).optional(),
            type: z.string().max(30).optional(),
            sortBy: z.enum(['createdAt', 'totalOutstanding']).optional().catch(undefined),
            sortOrdr: z.enum(SORT_ORDERS).optional().catch(undefined),
            defaultListing: z.string().max(30).optional(),
          }),
          response: { 200: z.object({ isSuccess: success, data: orderListReplySchema }) },
        },
      },
      async (request) => {
        const { supplierId, currentPage, orderState, type, sortBy, sortOrdr } = request.query;
        const session = legacySession(request, supplierId);
        const params = orderListParamsSchema.parse({
          tab: tabOf(orderState, type),
          page: currentPage,
          sortBy,
          sortOrder: sortOrdr,
        });
        return { isSuccess: true as const, data: await listOrders(db, session, params) };
      },
    );

    app.get(
      '/marketplace/order/ajax/service/getOrderDetails.service',
      {
        config: orders,
        schema: {
          tags,
          summary: 'One order with items, payments and history (returnableQty always there)',
          querystring: z.object({
            orderId,
            supplierId: supplierIdQuery,
            isForReturn: legacyBoolean.optional(),
          }),
          response: { 200: z.object({ isSuccess: success, data: orderDetailSchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        return { isSuccess: true as const, data: await getOrder(db, session, request.query.orderId) };
      },
    );

    // The order as the edit screen loads it: the same detail; the order keeps its id when edited
    // (edit-order-items), so fetchNewId has no other id to give.
    app.get(
      '/marketplace/order_sql/ajax/service/getMasterOrder.service',
      {
        config: orders,
        schema: {
          tags,
          summary: 'The order for the edit screen (isForEdit=true)',
          querystring: z.object({
            orderId,
            supplierId: supplierIdQuery,
            fetchNewId: legacyBoolean.optional(),
            isForEdit: legacyBoolean.optional(),
          }),
          response: { 200: z.object({ isSuccess: success, data: orderDetailSchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        return { isSuccess: true as const, data: await getOrder(db, session, request.query.orderId) };
      },
    );

    app.get(
      '/marketplace/getOrderMsgStatus.ns',
      {
        config: orders,
        schema: {
          tags,
          summary: 'Messages prepared for the order',
          querystring: z.object({ orderId }),
          response: { 200: z.object({ isSuccess: success, data: messageStatusReplySchema }) },
        },
      },
      async (request) => ({
        isSuccess: true as const,
        data: await orderMessageStatus(db, legacySession(request), request.query.orderId),
      }),
    );

    app.post(
      '/marketplace/getOrderWhatsappMsg.ns',
      {
        config: orders,
        schema: {
          tags,
          summary: 'WhatsApp text and wa.me link for the order (msg: an optional note)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: z.object({ orderId, msg: whatsappMessageBodySchema.shape.msg }),
          response: { 200: z.object({ isSuccess: success, data: whatsappMessageReplySchema }) },
        },
      },
      async (request) => {
        const { orderId: id, msg } = request.body;
        const session = legacySession(request);
        return {
          isSuccess: true as const,
          data: await orderWhatsappMessage(db, session, id, 'ORDER_DETAILS', msg === '' ? undefined : msg),
        };
      },
    );

    // The edit screen's Save and Confirm (shared-blocks.md "Order confirm: POST JSON"): the order's
    // id beside the orders API's confirm body; the lines, when sent, replace the order's first, in
    // the same transaction and under the same edit permission (orders/confirm-order.ts).
    app.post(
      '/marketplace/order/ajax/service/editAndConfirmOrder.service',
      {
        config: orders,
        schema: {
          tags,
          summary: 'Edit (items) and confirm an order in one step; Idempotency-Key makes a retry safe',
          consumes: ['application/json'],
          querystring: z.object({ supplierId: supplierIdQuery }),
          body: confirmOrderBodySchema.extend({ orderId }),
          response: { 200: z.object({ isSuccess: success, data: orderDetailSchema }) },
        },
      },
      async (request) => {
        const { orderId: id, ...body } = request.body;
        const session = legacySession(request, request.query.supplierId);
        const key = request.headers['idempotency-key'];
        const result = await confirmOrder(db, session, id, body, Array.isArray(key) ? key[0] : key, imageUrl);
        return { isSuccess: true as const, data: result.body };
      },
    );
  };
