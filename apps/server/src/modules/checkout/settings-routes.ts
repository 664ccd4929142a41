// Back office (/api/v1) of the checkout: the delivery-charge ranges and pickup text, the
// payment-provider keys, and the refunds of online payments of a cancelled order.

import {
  deliverySettingsBodySchema,
  deliverySettingsReplySchema,
  onlineRefundRetryParamsSchema,
  onlineRefundsParamsSchema,
  onlineRefundsReplySchema,
  paymentProviderBodySchema,
  paymentProviderParamsSchema,
  paymentProvidersReplySchema,
} from '@storekeep/domain/checkout-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { requireVisibleOrder } from '../orders/service.ts';
import { getDeliverySettings, saveDeliverySettings } from './delivery-settings.ts';
import { listPaymentProviders, savePaymentProvider } from './payment-provider-settings.ts';
import type { paymentRefunds } from './refunds.ts';

const orderAccess = { access: { kind: 'supplier', permission: 'ORDER:MENU' } } as const;
const manage = { access: { kind: 'supplier', area: MENU_AREAS.settings } } as const;

export const checkoutSettingsRoutes =
  (db: Db, refunds: ReturnType<typeof paymentRefunds>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:orderId/online-refunds',
      {
        config: orderAccess,
        schema: {
          tags: ['orders'],
          summary: 'Refunds of online payments of the order',
          params: onlineRefundsParamsSchema,
          response: { 200: onlineRefundsReplySchema },
        },
      },
      async (request) => {
        const session = supplierSession(request);
        // Staff limited to some outlets see only those outlets' orders.
        await requireVisibleOrder(db, session, request.params.orderId);
        return refunds.list(db, session.supplierId, request.params.orderId);
      },
    );
    app.post(
      '/orders/:orderId/online-refunds/:refundId/retry',
      {
        config: orderAccess,
        schema: {
          tags: ['orders'],
          summary: 'Ask the provider again for a failed refund',
          params: onlineRefundRetryParamsSchema,
          response: { 200: onlineRefundsReplySchema },
        },
      },
      async (request) => {
        const session = supplierSession(request);
        await requireVisibleOrder(db, session, request.params.orderId);
        return refunds.retry(session.supplierId, request.params.orderId, request.params.refundId);
      },
    );
    app.get(
      '/settings/delivery',
      {
        config: manage,
        schema: {
          tags: ['settings'],
          summary: 'Delivery charges and pickup',
          response: { 200: deliverySettingsReplySchema },
        },
      },
      async (request) => getDeliverySettings(db, supplierSession(request).supplierId),
    );
    app.put(
      '/settings/delivery',
      {
        config: manage,
        schema: {
          tags: ['settings'],
          summary: 'Save delivery charges and pickup',
          body: deliverySettingsBodySchema,
          response: { 200: deliverySettingsReplySchema },
        },
      },
      async (request) => saveDeliverySettings(db, supplierSession(request).supplierId, request.body),
    );
    app.get(
      '/settings/payment-providers',
      {
        config: manage,
        schema: {
          tags: ['settings'],
          summary: 'Online payment providers (secrets never shown)',
          response: { 200: paymentProvidersReplySchema },
        },
      },
      async (request) => listPaymentProviders(db, supplierSession(request).supplierId),
    );
    app.put(
      '/settings/payment-providers/:provider',
      {
        config: manage,
        schema: {
          tags: ['settings'],
          summary: 'Store the keys of an online payment provider',
          params: paymentProviderParamsSchema,
          body: paymentProviderBodySchema,
          response: { 200: paymentProvidersReplySchema },
        },
      },
      async (request) =>
        savePaymentProvider(db, supplierSession(request).supplierId, request.params.provider, request.body),
    );
  };
