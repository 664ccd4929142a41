import { afterEach, describe, expect, it } from 'vitest';
import { setNativeDigits } from './digits.ts';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatLocale,
  formatMoney,
  formatMonth,
  formatNumber,
  formatStockQuantity,
  localDigits,
} from './format.ts';
import { changeLanguage, i18n } from './i18n.ts';

const english = { language: 'en', nativeDigits: false };
const tamil = { language: 'ta', nativeDigits: false };
const hindiDigits = { language: 'hi', nativeDigits: true };
// A local time, so the text does not depend on the machine's time zone.
const noon = new Date(2026, 10, 22, 11, 41);

describe('English stays as the spec writes it', () => {
  it('formats rupees as formatPaise does, with Indian grouping', () => {
    expect(formatMoney(10_000_000, { symbol: true }, english)).toBe('₹1,00,000.00');
    expect(formatMoney(-123_45, {}, english)).toBe('-123.45');
  });

  it('shows an order time as en-IN does', () => {
    expect(formatDateTime(noon, english)).toBe('22 Nov 2026, 11:41 am');
  });

  it('writes days D-MMM-YYYY and months MMM-YYYY', () => {
    expect(formatDay('2026-01-05', english)).toBe('5-Jan-2026');
    expect(formatMonth('2026-11', english)).toBe('Nov-2026');
    expect(formatDayRange({ start: '2026-11-01', end: '2026-11-22' }, english)).toBe(
      '1-Nov-2026 – 22-Nov-2026',
    );
  });

  it('keeps the plain en order of the screens that had it', () => {
    expect(formatDate(noon, { dateStyle: 'medium', english: 'en' }, english)).toBe('Nov 22, 2026');
    expect(formatDate(noon, { dateStyle: 'medium', english: 'en' }, tamil)).toBe('22 நவ., 2026');
  });

  it('ignores the native digits switch', () => {
    expect(formatLocale({ language: 'en', nativeDigits: true })).toBe('en-IN');
    expect(formatNumber(1234567, {}, { language: 'en', nativeDigits: true })).toBe('12,34,567');
  });
});

describe('the user language', () => {
  it('names the months in Tamil, with Latin digits by default', () => {
    expect(formatDay('2026-11-22', tamil)).toBe('22-நவ.-2026');
    expect(formatMonth('2026-01', tamil)).toBe('ஜன.-2026');
    expect(formatDateTime(noon, tamil)).toBe('22 நவ., 2026, 11:41 AM');
  });

  it('keeps Latin digits for Bengali unless the person asks for Bengali digits', () => {
    expect(formatNumber(100000, {}, { language: 'bn', nativeDigits: false })).toBe('1,00,000');
    expect(formatNumber(100000, {}, { language: 'bn', nativeDigits: true })).toBe('১,০০,০০০');
  });

  it('writes Hindi in Devanagari digits when the switch is on', () => {
    expect(formatLocale(hindiDigits)).toBe('hi-IN-u-nu-deva');
    expect(formatMoney(10_000_000, { symbol: true }, hindiDigits)).toBe('₹१,००,०००.००');
    expect(formatDay('2026-11-22', hindiDigits)).toBe('२२-नव॰-२०२६');
    expect(formatNumber(1234.5, {}, hindiDigits)).toBe('१,२३४.५');
  });

  it('writes stock quantities as before, in the chosen digits', () => {
    expect(formatStockQuantity(1250.5, 'kg', english)).toBe('1,250.5');
    expect(formatStockQuantity(1250.5, 'kg', hindiDigits)).toBe('१,२५०.५');
  });

  it('writes Marathi in Devanagari digits too', () => {
    expect(localDigits('₹12.50', { language: 'mr', nativeDigits: true })).toBe('₹१२.५०');
  });
});

describe('numbers in translated sentences', () => {
  afterEach(async () => {
    setNativeDigits(false);
    await changeLanguage('en', { remember: false });
  });

  it('writes a count in Hindi digits only when the person chose them, and never in English', async () => {
    setNativeDigits(true);
    expect(i18n.t('products.selected', { count: 25 })).toBe('25 selected');
    await changeLanguage('hi', { remember: false });
    expect(i18n.t('products.selected', { count: 25 })).toContain('२५');
    setNativeDigits(false);
    expect(i18n.t('products.selected', { count: 25 })).toContain('25');
  });
});
