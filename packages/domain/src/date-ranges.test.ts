import { describe, expect, it } from 'vitest';
import {
  addDays,
  clampRange,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATE_RANGE_PRESET,
  DISPLAY_DATE_FORMAT,
  defaultDateRange,
  formatDefaultDate,
  formatDisplayDate,
  parseDayMonthYear,
  presetRange,
  startOfWeek,
  WEEK_STARTS_ON,
} from './date-ranges.ts';

describe('presets (back-office.md §9)', () => {
  it('lists Today … Last Month with the spec defaults', () => {
    expect(DATE_RANGE_PRESETS).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'Last 30 Days',
      'Last Week',
      'Last Month',
    ]);
    expect(DEFAULT_DATE_RANGE_PRESET).toBe('Last 7 Days');
    expect(WEEK_STARTS_ON).toBe('Monday');
    expect(DISPLAY_DATE_FORMAT).toBe('D-MMM-YYYY');
    expect(DEFAULT_DATE_FORMAT).toBe('DD-MM-YYYY');
  });

  // 2026-03-04 is a Wednesday.
  it.each<[DateRangePreset, string, string, string]>([
    ['Today', '2026-03-04', '2026-03-04', '2026-03-04'],
    ['Yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['Last 7 Days', '2026-03-04', '2026-02-26', '2026-03-04'],
    ['Last 30 Days', '2026-03-04', '2026-02-03', '2026-03-04'],
    ['Last Week', '2026-03-04', '2026-02-23', '2026-03-01'],
    ['Last Week', '2026-03-02', '2026-02-23', '2026-03-01'],
    ['Last Week', '2026-03-08', '2026-02-23', '2026-03-01'],
    ['Last Month', '2026-03-04', '2026-02-01', '2026-02-28'],
    ['Last Month', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['Last Month', '2026-01-15', '2025-12-01', '2025-12-31'],
  ])('%s on %s is %s to %s', (preset, today, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('defaults to the last 7 days', () => {
    expect(defaultDateRange('2026-03-04')).toEqual({ start: '2026-02-26', end: '2026-03-04' });
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2026-03-08', '2026-03-02'],
    ['2026-03-04', '2026-03-02'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(startOfWeek(day)).toBe(monday);
  });

  it('adds days across years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it.each(['2026-02-30', '04-03-2026', ''])('refuses %j', (bad) => {
    expect(() => addDays(bad, 0)).toThrow(RangeError);
  });

  it.each([
    [
      { start: '2026-03-01', end: '2026-03-10' },
      { start: '2026-03-01', end: '2026-03-04' },
    ],
    [
      { start: '2026-03-08', end: '2026-03-10' },
      { start: '2026-03-04', end: '2026-03-04' },
    ],
    [
      { start: '2026-03-01', end: '2026-03-02' },
      { start: '2026-03-01', end: '2026-03-02' },
    ],
  ])('limits %j to the server date', (range, clamped) => {
    expect(clampRange(range, '2026-03-04')).toEqual(clamped);
  });
});

describe('formats', () => {
  it.each([
    ['2026-01-05', '5-Jan-2026', '05-01-2026'],
    ['2026-12-25', '25-Dec-2026', '25-12-2026'],
  ])('%s shows as %s (display) and %s (default)', (iso, display, plain) => {
    expect(formatDisplayDate(iso)).toBe(display);
    expect(formatDefaultDate(iso)).toBe(plain);
  });

  it.each([
    ['05-01-2026', '2026-01-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29-02-2025', null],
    ['5-1-2026', null],
    ['05-01/2026', null],
  ])('parses %j → %s', (text, iso) => {
    expect(parseDayMonthYear(text)).toBe(iso);
  });
});
