// mobile_verify.php (shared-blocks.md §7 "OTP through mobile_verify.php", §5 "OTP by mobile when the
// mobile number is 10 digits in the mobile app"): the one-time code of a credit sale, sent to the
// customer named by id or by mobile number through the customers module (its hash, expiry and the
// messages module's SMS queue and credits). The code is checked where the sale is made: the bill's
// creditOtp (editAndConfirmOrder.service, the orders API). Decision 0230 names the file and action.
import { INDIAN_MOBILE_PATTERN } from '@storekeep/domain/validation';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { CUSTOMER_MESSAGES, searchCustomers, sendCreditOtp } from '../customers/service.ts';
import type { LegacyPhpAction } from './php-actions.ts';
import { dataAction, parsePhpInput } from './php-input.ts';

export const MOBILE_VERIFY_PATH = '/marketplace/static/php/web/mobile_verify.php';
export const MOBILE_NUMBER_MESSAGE = 'Enter the customer’s 10-digit mobile number.';
const khata = { kind: 'supplier', permission: 'CUSTOMERS:CREDIT_KHATA' } as const;

const otpInput = z
  .object({
    customerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    mobileNumber: z.string().trim().regex(INDIAN_MOBILE_PATTERN, MOBILE_NUMBER_MESSAGE).optional(),
  })
  .refine((input) => input.customerId !== undefined || input.mobileNumber !== undefined, {
    message: MOBILE_NUMBER_MESSAGE,
    path: ['mobileNumber'],
  });

/** The customer whose mobile (its last 10 digits, as the customers search reads it) is `mobile`. */
async function customerByMobile(db: Db, session: SupplierSession, mobile: string): Promise<number> {
  const last10 = mobile.replace(/\D/g, '').slice(-10);
  const { customers } = await searchCustomers(db, session, last10, 1);
  const customer = customers.find((c) => c.mobileNumber?.replace(/\D/g, '').slice(-10) === last10);
  if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
  return customer.customerId;
}

export const mobileVerifyPhpActions = (db: Db): LegacyPhpAction[] => [
  {
    path: MOBILE_VERIFY_PATH,
    action: 'sendOtp',
    methods: ['GET', 'POST'],
    // It sends an SMS and spends a credit: not from another site, also as a GET.
    changes: true,
    access: khata,
    run: dataAction(async (session, input) => {
      const { customerId, mobileNumber } = parsePhpInput(otpInput, input);
      const id = customerId ?? (await customerByMobile(db, session, mobileNumber ?? ''));
      return { customerId: id, ...(await sendCreditOtp(db, session, id)) };
    }),
  },
];
