// Booking, moving (drag or resize, or to another staff member) and closing a booking: each in one
// transaction with its slots and its reminder.
import { randomBytes } from 'node:crypto';
import { BOOKING_MESSAGES, type BookingStatus, canChangeStatus, holdsSlots } from '@storekeep/domain/booking';
import type { Booking, createBookingBodySchema, moveBookingBodySchema } from '@storekeep/domain/booking-api';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import {
  checkPlacement,
  checkWhen,
  type Placement,
  queueReminder,
  rangeOrRefuse,
  requireBooking,
  takeSlots,
} from './internal.ts';
import { presentBooking } from './presenters.ts';
import * as q from './queries.ts';

export const newReference = () => randomBytes(12).toString('base64url');

/**
 * A booking at a place already chosen: checks it, writes it with its slots and reminder. Shared by
 * the back office and the shop (which passes the shopper's customer and no user).
 */
export async function placeBooking(
  tx: DbOrTx,
  supplierId: number,
  p: Placement & { customerId: number; description: string; source: 'BACK_OFFICE' | 'ONLINE' },
  by: { userId: number | null; now: Date },
): Promise<{ bookingId: number; reference: string }> {
  checkWhen(p.date, rangeOrRefuse(p.fromTime, p.toTime), by.now);
  const outletId = await checkPlacement(tx, supplierId, p);
  const reference = newReference();
  const bookingId = await q.insertBooking(tx, {
    supplierId,
    outletId,
    bookingDate: p.date,
    fromTime: p.fromTime,
    toTime: p.toTime,
    customerId: p.customerId,
    serviceId: p.serviceId,
    staffId: p.staffId,
    description: p.description,
    source: p.source,
    reference,
    // The merchant's own bookings are seen as they are made; the shop's wait for the counter.
    seenAt: p.source === 'BACK_OFFICE' ? by.now : null,
    createdBy: by.userId,
  });
  await takeSlots(tx, supplierId, bookingId, p);
  const reminderJobId = await queueReminder(tx, supplierId, bookingId, p, by.now);
  if (reminderJobId !== null) await q.updateBooking(tx, supplierId, bookingId, { reminderJobId });
  return { bookingId, reference };
}

export async function createBooking(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof createBookingBodySchema>,
  now = new Date(),
): Promise<Booking> {
  return db.transaction(async (tx) => {
    if (!(await q.findCustomer(tx, session.supplierId, body.customer_id)))
      throw notFound(BOOKING_MESSAGES.customerNotFound);
    const { bookingId } = await placeBooking(
      tx,
      session.supplierId,
      {
        date: body.booking_date,
        fromTime: body.from_time,
        toTime: body.to_time,
        staffId: body.staff_id,
        serviceId: body.service_id,
        customerId: body.customer_id,
        description: body.description,
        source: 'BACK_OFFICE',
      },
      { userId: session.userId, now },
    );
    return presentBooking(await requireBooking(tx, session.supplierId, bookingId));
  });
}

async function lockBooked(tx: DbOrTx, supplierId: number, bookingId: number) {
  const booking = await q.lockBooking(tx, supplierId, bookingId);
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return booking;
}

/** Moves or resizes a booked booking: its old slots are let go and the new ones taken, or nothing changes. */
export async function moveBooking(
  db: Db,
  session: SupplierSession,
  bookingId: number,
  body: z.output<typeof moveBookingBodySchema>,
  now = new Date(),
): Promise<Booking> {
  const { supplierId } = session;
  return db.transaction(async (tx) => {
    const booking = await lockBooked(tx, supplierId, bookingId);
    if (booking.status !== 'BOOKED') throw invalid(BOOKING_MESSAGES.notBooked);
    const place: Placement = {
      date: body.booking_date,
      fromTime: body.from_time,
      toTime: body.to_time,
      staffId: body.staff_id,
      serviceId: booking.serviceId,
    };
    checkWhen(place.date, rangeOrRefuse(place.fromTime, place.toTime), now);
    const outletId = await checkPlacement(tx, supplierId, place);
    await q.releaseSlots(tx, supplierId, bookingId);
    await takeSlots(tx, supplierId, bookingId, place);
    if (booking.reminderJobId !== null) await q.dropQueuedReminder(tx, supplierId, booking.reminderJobId);
    const reminderJobId = await queueReminder(tx, supplierId, bookingId, place, now);
    await q.updateBooking(tx, supplierId, bookingId, {
      outletId,
      bookingDate: place.date,
      fromTime: place.fromTime,
      toTime: place.toTime,
      staffId: place.staffId,
      reminderJobId,
      ...(body.description === undefined ? {} : { description: body.description }),
    });
    return presentBooking(await requireBooking(tx, supplierId, bookingId));
  });
}

/** Done, no-show or cancelled: a booked booking closes once; no-show and cancel free its slots. */
export async function setBookingStatus(
  db: Db,
  session: SupplierSession,
  bookingId: number,
  status: Exclude<BookingStatus, 'BOOKED'>,
): Promise<Booking> {
  const { supplierId } = session;
  return db.transaction(async (tx) => {
    const booking = await lockBooked(tx, supplierId, bookingId);
    if (!canChangeStatus(booking.status as BookingStatus, status)) throw invalid(BOOKING_MESSAGES.notBooked);
    if (!holdsSlots(status)) await q.releaseSlots(tx, supplierId, bookingId);
    // Nobody is reminded of a visit that is over or off.
    if (booking.reminderJobId !== null) await q.dropQueuedReminder(tx, supplierId, booking.reminderJobId);
    await q.updateBooking(tx, supplierId, bookingId, { status });
    return presentBooking(await requireBooking(tx, supplierId, bookingId));
  });
}
