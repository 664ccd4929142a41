// Bookings over HTTP on a migrated database: a service and a stylist's week, booking, the refusals
// (double booking, outside hours, a day off), moving, closing, the reminder, billing, and online
// booking on the store's pages. The race for one slot is in booking-concurrency.test.ts.
import { BOOKING_MESSAGES, storeNow } from '@storekeep/domain/booking';
import type { Booking } from '@storekeep/domain/booking-api';
import { addDays } from '@storekeep/domain/date-ranges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let stylist: number;
let serviceId: number;
let customerId: number;
/** A Monday at least a week ahead: the stylist works Mondays 10:00–18:00. */
let monday: string;

async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown): Promise<T> {
  const reply = await api.call(method, url, payload);
  if (reply.statusCode >= 300) throw new Error(`${method} ${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
}

const book = (from: string, to: string, extra: Record<string, unknown> = {}) =>
  api.call('POST', '/api/v1/bookings', {
    booking_date: monday,
    from_time: from,
    to_time: to,
    customer_id: customerId,
    service_id: serviceId,
    staff_id: stylist,
    description: 'Trim, no wash',
    ...extra,
  });

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  stylist = (await createUser(h, { supplierId: store.supplierId, role: 'staff' })).userId;
  const service = await ok<{ serviceId: number }>('POST', '/api/v1/products', {
    productName: 'Haircut',
    isService: true,
    mrpPaise: 30_000,
    sellingPricePaise: 30_000,
    salesTax: 18,
  });
  serviceId = service.serviceId;
  customerId = (
    await ok<{ customerId: number }>('POST', '/api/v1/customers', {
      name: 'Kavya',
      mobileNumber: '9876543210',
    })
  ).customerId;
  const today = storeNow(new Date()).date;
  monday = addDays(today, 7);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  await ok('PUT', `/api/v1/bookings/services/${serviceId}`, { durationMinutes: 45, staffIds: [stylist] });
  await ok('PUT', `/api/v1/bookings/staff/${stylist}/schedule`, {
    hours: [{ weekday: 1, outletId: store.outlets[0]?.outletId, fromTime: '10:00', toTime: '18:00' }],
    daysOff: [addDays(monday, 7)],
  });
});
afterAll(() => h.close());

describe('services and schedules', () => {
  it('keeps a service’s length and staff beside the product, and the stylist’s week', async () => {
    const { services } = await ok<{ services: Array<Record<string, unknown>> }>(
      'GET',
      '/api/v1/bookings/services',
    );
    expect(services).toEqual([
      expect.objectContaining({
        serviceId,
        serviceName: 'Haircut',
        durationMinutes: 45,
        staffIds: [stylist],
        salesTax: 18,
      }),
    ]);
    const { staff } = await ok<{ staff: Array<Record<string, unknown>> }>('GET', '/api/v1/bookings/staff');
    expect(staff.find((s) => s.staffId === stylist)).toMatchObject({
      hours: [{ weekday: 1, fromTime: '10:00', toTime: '18:00' }],
      daysOff: [addDays(monday, 7)],
    });
  });

  it('refuses a duration off the 15-minute steps and a staff member of no store', async () => {
    const odd = await api.call('PUT', `/api/v1/bookings/services/${serviceId}`, {
      durationMinutes: 40,
      staffIds: [],
    });
    expect(odd.statusCode).toBe(400);
    const stranger = await api.call('PUT', `/api/v1/bookings/services/${serviceId}`, {
      durationMinutes: 45,
      staffIds: [999_999],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields).toEqual({ staffIds: BOOKING_MESSAGES.staffNotFound });
  });
});

describe('booking a stylist', () => {
  let first: Booking;

  it('books a slot as the spec’s Booking record, with its reminder queued a day before', async () => {
    const reply = await book('10:00', '10:45');
    expect(reply.statusCode).toBe(201);
    first = reply.json();
    expect(first).toMatchObject({
      booking_date: monday,
      from_time: '10:00',
      to_time: '10:45',
      customer_id: customerId,
      service_id: serviceId,
      staff_id: stylist,
      description: 'Trim, no wash',
      status: 'BOOKED',
      source: 'BACK_OFFICE',
      customerName: 'Kavya',
      serviceName: 'Haircut',
      outletId: store.outlets[0]?.outletId,
    });
    // 10:00 India time is 04:30 UTC; the reminder is due 24 hours earlier.
    expect(first.reminder).toEqual({ dueAt: `${addDays(monday, -1)}T04:30:00.000Z`, state: 'queued' });
  });

  it('refuses a double booking of the stylist, outside the working hours and on a day off', async () => {
    const overlap = await book('10:30', '11:15');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toEqual({
      code: 'conflict',
      message: BOOKING_MESSAGES.doubleBooked,
      fields: { from_time: BOOKING_MESSAGES.doubleBooked },
    });
    const late = await book('17:30', '18:15');
    expect(late.json().error.message).toBe(BOOKING_MESSAGES.outsideHours);
    const tuesday = await book('10:00', '10:45', { booking_date: addDays(monday, 1) });
    expect(tuesday.json().error.message).toBe(BOOKING_MESSAGES.outsideHours);
    const off = await book('10:00', '10:45', { booking_date: addDays(monday, 7) });
    expect(off.json().error.message).toBe(BOOKING_MESSAGES.dayOff);
    const offStep = await book('10:10', '10:40');
    expect(offStep.statusCode).toBe(400);
  });

  it('offers only the free starts where the whole service fits', async () => {
    const { slots } = await ok<{ slots: Array<{ from_time: string; staffIds: number[] }> }>(
      'GET',
      `/api/v1/bookings/free-slots?service_id=${serviceId}&booking_date=${monday}`,
    );
    const starts = slots.map((s) => s.from_time);
    expect(starts[0]).toBe('10:45');
    expect(starts).not.toContain('10:30');
    expect(starts.at(-1)).toBe('17:15');
    expect(slots[0]?.staffIds).toEqual([stylist]);
  });

  it('moves a booking by drag and resizes it, and refuses a move onto another booking', async () => {
    const second = (await book('12:00', '12:45')).json() as Booking;
    const moved = await ok<Booking>('PUT', `/api/v1/bookings/${second.id}`, {
      booking_date: monday,
      from_time: '14:00',
      to_time: '15:00',
      staff_id: stylist,
    });
    expect(moved).toMatchObject({ from_time: '14:00', to_time: '15:00' });
    expect(moved.reminder?.dueAt).toBe(`${addDays(monday, -1)}T08:30:00.000Z`);
    const onto = await api.call('PUT', `/api/v1/bookings/${second.id}`, {
      booking_date: monday,
      from_time: '10:15',
      to_time: '11:00',
      staff_id: stylist,
    });
    expect(onto.statusCode).toBe(409);
    // The refused move changed nothing: 12:00 is free again and 14:00 still held.
    expect((await book('12:00', '12:45')).statusCode).toBe(201);
    expect((await book('14:30', '15:15')).statusCode).toBe(409);
  });

  it('lets a cancelled or no-show booking’s time be booked again and drops its reminder', async () => {
    const cancelled = await ok<Booking>('POST', `/api/v1/bookings/${first.id}/status`, {
      status: 'CANCELLED',
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', reminder: null });
    const again = await ok<Booking>('POST', '/api/v1/bookings', {
      booking_date: monday,
      from_time: '10:00',
      to_time: '10:45',
      customer_id: customerId,
      service_id: serviceId,
      staff_id: stylist,
    });
    const noShow = await ok<Booking>('POST', `/api/v1/bookings/${again.id}/status`, { status: 'NO_SHOW' });
    expect(noShow.status).toBe('NO_SHOW');
    const closedAgain = await api.call('POST', `/api/v1/bookings/${again.id}/status`, { status: 'DONE' });
    expect(closedAgain.json().error.message).toBe(BOOKING_MESSAGES.notBooked);
    expect((await book('10:00', '10:45')).statusCode).toBe(201);
  });

  it('turns a done booking into one bill through the orders module', async () => {
    const done = (await book('16:00', '16:45')).json() as Booking;
    const early = await api.call('POST', `/api/v1/bookings/${done.id}/bill`);
    expect(early.json().error.message).toBe(BOOKING_MESSAGES.notDone);
    await ok('POST', `/api/v1/bookings/${done.id}/status`, { status: 'DONE' });
    const billed = await ok<{ orderId: number; booking: Booking }>(
      'POST',
      `/api/v1/bookings/${done.id}/bill`,
    );
    expect(billed.booking.orderId).toBe(billed.orderId);
    const order = await ok<{
      customerId: number;
      items: Array<{ productId: number; productName: string }>;
      orderStatuses: string[];
    }>('GET', `/api/v1/orders/${billed.orderId}`);
    expect(order.customerId).toBe(customerId);
    expect(order.items).toEqual([expect.objectContaining({ productId: serviceId, productName: 'Haircut' })]);
    expect(order.orderStatuses).toContain('CONFIRMED');
    const twice = await ok<{ orderId: number }>('POST', `/api/v1/bookings/${done.id}/bill`);
    expect(twice.orderId).toBe(billed.orderId);
    const { bookings } = await ok<{ bookings: Booking[] }>(
      'GET',
      `/api/v1/bookings/by-customer/${customerId}`,
    );
    expect(bookings.map((b) => b.id)).toContain(done.id);
  });

  it('shows the day and the week on the calendar, per staff member', async () => {
    const day = await ok<{ bookings: Booking[] }>(
      'GET',
      `/api/v1/bookings?start_date=${monday}&type=day&staff_id=${stylist}`,
    );
    expect(day.bookings.length).toBeGreaterThan(3);
    const week = await ok<{ end_date: string }>('GET', `/api/v1/bookings?start_date=${monday}&type=week`);
    expect(week.end_date).toBe(addDays(monday, 6));
  });
});

describe('online booking on the published store', () => {
  const form = (body: Record<string, string>) =>
    h.app.inject({
      method: 'POST',
      url: `/s/${slug}/book`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  let slug: string;

  it('is off until the store turns showOnlineBooking on', async () => {
    slug = (await ok<{ supplier: { storeSlug: string } }>('GET', '/api/v1/app-data')).supplier.storeSlug;
    expect((await h.app.inject({ method: 'GET', url: `/s/${slug}/book` })).statusCode).toBe(404);
  });

  it('the salon theme’s "Book now" opens the booking, or the contact form while booking is off', async () => {
    const { themes } = await ok<{ themes: Array<{ themeId: number; name: string }> }>(
      'GET',
      '/api/v1/site/themes',
    );
    const glow = themes.find((t) => t.name === 'Glow Studio');
    await ok('POST', '/api/v1/site/select-theme', { themeId: glow?.themeId });
    await ok('POST', '/api/v1/site/publish');
    const home = await h.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(home.body).toMatch(new RegExp(`href="/s/${slug}/book"[^>]*>Book now<`));
    const off = await h.app.inject({ method: 'GET', url: `/s/${slug}/book` });
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe(`/s/${slug}/contact`);
    await ok('PATCH', '/api/v1/settings/account', { showOnlineBooking: true });
    const on = await h.app.inject({ method: 'GET', url: `/s/${slug}/book` });
    expect(on.statusCode).toBe(200);
    expect(on.body).toContain(`/book?serviceId=${serviceId}`);
  });

  it('shows a service’s free times, books one, confirms it, and counts it for the merchant', async () => {
    const services = await h.app.inject({ method: 'GET', url: `/s/${slug}/book` });
    expect(services.body).toContain(`/book?serviceId=${serviceId}`);
    const day = await h.app.inject({
      method: 'GET',
      url: `/s/${slug}/book?serviceId=${serviceId}&date=${monday}`,
    });
    expect(day.statusCode).toBe(200);
    expect(day.body).toContain('value="11:00"');
    expect(day.body).not.toContain('value="10:15"');
    const placed = await form({
      serviceId: String(serviceId),
      date: monday,
      fromTime: '11:00',
      name: 'Meera',
      mobile: '98450 12345',
    });
    expect(placed.statusCode).toBe(303);
    const confirmation = await h.app.inject({ method: 'GET', url: String(placed.headers.location) });
    expect(confirmation.body).toContain('Your booking is confirmed');
    expect(confirmation.body).toContain('Haircut');
    const summary = await ok<{ newOnline: number }>('GET', '/api/v1/bookings/summary');
    expect(summary.newOnline).toBe(1);
    const badges = await ok<{ counts: Record<string, { count: number }> }>(
      'GET',
      '/api/v1/notifications/counts',
    );
    expect(badges.counts.bookingCount?.count).toBe(1);
    const { bookings } = await ok<{ bookings: Booking[] }>('GET', `/api/v1/bookings?start_date=${monday}`);
    expect(bookings.find((b) => b.source === 'ONLINE')).toMatchObject({
      from_time: '11:00',
      to_time: '11:45',
      customerName: 'Meera',
      customerMobile: '9845012345',
      status: 'BOOKED',
    });
    expect((await ok<{ newOnline: number }>('POST', '/api/v1/bookings/seen')).newOnline).toBe(0);
  });

  it('refuses a taken time with the form again and a clear message, in the shopper’s language', async () => {
    const taken = await form({
      serviceId: String(serviceId),
      date: monday,
      fromTime: '11:00',
      name: 'Ravi',
      mobile: '9845012346',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('This time has just been booked. Please choose another time.');
    const badMobile = await form({
      serviceId: String(serviceId),
      date: monday,
      fromTime: '12:45',
      name: 'Ravi',
      mobile: '12',
    });
    expect(badMobile.statusCode).toBe(400);
    const hindi = await h.app.inject({
      method: 'GET',
      url: `/s/${slug}/book?serviceId=${serviceId}&date=${monday}&lang=hi`,
    });
    expect(hindi.body).toContain('अपॉइंटमेंट बुक करें');
  });
});

describe('a working day in two periods', () => {
  const outletId = () => store.outlets[0]?.outletId;
  const tuesday = () => addDays(monday, 1);
  const week = (tuesdayPeriods: Array<[string, string]>) => ({
    hours: [
      { weekday: 1, outletId: outletId(), fromTime: '10:00', toTime: '18:00' },
      ...tuesdayPeriods.map(([fromTime, toTime]) => ({ weekday: 2, outletId: outletId(), fromTime, toTime })),
    ],
    daysOff: [addDays(monday, 7)],
  });

  it('keeps 10:00–13:00 and 15:00–20:00 on one day, and refuses periods that overlap', async () => {
    const overlapping = await api.call(
      'PUT',
      `/api/v1/bookings/staff/${stylist}/schedule`,
      week([
        ['10:00', '13:00'],
        ['12:30', '20:00'],
      ]),
    );
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.fields).toEqual({ 'hours.2.fromTime': BOOKING_MESSAGES.hoursOverlap });
    const saved = await ok<{ hours: Array<{ weekday: number; fromTime: string; toTime: string }> }>(
      'PUT',
      `/api/v1/bookings/staff/${stylist}/schedule`,
      week([
        ['15:00', '20:00'],
        ['10:00', '13:00'],
      ]),
    );
    expect(saved.hours.filter((h) => h.weekday === 2)).toEqual([
      expect.objectContaining({ fromTime: '10:00', toTime: '13:00' }),
      expect.objectContaining({ fromTime: '15:00', toTime: '20:00' }),
    ]);
  });

  it('offers free times in both periods, never across the break, and books only inside one', async () => {
    const { slots } = await ok<{ slots: Array<{ from_time: string }> }>(
      'GET',
      `/api/v1/bookings/free-slots?service_id=${serviceId}&booking_date=${tuesday()}`,
    );
    const starts = slots.map((s) => s.from_time);
    expect(starts).toContain('10:00');
    expect(starts).toContain('12:15'); // 12:15–13:00 ends with the morning
    expect(starts).not.toContain('12:30');
    expect(starts).not.toContain('14:30');
    expect(starts).toContain('15:00');
    expect(starts.at(-1)).toBe('19:15');
    const acrossBreak = await book('12:30', '13:15', { booking_date: tuesday() });
    expect(acrossBreak.statusCode).toBe(400);
    expect(acrossBreak.json().error.message).toBe(BOOKING_MESSAGES.outsideHours);
    const inBreak = await book('13:30', '14:15', { booking_date: tuesday() });
    expect(inBreak.statusCode).toBe(400);
    const evening = await book('15:00', '15:45', { booking_date: tuesday() });
    expect(evening.statusCode).toBe(201);
    const again = await book('15:30', '16:15', { booking_date: tuesday() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BOOKING_MESSAGES.doubleBooked);
  });
});
