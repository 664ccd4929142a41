import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from './account-settings.ts';
import { approvalMessage, approvalsNeeded, pinSchema } from './manager-approval.ts';

const all = {
  ...DEFAULT_ACCOUNT_SETTINGS,
  approvalForDiscount: true,
  approvalDiscountPercent: 10,
  approvalForPriceChange: true,
  approvalForRefund: true,
  approvalForBillDelete: true,
};

describe('what needs a manager’s approval', () => {
  it.each([
    [
      'nothing asked for by default',
      DEFAULT_ACCOUNT_SETTINGS,
      { maxDiscountPercent: 50, priceChanged: true },
      [],
    ],
    ['a discount at the limit', all, { maxDiscountPercent: 10 }, []],
    ['a discount above the limit', all, { maxDiscountPercent: 10.01 }, ['DISCOUNT']],
    ['a price change', all, { priceChanged: true }, ['PRICE_CHANGE']],
    ['a refund', all, { refund: true }, ['REFUND']],
    ['deleting a bill', all, { billDelete: true }, ['BILL_DELETE']],
    [
      'a discount and a price change',
      all,
      { maxDiscountPercent: 30, priceChanged: true },
      ['DISCOUNT', 'PRICE_CHANGE'],
    ],
    [
      'a price change, with only discounts watched',
      { ...all, approvalForPriceChange: false },
      { priceChanged: true },
      [],
    ],
  ] as const)('%s', (_name, settings, facts, needed) => {
    expect(approvalsNeeded(settings, facts)).toEqual(needed);
  });

  it('says the store’s limit in the discount refusal', () => {
    expect(approvalMessage('DISCOUNT', { ...all, approvalDiscountPercent: 15 })).toBe(
      'A discount above 15 % needs a manager’s approval.',
    );
  });

  it.each([
    ['1234', true],
    ['123456', true],
    ['123', false],
    ['1234567', false],
    ['12a4', false],
  ])('PIN %s is %s', (pin, valid) => {
    expect(pinSchema.safeParse(pin).success).toBe(valid);
  });
});
