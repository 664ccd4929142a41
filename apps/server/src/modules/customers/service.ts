// Customers for billing: quick add, search by name or mobile, addresses, and the khata (credit)
// ledger that credit sales and payments received write to. Other modules call the exported
// khata functions inside their own transactions.
import { createHash, randomInt } from 'node:crypto';
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import type {
  createCustomerBodySchema,
  khataPaymentBodySchema,
  updateCustomerBodySchema,
} from '@storekeep/domain/customer-api';
import {
  CUSTOMER_PAGE_SIZE,
  type Customer,
  type CustomerSummary,
  KHATA_PAGE_SIZE,
  type KhataReply,
} from '@storekeep/domain/customer-api';
import { stateByCode } from '@storekeep/domain/india-states';
import { customerLanguage, isTemplateOn, renderTemplate } from '@storekeep/domain/message-templates';
import type { AddressInput } from '@storekeep/domain/order-api';
import { hasPermission } from '@storekeep/domain/permissions';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { OrderAddress } from '../../db/schema.ts';
import { AppError, forbidden, invalid, notFound } from '../../http/errors.ts';
import { actorOf, type SupplierSession } from '../../http/session.ts';
import { enforceCreditTerms } from '../khata/index.ts';
import { queueMessage } from '../messages/index.ts';
import { findSupplier } from '../supplier/index.ts';
import * as q from './queries.ts';

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  mobileTaken: 'A customer with this mobile number already exists.',
  creditDisabled: 'Customer credit is not enabled for this store.',
  creditNeedsCustomer: 'Add a customer to sell on credit.',
  otpRequired: 'Enter the OTP sent to the customer.',
  otpWrong: 'The OTP is wrong or has expired.',
  otpNoMobile: 'The customer has no mobile number to send the OTP to.',
  otpSwitchedOff: 'The credit OTP message is switched off in Settings (Customer messages).',
} as const;

export const CREDIT_OTP_MINUTES = 10;
const OTP_MAX_ATTEMPTS = 5;

type CreateBody = z.output<typeof createCustomerBodySchema>;
type UpdateBody = z.output<typeof updateCustomerBodySchema>;

function presentAddress(row: q.AddressRow) {
  return {
    addressId: row.addressId,
    label: row.label,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    stateCode: row.stateCode,
    pincode: row.pincode,
    isDefault: row.isDefault,
  };
}

/** An address as it is copied onto an order. */
export function orderAddressOf(row: q.AddressRow | AddressInput, addressId: number | null): OrderAddress {
  const stateCode = row.stateCode ?? null;
  return {
    addressId,
    label: row.label ?? null,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2 ?? null,
    city: row.city ?? null,
    state: stateCode ? (stateByCode(stateCode)?.name ?? null) : null,
    stateCode,
    pincode: row.pincode,
  };
}

export async function saveAddress(tx: DbOrTx, supplierId: number, customerId: number, input: AddressInput) {
  const stateCode = input.stateCode ?? null;
  return q.insertAddress(tx, {
    supplierId,
    customerId,
    label: input.label ?? null,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    city: input.city ?? null,
    state: stateCode ? (stateByCode(stateCode)?.name ?? null) : null,
    stateCode,
    pincode: input.pincode,
    isDefault: input.isDefault ?? false,
  });
}

export async function searchCustomers(
  db: Db,
  session: SupplierSession,
  search: string | undefined,
  page: number,
) {
  const term = search?.trim() ?? '';
  const digits = term.replace(/[\s+-]/g, '');
  const isDigits = /^\d+$/.test(digits) && digits.length > 0;
  // A full mobile with +91, 91 or 0 in front is searched by its last 10 digits.
  const mobile = isDigits ? (digits.length > 10 ? digits.slice(-10) : digits) : null;
  const rows = await q.searchCustomers(
    db,
    session.supplierId,
    { digits: mobile, name: isDigits ? null : term || null },
    page,
    CUSTOMER_PAGE_SIZE,
  );
  const customers: CustomerSummary[] = rows
    .slice(0, CUSTOMER_PAGE_SIZE)
    .map((row) => ({ ...row, balancePaise: Number(row.balancePaise) }));
  return { customers, page, pageSize: CUSTOMER_PAGE_SIZE, hasMore: rows.length > CUSTOMER_PAGE_SIZE };
}

