// Cash-drawer close: the expected cash of each counter against payments with known totals, the
// close and the re-close (replaced, the old one kept in the audit log), the closed days listed,
// bad input refused with its field, and who may close.
import type { DrawerClose, DrawerClosesReply, DrawerDayReply } from '@storekeep/domain/cash-drawer';
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
import { caller, createProduct, setFlags } from '../orders/test-support.ts';

const DAY = '2026-10-05';
const ist = (time: string) => `${DAY}T${time}:00+05:30`;

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let main: number;
let second: number;

const json = async <T>(method: 'GET' | 'PUT', url: string, body?: object): Promise<T> => {
  const reply = await api.call(method, url, body);
  if (reply.statusCode !== 200) throw new Error(`${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
};

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [2] });
  const [counters] = store.outlets;
  main = counters!.accountIds[0]!;
  second = counters!.accountIds[1]!;
  api = caller(h, await login(h, store.owner));
  const db = h.database.db;
  await setFlags(h, store, {
    isRoundOffEnabled: false,
    isEnabledCustomerCredit: true,
    isSellOutOfStock: true,
  });
  const tea = await createProduct(h, store, { name: 'Tea', pricePaise: 10_000, taxRate: '0', stock: 100 });
  const bill = async (accountId: number, quantity: number, payments: object[], at: string, extra = {}) => {
    const order = await api.order('POST', '/api/v1/orders', {
      confirm: true,
      fulfilled: true,
      source: 'INSTORE',
      items: [{ productId: tea, quantity }],
      payments,
      ...extra,
    });
    await db.execute(sql`UPDATE orders SET account_id = ${accountId}, created_at = ${at}
      WHERE supplier_id = ${store.supplierId} AND order_id = ${order.orderId}`);
    await db.execute(sql`UPDATE order_payments SET created_at = ${at}
      WHERE supplier_id = ${store.supplierId} AND order_id = ${order.orderId}`);
    return order.orderId;
  };
  // Main counter: 3 tea cash (30000), 2 tea UPI (20000), 1 tea cash + 1 tea card (10000 + 10000).
  const o1 = await bill(main, 3, [{ mode: 'CASH', amountPaise: 30_000 }], ist('10:00'));
  await bill(main, 2, [{ mode: 'UPI', amountPaise: 20_000 }], ist('11:00'));
  await bill(
    main,
    2,
    [
      { mode: 'CASH', amountPaise: 10_000 },
      { mode: 'CARD', amountPaise: 10_000 },
    ],
    ist('12:00'),
  );
  // One tea of o1 returned, cash back 10000.
  await api.order('POST', `/api/v1/orders/${o1}/returns`, {
    items: [{ lineNo: 1, quantity: 1 }],
    refundMode: 'CASH',
  });
  await db.execute(sql`UPDATE order_payments SET created_at = ${ist('13:00')}
    WHERE supplier_id = ${store.supplierId} AND order_id = ${o1} AND kind = 'REFUND'`);
  // Second counter: 4 tea cash (40000); a bill of the day before (not this day).
  await bill(second, 4, [{ mode: 'CASH', amountPaise: 40_000 }], ist('15:00'));
  await bill(second, 1, [{ mode: 'CASH', amountPaise: 10_000 }], '2026-10-04T20:00:00+05:30');
  // Khata: a credit sale, then 7500 collected in cash (no counter: the main counter's drawer).
  const customer = await api.call('POST', '/api/v1/customers', { name: 'Kiran', mobileNumber: '9876500001' });
  const kiran = (customer.json() as { customerId: number }).customerId;
  await bill(main, 1, [{ mode: 'CREDIT', amountPaise: 10_000 }], ist('09:00'), { customerId: kiran });
  const paid = await api.call('POST', `/api/v1/customers/${kiran}/khata/payments`, {
    amountPaise: 7_500,
    mode: 'CASH',
  });
  expect(paid.statusCode).toBeLessThan(300);
  await db.execute(sql`UPDATE khata_entries SET created_at = ${ist('16:00')}
    WHERE supplier_id = ${store.supplierId} AND kind = 'PAYMENT_RECEIVED'`);
  // A vendor paid 5000 in cash that day (cash paid out, main counter's drawer).
  const vendor = await api.call('POST', '/api/v1/vendors', { name: 'Mysore Wholesale', stateCode: '29' });
  const vendorId = (vendor.json() as { vendorId: number }).vendorId;
  await db.execute(sql`INSERT INTO purchase_payments (supplier_id, vendor_id, amount_paise, mode, paid_on, created_at)
    VALUES (${store.supplierId}, ${vendorId}, 5000, 'CASH', ${DAY}, ${ist('17:00')})`);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('expected cash per counter', () => {
  it('main counter: cash sales, khata collections, cash refunds and cash paid out of the day', async () => {
    const day = await json<DrawerDayReply>('GET', `/api/v1/reports/cash-drawer/${main}?day=${DAY}`);
    expect(day).toMatchObject({
      day: DAY,
      counterName: 'Counter 1',
      mainCounter: true,
      cashSalesPaise: 40_000,
      khataCollectionsPaise: 7_500,
      refundsPaise: 10_000,
      paidOutPaise: 5_000,
      close: null,
    });
  });

  it("second counter: only its own bills' cash of that day", async () => {
    const day = await json<DrawerDayReply>('GET', `/api/v1/reports/cash-drawer/${second}?day=${DAY}`);
    expect(day).toMatchObject({
      mainCounter: false,
      cashSalesPaise: 40_000,
      khataCollectionsPaise: 0,
      refundsPaise: 0,
      paidOutPaise: 0,
    });
  });
});

describe('closing a counter', () => {
  it('saves the close with who and the difference, and a re-close replaces it with an audit entry', async () => {
    // 100000 float + 40000 + 7500 − 10000 − 5000 = 132500 expected; 132000 counted: 500 short.
    const count = {
      notes: { '2000': 0, '500': 2, '200': 1, '100': 1, '50': 0, '20': 1, '10': 0 },
      coinsPaise: 0,
    };
    const countedByNotes = (1000 + 200 + 100 + 20) * 100;
    const first = await json<DrawerClose>('PUT', `/api/v1/reports/cash-drawer/${main}`, {
      day: DAY,
      openingFloatPaise: 100_000,
      countedPaise: 132_000,
    });
    expect(first).toMatchObject({
      expectedPaise: 132_500,
      countedPaise: 132_000,
      differencePaise: -500,
      closedBy: 'Owen',
      count: null,
    });
    const again = await json<DrawerClose>('PUT', `/api/v1/reports/cash-drawer/${main}`, {
      day: DAY,
      openingFloatPaise: 0,
      countedPaise: countedByNotes,
      count,
    });
    expect(again).toMatchObject({
      expectedPaise: 32_500,
      countedPaise: 132_000,
      differencePaise: 99_500,
      count,
    });
    const rows = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`SELECT count(*)::int AS n FROM cash_drawer_closes
        WHERE supplier_id = ${store.supplierId}`),
    );
    expect(Number(rows[0]?.n)).toBe(1);
    const audit = rowsOf<{
      action: string;
      details: { fromPaise?: number; previous?: { openingFloatPaise: number } };
    }>(
      await h.database.db.execute(sql`SELECT action, details FROM audit_log
        WHERE supplier_id = ${store.supplierId} AND action LIKE 'cash_drawer.%' ORDER BY audit_id`),
    );
    expect(audit.map((a) => a.action)).toEqual(['cash_drawer.closed', 'cash_drawer.reclosed']);
    expect(audit[1]?.details.previous?.openingFloatPaise).toBe(100_000);
    expect(audit[1]?.details.fromPaise).toBe(132_000);
    const day = await json<DrawerDayReply>('GET', `/api/v1/reports/cash-drawer/${main}?day=${DAY}`);
    expect(day.close?.differencePaise).toBe(99_500);
  });

  it('lists the closed days of a period with their differences', async () => {
    await json('PUT', `/api/v1/reports/cash-drawer/${second}`, {
      day: DAY,
      openingFloatPaise: 0,
      countedPaise: 40_100,
    });
    const list = await json<DrawerClosesReply>(
      'GET',
      '/api/v1/reports/cash-drawer-closes?from=2026-10-01&to=2026-10-31',
    );
    expect(list.closes.map((c) => [c.day, c.counterName, c.differencePaise])).toEqual([
      [DAY, 'Counter 1', 99_500],
      [DAY, 'Counter 2', 100],
    ]);
    const none = await json<DrawerClosesReply>(
      'GET',
      '/api/v1/reports/cash-drawer-closes?from=2026-09-01&to=2026-09-30',
    );
    expect(none.closes).toEqual([]);
  });

  it('refuses bad input with the field, a future day, and a count that does not add up', async () => {
    const put = (body: object) => api.call('PUT', `/api/v1/reports/cash-drawer/${main}`, body);
    const negative = await put({ day: DAY, openingFloatPaise: -1, countedPaise: 0 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toHaveProperty('openingFloatPaise');
    const future = await put({ day: '2999-01-01', openingFloatPaise: 0, countedPaise: 0 });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toHaveProperty('day');
    const mismatch = await put({
      day: DAY,
      openingFloatPaise: 0,
      countedPaise: 1,
      count: { notes: { '2000': 1, '500': 0, '200': 0, '100': 0, '50': 0, '20': 0, '10': 0 }, coinsPaise: 0 },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toHaveProperty('countedPaise');
    expect((await api.call('GET', `/api/v1/reports/cash-drawer/999999?day=${DAY}`)).statusCode).toBe(404);
  });
});

describe('who may close', () => {
  it('needs REPORTS:TRANSACTION and never reaches another store', async () => {
    const other = await createStore(h, { outlets: [1] });
    const foreign = other.outlets[0]!.accountIds[0]!;
    expect((await api.call('GET', `/api/v1/reports/cash-drawer/${foreign}?day=${DAY}`)).statusCode).toBe(404);
    const put = await api.call('PUT', `/api/v1/reports/cash-drawer/${foreign}`, {
      day: DAY,
      openingFloatPaise: 0,
      countedPaise: 0,
    });
    expect(put.statusCode).toBe(404);
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['REPORTS:SALES'],
    });
    const asStaff = caller(h, await login(h, staff));
    expect((await asStaff.call('GET', `/api/v1/reports/cash-drawer/${main}?day=${DAY}`)).statusCode).toBe(
      403,
    );
    expect(
      (await asStaff.call('GET', '/api/v1/reports/cash-drawer-closes?from=2026-10-01&to=2026-10-31'))
        .statusCode,
    ).toBe(403);
    const cashier = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['REPORTS:TRANSACTION'],
    });
    const asCashier = caller(h, await login(h, cashier));
    expect((await asCashier.call('GET', `/api/v1/reports/cash-drawer/${main}?day=${DAY}`)).statusCode).toBe(
      200,
    );
  });
});
