// The race for one slot: a dozen requests book the same stylist at overlapping times at once and
// exactly one wins. On PostgreSQL (TEST_DATABASE_URL) they run side by side on a pool and the slot
// rows' key decides; on PGlite they serialise, and the rule must hold as well.
import { BOOKING_MESSAGES, storeNow } from '@storekeep/domain/booking';
import { addDays } from '@storekeep/domain/date-ranges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
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

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());

describe('concurrent bookings', () => {
  it('books exactly one of 12 parallel requests for the same stylist at overlapping times', async () => {
    const stylist = (await createUser(h, { supplierId: store.supplierId, role: 'staff' })).userId;
    const serviceId = (
      await api.call('POST', '/api/v1/products', { productName: 'Facial', isService: true })
    ).json().serviceId as number;
    const customerId = (
      await api.call('POST', '/api/v1/customers', { name: 'Kavya', mobileNumber: '9876543210' })
    ).json().customerId as number;
    let monday = addDays(storeNow(new Date()).date, 7);
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    await api.call('PUT', `/api/v1/bookings/services/${serviceId}`, {
      durationMinutes: 45,
      staffIds: [stylist],
    });
    await api.call('PUT', `/api/v1/bookings/staff/${stylist}/schedule`, {
      hours: [{ weekday: 1, outletId: store.outlets[0]?.outletId, fromTime: '10:00', toTime: '18:00' }],
      daysOff: [],
    });

    const race = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.call('POST', '/api/v1/bookings', {
          booking_date: monday,
          from_time: i % 2 ? '17:00' : '17:15',
          to_time: i % 2 ? '17:45' : '18:00',
          customer_id: customerId,
          service_id: serviceId,
          staff_id: stylist,
        }),
      ),
    );
    const won = race.filter((r) => r.statusCode === 201);
    const refused = race.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(11);
    for (const r of refused) expect(r.json().error.message).toBe(BOOKING_MESSAGES.doubleBooked);
    const held = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM booking_slots WHERE supplier_id = ${store.supplierId} AND staff_id = ${stylist} AND slot_date = ${monday}`,
      ),
    );
    expect(held[0]?.n).toBe(3);
    const bookings = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM bookings WHERE supplier_id = ${store.supplierId} AND staff_id = ${stylist}`,
      ),
    );
    expect(bookings[0]?.n).toBe(1);
  });
});
