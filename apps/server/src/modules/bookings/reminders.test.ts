// The booking reminder over the durable queue to the local fake SMS gateway: due, it goes out as
// an SMS to the customer through the messages module (purpose, credits, status); a booking that
// was moved or cancelled sends nothing for its old time.
import { storeNow } from '@storekeep/domain/booking';
import { addDays } from '@storekeep/domain/date-ranges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSmsServer } from '../../fakes/fake-sms-server.ts';
import { createUser, type Harness, type StoreFixture } from '../../test/harness.ts';
import { messagesFixture } from '../messages/test-support.ts';
import { type caller, setFlags } from '../orders/test-support.ts';

let h: Harness;
let fake: FakeSmsServer;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let stylist: number;
let serviceId: number;
let day: string;

async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown): Promise<T> {
  const reply = await api.call(method, url, payload);
  if (reply.statusCode >= 300) throw new Error(`${method} ${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
}

async function bookFor(mobile: string, from: string, to: string, language?: string) {
  const { customerId } = await ok<{ customerId: number }>('POST', '/api/v1/customers', {
    name: `Guest ${mobile.slice(-2)}`,
    mobileNumber: mobile,
    language,
  });
  return ok<{ id: number; reminder: { state: string } | null }>('POST', '/api/v1/bookings', {
    booking_date: day,
    from_time: from,
    to_time: to,
    customer_id: customerId,
    service_id: serviceId,
    staff_id: stylist,
    description: '',
  });
}

/** Brings every queued reminder's time forward to now, as if the day before had come. */
const remindersDueNow = () =>
  h.database.db.execute(
    sql`UPDATE jobs SET run_at = now() WHERE queue = 'booking-reminder' AND state = 'queued'`,
  );

beforeAll(async () => {
  ({ h, fake, store, api } = await messagesFixture());
  stylist = (await createUser(h, { supplierId: store.supplierId, role: 'staff' })).userId;
  await h.database.db.execute(
    sql`UPDATE users SET first_name = 'Asha', last_name = 'Rao' WHERE user_id = ${stylist}`,
  );
  serviceId = (
    await ok<{ serviceId: number }>('POST', '/api/v1/products', {
      productName: 'Hair spa',
      isService: true,
      mrpPaise: 90_000,
      sellingPricePaise: 90_000,
      salesTax: 18,
    })
  ).serviceId;
  await ok('PUT', `/api/v1/bookings/services/${serviceId}`, { durationMinutes: 60, staffIds: [stylist] });
  const outletId = store.outlets[0]?.outletId;
  await ok('PUT', `/api/v1/bookings/staff/${stylist}/schedule`, {
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      outletId,
      fromTime: '09:00',
      toTime: '21:00',
    })),
    daysOff: [],
  });
  day = addDays(storeNow(new Date()).date, 3);
});
afterAll(async () => {
  await h.close();
  await fake.close();
});

describe('booking reminders', () => {
  it('sends the due reminder as an SMS to the customer through the fake gateway', async () => {
    const booking = await bookFor('9811100001', '10:00', '11:00');
    expect(booking.reminder?.state).toBe('queued');
    await remindersDueNow();
    await h.app.jobs.drain();
    const [sms, ...more] = fake.received().filter((m) => m.to === '9811100001');
    expect(more).toEqual([]);
    const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    expect(sms).toMatchObject({
      channel: 'SMS',
      text: `${store.storeName}: a reminder of your Hair spa appointment on ${dd}-${mm}-${yyyy} at 10:00 with Asha Rao.`,
    });
    const { messages } = (await api.call('GET', '/api/v1/messages')).json() as {
      messages: Array<{ purpose: string; status: string; recipient: string }>;
    };
    expect(messages[0]).toMatchObject({
      purpose: 'BOOKING_REMINDER',
      status: 'SENT',
      recipient: '******0001',
    });
    const shown = await ok<{ reminder: { state: string } | null }>('GET', `/api/v1/bookings/${booking.id}`);
    expect(shown.reminder?.state).toBe('done');
  });

  it('reminds in the customer’s language, and sends nothing while the reminder is switched off', async () => {
    await bookFor('9811100011', '17:00', '18:00', 'te');
    await setFlags(h, store, { notifyBookingReminder: false });
    await remindersDueNow();
    await h.app.jobs.drain();
    expect(fake.received().filter((m) => m.to === '9811100011')).toEqual([]);
    await setFlags(h, store, { notifyBookingReminder: true });
    await bookFor('9811100012', '18:00', '19:00', 'te');
    await remindersDueNow();
    await h.app.jobs.drain();
    const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    expect(fake.received().filter((m) => m.to === '9811100012')).toEqual([
      expect.objectContaining({
        text: `${store.storeName}: మీ Hair spa అపాయింట్‌మెంట్ ${dd}-${mm}-${yyyy} న 18:00 కి Asha Rao తో ఉంది.`,
      }),
    ]);
  });

  it('sends nothing for a cancelled booking, and reminds of the new time of a moved one', async () => {
    const cancelled = await bookFor('9811100002', '12:00', '13:00');
    await ok('POST', `/api/v1/bookings/${cancelled.id}/status`, { status: 'CANCELLED' });
    const moved = await bookFor('9811100003', '14:00', '15:00');
    await ok('PUT', `/api/v1/bookings/${moved.id}`, {
      booking_date: day,
      from_time: '16:00',
      to_time: '17:00',
      staff_id: stylist,
    });
    await remindersDueNow();
    await h.app.jobs.drain();
    expect(fake.received().filter((m) => m.to === '9811100002')).toEqual([]);
    const movedTexts = fake
      .received()
      .filter((m) => m.to === '9811100003')
      .map((m) => m.text);
    expect(movedTexts).toHaveLength(1);
    expect(movedTexts[0]).toContain('at 16:00');
  });
});
