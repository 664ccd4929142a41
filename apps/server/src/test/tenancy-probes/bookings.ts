// Tenancy probes of bookings: services' booking details, staff schedules, the calendar and the
// bookings themselves, aimed at B's service, staff member, customer and booking.
import type { Probe } from './probe.ts';

const week = { start_date: '2030-01-07', type: 'week' };

export const BOOKING_PROBES: Record<string, Probe> = {
  'GET /api/v1/bookings/services': { kind: 'own-data' },
  'PUT /api/v1/bookings/services/:serviceId': {
    kind: 'foreign-ids',
    params: (b) => ({ serviceId: b.productId }),
    body: () => ({ durationMinutes: 30, staffIds: [] }),
  },
  'GET /api/v1/bookings/staff': { kind: 'own-data' },
  'PUT /api/v1/bookings/staff/:staffId/schedule': {
    kind: 'foreign-ids',
    params: (b) => ({ staffId: b.staffId }),
    body: () => ({ hours: [], daysOff: [] }),
  },
  'GET /api/v1/bookings': { kind: 'own-data', query: () => week },
  'GET /api/v1/bookings/summary': { kind: 'own-data' },
  'POST /api/v1/bookings/seen': { kind: 'own-data' },
  'GET /api/v1/bookings/free-slots': {
    kind: 'foreign-ids',
    query: (b) => ({ service_id: String(b.productId), booking_date: '2030-01-07' }),
  },
  'GET /api/v1/bookings/by-customer/:customerId': {
    kind: 'foreign-ids',
    params: (b) => ({ customerId: b.customerId }),
  },
  'POST /api/v1/bookings': {
    kind: 'foreign-ids',
    body: (b) => ({
      booking_date: '2030-01-07',
      from_time: '10:00',
      to_time: '10:30',
      customer_id: b.customerId,
      service_id: b.productId,
      staff_id: b.staffId,
    }),
  },
  'GET /api/v1/bookings/:bookingId': { kind: 'foreign-ids', params: (b) => ({ bookingId: b.bookingId }) },
  'PUT /api/v1/bookings/:bookingId': {
    kind: 'foreign-ids',
    params: (b) => ({ bookingId: b.bookingId }),
    body: (b) => ({ booking_date: '2030-01-07', from_time: '11:00', to_time: '11:30', staff_id: b.staffId }),
  },
  'POST /api/v1/bookings/:bookingId/status': {
    kind: 'foreign-ids',
    params: (b) => ({ bookingId: b.bookingId }),
    body: () => ({ status: 'CANCELLED' }),
  },
  'POST /api/v1/bookings/:bookingId/bill': {
    kind: 'foreign-ids',
    params: (b) => ({ bookingId: b.bookingId }),
  },
};
