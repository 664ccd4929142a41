// What the booking use cases share: where a booking may go (staff, service, working hours, days
// off), taking its slots, and queueing its reminder.
import {
  BOOKING_MESSAGES,
  BOOKING_REMINDER_QUEUE,
  MAX_BOOKING_DAYS_AHEAD,
  type MinuteRange,
  rangeOf,
  reminderDueAt,
  slotKeysOf,
  storeInstant,
  storeNow,
  weekdayOf,
  within,
  workingHoursRefusal,
} from '@storekeep/domain/booking';
import { addDays } from '@storekeep/domain/date-ranges';
import { parseTimeKey } from '@storekeep/domain/time-slots';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import * as q from './queries.ts';

export interface Placement {
  date: string;
  fromTime: string;
  toTime: string;
  staffId: number;
  serviceId: number;
}

/** A refusal said under the field the merchant changes to fix it. */
const refuse = (key: keyof typeof BOOKING_MESSAGES, field = 'from_time') =>
  invalid(BOOKING_MESSAGES[key], { [field]: BOOKING_MESSAGES[key] });

export function rangeOrRefuse(fromTime: string, toTime: string): MinuteRange {
  const range = rangeOf(fromTime, toTime);
  if (!range) throw refuse('slotRange', 'to_time');
  return range;
}

/** A time that has passed, or a day too far ahead, cannot be booked. */
export function checkWhen(date: string, range: MinuteRange, now: Date) {
  if (storeInstant(date, range.from) < now) throw refuse('inPast');
  if (date > addDays(storeNow(now).date, MAX_BOOKING_DAYS_AHEAD)) throw refuse('tooFarAhead', 'booking_date');
}

/**
 * Checks the staff member gives the service and works then; answers the outlet of the working
 * period the booking falls in (the booking's outlet).
 */
export async function checkPlacement(tx: DbOrTx, supplierId: number, p: Placement): Promise<number> {
  const range = rangeOrRefuse(p.fromTime, p.toTime);
  const [staff] = await q.listBookableStaff(tx, supplierId, [p.staffId]);
  if (!staff) throw notFound(BOOKING_MESSAGES.staffNotFound);
  const [service] = await q.listServices(tx, supplierId, { serviceId: p.serviceId });
  if (!service) throw notFound(BOOKING_MESSAGES.serviceNotFound);
  if (!service.staffIds.includes(p.staffId)) throw refuse('notGiven', 'staff_id');
  const weekday = weekdayOf(p.date);
  const periods = (await q.listWorkingHours(tx, supplierId, [p.staffId]))
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ outletId: h.outletId, ...minuteRangeOf(h.fromTime, h.toTime) }));
  const daysOff = await q.listDaysOff(tx, supplierId, { from: p.date, to: p.date }, [p.staffId]);
  const refusal = workingHoursRefusal(periods, daysOff.length > 0, range);
  if (refusal) throw refuse(refusal);
  return (periods.find((period) => within(range, period)) as { outletId: number }).outletId;
}

export function minuteRangeOf(fromTime: string, toTime: string): MinuteRange {
  return { from: parseTimeKey(fromTime.slice(0, 5)) ?? 0, to: parseTimeKey(toTime.slice(0, 5)) ?? 0 };
}

/** Takes the booking's slots; a slot another booking holds refuses the whole booking. */
export async function takeSlots(tx: DbOrTx, supplierId: number, bookingId: number, p: Placement) {
  const range = rangeOrRefuse(p.fromTime, p.toTime);
  const held = await q.holdSlots(
    tx,
    { supplierId, staffId: p.staffId, date: p.date, bookingId },
    slotKeysOf(range),
  );
  if (!held)
    throw new AppError(409, 'conflict', BOOKING_MESSAGES.doubleBooked, {
      from_time: BOOKING_MESSAGES.doubleBooked,
    });
}

/** Queues the customer's reminder (the messaging work sends it); null when it is too late for one. */
export async function queueReminder(
  tx: DbOrTx,
  supplierId: number,
  bookingId: number,
  p: Pick<Placement, 'date' | 'fromTime'>,
  now: Date,
): Promise<number | null> {
  const start = storeInstant(p.date, parseTimeKey(p.fromTime) ?? 0);
  const dueAt = reminderDueAt(start, now);
  if (!dueAt) return null;
  return enqueueJob(tx, { queue: BOOKING_REMINDER_QUEUE, supplierId, payload: { bookingId }, runAt: dueAt });
}

export async function requireBooking(db: DbOrTx, supplierId: number, bookingId: number) {
  const row = await q.findBooking(db, supplierId, bookingId);
  if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return row;
}
