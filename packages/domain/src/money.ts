// Money is integer paise everywhere; this module parses, rounds and formats it (en-IN); the amount
// in words is in amount-in-words.ts.

export const RUPEE_SYMBOL = '₹';
export const PAISE_PER_RUPEE = 100;
/**
 * The largest amount a price, a line or a bill may come to (₹99,99,99,999.99). Far below 2^53,
 * so sums of up to 500 lines stay exact integers.
 */
export const MAX_AMOUNT_PAISE = 99_999_999_999;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Divides two integers rounding half away from zero, exactly (BigInt inside). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // Round the magnitude half up, then put the sign back: half away from zero.
  const rounded = 2n * (n % d) >= d ? n / d + 1n : n / d;
  return negative ? -rounded : rounded;
}

/** a × b / c for safe integers, rounded half away from zero, with no float drift. */
export function mulDivRound(a: number, b: number, c: number): number {
  return Number(divRound(BigInt(a) * BigInt(b), BigInt(c)));
}

/**
 * Reads a decimal (string or number) as an integer count of 10^-scale units, rounding half
 * away from zero past `scale` digits. Money and quantities have their own helpers below and in
 * quantity.ts; this is the general form (tax rates in basis points). Strings are read digit by digit, so '0.1' + '0.2' style
 * drift never happens; en-IN commas and spaces are ignored. Returns null when it is not a number.
 */
export function parseScaled(value: string | number, scale: number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).replace(/[,\s]/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = whole + fraction;
  // Value = digits × 10^(exponent − fraction.length); we want value × 10^scale.
  const shift = Number(exponent) - fraction.length + scale;
  let scaled: bigint;
  if (shift >= 0) {
    scaled = BigInt(digits) * 10n ** BigInt(shift);
  } else {
    scaled = divRound(BigInt(digits), 10n ** BigInt(-shift));
  }
  const result = Number(sign === '-' ? -scaled : scaled);
  if (!Number.isSafeInteger(result)) return null;
  return result === 0 ? 0 : result;
}

/**
 * The integer `scaled` (a count of 10^-scale units) as plain decimal text with exactly `scale`
 * digits after the point and no grouping: formatScaled(123405, 2) = '1234.05'.
 */
export function formatScaled(scaled: number, scale: number): string {
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Not a whole count of units: ${scaled}`);
  const digits = String(Math.abs(scaled)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale > 0 ? `${whole}.${digits.slice(digits.length - scale)}` : whole;
  return scaled < 0 ? `-${text}` : text;
}

// Rupees ↔ paise. The one rounding rule: rupees with more than 2 decimals round half away from
// zero to the paisa (2.345 → 235, -2.345 → -235), the rule tax.ts uses for GST amounts too
// (shared-blocks §9 says only "rounded to 2 decimals"). Text and numbers are read digit by digit,
// never through a float `* 100` (0.29 * 100 is 28.999999999999996).

/** Rupees ('1,234.5', 1234.5) → paise (123450), or null when it is not a number (form text). */
export function rupeesToPaiseOrNull(rupees: string | number): number | null {
  return parseScaled(rupees, 2);
}

/** Rupees ('1,234.5', 1234.5) → paise (123450). Throws a RangeError on text that is not a number. */
export function rupeesToPaise(rupees: string | number): number {
  const paise = rupeesToPaiseOrNull(rupees);
  if (paise === null) throw new RangeError(`Not an amount: ${String(rupees)}`);
  return paise;
}

/** Paise → plain rupee text with 2 decimals and no grouping ('1234.50'): inputs, CSV, payment APIs. */
export function paiseToRupees(paise: number): string {
  return formatScaled(paise, 2);
}

/** Paise → rupees as a number (1234.5) for number inputs and charts; the nearest double to the exact amount. */
export function paiseToRupeeNumber(paise: number): number {
  return paise / PAISE_PER_RUPEE || 0;
}

/** Groups whole digits the Indian way: last three, then twos (1,23,45,678). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

export interface FormatOptions {
  /** Prefix the rupee symbol ₹. */
  symbol?: boolean;
}

function format(paise: number, alwaysDecimals: boolean, options: FormatOptions): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be an integer: ${paise}`);
  const abs = Math.abs(paise);
  const rupees = groupIndian(String(Math.trunc(abs / 100)));
  const fraction = abs % 100;
  const body = alwaysDecimals || fraction !== 0 ? `${rupees}.${String(fraction).padStart(2, '0')}` : rupees;
  const withSymbol = options.symbol ? `${RUPEE_SYMBOL}${body}` : body;
  return paise < 0 ? `-${withSymbol}` : withSymbol;
}

/** An amount with 2 decimals and en-IN grouping: 12345678.5 rupees → '1,23,45,678.50'. */
export function formatPaise(paise: number, options: FormatOptions = {}): string {
  return format(paise, true, options);
}

/** A price: 2 decimals only when fractional (shared-blocks §5): '1,200' but '1,200.50'. */
export function formatPrice(paise: number, options: FormatOptions = {}): string {
  return format(paise, false, options);
}
