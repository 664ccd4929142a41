// Booking rules (back-office.md §4 Booking; shared-blocks.md: time slots in 15-minute steps): a
// booking holds one staff member from from_time to to_time on booking_date, inside that member's
// working hours, never over another booking of theirs. Times are the store's clock (India time).
import { parseTimeKey, TIME_SLOT_STEP_MINUTES, timeKey } from './time-slots.ts';

export const BOOKING_STATUSES = ['BOOKED', 'DONE', 'NO_SHOW', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Where the booking was made: the back office, or the shopper on the published store. */
export const BOOKING_SOURCES = ['BACK_OFFICE', 'ONLINE'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** The queue the reminder waits in until the messaging work sends it (payload: { bookingId }). */
export const BOOKING_REMINDER_QUEUE = 'booking-reminder';

/** Service length: 15 minutes to 12 hours, in whole slots. */
export const MIN_SERVICE_MINUTES = TIME_SLOT_STEP_MINUTES;
export const MAX_SERVICE_MINUTES = 12 * 60;
export const DEFAULT_SERVICE_MINUTES = 30;
/** How far ahead a calendar or the shop may ask for free slots. */
export const MAX_BOOKING_DAYS_AHEAD = 180;
/** The calendar's widest range: one week. */
export const MAX_CALENDAR_DAYS = 7;
/** Days the shop offers to choose from. */
export const ONLINE_BOOKING_DAYS = 14;

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Working periods a staff member may have in one day (10:00–13:00 and 15:00–20:00 are two). */
export const MAX_PERIODS_PER_DAY = 4;

/** The server's texts (English; the admin app shows its own translation of each by the field). */
export const BOOKING_MESSAGES = {
  doubleBooked: 'This staff member already has a booking at this time. Choose another time or staff member.',
  outsideHours: 'This time is outside the staff member’s working hours.',
  dayOff: 'The staff member is off on this day.',
  notGiven: 'This staff member does not give this service.',
  serviceNotFound: 'Service not found.',
  staffNotFound: 'Staff member not found.',
  customerNotFound: 'Customer not found.',
  bookingNotFound: 'Booking not found.',
  notBooked: 'Only a booking that is still booked can be changed.',
  notDone: 'Mark the booking as done before billing it.',
  alreadyBilled: 'This booking has been billed already.',
  slotRange: 'Choose a start and end on the 15-minute steps, the start before the end.',
  inPast: 'This time has passed. Choose a later time.',
  tooFarAhead: `Bookings can be made up to ${MAX_BOOKING_DAYS_AHEAD} days ahead.`,
  hoursOverlap: 'Working periods of a day must not overlap.',
  tooManyPeriods: `A day can have up to ${MAX_PERIODS_PER_DAY} working periods.`,
  onlineOff: 'This store does not take bookings online.',
} as const;

export interface MinuteRange {
  from: number;
  to: number;
}

/** 'HH:mm' keys to minutes; null unless both are 15-minute steps with from before to. */
export function rangeOf(fromKey: string, toKey: string): MinuteRange | null {
  const from = parseTimeKey(fromKey);
  const to = parseTimeKey(toKey);
  if (from === null || to === null || from >= to) return null;
  if (from % TIME_SLOT_STEP_MINUTES !== 0 || to % TIME_SLOT_STEP_MINUTES !== 0) return null;
  return { from, to };
}

/** The 15-minute slots a range covers, as their start keys: 10:00–10:45 → 10:00, 10:15, 10:30. */
export function slotKeysOf(range: MinuteRange): string[] {
  const keys: string[] = [];
  for (let t = range.from; t < range.to; t += TIME_SLOT_STEP_MINUTES) keys.push(timeKey(t));
  return keys;
}

export const overlaps = (a: MinuteRange, b: MinuteRange) => a.from < b.to && b.from < a.to;
export const within = (inner: MinuteRange, outer: MinuteRange) =>
  inner.from >= outer.from && inner.to <= outer.to;

/** 0 = Sunday … 6 = Saturday of an ISO date (the calendar date, no time zone involved). */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/**
 * Why a staff member cannot take this range on this day, or null when they can: a day off, no
 * working hours that weekday, or a range not inside one of the day's working periods (a booking
 * never spans the break between two). Overlaps with bookings are the database's to refuse (one row
 * per occupied slot), so a race cannot slip past a check made here.
 */
export function workingHoursRefusal(
  periods: readonly MinuteRange[],
  isDayOff: boolean,
  range: MinuteRange,
): keyof typeof BOOKING_MESSAGES | null {
  if (isDayOff) return 'dayOff';
  if (!periods.some((period) => within(range, period))) return 'outsideHours';
  return null;
}

/**
 * The first working period (by its index in `days`) that overlaps an earlier one of the same
 * weekday, or that is one too many for its day; null when the week is valid.
 */
export function workingPeriodRefusal(
  days: ReadonlyArray<{ weekday: number; fromTime: string; toTime: string }>,
): { index: number; reason: 'hoursOverlap' | 'tooManyPeriods' } | null {
  const seen = new Map<number, MinuteRange[]>();
  for (const [index, day] of days.entries()) {
    const range = rangeOf(day.fromTime, day.toTime);
    if (!range) continue;
    const earlier = seen.get(day.weekday) ?? [];
    if (earlier.some((other) => overlaps(range, other))) return { index, reason: 'hoursOverlap' };
    if (earlier.length >= MAX_PERIODS_PER_DAY) return { index, reason: 'tooManyPeriods' };
    seen.set(day.weekday, [...earlier, range]);
  }
  return null;
}

/**
 * Start times (minutes) at which a service of `duration` minutes fits in the working hours without
 * touching a booked range, every 15 minutes, from `notBefore` on (now, on today's date).
 */
export function freeStarts(
  hours: MinuteRange,
  booked: readonly MinuteRange[],
  duration: number,
  notBefore = 0,
): number[] {
  const starts: number[] = [];
  const first = Math.max(hours.from, Math.ceil(notBefore / TIME_SLOT_STEP_MINUTES) * TIME_SLOT_STEP_MINUTES);
  for (let t = first; t + duration <= hours.to; t += TIME_SLOT_STEP_MINUTES) {
    const range = { from: t, to: t + duration };
    if (!booked.some((b) => overlaps(range, b))) starts.push(t);
  }
  return starts;
}

/** Which status changes a merchant may make: only a booked booking moves on, once. */
export function canChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  return from === 'BOOKED' && to !== 'BOOKED';
}

/** Cancelled and no-show bookings free their slots; booked and done ones hold them. */
export const holdsSlots = (status: BookingStatus) => status === 'BOOKED' || status === 'DONE';

const IST_OFFSET_MINUTES = 330;
const HOUR_MS = 3_600_000;

/** The instant a store-clock date and 'HH:mm' time stand for (India time has no daylight saving). */
export function storeInstant(isoDate: string, minutes: number): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + (minutes - IST_OFFSET_MINUTES) * 60_000);
}

/** Today's date and the minutes since midnight on the store's clock. */
export function storeNow(now: Date): { date: string; minutes: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * When the customer is reminded: a day before the appointment; for one booked less than a day
 * ahead, two hours before; none when even that has passed (the customer has just booked it).
 */
export function reminderDueAt(start: Date, now: Date): Date | null {
  const dayBefore = new Date(start.getTime() - 24 * HOUR_MS);
  if (dayBefore > now) return dayBefore;
  const twoHoursBefore = new Date(start.getTime() - 2 * HOUR_MS);
  return twoHoursBefore > now ? twoHoursBefore : null;
}
