// Date-range presets and date formats (back-office.md §5, §9; shared-blocks.md §9). Dates are
// calendar days as 'YYYY-MM-DD'; "today" is the server's current date, passed in by the caller.
import { parseDayMonthYearText } from './validation.ts';

export const DATE_RANGE_PRESETS = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'Last 30 Days',
  'Last Week',
  'Last Month',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export const DEFAULT_DATE_RANGE_PRESET: DateRangePreset = 'Last 7 Days';
/** Weeks start on Monday. */
export const WEEK_STARTS_ON = 'Monday';
export const DISPLAY_DATE_FORMAT = 'D-MMM-YYYY';
export const DEFAULT_DATE_FORMAT = 'DD-MM-YYYY';

export interface DateRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toUtc(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return date;
}

const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  return fromUtc(new Date(toUtc(isoDate).getTime() + days * DAY_MS));
}

/** The Monday on or before the day. */
export function startOfWeek(isoDate: string): string {
  const weekday = toUtc(isoDate).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/**
 * The range of a preset, both ends included: Last 7 Days ends today and starts 6 days earlier;
 * Last Week is the Monday-to-Sunday week before this one; Last Month the calendar month before.
 */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  switch (preset) {
    case 'Today':
      return { start: addDays(today, 0), end: addDays(today, 0) };
    case 'Yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case 'Last 7 Days':
      return { start: addDays(today, -6), end: addDays(today, 0) };
    case 'Last 30 Days':
      return { start: addDays(today, -29), end: addDays(today, 0) };
    case 'Last Week': {
      const thisMonday = startOfWeek(today);
      return { start: addDays(thisMonday, -7), end: addDays(thisMonday, -1) };
    }
    case 'Last Month': {
      const date = toUtc(today);
      const firstOfThis = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
      const lastOfPrevious = new Date(firstOfThis.getTime() - DAY_MS);
      const firstOfPrevious = new Date(
        Date.UTC(lastOfPrevious.getUTCFullYear(), lastOfPrevious.getUTCMonth(), 1),
      );
      return { start: fromUtc(firstOfPrevious), end: fromUtc(lastOfPrevious) };
    }
  }
}

export function defaultDateRange(today: string): DateRange {
  return presetRange(DEFAULT_DATE_RANGE_PRESET, today);
}

/** ISO calendar dates order as text. */
const earlierDate = (a: string, b: string): string => (a.localeCompare(b) > 0 ? b : a);

/** The picker's maximum date is the server's current date: later ends are pulled back to it. */
export function clampRange(range: DateRange, today: string): DateRange {
  const end = earlierDate(range.end, today);
  return { start: earlierDate(range.start, end), end };
}

/** D-MMM-YYYY, e.g. '5-Jan-2026'. */
export function formatDisplayDate(isoDate: string): string {
  const date = toUtc(isoDate);
  return `${date.getUTCDate()}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
}

/** DD-MM-YYYY, e.g. '05-01-2026'. */
export function formatDefaultDate(isoDate: string): string {
  const [year, month, day] = fromUtc(toUtc(isoDate)).split('-');
  return `${day}-${month}-${year}`;
}

/** DD-MM-YYYY or DD/MM/YYYY text to 'YYYY-MM-DD', or null when it names no real day. */
export function parseDayMonthYear(text: string): string | null {
  const parts = parseDayMonthYearText(text);
  if (!parts) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
