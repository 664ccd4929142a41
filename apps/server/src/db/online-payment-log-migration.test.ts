// Migration 0018 on data written before it: every order paid online gets its ONLINE row in the
// payment log (amount, provider and reference of the paid attempt, time of its ONLINE_PAYMENT
// history row), in its own store, once, however often the file runs; nothing else changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailParts } from '../modules/orders/detail-queries.ts';
import type { OrderRow } from '../modules/orders/queries.ts';
import { createTestDatabaseBefore, type TestDatabase } from '../test/database.ts';
import { testSupplierRow } from '../test/rows.ts';
import { rowsOf } from './client.ts';
import { loadMigrations, migrate } from './migrate.ts';
import * as t from './schema.ts';

const BACKFILL_VERSION = 18;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabaseBefore(BACKFILL_VERSION);
});
afterAll(() => database.dispose());

async function store(slug: string) {
  // Plain SQL: the schema module mirrors later migrations' columns too (outlets, suppliers).
  const row = testSupplierRow({ storeName: slug, storeSlug: slug, ownerEmail: `${slug}@example.com` });
  const [supplier] = rowsOf<{ supplier_id: number }>(
    await database.db.execute(
      sql`INSERT INTO suppliers (store_name, store_slug, supplier_type, account_type, vertical_id, package_id,
            country_id, language, kyc_status, is_trial, is_expired, update_request, owner_name, owner_email,
            account_settings, store_settings)
          VALUES (${row.storeName}, ${row.storeSlug}, ${row.supplierType}, ${row.accountType}, ${row.verticalId},
            ${row.packageId}, ${row.countryId}, ${row.language}, ${row.kycStatus}, ${row.isTrial}, ${row.isExpired},
            ${row.updateRequest}, ${row.ownerName}, ${row.ownerEmail}, ${JSON.stringify(row.accountSettings)}::jsonb,
            ${JSON.stringify(row.storeSettings)}::jsonb)
          RETURNING supplier_id`,
    ),
  );
  const supplierId = supplier?.supplier_id as number;
  const [outlet] = rowsOf<{ outlet_id: number }>(
    await database.db.execute(
      sql`INSERT INTO outlets (supplier_id, name, position) VALUES (${supplierId}, 'Outlet', 0) RETURNING outlet_id`,
    ),
  );
  return { supplierId, outletId: outlet?.outlet_id as number, next: 1 };
}
type Store = Awaited<ReturnType<typeof store>>;

/** An order as the code before 0018 left it: money on the order, attempts, history, no ONLINE row. */
async function order(
  s: Store,
  values: {
    source?: 'ONLINE' | 'INSTORE';
    paidPaise: number;
    refundedPaise?: number;
    statuses?: string[];
    attempts?: Array<{
      status: 'CREATED' | 'PAID' | 'FAILED';
      amountPaise: number;
      provider: string;
      providerPaymentId?: string;
      paidAt?: string;
    }>;
  },
) {
  const rows = rowsOf<{ order_id: number }>(
    await database.db.execute(sql`
      INSERT INTO orders (supplier_id, order_number, outlet_id, source, order_statuses, payment_status,
        total_paise, paid_paise, refunded_paise)
      VALUES (${s.supplierId}, ${s.next++}, ${s.outletId}, ${values.source ?? 'ONLINE'},
        ${`{${(values.statuses ?? ['UNCONFIRMED']).join(',')}}`}::text[],
        ${values.paidPaise > 0 ? 'PAID' : 'UNPAID'}, ${values.paidPaise + (values.refundedPaise ?? 0)},
        ${values.paidPaise}, ${values.refundedPaise ?? 0})
      RETURNING order_id`),
  );
  const orderId = rows[0]?.order_id as number;
  await database.db.execute(sql`
    INSERT INTO order_status_history (supplier_id, order_id, action, order_statuses, payment_status, created_at)
    VALUES (${s.supplierId}, ${orderId}, 'CREATED', '{UNCONFIRMED}', 'UNPAID', '2026-11-20T09:00:00Z')`);
  const attemptIds: number[] = [];
  for (const [i, a] of (values.attempts ?? []).entries()) {
    // Plain SQL of the columns 0013 made: the schema module mirrors later migrations too (0019).
    const [attempt] = rowsOf<{ payment_id: number }>(
      await database.db.execute(sql`
        INSERT INTO online_payments
          (supplier_id, order_id, provider, reference, provider_payment_id, amount_paise, status, updated_at)
        VALUES (${s.supplierId}, ${orderId}, ${a.provider}, ${`sk${s.supplierId}x${orderId}x${i}`},
          ${a.providerPaymentId ?? null}, ${a.amountPaise}, ${a.status}, ${a.paidAt ?? '2026-11-20T09:30:00Z'})
        RETURNING payment_id`),
    );
    attemptIds.push(Number(attempt?.payment_id));
    if (a.status === 'PAID')
      await database.db.execute(sql`
        INSERT INTO order_status_history (supplier_id, order_id, action, order_statuses, payment_status, created_at)
        VALUES (${s.supplierId}, ${orderId}, 'ONLINE_PAYMENT', '{UNCONFIRMED}', 'PAID', ${a.paidAt ?? '2026-11-20T09:30:00Z'})`);
  }
  return { orderId, attemptIds };
}

