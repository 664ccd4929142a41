// Dates, numbers and rupees in the user's language: Intl with `${language}-IN`, Indian digit
// grouping, Latin digits unless the person chose their script's digits. English keeps the spec's
// text letter for letter (en-IN, formatPaise, D-MMM-YYYY).
import { type DateRange, formatDisplayDate } from '@storekeep/domain/date-ranges';
import { type FormatOptions, formatPaise, formatPrice } from '@storekeep/domain/money';
import { formatQuantity } from '@storekeep/domain/quantity';
import { inLanguageDigits, NATIVE_NUMBERING, usesNativeDigits } from './digits.ts';
import { i18n } from './i18n.ts';

/**
 * Most English screens read en-IN ('22 Nov 2026'); a few older ones read plain 'en' ('Nov 22, 2026')
 * and keep it, so English never changes.
 */
export type EnglishLocale = 'en-IN' | 'en';

export interface DateOptions extends Intl.DateTimeFormatOptions {
  english?: EnglishLocale;
}

interface Settings {
  language: string;
  nativeDigits: boolean;
}

const current = (): Settings => ({ language: i18n.language || 'en', nativeDigits: usesNativeDigits() });

/**
 * The Intl locale: en-IN for English; otherwise the language in India with Latin digits named
 * outright (Bengali's default digits are Bengali), or the script's digits when chosen.
 */
export function formatLocale(
  { language, nativeDigits: native }: Settings = current(),
  english: EnglishLocale = 'en-IN',
): string {
  const numbering = NATIVE_NUMBERING[language];
  if (!numbering) return english;
  return `${language}-IN-u-nu-${native ? numbering : 'latn'}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat({ english, ...options }: DateOptions, settings: Settings): Intl.DateTimeFormat {
  const locale = formatLocale(settings, english);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(options: Intl.NumberFormatOptions, settings: Settings): Intl.NumberFormat {
  const locale = formatLocale(settings);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Latin digits in a text written in the person's digits (the rest of the text unchanged). */
export function localDigits(text: string, settings: Settings = current()): string {
  return inLanguageDigits(text, settings.language, settings.nativeDigits);
}

/** A date (or an ISO timestamp) with Intl's options, in the person's language and digits. */
export function formatDate(
  value: Date | string | number,
  options: DateOptions,
  settings: Settings = current(),
): string {
  return dateFormat(options, settings).format(typeof value === 'string' ? new Date(value) : value);
}

/** A day and time as the orders show it: '22 Nov 2026, 11:41 am' in English. */
export function formatDateTime(value: Date | string, settings: Settings = current()): string {
  return formatDate(
    value,
    { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    settings,
  );
}

/** A count or decimal with Indian grouping (1,00,000): Intl's options as for Intl.NumberFormat. */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  settings: Settings = current(),
): string {
  return numberFormat(options, settings).format(value);
}

/** Rupees from paise with 2 decimals ('₹1,00,000.00' with the symbol): formatPaise's text. */
export function formatMoney(
  paise: number,
  options: FormatOptions = {},
  settings: Settings = current(),
): string {
  return localDigits(formatPaise(paise, options), settings);
}

/** A price: decimals only when fractional, as formatPrice. */
export function formatMoneyPrice(
  paise: number,
  options: FormatOptions = {},
  settings: Settings = current(),
): string {
  return localDigits(formatPrice(paise, options), settings);
}

/** A stock quantity rounded for its unit, as formatQuantity writes it ('1,250.5'). */
export function formatStockQuantity(
  quantity: number,
  unit?: string | null,
  settings: Settings = current(),
): string {
  return localDigits(formatQuantity(quantity, unit), settings);
}

const MONTH_ONLY: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };

/** A calendar day 'YYYY-MM-DD' as D-MMM-YYYY ('5-Jan-2026'), the month in the person's language. */
export function formatDay(isoDate: string, settings: Settings = current()): string {
  if (settings.language === 'en' || !NATIVE_NUMBERING[settings.language]) return formatDisplayDate(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = formatDate(Date.UTC(year, month - 1, 1), MONTH_ONLY, settings);
  return localDigits(`${day}-${monthName}-${year}`, settings);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month 'YYYY-MM' as MMM-YYYY ('Nov-2026'), the month in the person's language. */
export function formatMonth(isoMonth: string, settings: Settings = current()): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  if (settings.language === 'en' || !NATIVE_NUMBERING[settings.language])
    return `${MONTHS[month - 1]}-${year}`;
  const monthName = formatDate(Date.UTC(year, month - 1, 1), MONTH_ONLY, settings);
  return localDigits(`${monthName}-${year}`, settings);
}

/** A range of days: one day, or 'from – to'. */
export function formatDayRange(range: DateRange, settings: Settings = current()): string {
  return range.start === range.end
    ? formatDay(range.start, settings)
    : `${formatDay(range.start, settings)} – ${formatDay(range.end, settings)}`;
}
