import { describe, expect, it } from 'vitest';
import { discountText, parseDiscount } from './discount-text.ts';

describe('discount as typed at the counter', () => {
  it.each([
    ['', null],
    ['10%', { type: 'PERCENT', value: 10 }],
    ['2.5 %', { type: 'PERCENT', value: 2.5 }],
    ['25', { type: 'AMOUNT', value: 2_500 }],
    ['₹12.50', { type: 'AMOUNT', value: 1_250 }],
    ['120%', 'invalid'],
    ['abc', 'invalid'],
  ])('%s', (text, discount) => {
    expect(parseDiscount(text)).toEqual(discount);
  });

  it('writes a discount back as it is typed', () => {
    expect(discountText({ type: 'PERCENT', value: 5 })).toBe('5%');
    expect(discountText({ type: 'AMOUNT', value: 1_250 })).toBe('12.50');
    expect(discountText(null)).toBe('');
  });
});
