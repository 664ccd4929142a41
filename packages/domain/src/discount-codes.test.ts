import { describe, expect, it } from 'vitest';
import { shelfBill } from './bill-discount.ts';
import {
  billDiscountOf,
  codeKey,
  DISCOUNT_CODE_MESSAGES,
  type DiscountCodeRule,
  dayEndsAt,
  dayOf,
  dayStartsAt,
  discountCodeInputSchema,
  discountCodeProblem,
  discountCodeState,
} from './discount-codes.ts';

const now = new Date('2026-11-20T10:00:00Z');
const rule = (over: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: 'DIWALI10',
  kind: 'PERCENT',
  value: 10,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  paused: false,
  usedCount: 0,
  ...over,
});
const facts = { goodsPaise: 50_000, usedByCustomer: 0, earlierOrders: 0, now };
const rupees = (paise: number) => `₹${paise / 100}`;

describe('discountCodeProblem', () => {
  it.each([
    ['an unknown code', null, facts, DISCOUNT_CODE_MESSAGES.unknown],
    ['a paused code (reads as unknown)', rule({ paused: true }), facts, DISCOUNT_CODE_MESSAGES.unknown],
    [
      'a code not started',
      rule({ startsAt: new Date('2026-11-21T00:00:00Z') }),
      facts,
      DISCOUNT_CODE_MESSAGES.notStarted,
    ],
    [
      'an expired code',
      rule({ endsAt: new Date('2026-11-20T10:00:00Z') }),
      facts,
      DISCOUNT_CODE_MESSAGES.expired,
    ],
    ['a used-up code', rule({ usageLimit: 5, usedCount: 5 }), facts, DISCOUNT_CODE_MESSAGES.usedUp],
    [
      'a code this customer used',
      rule({ perCustomerLimit: 1 }),
      { ...facts, usedByCustomer: 1 },
      DISCOUNT_CODE_MESSAGES.usedByYou,
    ],
    [
      'a first-order code on a second order',
      rule({ firstOrderOnly: true }),
      { ...facts, earlierOrders: 1 },
      DISCOUNT_CODE_MESSAGES.firstOrderOnly,
    ],
    [
      'an order below the minimum',
      rule({ minOrderPaise: 100_000 }),
      facts,
      DISCOUNT_CODE_MESSAGES.belowMinimum('₹1000'),
    ],
    [
      'a code that holds',
      rule({ usageLimit: 5, usedCount: 4, perCustomerLimit: 2, minOrderPaise: 50_000 }),
      { ...facts, usedByCustomer: 1 },
      null,
    ],
  ])('%s', (_name, r, f, expected) => {
    expect(discountCodeProblem(r, f, rupees)).toBe(expected);
  });
});

describe('billDiscountOf', () => {
  it('gives a percentage as is and a flat amount never more than the goods', () => {
    expect(billDiscountOf({ kind: 'PERCENT', value: 15 }, 10_000)).toEqual({ type: 'PERCENT', value: 15 });
    expect(billDiscountOf({ kind: 'AMOUNT', value: 5_000 }, 10_000)).toEqual({
      type: 'AMOUNT',
      value: 5_000,
    });
    expect(billDiscountOf({ kind: 'AMOUNT', value: 50_000 }, 10_000)).toEqual({
      type: 'AMOUNT',
      value: 10_000,
    });
  });

  it('is taken before GST: the tax is worked out on the discounted value', () => {
    // ₹1180 at 18% GST inclusive: ₹1000 + ₹180. 10% off: ₹1062 = ₹900 + ₹162.
    const line = { quantity: 1, ratePaise: 118_000, discount: null, taxRate: 18, hsnSacNo: null };
    const bill = shelfBill([line], billDiscountOf({ kind: 'PERCENT', value: 10 }, 118_000), {});
    expect(bill.totalDiscount).toBe(11_800);
    expect(bill.totalTax).toBe(16_200);
    expect(bill.grandTotal).toBe(106_200);
  });
});

describe('discount code input and state', () => {
  it('compares codes regardless of case', () => {
    expect(codeKey(' diwali10 ')).toBe('DIWALI10');
  });

  it('refuses a percentage over 100 and an end before the start', () => {
    const parsed = discountCodeInputSchema.safeParse({
      code: 'X1Y',
      kind: 'PERCENT',
      value: 120,
      startsAt: '2026-11-20T00:00:00Z',
      endsAt: '2026-11-19T00:00:00Z',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0]).sort()).toEqual(['endsAt', 'value']);
  });

  it('names the state a merchant sees', () => {
    expect(discountCodeState(rule(), now)).toBe('ACTIVE');
    expect(discountCodeState(rule({ paused: true }), now)).toBe('PAUSED');
    expect(discountCodeState(rule({ usageLimit: 1, usedCount: 1 }), now)).toBe('USED_UP');
    expect(discountCodeState(rule({ endsAt: new Date('2026-11-01T00:00:00Z') }), now)).toBe('EXPIRED');
    expect(discountCodeState(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), now)).toBe('SCHEDULED');
  });
});

describe('validity days', () => {
  it('runs from the start of the first day to the end of the last, in India', () => {
    expect(dayStartsAt('2026-11-20')).toBe('2026-11-20T00:00:00+05:30');
    expect(dayOf(new Date(dayStartsAt('2026-11-20')).toISOString())).toBe('2026-11-20');
    expect(dayOf(new Date(dayEndsAt('2026-11-20')).toISOString())).toBe('2026-11-20');
  });
});
