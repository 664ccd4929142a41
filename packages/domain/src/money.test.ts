import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  divRound,
  formatPaise,
  formatPrice,
  fromPaise,
  groupIndian,
  mulDivRound,
  paiseToRupeeText,
  parseScaled,
  RUPEE_SYMBOL,
  toPaise,
} from './money.ts';

describe('toPaise reads rupees exactly', () => {
  it.each([
    ['10.2', 1020],
    ['0.1', 10],
    ['0.29', 29],
    [0.29, 29],
    [1.005, 101],
    ['1,23,45,678.50', 1234567850],
    ['-7.2', -720],
    ['.5', 50],
    ['12.', 1200],
    ['+3', 300],
    ['1e3', 100000],
    [1e-7, 0],
    ['2.345', 235],
    ['-2.345', -235],
    ['-0.001', 0],
    ['9999999999.99', 999999999999],
  ])('%s rupees is %i paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it.each(['', 'abc', '.', '1.2.3', '₹5', Number.NaN, Number.POSITIVE_INFINITY, '1e400'])(
    'refuses %s',
    (text) => {
      expect(() => toPaise(text)).toThrow(RangeError);
    },
  );

  it('adds 0.1 and 0.2 rupees to exactly 30 paise', () => {
    expect(toPaise('0.1') + toPaise('0.2')).toBe(toPaise('0.3'));
  });

  it('parses quantities to 3 decimals', () => {
    expect(parseScaled('1.0005', 3)).toBe(1001);
    expect(parseScaled('x', 3)).toBeNull();
  });
});

describe('integer rounding is half away from zero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [7n, 7n, 1n],
  ])('%i / %i = %i', (n, d, q) => {
    expect(divRound(n, d)).toBe(q);
  });

  it('refuses division by zero', () => {
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });

  it('multiplies and divides without float drift', () => {
    expect(mulDivRound(999_999_999_999, 1800, 10_000)).toBe(180_000_000_000);
    expect(mulDivRound(10_000, 1800, 11_800)).toBe(1525);
  });
});

describe('en-IN formatting (lakh/crore grouping)', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['100000', '1,00,000'],
    ['12345678', '1,23,45,678'],
    ['1000000000', '1,00,00,00,000'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });

  it.each([
    [1234567850, '1,23,45,678.50', '1,23,45,678.50'],
    [120000, '1,200.00', '1,200'],
    [120050, '1,200.50', '1,200.50'],
    [5, '0.05', '0.05'],
    [-120050, '-1,200.50', '-1,200.50'],
  ])('%i paise is %s as an amount and %s as a price', (paise, amount, price) => {
    expect(formatPaise(paise)).toBe(amount);
    expect(formatPrice(paise)).toBe(price);
  });

  it('prefixes the rupee symbol when asked, after the minus sign', () => {
    expect(RUPEE_SYMBOL).toBe('₹');
    expect(formatPaise(120050, { symbol: true })).toBe('₹1,200.50');
    expect(formatPrice(-120000, { symbol: true })).toBe('-₹1,200');
  });

  it('refuses fractional paise', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });

  it('converts back to rupees', () => {
    expect(fromPaise(123450)).toBe(1234.5);
    expect(paiseToRupeeText(123405)).toBe('1234.05');
    expect(paiseToRupeeText(-50)).toBe('-0.50');
  });
});

describe('amount in words (Indian system)', () => {
  it.each([
    [12345650, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1900, 'Rupees Nineteen Only'],
    [2000, 'Rupees Twenty Only'],
    [10_00_00_000_00, 'Rupees Ten Crore Only'],
    [1_000_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [
      1_23_45_678_01,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and One Paise Only',
    ],
    [-10500, 'Minus Rupees One Hundred Five Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractional paise', () => {
    expect(() => amountInWords(0.5)).toThrow(RangeError);
  });
});
