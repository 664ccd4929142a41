// Rows to replies: the spec's Booking record under its own names, with what the screens show.

import type { BookingSource, BookingStatus } from '@storekeep/domain/booking';
import type { Booking, ServiceBooking, StaffSchedule } from '@storekeep/domain/booking-api';
import type { BookingRow, ServiceRow, StaffRow } from './queries.ts';

/** Postgres answers 'HH:mm:ss'; the API speaks the slot keys 'HH:mm'. */
export const timeKeyOf = (time: string) => time.slice(0, 5);

export const staffNameOf = (s: { firstName: string; lastName: string }) =>
  [s.firstName, s.lastName].filter(Boolean).join(' ');

export function presentBooking(row: BookingRow): Booking {
  return {
    id: row.bookingId,
    booking_date: row.bookingDate,
    from_time: timeKeyOf(row.fromTime),
    to_time: timeKeyOf(row.toTime),
    customer_id: row.customerId,
    service_id: row.serviceId,
    staff_id: row.staffId,
    description: row.description,
    status: row.status as BookingStatus,
    source: row.source as BookingSource,
    outletId: row.outletId,
    customerName: row.customerName,
    customerMobile: row.customerMobile,
    serviceName: row.serviceName,
    staffName: staffNameOf({ firstName: row.staffFirstName, lastName: row.staffLastName }),
    orderId: row.orderId,
    reminder:
      row.reminderDueAt && row.reminderState
        ? { dueAt: row.reminderDueAt.toISOString(), state: row.reminderState }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentService(row: ServiceRow, defaultMinutes: number): ServiceBooking {
  return {
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    durationMinutes: row.durationMinutes ?? defaultMinutes,
    sellingPricePaise: row.sellingPricePaise,
    salesTax: row.salesTax === null ? null : Number(row.salesTax),
    staffIds: row.staffIds,
    isSellOnline: row.isSellOnline,
  };
}

export function presentSchedule(
  staff: StaffRow,
  hours: Array<{ staffId: number; weekday: number; outletId: number; fromTime: string; toTime: string }>,
  daysOff: Array<{ staffId: number; dayOff: string }>,
): StaffSchedule {
  return {
    staffId: staff.staffId,
    name: staffNameOf(staff),
    role: staff.role,
    hours: hours
      .filter((h) => h.staffId === staff.staffId)
      .map((h) => ({
        weekday: h.weekday,
        outletId: h.outletId,
        fromTime: timeKeyOf(h.fromTime),
        toTime: timeKeyOf(h.toTime),
      })),
    daysOff: daysOff.filter((d) => d.staffId === staff.staffId).map((d) => d.dayOff),
  };
}
