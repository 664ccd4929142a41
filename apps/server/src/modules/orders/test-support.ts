// Small factories for the order tests: an API caller, products with stock, account flags.
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { quantityToMilli } from '@storekeep/domain/quantity';
import { sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { applyStockChanges } from '../stock/index.ts';

export type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export function caller(h: Harness, cookie: string) {
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(payload !== undefined ? { payload: payload as Json } : {}),
    });
  /** A call that must answer 2xx with an order. */
  const order = async (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) => {
    const reply = await call(method, url, payload, headers);
    if (reply.statusCode >= 300) throw new Error(`${method} ${url} → ${reply.statusCode} ${reply.body}`);
    return reply.json() as OrderDetail;
  };
  return { call, order };
}

export async function createProduct(
  h: Harness,
  store: StoreFixture,
  values: Partial<typeof t.products.$inferInsert> & { stock?: number },
): Promise<number> {
  const { stock, ...rest } = values;
  const [row] = await h.database.db
    .insert(t.products)
    .values({
      supplierId: store.supplierId,
      name: 'Product',
      pricePaise: 10_000,
      mrpPaise: 12_000,
      taxRate: '5',
      ...rest,
    })
    .returning({ productId: t.products.productId });
  const productId = row?.productId as number;
  const outletId = store.outlets[0]?.outletId as number;
  // Stock arrives as the merchant's would: an opening move through the ledger beside the level.
  if (stock === 0)
    await h.database.db.insert(t.stockLevels).values({ supplierId: store.supplierId, productId, outletId });
  else if (stock !== undefined)
    await applyStockChanges(
      h.database.db,
      { supplierId: store.supplierId, userId: null, orderId: null, reason: 'OPENING', allowNegative: true },
      [{ productId, outletId, batchId: null, milli: quantityToMilli(stock), productName: 'Product' }],
    );
  return productId;
}

export async function stockOf(h: Harness, store: StoreFixture, productId: number): Promise<number> {
  const rows = await h.database.db
    .select({ quantity: t.stockLevels.quantity })
    .from(t.stockLevels)
    .where(sql`supplier_id = ${store.supplierId} AND product_id = ${productId}`);
  return Number(rows[0]?.quantity ?? 0);
}

export async function setFlags(h: Harness, store: StoreFixture, flags: Json): Promise<void> {
  await h.database.db.execute(
    sql`UPDATE suppliers SET account_settings = account_settings || ${JSON.stringify(flags)}::jsonb WHERE supplier_id = ${store.supplierId}`,
  );
}

type Query = (...args: unknown[]) => unknown;
interface Queryable {
  query: Query;
}
/** node-postgres's pool.connect: a promise without a callback, the callback's call with one. */
type ConnectCallback = (error: unknown, connection?: Queryable, release?: unknown) => void;
type Connect = (callback?: ConnectCallback) => Promise<Queryable> | undefined;

/** The order lifecycle tests' shelf, fresh per test: default flags, Tea 500 g (5 % GST, 20 in stock), Rice (kg, 50). */
export async function shelveTeaAndRice(
  h: Harness,
  store: StoreFixture,
): Promise<{ tea: number; rice: number }> {
  await setFlags(h, store, { isRoundOffEnabled: false, isSellOutOfStock: false, isAllowDiscounts: true });
  const tea = await createProduct(h, store, {
    name: 'Tea 500 g',
    pricePaise: 10_500,
    taxRate: '5',
    hsnSacNo: '0902',
    stock: 20,
  });
  const rice = await createProduct(h, store, {
    name: 'Rice',
    unit: 'kg',
    pricePaise: 6_000,
    taxRate: '0',
    stock: 50,
  });
  return { tea, rice };
}

/**
 * Counts the SQL statements the app sends while `run` goes, also those inside transactions (on
 * PGlite the transaction's own handle, on a server the pool's connection); with `matching`, only
 * those whose text matches it. Transaction control (BEGIN, COMMIT, ROLLBACK, SAVEPOINT) is not
 * counted: PGlite's driver sends it without a query, so the counts are the same on both.
 */
