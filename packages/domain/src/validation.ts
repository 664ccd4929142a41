// Field patterns, messages and zod helpers of shared-blocks.md §5 (Generic form, Patterns) and §8.
// Where the spec names a pattern without showing its shape, the shape chosen is written beside it.
import { z } from 'zod';
import { EMAIL_PATTERN } from './login.ts';
import { rupeesToPaise } from './money.ts';

export { EMAIL_PATTERN };

/** shared-blocks.md §5/§8: an empty required control. */
export const REQUIRED_FIELD_MESSAGE = 'Required Field';

/** Amount: up to 10 integer digits and 2 decimals (shared-blocks.md §5, §9). */
export const AMOUNT_PATTERN = /^\d{1,10}(?:\.\d{1,2})?$/;
/** The negative variant allows a leading minus. */
export const NEGATIVE_AMOUNT_PATTERN = /^-?\d{1,10}(?:\.\d{1,2})?$/;
/** The other amount pattern: up to 7 integer digits and 2 decimals. */
export const AMOUNT_7_2_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;
export const DIGITS_PATTERN = /^\d+$/;

/** Indian mobile: starts 6-9, 10 digits, optional +91 or 0 prefix. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;
/** International mobile (shape not shown): E.164, an optional + then 7 to 15 digits, no leading 0. */
export const INTERNATIONAL_MOBILE_PATTERN = /^\+?[1-9]\d{6,14}$/;
/** Pincode: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** HSN/SAC: 2-15 characters of digits, dash, dot. */
export const HSN_SAC_PATTERN = /^[\d.-]{2,15}$/;

export const BARCODE_MAX_LENGTH = 20;
/** Barcode: letters, digits, underscore, slash, backslash, dot, hyphen (length checked apart: 20). */
export const BARCODE_PATTERN = /^[A-Za-z0-9_/\\.-]+$/;