export async function getCustomer(
  db: DbOrTx,
  session: SupplierSession,
  customerId: number,
): Promise<Customer> {
  const found = await q.findCustomer(db, session.supplierId, customerId);
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
  const addresses = await q.listAddresses(db, session.supplierId, customerId);
  const c = found.customer;
  return {
    customerId: c.customerId,
    name: c.name,
    mobileNumber: c.mobileNumber,
    gstin: c.gstin,
    isB2b: c.isB2b,
    balancePaise: Number(found.balancePaise),
    email: c.email,
    creditLimitPaise: c.creditLimitPaise,
    creditPeriodDays: c.creditPeriodDays,
    language: c.language,
    addresses: addresses.map(presentAddress),
    createdAt: c.createdAt.toISOString(),
  };
}

export async function createCustomer(db: Db, session: SupplierSession, body: CreateBody): Promise<Customer> {
  return db.transaction(async (tx) => {
    const mobile = body.mobileNumber ?? null;
    if (mobile && (await q.findByMobile(tx, session.supplierId, mobile)))
      throw new AppError(409, 'conflict', CUSTOMER_MESSAGES.mobileTaken, {
        mobileNumber: CUSTOMER_MESSAGES.mobileTaken,
      });
    const customerId = await q.insertCustomer(tx, {
      supplierId: session.supplierId,
      name: body.name,
      mobileNumber: mobile,
      email: body.email ?? null,
      gstin: body.gstin ?? null,
      isB2b: body.isB2b ?? Boolean(body.gstin),
      creditLimitPaise: body.creditLimitPaise ?? null,
      creditPeriodDays: body.creditPeriodDays ?? null,
      language: body.language ?? null,
      pincode: body.address?.pincode ?? null,
    });
    if (body.address)
      await saveAddress(tx, session.supplierId, customerId, { ...body.address, isDefault: true });
    return getCustomer(tx, session, customerId);
  });
}

export async function updateCustomer(
  db: Db,
  session: SupplierSession,
  customerId: number,
  body: UpdateBody,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const current = await q.lockCustomer(tx, session.supplierId, customerId);
    if (!current) throw notFound(CUSTOMER_MESSAGES.notFound);
    const mobile = body.mobileNumber;
    if (mobile && mobile !== current.mobileNumber && (await q.findByMobile(tx, session.supplierId, mobile)))
      throw new AppError(409, 'conflict', CUSTOMER_MESSAGES.mobileTaken, {
        mobileNumber: CUSTOMER_MESSAGES.mobileTaken,
      });
    await q.updateCustomer(tx, session.supplierId, customerId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(mobile !== undefined ? { mobileNumber: mobile } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.gstin !== undefined ? { gstin: body.gstin } : {}),
      ...(body.isB2b !== undefined ? { isB2b: body.isB2b } : {}),
      ...(body.creditLimitPaise !== undefined ? { creditLimitPaise: body.creditLimitPaise } : {}),
      ...(body.creditPeriodDays !== undefined ? { creditPeriodDays: body.creditPeriodDays } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
    });
    return getCustomer(tx, session, customerId);
  });
}

export async function addAddress(
  db: Db,
  session: SupplierSession,
  customerId: number,
  input: AddressInput,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    if (!(await q.lockCustomer(tx, session.supplierId, customerId)))
      throw notFound(CUSTOMER_MESSAGES.notFound);
    await saveAddress(tx, session.supplierId, customerId, input);
    return getCustomer(tx, session, customerId);
  });
}

