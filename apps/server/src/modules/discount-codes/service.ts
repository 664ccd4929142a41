// Discount codes of the online store: the merchant lists, creates, changes, pauses and resumes
// them; the checkout checks a code for an order and records its use in the order's transaction;
// the live store asks which codes an offer block may show.

import type { BillDiscount } from '@storekeep/domain/bill-discount';
import {
  DISCOUNT_CODE_ADMIN_MESSAGES,
  type DiscountCode,
  type discountCodeBodySchema,
} from '@storekeep/domain/discount-code-api';
import {
  billDiscountOf,
  DISCOUNT_CODE_FIELD_MESSAGES,
  DISCOUNT_CODE_MESSAGES,
  type DiscountCodeRule,
  discountCodeProblem,
  discountCodeState,
} from '@storekeep/domain/discount-codes';
import { formatPrice } from '@storekeep/domain/money';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';

type DiscountCodeBody = z.output<typeof discountCodeBodySchema>;

function ruleOf(row: q.DiscountCodeRow): DiscountCodeRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    paused: row.paused,
    usedCount: row.usedCount,
  };
}

export function presentDiscountCode(row: q.DiscountCodeWithUses, now = new Date()): DiscountCode {
  return {
    discountCodeId: row.discountCodeId,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    paused: row.paused,
    state: discountCodeState(ruleOf(row), now),
    usedCount: row.usedCount,
    discountGivenPaise: row.discountGivenPaise,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDiscountCodes(db: Db, session: SupplierSession) {
  const rows = await q.listCodes(db, session.supplierId);
  const now = new Date();
  return { discountCodes: rows.map((row) => presentDiscountCode(row, now)) };
}

async function requireCode(db: DbOrTx, supplierId: number, discountCodeId: number) {
  const row = await q.findCode(db, supplierId, discountCodeId);
  if (!row) throw notFound(DISCOUNT_CODE_ADMIN_MESSAGES.notFound);
  return row;
}

export async function getDiscountCode(db: Db, session: SupplierSession, discountCodeId: number) {
  return presentDiscountCode(await requireCode(db, session.supplierId, discountCodeId));
}

const codeTaken = () =>
  invalid(DISCOUNT_CODE_FIELD_MESSAGES.taken, { code: DISCOUNT_CODE_FIELD_MESSAGES.taken });

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

function columnsOf(body: DiscountCodeBody) {
  return {
    code: body.code,
    kind: body.kind,
    value: body.value,
    minOrderPaise: body.minOrderPaise,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
    firstOrderOnly: body.firstOrderOnly,
  };
}

/** Runs a write that may meet another code of the same text (two tabs saving at once). */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function createDiscountCode(db: Db, session: SupplierSession, body: DiscountCodeBody) {
  if (await q.codeTaken(db, session.supplierId, body.code, null)) throw codeTaken();
  const discountCodeId = await unique(() =>
    q.insertCode(db, { supplierId: session.supplierId, ...columnsOf(body) }),
  );
  return getDiscountCode(db, session, discountCodeId);
}

export async function updateDiscountCode(
  db: Db,
  session: SupplierSession,
  discountCodeId: number,
  body: DiscountCodeBody,
) {
  await requireCode(db, session.supplierId, discountCodeId);
  if (await q.codeTaken(db, session.supplierId, body.code, discountCodeId)) throw codeTaken();
  await unique(() => q.updateCode(db, session.supplierId, discountCodeId, columnsOf(body)));
  return getDiscountCode(db, session, discountCodeId);
}

/** Pause (the checkout and the offer blocks stop taking it) or resume a code. */
export async function pauseDiscountCode(
  db: Db,
  session: SupplierSession,
  discountCodeId: number,
  paused: boolean,
) {
  if (!(await q.updateCode(db, session.supplierId, discountCodeId, { paused })))
    throw notFound(DISCOUNT_CODE_ADMIN_MESSAGES.notFound);
  return getDiscountCode(db, session, discountCodeId);
}

// ── For the checkout ───────────────────────────────────────────────────────────────────────

/** The refusal of a code at checkout (409, shown next to the code field). */
export class DiscountCodeRefused extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message, { discountCode: message });
  }
}