export const WEB_ACCOUNT_NAME_MAX_LENGTH = 20;
/** Web account name: 1-20 characters (any, on one line). */
export const WEB_ACCOUNT_NAME_PATTERN = /^.{1,20}$/u;
export const PHONE_MAX_LENGTH = 14;
/** Phone: digits, up to 14. */
export const PHONE_PATTERN = /^\d{1,14}$/;
export const CAMPAIGN_NAME_MAX_LENGTH = 50;
/** Campaign name: up to 50 characters (any, on one line). */
export const CAMPAIGN_NAME_PATTERN = /^.{1,50}$/u;
/** IP address field: letters, digits, colon, dot (so IPv4 and IPv6 both pass). */
export const IP_ADDRESS_PATTERN = /^[A-Za-z0-9:.]+$/;

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** Domain (shape not shown): dot-separated labels of letters, digits, inner hyphens; a 2+ letter top level. */
export const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
/** Website (shape not shown): optional http(s)://, a domain, optional port, optional path/query/fragment. */
export const WEBSITE_PATTERN = new RegExp(
  `^(?:https?://)?(?:${LABEL}\\.)+[A-Za-z]{2,63}(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);
/**
 * Invoice number (shape not shown): the GST invoice rule (CGST Rules, rule 46) — at most 16
 * characters of letters, digits, hyphen and slash.
 */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
export const SKU_MAX_LENGTH = 50;
/** SKU (shape not shown): the SKU/barcode characters of back-office.md §5 input filters, 1-50 long. */
export const SKU_PATTERN = /^[A-Za-z0-9_./\\-]{1,50}$/;
/**
 * Person name (shape not shown): letters of any script (with their combining marks), then letters,
 * spaces, dot, apostrophe, hyphen; 1-100 long. Digits are refused.
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,99}$/u;
/** Place name (shape not shown): starts with a letter or digit; letters, digits, spaces and . , ' ( ) & / -; 1-100. */
export const PLACE_NAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'()&/-]{0,99}$/u;
/**
 * Tax name (shape not shown): starts with a letter or digit; letters, digits, space and . _ ( ) / -;
 * 1-30 long. '@' and '%' are refused because they delimit the tax key name@rate%(@primary).
 */
export const TAX_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._()/-]{0,29}$/;

/**
 * The regex message builder: 'Only alphanumeric, ... allowed', the dots being the extra
 * characters the pattern admits, e.g. allowedCharactersMessage(['_', '-']) gives
 * 'Only alphanumeric, _, - allowed'.
 */
export function allowedCharactersMessage(extras: readonly string[] = []): string {
  return extras.length === 0
    ? 'Only alphanumeric allowed'
    : `Only alphanumeric, ${extras.join(', ')} allowed`;
}

/** Messages of our own choosing: the spec names these patterns but not their texts. */
export const VALIDATION_MESSAGES = {
  amount: 'Enter an amount of up to 10 digits and 2 decimals',
  amount72: 'Enter an amount of up to 7 digits and 2 decimals',
  digits: 'Only digits allowed',
  indianMobile: 'Enter a valid 10 digit mobile number',
  internationalMobile: 'Enter a valid mobile number',
  pincode: 'Enter a valid 6 digit pincode',
  hsnSac: 'HSN/SAC must be 2 to 15 digits, dots or dashes',
  barcode: allowedCharactersMessage(['_', '/', '\\', '.', '-']),
  barcodeTooLong: `Barcode cannot exceed ${BARCODE_MAX_LENGTH} characters`,
  webAccountName: `Name must be 1 to ${WEB_ACCOUNT_NAME_MAX_LENGTH} characters`,
  phone: `Phone must be up to ${PHONE_MAX_LENGTH} digits`,
  campaignName: `Campaign name cannot exceed ${CAMPAIGN_NAME_MAX_LENGTH} characters`,
  ipAddress: allowedCharactersMessage([':', '.']),
  email: 'Please enter a valid email',
  domain: 'Enter a valid domain',
  website: 'Enter a valid website',
  invoiceNumber: allowedCharactersMessage(['/', '-']),
  sku: allowedCharactersMessage(['_', '.', '/', '\\', '-']),
  personName: 'Enter a valid name',
  placeName: 'Enter a valid place name',
  taxName: allowedCharactersMessage(['space', '.', '_', '(', ')', '/', '-']),
  date: 'Enter a valid date',
} as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Day-month-year validity: a real calendar day (leap years included), years 1000-9999. */
export function isValidDayMonthYear(day: number, month: number, year: number): boolean {
  if (![day, month, year].every(Number.isInteger)) return false;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1]!;
}

/** Day, month and year of DD/MM/YYYY or DD-MM-YYYY text (surrounding spaces allowed), or null. */
export function parseDayMonthYearText(text: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})([/-])(\d{2})\2(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  return isValidDayMonthYear(day, month, year) ? { day, month, year } : null;
}

/** Text in DD/MM/YYYY or DD-MM-YYYY that names a real day. */
export function isValidDateText(text: string): boolean {
  return parseDayMonthYearText(text) !== null;
}

/** A phone field is required only when the country is IN. */
export function isPhoneRequired(countryCode: string): boolean {
  return countryCode.toUpperCase() === 'IN';
}

/** The message for a phone field, or null when acceptable. */
export function phoneValidationMessage(phone: string, countryCode: string): string | null {
  const value = phone.trim();
  if (value === '') return isPhoneRequired(countryCode) ? REQUIRED_FIELD_MESSAGE : null;
  return PHONE_PATTERN.test(value) ? null : VALIDATION_MESSAGES.phone;
}

/** OTP goes by mobile when the number has 10 digits and the user is in the mobile app. */
export function canSendOtpByMobile(mobile: string, isMobileApp: boolean): boolean {
  return isMobileApp && /^\d{10}$/.test(mobile);
}

export interface FormControl<T> {
  value: T;
  isRequired?: boolean;
  /** The control's own check: a message, or null when the value is fine. */
  validate?: (value: T) => string | null;
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Generic form: a required empty control gives 'Required Field'; otherwise its own validate decides. */
export function controlError<T>(control: FormControl<T>): string | null {
  if (isEmptyValue(control.value)) return control.isRequired ? REQUIRED_FIELD_MESSAGE : null;
  return control.validate ? control.validate(control.value) : null;
}

// zod helpers: forms and server share these (STYLE.md rule 8).

/** A trimmed, non-empty string; the empty case says 'Required Field'. */
export function requiredText(maxLength = 500): z.ZodString {
  return z.string().trim().min(1, REQUIRED_FIELD_MESSAGE).max(maxLength);
}

/** A trimmed string that must match the pattern; required unless told otherwise (then '' passes). */
export function patternText(pattern: RegExp, message: string, options: { required?: boolean } = {}) {
  const required = options.required ?? true;
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: REQUIRED_FIELD_MESSAGE });
        return;
      }
      if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message });
    });
}

/** Amount text (10.2, or with a minus when negative is allowed) parsed to integer paise. */
export function amountToPaise(options: { allowNegative?: boolean; required?: boolean } = {}) {
  const pattern = options.allowNegative ? NEGATIVE_AMOUNT_PATTERN : AMOUNT_PATTERN;
  return patternText(pattern, VALIDATION_MESSAGES.amount, options).transform((text) =>
    text === '' ? null : rupeesToPaise(text),
  );
}

export const fields = {
  amount: patternText(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount),
  negativeAmount: patternText(NEGATIVE_AMOUNT_PATTERN, VALIDATION_MESSAGES.amount),
  amount72: patternText(AMOUNT_7_2_PATTERN, VALIDATION_MESSAGES.amount72),
  digits: patternText(DIGITS_PATTERN, VALIDATION_MESSAGES.digits),
  indianMobile: patternText(INDIAN_MOBILE_PATTERN, VALIDATION_MESSAGES.indianMobile),
  internationalMobile: patternText(INTERNATIONAL_MOBILE_PATTERN, VALIDATION_MESSAGES.internationalMobile),
  pincode: patternText(PINCODE_PATTERN, VALIDATION_MESSAGES.pincode),
  hsnSac: patternText(HSN_SAC_PATTERN, VALIDATION_MESSAGES.hsnSac),
  barcode: patternText(BARCODE_PATTERN, VALIDATION_MESSAGES.barcode).refine(
    (value) => value.length <= BARCODE_MAX_LENGTH,
    VALIDATION_MESSAGES.barcodeTooLong,
  ),
  webAccountName: patternText(WEB_ACCOUNT_NAME_PATTERN, VALIDATION_MESSAGES.webAccountName),
  campaignName: patternText(CAMPAIGN_NAME_PATTERN, VALIDATION_MESSAGES.campaignName),
  ipAddress: patternText(IP_ADDRESS_PATTERN, VALIDATION_MESSAGES.ipAddress),
  email: patternText(EMAIL_PATTERN, VALIDATION_MESSAGES.email),
  domain: patternText(DOMAIN_PATTERN, VALIDATION_MESSAGES.domain),
  website: patternText(WEBSITE_PATTERN, VALIDATION_MESSAGES.website),
  invoiceNumber: patternText(INVOICE_NUMBER_PATTERN, VALIDATION_MESSAGES.invoiceNumber),
  sku: patternText(SKU_PATTERN, VALIDATION_MESSAGES.sku),
  personName: patternText(PERSON_NAME_PATTERN, VALIDATION_MESSAGES.personName),
  placeName: patternText(PLACE_NAME_PATTERN, VALIDATION_MESSAGES.placeName),
  taxName: patternText(TAX_NAME_PATTERN, VALIDATION_MESSAGES.taxName),
  date: patternText(/^.+$/, VALIDATION_MESSAGES.date).refine(isValidDateText, VALIDATION_MESSAGES.date),
} as const;

/** Phone with its country: required only for IN, digits up to 14 (error on the phone field). */
export const phoneWithCountrySchema = z
  .object({ countryCode: z.string().trim().min(2).max(3), phone: z.string().trim() })
  .superRefine((value, ctx) => {
    const message = phoneValidationMessage(value.phone, value.countryCode);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['phone'] });
  });