/** The khata, newest first. */
export async function getKhata(
  db: DbOrTx,
  session: SupplierSession,
  customerId: number,
  page: number,
): Promise<KhataReply> {
  const found = await q.findCustomer(db, session.supplierId, customerId);
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
  const rows = await q.listKhata(db, session.supplierId, customerId, page, KHATA_PAGE_SIZE);
  return {
    customerId,
    balancePaise: Number(found.balancePaise),
    entries: rows.slice(0, KHATA_PAGE_SIZE).map((row) => ({
      entryId: Number(row.entry_id),
      kind: row.kind,
      amountPaise: Number(row.amount_paise),
      orderId: row.order_id === null ? null : Number(row.order_id),
      orderNumber: row.order_number === null ? null : Number(row.order_number),
      mode: row.mode,
      note: row.note,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    page,
    hasMore: rows.length > KHATA_PAGE_SIZE,
  };
}

/** Money received against the khata (not against one order). */
export async function receiveKhataPayment(
  db: Db,
  session: SupplierSession,
  customerId: number,
  body: z.output<typeof khataPaymentBodySchema>,
): Promise<KhataReply> {
  return db.transaction(async (tx) => {
    if (!(await q.lockCustomer(tx, session.supplierId, customerId)))
      throw notFound(CUSTOMER_MESSAGES.notFound);
    await q.insertKhataEntry(tx, {
      supplierId: session.supplierId,
      customerId,
      kind: 'PAYMENT_RECEIVED',
      amountPaise: -body.amountPaise,
      mode: body.mode,
      note: body.note ?? null,
      userId: session.userId,
    });
    return getKhata(tx, session, customerId, 1);
  });
}

const hashOtp = (supplierId: number, customerId: number, code: string) =>
  createHash('sha256').update(`${supplierId}:${customerId}:${code}`).digest('hex');

/**
 * A one-time code for a credit sale (customerCreditOtpRequired). Only its hash is kept; the text
 * message goes out as an SMS through the messages module (its queue, credits and gateway).
 */
export async function sendCreditOtp(db: Db, session: SupplierSession, customerId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const customer = await q.lockCustomer(tx, session.supplierId, customerId);
    if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (!customer.mobileNumber) throw invalid(CUSTOMER_MESSAGES.otpNoMobile);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + CREDIT_OTP_MINUTES * 60_000);
    await q.upsertOtp(tx, {
      supplierId: session.supplierId,
      customerId,
      codeHash: hashOtp(session.supplierId, customerId, code),
      expiresAt,
    });
    const supplier = await findSupplier(tx, session.supplierId);
    if (!isTemplateOn(accountSettingsSchema.parse(supplier?.accountSettings ?? {}), 'CREDIT_OTP'))
      throw invalid(CUSTOMER_MESSAGES.otpSwitchedOff);
    const codeHash = hashOtp(session.supplierId, customerId, code);
    await queueMessage(tx, {
      supplierId: session.supplierId,
      channel: 'SMS',
      purpose: 'CREDIT_OTP',
      to: customer.mobileNumber,
      text: renderTemplate('CREDIT_OTP', customerLanguage(customer.language, supplier?.language), {
        code,
        store: supplier?.storeName ?? '',
        minutes: String(CREDIT_OTP_MINUTES),
      }),
      sendKey: `credit-otp:${customerId}:${codeHash.slice(0, 24)}`,
      customerId,
    });
    return { sentTo: `******${customer.mobileNumber.slice(-4)}`, expiresAt: expiresAt.toISOString() };
  });
}

export interface CreditSale {
  customerId: number | null;
  amountPaise: number;
  orderId: number;
  otp: string | undefined;
  /** The owner allows the sale over the limit or past the period (khata's enforceCreditTerms). */
  override?: boolean | undefined;
}

/**
 * Checks and writes a credit sale to the khata inside the caller's transaction: credit must be
 * enabled and allowed to the user, the customer known, the OTP right when the store requires
 * one, and the customer's credit terms kept (or the owner's override given: khata module).
 */