export async function countStatements(
  h: Harness,
  run: () => Promise<unknown>,
  matching?: RegExp,
): Promise<number> {
  const session = h.database.db as unknown as {
    session: {
      client: Queryable & {
        transaction?: (callback: (tx: Queryable) => unknown) => unknown;
        connect?: Connect;
      };
    };
  };
  const client = session.session.client;
  let n = 0;
  const counted =
    (query: Query): Query =>
    (...args) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (
        !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text) &&
        (!matching || matching.test(text))
      )
        n++;
      return query(...args);
    };
  const restore: Array<() => void> = [];
  const patchQuery = (target: Queryable) => {
    const original = target.query;
    target.query = counted(original.bind(target));
    restore.push(() => {
      target.query = original;
    });
  };
  const { transaction, connect } = client;
  if (connect) {
    // A pool: every statement, pool.query's too, runs on one of its connections.
    const connections = new Set<Queryable>();
    const track = (connection: Queryable | undefined) => {
      if (connection && !connections.has(connection)) {
        connections.add(connection);
        patchQuery(connection);
      }
    };
    client.connect = (callback) => {
      if (callback)
        return connect.call(client, (error, connection, release) => {
          track(connection);
          callback(error, connection, release);
        });
      return connect.call(client)?.then((connection) => {
        track(connection);
        return connection;
      });
    };
    restore.push(() => {
      client.connect = connect;
    });
  } else patchQuery(client);
  if (transaction) {
    client.transaction = (callback) =>
      transaction.call(client, (tx) => {
        patchQuery(tx);
        return callback(tx);
      });
    restore.push(() => {
      client.transaction = transaction;
    });
  }
  try {
    await run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return n;
}

/**
 * Receives the serials (IMEI) of a product at the store's first outlet on a vendor's bill, as the
 * merchant would (enableIMEINumber on): one unit of stock each.
 */
export async function receiveSerials(
  h: Harness,
  store: StoreFixture,
  api: ReturnType<typeof caller>,
  productId: number,
  serialNos: string[],
): Promise<void> {
  await setFlags(h, store, { enableIMEINumber: true });
  const vendor = await api.call('POST', '/api/v1/vendors', { name: `Distributor ${productId}` });
  if (vendor.statusCode >= 300) throw new Error(`vendor → ${vendor.statusCode} ${vendor.body}`);
  const bill = await api.call('POST', '/api/v1/purchase-bills', {
    vendorId: vendor.json().vendorId,
    lines: [{ productId, quantity: serialNos.length, serialNos }],
  });
  if (bill.statusCode >= 300) throw new Error(`purchase bill → ${bill.statusCode} ${bill.body}`);
}

/**
 * A phone in Black and Blue received on one purchase bill, a line per colour with its serial
 * (IMEI) numbers, in a store that keeps variants and serials.
 */
export async function receiveColourPhones(
  h: Harness,
  store: StoreFixture,
  api: ReturnType<typeof caller>,
  name: string,
  serials: { black: string[]; blue: string[] },
): Promise<{ phone: number; black: number; blue: number }> {
  await setFlags(h, store, { isAllowVariantProducts: true, enableIMEINumber: true });
  const price = { sellingPricePaise: 1_500_000, costPricePaise: 1_200_000 };
  const created = await api.call('POST', '/api/v1/products', {
    productName: name,
    ...price,
    variants: [
      { variantName: 'Black', ...price },
      { variantName: 'Blue', ...price },
    ],
  });
  if (created.statusCode !== 201) throw new Error(`product → ${created.statusCode} ${created.body}`);
  const phone: number = created.json().productId;
  const [black, blue] = created.json().variants.map((v: { variantId: number }) => v.variantId) as [
    number,
    number,
  ];
  const vendor = await api.call('POST', '/api/v1/vendors', { name: `${name} distributor` });
  if (vendor.statusCode >= 300) throw new Error(`vendor → ${vendor.statusCode} ${vendor.body}`);
  const bill = await api.call('POST', '/api/v1/purchase-bills', {
    vendorId: vendor.json().vendorId,
    lines: [
      { productId: phone, variantId: black, quantity: serials.black.length, serialNos: serials.black },
      { productId: phone, variantId: blue, quantity: serials.blue.length, serialNos: serials.blue },
    ],
  });
  if (bill.statusCode >= 300) throw new Error(`purchase bill → ${bill.statusCode} ${bill.body}`);
  return { phone, black, blue };
}

/** A store with two outlets of one account each, its owner signed in and working at the first. */
export async function twoOutletStore(h: Harness): Promise<{
  store: StoreFixture;
  api: ReturnType<typeof caller>;
  first: number;
  second: number;
}> {
  const store = await createStore(h, { outlets: [1, 1] });
  const api = caller(h, await login(h, store.owner));
  const [first, second] = store.outlets.map((o) => o.outletId) as [number, number];
  await api.call('PUT', '/api/v1/session/outlet', {
    outletId: first,
    accountId: store.outlets[0]?.accountIds[0],
  });
  return { store, api, first, second };
}