export interface AppliedCode {
  discountCodeId: number;
  code: string;
  discount: BillDiscount;
}

/**
 * The code the shopper typed, checked for an order of goods worth `goodsPaise` (before the code):
 * the bill discount it gives, or a DiscountCodeRefused with the reason. Without a mobile number
 * yet (the quote), the per-customer and first-order rules wait for the order.
 */
export async function applyDiscountCode(
  db: DbOrTx,
  input: { supplierId: number; code: string; mobileNumber: string | null; goodsPaise: number; now?: Date },
): Promise<AppliedCode> {
  const row = await q.findCodeByText(db, input.supplierId, input.code.trim());
  const history =
    row && input.mobileNumber
      ? await q.shopperHistory(db, input.supplierId, row.discountCodeId, input.mobileNumber)
      : { usedByCustomer: 0, earlierOrders: 0 };
  const problem = discountCodeProblem(
    row ? ruleOf(row) : null,
    { goodsPaise: input.goodsPaise, ...history, now: input.now ?? new Date() },
    (paise) => formatPrice(paise, { symbol: true }),
  );
  if (problem || !row) throw new DiscountCodeRefused(problem ?? DISCOUNT_CODE_MESSAGES.unknown);
  return {
    discountCodeId: row.discountCodeId,
    code: row.code,
    discount: billDiscountOf(row, input.goodsPaise),
  };
}

/**
 * Records the code's use by the order, in the order's transaction: one use taken from the code's
 * limit (refused when another checkout took the last one meanwhile) and the use kept with the
 * shopper's mobile number and the discount given.
 */
export async function redeemDiscountCode(
  tx: DbOrTx,
  input: {
    supplierId: number;
    applied: AppliedCode;
    orderId: number;
    mobileNumber: string;
    discountPaise: number;
  },
) {
  if (!(await q.claimUse(tx, input.supplierId, input.applied.discountCodeId)))
    throw new DiscountCodeRefused(DISCOUNT_CODE_MESSAGES.usedUp);
  await q.insertRedemption(tx, {
    supplierId: input.supplierId,
    orderId: input.orderId,
    discountCodeId: input.applied.discountCodeId,
    mobileNumber: input.mobileNumber,
    discountPaise: input.discountPaise,
  });
}

/**
 * A cancelled order gives its code's use back, in the cancel's transaction; the redemption stays
 * (the order's discount and its code remain on its record) and counts no more for the limits.
 */
export async function releaseDiscountCode(tx: DbOrTx, supplierId: number, orderId: number): Promise<boolean> {
  return q.releaseUse(tx, supplierId, orderId);
}

/** The code an order was placed with (its detail and invoice show it), or null. */
export async function discountCodeOfOrder(db: DbOrTx, supplierId: number, orderId: number) {
  return (await q.codeOfOrder(db, supplierId, orderId))?.code ?? null;
}

// ── For the live store and the editor ──────────────────────────────────────────────────────

/** The codes an offer block may show now: not paused, started, not expired, not used up. */
export async function liveDiscountCodes(db: DbOrTx, supplierId: number, now = new Date()): Promise<string[]> {
  const rows = await q.listCodes(db, supplierId);
  return rows.filter((row) => discountCodeState(ruleOf(row), now) === 'ACTIVE').map((row) => row.code);
}

/** Discounts given per code in a period, for the sales report. */
export async function discountsByCode(
  db: DbOrTx,
  period: { supplierId: number; start: Date; end: Date; outlets: SQL },
) {
  return q.discountsByCode(db, period.supplierId, period.start, period.end, period.outlets);
}
