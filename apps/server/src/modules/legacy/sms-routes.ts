// smsapi.php (back-office.md §7 "SMS"): the SMS credits and their history by the messages module,
// the action named by ?action= as the apps send it, under { isSuccess, data }.

import {
  pageParamsSchema,
  smsBalanceSchema,
  smsTransactionHistorySchema,
} from '@storekeep/domain/messages-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getSmsBalance, getSmsTransactionHistory } from '../messages/service.ts';
import { UNKNOWN_ACTION_MESSAGE } from './common-api.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

/** The spec writes it bare; the apps load it beside common_api.php. */
export const SMS_API_PATH = '/marketplace/static/php/web/smsapi.php';

export const legacySmsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      SMS_API_PATH,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.sms } },
        schema: {
          tags: ['legacy apps'],
          summary: 'get_sms_balance, or get_sms_transaction_history (pageNo from 1)',
          querystring: z.object({
            action: z.enum(['get_sms_balance', 'get_sms_transaction_history'], {
              error: UNKNOWN_ACTION_MESSAGE,
            }),
            supplierId: supplierIdQuery,
            pageNo: pageParamsSchema.shape.pageNo,
          }),
          response: {
            200: z.object({
              isSuccess: z.literal(true),
              data: z.union([smsBalanceSchema, smsTransactionHistorySchema]),
            }),
          },
        },
      },
      async (request) => {
        const { action, supplierId, pageNo } = request.query;
        const session = legacySession(request, supplierId);
        const data =
          action === 'get_sms_balance'
            ? await getSmsBalance(db, session.supplierId)
            : await getSmsTransactionHistory(db, session.supplierId, pageNo);
        return { isSuccess: true as const, data };
      },
    );
  };
