// Races on the khata: parallel credit sales cannot together pass the customer's limit (each checks
// the balance under the customer's row lock), and a provider's return arriving twice at once
// writes one payment. On PostgreSQL (TEST_DATABASE_URL) the requests run side by side on a pool.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct, setFlags } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let owner: ReturnType<typeof caller>;
let tea: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = caller(h, await login(h, store.owner));
  tea = await createProduct(h, store, { name: 'Tea', pricePaise: 10_000, taxRate: '0', stock: 1000 });
  await setFlags(h, store, {
    isRoundOffEnabled: false,
    isEnabledCustomerCredit: true,
    isEnabledOnlinePayment: true,
  });
});
afterAll(() => h.close());

const balanceOf = async (customerId: number) =>
  Number(
    rowsOf<{ b: string }>(
      await h.database.db.execute(sql`SELECT coalesce(sum(amount_paise), 0) AS b FROM khata_entries
        WHERE supplier_id = ${store.supplierId} AND customer_id = ${customerId}`),
    )[0]?.b,
  );

describe('khata races', () => {
  it('lets only as many parallel credit sales through as the limit holds', async () => {
    const customer = (
      await owner.call('POST', '/api/v1/customers', {
        name: 'Race Ravi',
        mobileNumber: '9811100001',
        creditLimitPaise: 50_000,
      })
    ).json() as { customerId: number };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        owner.call('POST', '/api/v1/orders', {
          customerId: customer.customerId,
          items: [{ productId: tea, quantity: 2 }],
          confirm: true,
          payments: [{ mode: 'CREDIT', amountPaise: 20_000 }],
        }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = replies.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.json().error.code).toBe('credit_override_required');
    expect(await balanceOf(customer.customerId)).toBe(40_000);
  });

  it("writes one payment when the provider's return arrives twice at once", async () => {
    const customer = (
      await owner.call('POST', '/api/v1/customers', { name: 'Twice Tara', mobileNumber: '9811100002' })
    ).json() as { customerId: number };
    await owner.call('POST', '/api/v1/orders', {
      customerId: customer.customerId,
      items: [{ productId: tea, quantity: 3 }],
      confirm: true,
      payments: [{ mode: 'CREDIT', amountPaise: 30_000 }],
    });
    const link = (await owner.call('POST', `/api/v1/khata/${customer.customerId}/statement-links`)).json();
    const token = link.url.split('/statement/')[1];
    const step = (await h.app.inject({ method: 'POST', url: `/api/v1/statements/${token}/payments` })).json();
    const signed = await h.app.inject({
      method: 'POST',
      url: step.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=success',
    });
    const returnUrl = signed.headers.location as string;
    const returns = await Promise.all(
      Array.from({ length: 5 }, () => h.app.inject({ method: 'GET', url: returnUrl })),
    );
    for (const r of returns) expect(r.headers.location).toBe(`/statement/${token}?payment=paid`);
    expect(await balanceOf(customer.customerId)).toBe(0);
    const payments = rowsOf<{ n: number }>(
      await h.database.db.execute(sql`SELECT count(*)::int AS n FROM khata_entries
        WHERE supplier_id = ${store.supplierId} AND customer_id = ${customer.customerId} AND kind = 'PAYMENT_RECEIVED'`),
    );
    expect(payments[0]?.n).toBe(1);
  });
});
