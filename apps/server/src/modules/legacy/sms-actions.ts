// smsapi.php (back-office.md §7 "SMS"): the SMS credits and their history by the messages module,
// under { isSuccess, data }. The spec writes the file bare: the apps' web pages load it beside
// common_api.php, and older builds at the host's root, so it answers at both.

import { pageParamsSchema } from '@storekeep/domain/messages-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getSmsBalance, getSmsTransactionHistory } from '../messages/service.ts';
import type { LegacyPhpAction } from './php-actions.ts';
import { dataAction, parsePhpInput } from './php-input.ts';

export const SMS_API_PATHS = ['/marketplace/static/php/web/smsapi.php', '/smsapi.php'] as const;
const sms = { kind: 'supplier', area: MENU_AREAS.sms } as const;
const historyInput = z.object({ pageNo: pageParamsSchema.shape.pageNo });

export const smsPhpActions = (db: Db): LegacyPhpAction[] =>
  SMS_API_PATHS.flatMap((path): LegacyPhpAction[] => [
    {
      path,
      action: 'get_sms_balance',
      methods: ['GET'],
      access: sms,
      run: dataAction((session) => getSmsBalance(db, session.supplierId)),
    },
    {
      path,
      action: 'get_sms_transaction_history',
      methods: ['GET'],
      access: sms,
      run: dataAction((session, input) =>
        getSmsTransactionHistory(db, session.supplierId, parsePhpInput(historyInput, input).pageNo),
      ),
    },
  ]);