export async function chargeToKhata(
  tx: DbOrTx,
  session: SupplierSession,
  sale: CreditSale,
  now = new Date(),
) {
  if (!hasPermission(actorOf(session), 'CUSTOMERS:CREDIT_KHATA')) throw forbidden();
  const supplier = await findSupplier(tx, session.supplierId);
  const settings = accountSettingsSchema.parse(supplier?.accountSettings ?? {});
  if (!settings.isEnabledCustomerCredit)
    throw invalid(CUSTOMER_MESSAGES.creditDisabled, { mode: CUSTOMER_MESSAGES.creditDisabled });
  if (sale.customerId === null)
    throw invalid(CUSTOMER_MESSAGES.creditNeedsCustomer, {
      customerId: CUSTOMER_MESSAGES.creditNeedsCustomer,
    });
  const customer = await q.lockCustomer(tx, session.supplierId, sale.customerId);
  if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
  if (settings.customerCreditOtpRequired)
    await consumeOtp(tx, session.supplierId, sale.customerId, sale.otp, now);
  await enforceCreditTerms(
    tx,
    session,
    settings,
    {
      customerId: sale.customerId,
      amountPaise: sale.amountPaise,
      orderId: sale.orderId,
      override: sale.override ?? false,
    },
    now,
  );
  await q.insertKhataEntry(tx, {
    supplierId: session.supplierId,
    customerId: sale.customerId,
    kind: 'CREDIT_SALE',
    amountPaise: sale.amountPaise,
    orderId: sale.orderId,
    mode: 'CREDIT',
    userId: session.userId,
  });
}

/** Gives credit back on the khata (a cancelled or returned credit sale). */
export async function refundToKhata(
  tx: DbOrTx,
  session: SupplierSession,
  refund: { customerId: number | null; amountPaise: number; orderId: number },
) {
  if (refund.customerId === null) throw invalid(CUSTOMER_MESSAGES.creditNeedsCustomer);
  await q.insertKhataEntry(tx, {
    supplierId: session.supplierId,
    customerId: refund.customerId,
    kind: 'CREDIT_REFUND',
    amountPaise: -refund.amountPaise,
    orderId: refund.orderId,
    mode: 'CREDIT',
    userId: session.userId,
  });
}

async function consumeOtp(
  tx: DbOrTx,
  supplierId: number,
  customerId: number,
  code: string | undefined,
  now: Date,
) {
  if (!code) throw invalid(CUSTOMER_MESSAGES.otpRequired, { creditOtp: CUSTOMER_MESSAGES.otpRequired });
  const row = await q.findOtp(tx, supplierId, customerId);
  const wrong = () => invalid(CUSTOMER_MESSAGES.otpWrong, { creditOtp: CUSTOMER_MESSAGES.otpWrong });
  if (!row || row.expiresAt.getTime() < now.getTime() || row.attempts >= OTP_MAX_ATTEMPTS) throw wrong();
  if (row.codeHash !== hashOtp(supplierId, customerId, code)) throw wrong();
  await q.deleteOtp(tx, supplierId, customerId);
}

/**
 * Checks a credit OTP in its own transaction before a sale, counting wrong tries, so that the
 * count survives the failed sale's rollback (five wrong tries spend the code).
 */
export async function verifyCreditOtp(
  db: Db,
  supplierId: number,
  customerId: number,
  code: string | undefined,
) {
  await db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, supplierId);
    if (!accountSettingsSchema.parse(supplier?.accountSettings ?? {}).customerCreditOtpRequired) return;
    if (!code) throw invalid(CUSTOMER_MESSAGES.otpRequired, { creditOtp: CUSTOMER_MESSAGES.otpRequired });
    const row = await q.findOtp(tx, supplierId, customerId);
    if (row && row.codeHash !== hashOtp(supplierId, customerId, code))
      await q.bumpOtpAttempts(tx, supplierId, customerId);
  });
}
