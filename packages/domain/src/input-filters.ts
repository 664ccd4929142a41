// Input filters of back-office.md §5 and the numeric/paste helpers of shared-blocks.md §5.
// Each filter is (previous, typed) → next: `typed` is what the input would hold after the key or
// paste, `previous` what it held before; React inputs store whatever comes back.
import { BARCODE_MAX_LENGTH } from './validation.ts';

export type InputFilter = (previous: string, typed: string) => string;

/** back-office.md §5: the default token placeholder text. */
export const TOKEN_PLACEHOLDER = 'Enter each field separated by comma';
/** shared-blocks.md §5: a paste is blocked above this length unless told otherwise. */
export const DEFAULT_PASTE_LIMIT = 20;
/** back-office.md §5, §9: web quantity 6 integer and 2 decimal digits. */
export const WEB_QUANTITY_DIGITS = { integerDigits: 6, decimalDigits: 2 } as const;
export const PERCENTAGE_MAX = 100;

/** Decimal-only keys: digits and one dot; anything else keeps the previous value. */
export const decimalOnly: InputFilter = (previous, typed) => (/^\d*\.?\d*$/.test(typed) ? typed : previous);

/** Product name: the less-than and greater-than characters are dropped. */
export const productName: InputFilter = (_previous, typed) => typed.replace(/[<>]/g, '');

/** Alternate number: digits and - . / space. */
export const alternateNumber: InputFilter = (_previous, typed) => typed.replace(/[^\d\-./ ]/g, '');

/** Alternate phone: digits and space # + - . /, never the same symbol twice in a row. */
export const alternatePhone: InputFilter = (_previous, typed) =>
  typed.replace(/[^\d #+\-./]/g, '').replace(/([ #+\-./])\1+/g, '$1');

/** Fraction: a leading minus and one dot allowed; anything else keeps the previous value. */
export const fraction: InputFilter = (previous, typed) => (/^-?\d*\.?\d*$/.test(typed) ? typed : previous);

export interface DecimalLimits {
  integerDigits: number;
  decimalDigits: number;
  allowNegative?: boolean;
}

/**
 * Decimal limiter: keeps digits, one dot (when decimals are allowed) and a leading minus (when
 * negatives are), then truncates the integer and decimal parts to the configured digits.
 */
export function decimalLimiter(limits: DecimalLimits): InputFilter {
  return (_previous, typed) => {
    const negative = limits.allowNegative === true && typed.trimStart().startsWith('-');
    const kept = typed.replace(/[^\d.]/g, '');
    const dot = kept.indexOf('.');
    const integer = (dot === -1 ? kept : kept.slice(0, dot)).slice(0, limits.integerDigits);
    const sign = negative ? '-' : '';
    if (dot === -1 || limits.decimalDigits === 0) return sign + integer;
    const decimals = kept
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, limits.decimalDigits);
    return `${sign}${integer}.${decimals}`;
  };
}

/** Web quantity: 6 integer and 2 decimal digits, negative only if allowed. */
export function webQuantity(allowNegative = false): InputFilter {
  return decimalLimiter({ ...WEB_QUANTITY_DIGITS, allowNegative });
}

const percentDigits = decimalLimiter({ integerDigits: 3, decimalDigits: 2 });
/** Percentage: two decimals and never above 100; the digit that would pass 100 is dropped. */
export const percentage: InputFilter = (previous, typed) => {
  let next = percentDigits(previous, typed);
  while (Number(next) > PERCENTAGE_MAX) next = next.slice(0, -1);
  return next;
};

/** SKU and barcode characters: letters, digits, underscore, dash, dot and slashes. */
export const skuCharacters: InputFilter = (_previous, typed) => typed.replace(/[^A-Za-z0-9_\-./\\]/g, '');

/**
 * Barcode: SKU/barcode characters only (so asterisks, the scanner framing, go), no leading dash
 * left afterwards, 20 at most.
 */
export const barcode: InputFilter = (previous, typed) =>
  skuCharacters(previous, typed).replace(/^-+/, '').slice(0, BARCODE_MAX_LENGTH);

/**
 * Date mask DD/MM/YYYY: digits only, slashes placed after day and month. While deleting, no
 * trailing slash is added back, so backspace can pass over it.
 */
export const dateMask: InputFilter = (previous, typed) => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((p) => p !== '');
  let next = parts.join('/');
  const deleting = typed.length < previous.length;
  if (!deleting && (digits.length === 2 || digits.length === 4)) next += '/';
  return next;
};

/** Regex directive: characters not matching the one-character pattern are stripped. */
export function regexFilter(allowedCharacter: RegExp): InputFilter {
  const single = new RegExp(allowedCharacter.source, allowedCharacter.flags.replace('g', ''));
  return (_previous, typed) =>
    Array.from(typed)
      .filter((c) => single.test(c))
      .join('');
}

/** A paste is blocked (null) when it does not match the whole pattern or is longer than the limit. */
export function acceptPaste(text: string, pattern: RegExp, limit = DEFAULT_PASTE_LIMIT): string | null {
  return text.length <= limit && pattern.test(text) ? text : null;
}

/**
 * Cleans pasted number text: spaces, en-IN grouping commas and a rupee sign go, then only
 * digits, dot and a leading minus stay ('₹ 1,20,000.50' → '120000.50').
 */
export function cleanPastedNumber(text: string): string {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const body = trimmed.replace(/[^\d.]/g, '');
  return negative ? `-${body}` : body;
}