async function onlineRows() {
  return rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`
      SELECT supplier_id::int AS supplier_id, order_id::int AS order_id, kind, mode, amount_paise::int AS amount,
        provider, reference, online_payment_id::int AS attempt, user_id, created_at
      FROM order_payments WHERE mode = 'ONLINE' ORDER BY supplier_id, order_id, payment_id`),
  ).map((r) => ({ ...r, created_at: new Date(String(r.created_at)).toISOString() }));
}

describe('0018 back-fills the payment log of orders paid online before it', () => {
  let a: Store;
  let b: Store;
  const made: Record<string, Awaited<ReturnType<typeof order>>> = {};

  beforeAll(async () => {
    a = await store('backfill-a');
    b = await store('backfill-b');
    // Paid by Razorpay after a failed try.
    made.paid = await order(a, {
      paidPaise: 25_000,
      attempts: [
        { status: 'FAILED', amountPaise: 25_000, provider: 'razorpay' },
        {
          status: 'PAID',
          amountPaise: 25_000,
          provider: 'razorpay',
          providerPaymentId: 'pay_A1',
          paidAt: '2026-11-20T10:00:00Z',
        },
      ],
    });
    // Paid with the test provider, then cancelled: the order's paid amount is back to 0.
    made.cancelled = await order(a, {
      paidPaise: 0,
      refundedPaise: 18_000,
      statuses: ['CANCELLED'],
      attempts: [
        {
          status: 'PAID',
          amountPaise: 18_000,
          provider: 'test',
          providerPaymentId: 'test_x',
          paidAt: '2026-11-20T11:00:00Z',
        },
      ],
    });
    // Paid twice (two tabs): each attempt with its own history row.
    made.twice = await order(a, {
      paidPaise: 20_000,
      attempts: [
        {
          status: 'PAID',
          amountPaise: 10_000,
          provider: 'payu',
          providerPaymentId: 'mihpay1',
          paidAt: '2026-11-20T12:00:00Z',
        },
        {
          status: 'PAID',
          amountPaise: 10_000,
          provider: 'payu',
          providerPaymentId: 'mihpay2',
          paidAt: '2026-11-20T12:05:00Z',
        },
      ],
    });
    // Never paid, and a shop bill paid in cash: nothing to add.
    made.unpaid = await order(a, {
      paidPaise: 0,
      attempts: [{ status: 'CREATED', amountPaise: 7_000, provider: 'test' }],
    });
    made.cash = await order(a, { source: 'INSTORE', paidPaise: 5_000, statuses: ['CONFIRMED', 'FULFILLED'] });
    // Raw SQL: the table has no provider or attempt column yet.
    await database.db.execute(sql`
      INSERT INTO order_payments (supplier_id, order_id, kind, mode, amount_paise)
      VALUES (${a.supplierId}, ${made.cash.orderId}, 'PAYMENT', 'CASH', 5000)`);
    // Another store, PayU with no id of its own: our reference stands in.
    made.other = await order(b, {
      paidPaise: 9_900,
      attempts: [
        {
          status: 'PAID',
          amountPaise: 9_900,
          provider: 'payu',
          providerPaymentId: '',
          paidAt: '2026-11-21T08:00:00Z',
        },
      ],
    });
    // Up to 0018 only: later files belong to later changes.
    expect(
      await migrate(
        database,
        loadMigrations().filter((m) => m.version <= BACKFILL_VERSION),
      ),
    ).toEqual([BACKFILL_VERSION]);
  });

  it('adds one ONLINE row per paid attempt, with its amount, provider, reference, store and time', async () => {
    expect(await onlineRows()).toEqual([
      {
        supplier_id: a.supplierId,
        order_id: made.paid?.orderId,
        kind: 'PAYMENT',
        mode: 'ONLINE',
        amount: 25_000,
        provider: 'razorpay',
        reference: 'pay_A1',
        attempt: made.paid?.attemptIds[1],
        user_id: null,
        created_at: '2026-11-20T10:00:00.000Z',
      },
      expect.objectContaining({
        supplier_id: a.supplierId,
        order_id: made.cancelled?.orderId,
        amount: 18_000,
        provider: 'test',
        reference: 'test_x',
      }),
      expect.objectContaining({
        order_id: made.twice?.orderId,
        amount: 10_000,
        reference: 'mihpay1',
        attempt: made.twice?.attemptIds[0],
        created_at: '2026-11-20T12:00:00.000Z',
      }),
      expect.objectContaining({
        order_id: made.twice?.orderId,
        amount: 10_000,
        reference: 'mihpay2',
        attempt: made.twice?.attemptIds[1],
        created_at: '2026-11-20T12:05:00.000Z',
      }),
      expect.objectContaining({
        supplier_id: b.supplierId,
        order_id: made.other?.orderId,
        amount: 9_900,
        provider: 'payu',
        reference: `sk${b.supplierId}x${made.other?.orderId}x0`,
      }),
    ]);
  });

  it('leaves other payments alone and lists the back-filled row with the order', async () => {
    // The order detail reads today's order row: the migrations after 0018 come first.
    await migrate(database, loadMigrations());
    const cash = await database.db
      .select({ mode: t.orderPayments.mode, provider: t.orderPayments.provider })
      .from(t.orderPayments)
      .where(sql`supplier_id = ${a.supplierId} AND order_id = ${made.cash?.orderId}`);
    expect(cash).toEqual([{ mode: 'CASH', provider: null }]);
    const [row] = await database.db
      .select()
      .from(t.orders)
      .where(sql`supplier_id = ${a.supplierId} AND order_id = ${made.paid?.orderId}`);
    const parts = await orderDetailParts(database.db, a.supplierId, row as OrderRow);
    expect(parts.payments).toEqual([
      expect.objectContaining({ kind: 'PAYMENT', mode: 'ONLINE', amountPaise: 25_000, provider: 'razorpay' }),
    ]);
  });

  it('adds nothing when it runs again, and refuses a second row for the same attempt', async () => {
    const before = await onlineRows();
    const file = loadMigrations().find((m) => m.version === BACKFILL_VERSION);
    await database.execScript(`BEGIN;\n${file?.sql}\n;COMMIT;`);
    expect(await onlineRows()).toEqual(before);
    await expect(
      database.db.insert(t.orderPayments).values({
        supplierId: a.supplierId,
        orderId: made.paid?.orderId as number,
        kind: 'PAYMENT',
        mode: 'ONLINE',
        amountPaise: 25_000,
        provider: 'razorpay',
        onlinePaymentId: made.paid?.attemptIds[1] as number,
      }),
    ).rejects.toThrow();
    // An ONLINE row always names its attempt and provider.
    await expect(
      database.db.insert(t.orderPayments).values({
        supplierId: a.supplierId,
        orderId: made.cash?.orderId as number,
        kind: 'PAYMENT',
        mode: 'ONLINE',
        amountPaise: 100,
      }),
    ).rejects.toThrow();
  });
});
