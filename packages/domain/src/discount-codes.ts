// Discount codes of the online store: what a merchant sets (percentage or flat, minimum order,
// validity window, usage limits per code and per customer, first order only), whether a code
// holds for an order, and the discount it gives. The discount is a bill discount: it is spread
// over the lines before GST is worked out (bill-discount.ts), so GST is due on what is charged.
import { z } from 'zod';
import type { BillDiscount } from './bill-discount.ts';

export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Refusals at checkout, one per reason; the storefront says them in the shop's language. */
export const DISCOUNT_CODE_MESSAGES = {
  unknown: 'This discount code is not valid.',
  notStarted: 'This discount code is not active yet.',
  expired: 'This discount code has expired.',
  belowMinimum: (minimum: string) => `Add items worth ${minimum} or more to use this code.`,
  usedUp: 'This discount code has been used up.',
  usedByYou: 'You have already used this discount code.',
  firstOrderOnly: 'This discount code is for your first order only.',
} as const;

/** Admin field messages. */
export const DISCOUNT_CODE_FIELD_MESSAGES = {
  code: 'Use 3 to 20 letters, digits, - or _.',
  taken: 'This code is already in use in your store.',
  percent: 'Enter a percentage between 1 and 100.',
  amount: 'Enter an amount more than 0.',
  window: 'The end date must be after the start date.',
  limit: 'Enter a whole number of 1 or more, or leave it empty.',
} as const;

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

/** The code as compared: codes are unique per store regardless of case. */
export function codeKey(code: string): string {
  return code.trim().toUpperCase();
}

const limit = z.number().int().min(1, DISCOUNT_CODE_FIELD_MESSAGES.limit).max(1_000_000).nullable();

/** What the merchant enters (value: percent 1–100 or paise for AMOUNT; times as ISO strings). */
export const discountCodeInputSchema = z
  .object({
    code: z.string().trim().regex(DISCOUNT_CODE_PATTERN, DISCOUNT_CODE_FIELD_MESSAGES.code),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int().min(1),
    minOrderPaise: z.number().int().min(0).max(1_000_000_000).default(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: limit.default(null),
    perCustomerLimit: limit.default(null),
    firstOrderOnly: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'PERCENT' && input.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_CODE_FIELD_MESSAGES.percent });
    if (input.kind === 'AMOUNT' && input.value > 1_000_000_000)
      ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_CODE_FIELD_MESSAGES.amount });
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: DISCOUNT_CODE_FIELD_MESSAGES.window });
  });
export type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;

/** A stored code as the rules read it. */
export interface DiscountCodeRule {
  code: string;
  kind: DiscountKind;
  value: number;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  paused: boolean;
  usedCount: number;
}

/** The state a merchant sees in the list. */
export type DiscountCodeState = 'ACTIVE' | 'PAUSED' | 'SCHEDULED' | 'EXPIRED' | 'USED_UP';

export function discountCodeState(rule: DiscountCodeRule, now: Date): DiscountCodeState {
  if (rule.paused) return 'PAUSED';
  if (rule.endsAt && now >= rule.endsAt) return 'EXPIRED';
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return 'USED_UP';
  if (rule.startsAt && now < rule.startsAt) return 'SCHEDULED';
  return 'ACTIVE';
}

/** What the checkout knows about the order and the shopper when a code is applied. */
export interface RedemptionFacts {
  /** The goods' value before the code (paise, GST included as on the shelf). */
  goodsPaise: number;
  /** This mobile number's earlier uses of the code. */
  usedByCustomer: number;
  /** This mobile number's earlier orders in the store (any, cancelled ones left out). */
  earlierOrders: number;
  now: Date;
}

/** The refusal for this order, or null when the code holds. A paused code reads as unknown. */
export function discountCodeProblem(
  rule: DiscountCodeRule | null,
  facts: RedemptionFacts,
  formatMoney: (paise: number) => string,
): string | null {
  if (!rule || rule.paused) return DISCOUNT_CODE_MESSAGES.unknown;
  if (rule.startsAt && facts.now < rule.startsAt) return DISCOUNT_CODE_MESSAGES.notStarted;
  if (rule.endsAt && facts.now >= rule.endsAt) return DISCOUNT_CODE_MESSAGES.expired;
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return DISCOUNT_CODE_MESSAGES.usedUp;
  if (rule.perCustomerLimit !== null && facts.usedByCustomer >= rule.perCustomerLimit)
    return DISCOUNT_CODE_MESSAGES.usedByYou;
  if (rule.firstOrderOnly && facts.earlierOrders > 0) return DISCOUNT_CODE_MESSAGES.firstOrderOnly;
  if (facts.goodsPaise < rule.minOrderPaise)
    return DISCOUNT_CODE_MESSAGES.belowMinimum(formatMoney(rule.minOrderPaise));
  return null;
}

/**
 * The bill discount the code gives on goods worth `goodsPaise`: a percentage as is, a flat amount
 * never more than the goods (the order is never taken below zero).
 */
export function billDiscountOf(
  rule: Pick<DiscountCodeRule, 'kind' | 'value'>,
  goodsPaise: number,
): BillDiscount {
  if (rule.kind === 'PERCENT') return { type: 'PERCENT', value: Math.min(rule.value, 100) };
  return { type: 'AMOUNT', value: Math.max(0, Math.min(rule.value, goodsPaise)) };
}

// The validity window as the merchant picks it: whole days in India's time (IST, UTC+05:30).
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The first instant of a day ('2026-11-20'), as the API takes it. */
export function dayStartsAt(day: string): string {
  return `${day}T00:00:00+05:30`;
}

/** The last second of a day: a code that ends on a day is good all of that day. */
export function dayEndsAt(day: string): string {
  return `${day}T23:59:59+05:30`;
}

/** The day ('2026-11-20') in India of an instant. */
export function dayOf(instant: string): string {
  return new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 10);
}
