// Shared by the checkout tests: a shopper that keeps cookies like a browser, the guest form, and
// the store's storefront base.

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Harness, StoreFixture } from '../../test/harness.ts';
import { createProduct } from '../orders/test-support.ts';

export async function slugOf(h: Harness, s: StoreFixture): Promise<string> {
  const [row] = await h.database.db
    .select({ slug: t.suppliers.storeSlug })
    .from(t.suppliers)
    .where(sql`supplier_id = ${s.supplierId}`);
  return `/s/${row?.slug}`;
}

/** The store's orders, as stored. */
export async function ordersOf(h: Harness, s: StoreFixture) {
  return h.database.db.select().from(t.orders).where(sql`supplier_id = ${s.supplierId}`);
}

/** How many rows of the store a table holds. */
export async function countOf(h: Harness, table: string, s: StoreFixture) {
  const rows = await h.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE supplier_id = ${s.supplierId}`,
  );
  return Number(rowsOf<{ n: number }>(rows)[0]?.n);
}

export const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

export const guest = (extra: Record<string, string> = {}) => ({
  name: 'Asha Rao',
  mobile: '+91 98450 12345',
  address: '12 MG Road',
  pincode: '560001',
  city: '',
  state: '',
  payment: 'COD',
  fulfilment: 'DELIVERY',
  ...extra,
});

export const tokenOf = (location: string) => location.split('/order/')[1] as string;

/** A shopper at `prefix` (the store's base): keeps the cookies the store sets, like a browser. */
export function shopper(h: Harness, prefix: string, defaults: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (reply: { cookies: Array<{ name: string; value: string; expires?: Date }> }) => {
    for (const c of reply.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  };
  return {
    jar,
    async get(path: string, headers: Record<string, string> = {}) {
      const reply = await h.app.inject({
        method: 'GET',
        url: `${prefix}${path}`,
        headers: { cookie: cookie(), ...defaults, ...headers },
      });
      keep(reply);
      return reply;
    },
    async post(path: string, values: Record<string, string>, headers: Record<string, string> = {}) {
      const reply = await h.app.inject({
        method: 'POST',
        url: `${prefix}${path}`,
        headers: {
          cookie: cookie(),
          'content-type': 'application/x-www-form-urlencoded',
          ...defaults,
          ...headers,
        },
        payload: form(values),
      });
      keep(reply);
      return reply;
    },
    async add(productId: number, quantity: number) {
      const reply = await this.post('/cart', {
        action: 'add',
        productId: String(productId),
        quantity: String(quantity),
      });
      expect(reply.statusCode).toBe(303);
    },
    /** The checkout form's hidden idempotency key. */
    async checkoutKey() {
      const page = await this.get('/checkout');
      expect(page.statusCode).toBe(200);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
      expect(key).toBeTruthy();
      return key as string;
    },
  };
}

/**
 * A storefront order of `quantity` of one product (5 in stock, no tax) placed by a new shopper to
 * be paid online: the shopper is sent to /pay/{reference}; the attempt's order id is read back.
 */
export async function placeOnlineOrder(
  h: Harness,
  store: StoreFixture,
  base: string,
  product: { name: string; pricePaise: number },
  quantity = 1,
) {
  const productId = await createProduct(h, store, { ...product, taxRate: '0', stock: 5 });
  const s = shopper(h, base);
  await s.add(productId, quantity);
  const placed = await s.post('/checkout', {
    idempotencyKey: await s.checkoutKey(),
    ...guest({ payment: 'ONLINE' }),
  });
  const reference = String(placed.headers.location).split('/pay/')[1] as string;
  const [attempt] = await h.database.db
    .select()
    .from(t.onlinePayments)
    .where(sql`supplier_id = ${store.supplierId} AND reference = ${reference}`);
  return { shopper: s, productId, reference, orderId: attempt?.orderId as number };
}
