// courier_api.php (shared-blocks.md §7 "Order and courier status and tracking through static php
// endpoints"): an order's status, its courier (the rider details of shared-blocks.md §3 and the
// store's delivery boy), its tracking history, and the delivery boy's own run, each from the orders
// and deliveries modules. Decision 0230 names the file and its actions.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listDeliveries } from '../deliveries/service.ts';
import { getOrder } from '../orders/service.ts';
import type { LegacyPhpAction } from './php-actions.ts';
import { dataAction, parsePhpInput } from './php-input.ts';

export const COURIER_API_PATH = '/marketplace/static/php/web/courier_api.php';
const orders = { kind: 'supplier', area: MENU_AREAS.orders } as const;
const deliveries = { kind: 'supplier', area: MENU_AREAS.deliveries } as const;
const orderInput = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

export const courierPhpActions = (db: Db): LegacyPhpAction[] => [
  {
    path: COURIER_API_PATH,
    action: 'getOrderStatus',
    methods: ['GET', 'POST'],
    access: orders,
    run: dataAction(async (session, input) => {
      const order = await getOrder(db, session, parsePhpInput(orderInput, input).orderId);
      return {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        orderStatuses: order.orderStatuses,
        statusNames: order.statusNames,
        paymentStatus: order.paymentStatus,
        paymentStatusName: order.paymentStatusName,
        deliveryStatus: order.deliveryStatus,
      };
    }),
  },
  {
    path: COURIER_API_PATH,
    action: 'getCourierStatus',
    methods: ['GET', 'POST'],
    access: orders,
    run: dataAction(async (session, input) => {
      const order = await getOrder(db, session, parsePhpInput(orderInput, input).orderId);
      return {
        orderId: order.orderId,
        deliveryStatus: order.deliveryStatus,
        rider_name: order.rider?.rider_name ?? null,
        rider_phone: order.rider?.rider_phone ?? null,
        eta: order.rider?.eta ?? null,
        status: order.rider?.status ?? null,
        riderNotice: order.riderNotice?.text ?? null,
        deliveryBoy: order.deliveryBoy,
      };
    }),
  },
  {
    path: COURIER_API_PATH,
    action: 'trackOrder',
    methods: ['GET', 'POST'],
    access: orders,
    run: dataAction(async (session, input) => {
      const order = await getOrder(db, session, parsePhpInput(orderInput, input).orderId);
      return {
        orderId: order.orderId,
        deliveryStatus: order.deliveryStatus,
        tracking: order.history.map((entry) => ({
          action: entry.action,
          orderStatuses: entry.orderStatuses,
          deliveryStatus: entry.deliveryStatus,
          createdAt: entry.createdAt,
        })),
      };
    }),
  },
  {
    path: COURIER_API_PATH,
    action: 'getCourierOrders',
    methods: ['GET', 'POST'],
    access: deliveries,
    run: dataAction((session) => listDeliveries(db, session)),
  },
];
