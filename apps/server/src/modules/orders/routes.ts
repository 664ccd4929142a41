// HTTP for orders (ORDER:MENU; editing lines needs ORDER:EDIT_ORDER). Shapes: packages/domain/src/order-api.ts.

import {
  assignDeliveryBoyBodySchema,
  cancelOrderBodySchema,
  confirmOrderBodySchema,
  createOrderBodySchema,
  deliveryStatusBodySchema,
  editOrderItemsBodySchema,
  expiryDateBodySchema,
  orderCountsParamsSchema,
  orderCustomerBodySchema,
  orderDetailParamsSchema,
  orderListParamsSchema,
  paymentLinkBodySchema,
  paymentLinkParamsSchema,
  recordPaymentBodySchema,
  returnOrderBodySchema,
  riderBodySchema,
  whatsappMessageBodySchema,
} from '@storekeep/domain/order-api';
import {
  deliveryBoysReplySchema,
  messageStatusReplySchema,
  orderCountsReplySchema,
  orderDetailSchema,
  orderListReplySchema,
  paymentLinkCreatedReplySchema,
  paymentLinkReplySchema,
  whatsappMessageReplySchema,
} from '@storekeep/domain/order-reply-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { productSerialsReplySchema, sellableSerialsQuerySchema } from '@storekeep/domain/serials';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import type { Storage } from '../../storage/storage.ts';
import type { PaymentDeps } from '../checkout/index.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { productSerials } from '../stock/service.ts';
import { listOrders, orderCounts } from './list.ts';
import { orderMessageStatus, orderWhatsappMessage } from './messages.ts';
import { createPaymentLink, paymentLinkCheck } from './payment-link.ts';
import * as orders from './service.ts';

const orderAccess = { access: { kind: 'supplier', area: MENU_AREAS.orders } } as const;
const editAccess = { access: { kind: 'supplier', permission: 'ORDER:EDIT_ORDER' } } as const;
const params = z.object({ orderId: z.coerce.number().int().positive() });
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().describe('Same key → the first reply; no second order'),
});
const tags = ['orders'];

const keyOf = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
};

