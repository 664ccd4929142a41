import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import {
  divRound,
  formatPaise,
  formatPrice,
  formatScaled,
  groupIndian,
  mulDivRound,
  paiseToRupeeNumber,
  paiseToRupees,
  parseScaled,
  RUPEE_SYMBOL,
  rupeesToPaise,
  rupeesToPaiseOrNull,
} from './money.ts';

describe('rupeesToPaise reads rupees exactly', () => {
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
    expect(rupeesToPaise(rupees)).toBe(paise);
    expect(rupeesToPaiseOrNull(rupees)).toBe(paise);
  });

  it.each(['', 'abc', '.', '1.2.3', '₹5', Number.NaN, Number.POSITIVE_INFINITY, '1e400'])(
    'refuses %s',
    (text) => {
      expect(() => rupeesToPaise(text)).toThrow(RangeError);
      expect(rupeesToPaiseOrNull(text)).toBeNull();
    },
  );

  it('adds 0.1 and 0.2 rupees to exactly 30 paise', () => {
    expect(rupeesToPaise('0.1') + rupeesToPaise('0.2')).toBe(rupeesToPaise('0.3'));
  });

  it('reads the numbers a float `* 100` gets wrong as written (0.29 * 100 = 28.999…, 1.005 * 100 = 100.499…)', () => {
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(-1.005)).toBe(-101);
  });

  it('rounds a third decimal half away from zero, the same on both sides of zero', () => {
    expect(rupeesToPaise('2.345')).toBe(235);
    expect(rupeesToPaise('-2.345')).toBe(-235);
    expect(rupeesToPaise('2.344')).toBe(234);
    expect(rupeesToPaise('-2.355')).toBe(-236);
  });

  const paiseAmounts = fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 });

  it('gets back every paise amount from its rupee text and its rupee number', () => {
    fc.assert(
      fc.property(paiseAmounts, (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
        expect(rupeesToPaise(paiseToRupeeNumber(paise))).toBe(paise);
      }),
    );
  });

  it('reads any rupee text with up to 2 decimals as its digits', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 9_999_999_999n }),
        fc.integer({ min: 0, max: 99 }),
        (negative, rupees, fraction) => {
          const text = `${negative ? '-' : ''}${rupees}.${String(fraction).padStart(2, '0')}`;
          const paise = Number(rupees) * 100 + fraction;
          expect(rupeesToPaise(text)).toBe(negative && paise !== 0 ? -paise : paise);
        },
      ),
    );
  });

  it('rounds past the paisa half away from zero: the sign never changes the magnitude', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        (rupees, thousandths) => {
          const text = `${rupees}.${String(thousandths).padStart(3, '0')}`;
          const expected = rupees * 100 + Math.trunc(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
          expect(rupeesToPaise(text)).toBe(expected);
          expect(rupeesToPaise(`-${text}`)).toBe(expected === 0 ? 0 : -expected);
        },
      ),
    );
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
    expect(paiseToRupeeNumber(123450)).toBe(1234.5);
    expect(Object.is(paiseToRupeeNumber(-0), 0)).toBe(true);
    expect(paiseToRupees(123405)).toBe('1234.05');
    expect(paiseToRupees(-50)).toBe('-0.50');
    expect(paiseToRupees(0)).toBe('0.00');
    expect(paiseToRupees(7)).toBe('0.07');
    expect(() => paiseToRupees(12.5)).toThrow(RangeError);
  });

  it('writes scaled integers with a fixed number of decimals', () => {
    expect(formatScaled(1250, 3)).toBe('1.250');
    expect(formatScaled(-5, 3)).toBe('-0.005');
    expect(formatScaled(42, 0)).toBe('42');
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
