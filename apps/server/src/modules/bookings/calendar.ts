// Reading bookings: the calendar (a day or a week, one staff member or all), one booking, a
// customer's bookings, free slots of a service, and the counter of new online bookings.
import { DEFAULT_SERVICE_MINUTES, freeStarts, storeNow, weekdayOf } from '@storekeep/domain/booking';
import type { Booking, CalendarReply, FreeSlot } from '@storekeep/domain/booking-api';
import { addDays } from '@storekeep/domain/date-ranges';
import { timeKey } from '@storekeep/domain/time-slots';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletScopeOf } from '../supplier/index.ts';
import { minuteRangeOf, requireBooking } from './internal.ts';
import { presentBooking } from './presenters.ts';
import * as q from './queries.ts';

export async function getCalendar(
  db: Db,
  session: SupplierSession,
  query: { start_date: string; type: 'day' | 'week'; staff_id?: number | undefined },
): Promise<CalendarReply> {
  const end = addDays(query.start_date, query.type === 'week' ? 6 : 0);
  const rows = await q.listBookings(db, session.supplierId, {
    from: query.start_date,
    to: end,
    ...(query.staff_id === undefined ? {} : { staffId: query.staff_id }),
    outletIds: await outletScopeOf(db, session),
  });
  return { start_date: query.start_date, end_date: end, bookings: rows.map(presentBooking) };
}

export async function getBooking(db: Db, session: SupplierSession, bookingId: number): Promise<Booking> {
  const row = await requireBooking(db, session.supplierId, bookingId);
  const scope = await outletScopeOf(db, session);
  if (scope && !scope.includes(row.outletId)) throw notFound('Booking not found.');
  return presentBooking(row);
}

export async function customerBookings(db: Db, session: SupplierSession, customerId: number) {
  if (!(await q.findCustomer(db, session.supplierId, customerId))) throw notFound('Customer not found.');
  const rows = await q.listCustomerBookings(db, session.supplierId, customerId);
  return { bookings: rows.map(presentBooking).reverse() };
}

/**
 * Where a service fits on a day: every 15-minute start at which at least one staff member who
 * gives it works and is free for the whole service; today's starts from now on.
 */
export async function freeSlots(
  db: DbOrTx,
  supplierId: number,
  query: { service_id: number; booking_date: string; staff_id?: number | undefined },
  now = new Date(),
): Promise<{ slots: FreeSlot[] }> {
  const [service] = await q.listServices(db, supplierId, { serviceId: query.service_id });
  if (!service) throw notFound('Service not found.');
  const today = storeNow(now);
  if (query.booking_date < today.date) return { slots: [] };
  const duration = service.durationMinutes ?? DEFAULT_SERVICE_MINUTES;
  const staffIds = service.staffIds.filter((s) => query.staff_id === undefined || s === query.staff_id);
  const staff = await q.listBookableStaff(db, supplierId, staffIds);
  const ids = staff.map((s) => s.staffId);
  const weekday = weekdayOf(query.booking_date);
  const hours = (await q.listWorkingHours(db, supplierId, ids)).filter((h) => h.weekday === weekday);
  const off = new Set(
    (await q.listDaysOff(db, supplierId, { from: query.booking_date, to: query.booking_date }, ids)).map(
      (d) => d.staffId,
    ),
  );
  const held = await q.heldRanges(db, supplierId, query.booking_date, ids);
  const notBefore = query.booking_date === today.date ? today.minutes + 1 : 0;
  const byStart = new Map<number, number[]>();
  for (const h of hours) {
    if (off.has(h.staffId)) continue;
    const booked = held
      .filter((b) => b.staffId === h.staffId)
      .map((b) => minuteRangeOf(b.fromTime, b.toTime));
    for (const start of freeStarts(minuteRangeOf(h.fromTime, h.toTime), booked, duration, notBefore))
      byStart.set(start, [...(byStart.get(start) ?? []), h.staffId]);
  }
  return {
    slots: [...byStart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, staffIdsFree]) => ({
        from_time: timeKey(start),
        to_time: timeKey(start + duration),
        staffIds: staffIdsFree,
      })),
  };
}

export async function bookingSummary(db: Db, session: SupplierSession, now = new Date()) {
  return q.bookingSummary(db, session.supplierId, storeNow(now).date);
}

export async function markOnlineSeen(db: Db, session: SupplierSession) {
  await q.markOnlineSeen(db, session.supplierId);
  return bookingSummary(db, session);
}