export const orderRoutes =
  (
    db: Db,
    storage: Pick<Storage, 'url'>,
    onlineRefunds: orders.OnlineRefunds | undefined,
    paymentDeps: PaymentDeps,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Order lines keep a photo: the product's main image as the storage serves it.
    const imageUrl = mainImageUrlBuilder(storage);
    app.get(
      '/orders',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Orders of a tab, newest first (or by outstanding for B2B payment pending)',
          querystring: orderListParamsSchema,
          response: { 200: orderListReplySchema },
        },
      },
      async (request) => listOrders(db, supplierSession(request), request.query),
    );
    app.get(
      '/orders/counts',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Orders per tab',
          querystring: orderCountsParamsSchema,
          response: { 200: orderCountsReplySchema },
        },
      },
      async (request) => orderCounts(db, supplierSession(request), request.query),
    );
    app.get(
      '/delivery-boys',
      {
        config: orderAccess,
        schema: { tags, summary: 'Delivery boys of the store', response: { 200: deliveryBoysReplySchema } },
      },
      async (request) => orders.listDeliveryBoys(db, supplierSession(request)),
    );
    app.get(
      '/orders/serials',
      {
        config: orderAccess,
        schema: {
          tags,
          summary:
            "The serial (IMEI) numbers of a product (and of the line's variant) in stock at an outlet, for a bill's line",
          querystring: sellableSerialsQuerySchema,
          response: { 200: productSerialsReplySchema },
        },
      },
      async (request) =>
        productSerials(db, supplierSession(request), request.query.productId, {
          outletId: request.query.outletId,
          status: 'IN_STOCK',
          variantId: request.query.variantId,
        }),
    );
    app.post(
      '/orders',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Create an order (unbilled), or a confirmed bill with confirm: true',
          headers: idempotencyHeaders,
          body: createOrderBodySchema,
          response: { 200: orderDetailSchema, 201: orderDetailSchema },
        },
      },
      async (request, reply) => {
        const result = await orders.createOrder(
          db,
          supplierSession(request),
          request.body,
          keyOf(request),
          imageUrl,
        );
        return reply.status(result.status).send(result.body);
      },
    );
    app.get(
      '/orders/:orderId',
      {
        config: orderAccess,
        schema: {
          tags,
          summary:
            'One order with items, payments and history (isForReturn adds nothing hidden: returnableQty is always there)',
          params,
          querystring: orderDetailParamsSchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) => orders.getOrder(db, supplierSession(request), request.params.orderId),
    );
    app.put(
      '/orders/:orderId/items',
      {
        config: editAccess,
        schema: {
          tags,
          summary: 'Replace the lines of an unbilled order',
          params,
          body: editOrderItemsBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.editOrderItems(db, supplierSession(request), request.params.orderId, request.body, imageUrl),
    );
    app.post(
      '/orders/:orderId/confirm',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Confirm (bill) an order, optionally editing it first; takes stock out',
          params,
          headers: idempotencyHeaders,
          body: confirmOrderBodySchema,
          response: { 200: orderDetailSchema, 201: orderDetailSchema },
        },
      },
      async (request, reply) => {
        const result = await orders.confirmOrder(
          db,
          supplierSession(request),
          request.params.orderId,
          request.body,
          keyOf(request),
          imageUrl,
        );
        return reply.status(result.status).send(result.body);
      },
    );
    app.post(
      '/orders/:orderId/payments',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Record a payment (cash, card, UPI, customer credit)',
          params,
          body: recordPaymentBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.recordPayment(db, supplierSession(request), request.params.orderId, request.body),
    );
    app.post(
      '/orders/:orderId/delivery',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Dispatched, ready for pickup or delivered',
          params,
          body: deliveryStatusBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.setDeliveryStatus(db, supplierSession(request), request.params.orderId, request.body.status),
    );
    app.put(
      '/orders/:orderId/delivery-boy',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Assign (or remove) the delivery boy',
          params,
          body: assignDeliveryBoyBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.assignDeliveryBoy(
          db,
          supplierSession(request),
          request.params.orderId,
          request.body.deliveryBoyId,
        ),
    );
    app.put(
      '/orders/:orderId/rider',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Rider details and status (notice by the domain rules)',
          params,
          body: riderBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) => orders.setRider(db, supplierSession(request), request.params.orderId, request.body),
    );
    app.post(
      '/orders/:orderId/cancel',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Cancel: stock back, money back',
          params,
          body: cancelOrderBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.cancelOrder(db, supplierSession(request), request.params.orderId, request.body, onlineRefunds),
    );
    app.post(
      '/orders/:orderId/returns',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Full or partial return with refund',
          params,
          body: returnOrderBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.returnOrder(db, supplierSession(request), request.params.orderId, request.body),
    );
    app.put(
      '/orders/:orderId/expiry-date',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Expiry date of the order',
          params,
          body: expiryDateBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.setExpiryDate(db, supplierSession(request), request.params.orderId, request.body.expiryDate),
    );
    app.put(
      '/orders/:orderId/customer',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Customer and delivery address of the order',
          params,
          body: orderCustomerBodySchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) =>
        orders.setOrderCustomer(db, supplierSession(request), request.params.orderId, request.body),
    );
    app.post(
      '/orders/:orderId/whatsapp-message',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'WhatsApp text and wa.me link for the order (getOrderWhatsappMsg)',
          params,
          body: whatsappMessageBodySchema,
          response: { 200: whatsappMessageReplySchema },
        },
      },
      async (request) =>
        orderWhatsappMessage(
          db,
          supplierSession(request),
          request.params.orderId,
          request.body.kind,
          request.body.msg,
        ),
    );
    app.get(
      '/orders/:orderId/message-status',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Messages prepared for the order (getOrderMsgStatus)',
          params,
          response: { 200: messageStatusReplySchema },
        },
      },
      async (request) => orderMessageStatus(db, supplierSession(request), request.params.orderId),
    );
    app.get(
      '/orders/:orderId/payment-link',
      {
        config: orderAccess,
        schema: {
          tags,
          summary: 'Whether a payment link can be made, or which of the five refusals applies',
          params,
          querystring: paymentLinkParamsSchema,
          response: { 200: paymentLinkReplySchema },
        },
      },
      async (request) =>
        paymentLinkCheck(
          db,
          paymentDeps,
          supplierSession(request),
          request.params.orderId,
          request.query.type,
        ),
    );
    app.post(
      '/orders/:orderId/payment-link',
      {
        config: orderAccess,
        schema: {
          tags,
          summary:
            "Make the order's payment link (the store's provider, or its UPI ID) and the WhatsApp message with it",
          params,
          body: paymentLinkBodySchema,
          response: { 200: paymentLinkCreatedReplySchema },
        },
      },
      async (request) =>
        createPaymentLink(
          db,
          paymentDeps,
          supplierSession(request),
          request.params.orderId,
          request.body.type,
        ),
    );
  };
