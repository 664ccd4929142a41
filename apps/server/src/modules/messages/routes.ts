// HTTP for SMS credits and the messages sent (the SMS Credits screen: owner and platform admin).
import {
  outboundMessageListSchema,
  pageParamsSchema,
  registerPushTokenBodySchema,
  registerPushTokenReplySchema,
  senderIdStatusSchema,
  smsBalanceSchema,
  smsTransactionHistorySchema,
  vapidKeyReplySchema,
} from '@storekeep/domain/messages-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessagingSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import * as messages from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.sms } } as const;
/** New-order alerts are for those who see orders. */
const ordersAccess = { access: { kind: 'supplier', area: MENU_AREAS.orders } } as const;
const tags = ['messages'];

export const messageRoutes =
  (db: Db, settings: MessagingSettings): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/messages/sms-balance',
      {
        config: access,
        schema: { tags, summary: 'SMS credits left (get_sms_balance)', response: { 200: smsBalanceSchema } },
      },
      async (request) => messages.getSmsBalance(db, supplierSession(request).supplierId),
    );
    app.get(
      '/messages/sms-history',
      {
        config: access,
        schema: {
          tags,
          summary: 'SMS credit transactions, newest first (get_sms_transaction_history)',
          querystring: pageParamsSchema,
          response: { 200: smsTransactionHistorySchema },
        },
      },
      async (request) =>
        messages.getSmsTransactionHistory(db, supplierSession(request).supplierId, request.query.pageNo),
    );
    app.get(
      '/messages',
      {
        config: access,
        schema: {
          tags,
          summary: 'Messages sent to customers, newest first, with their status',
          querystring: pageParamsSchema.extend({ orderId: z.coerce.number().int().positive().optional() }),
          response: { 200: outboundMessageListSchema },
        },
      },
      async (request) => messages.listSentMessages(db, supplierSession(request).supplierId, request.query),
    );
    app.get(
      '/messages/sender-id',
      {
        config: access,
        schema: {
          tags,
          summary: 'The SMS sender id and its status (getCustomSMSSenderIdStatus)',
          response: { 200: senderIdStatusSchema },
        },
      },
      async () => messages.senderIdStatus(settings),
    );
    app.get(
      '/push/vapid-key',
      {
        config: ordersAccess,
        schema: {
          tags,
          summary: "The server's VAPID public key, to subscribe this browser to push",
          response: { 200: vapidKeyReplySchema },
        },
      },
      async () => ({ publicKey: settings.vapid.publicKey }),
    );
    app.post(
      '/push/register-token',
      {
        config: ordersAccess,
        schema: {
          tags,
          summary: "Register this browser's push token, or say its user logged out (registerToken)",
          body: registerPushTokenBodySchema,
          response: { 200: registerPushTokenReplySchema },
        },
      },
      async (request) => messages.registerPushToken(db, supplierSession(request), request.body),
    );
  };
