// Opening stock given with a new product is a stock change like any other: it is written to the
// ledger (an OPENING move per outlet), so every level still equals the sum of its moves.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import type { Harness, StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { productEditorFixture } from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;

beforeAll(async () => {
  ({ h, store, cookie } = await productEditorFixture());
});
afterAll(() => h.close());

describe('opening stock', () => {
  it('writes the opening stock of a new product as OPENING moves matching its levels', async () => {
    const [first, second] = store.outlets.map((o) => o.outletId) as [number, number];
    const created: number[] = [];
    for (const [name, stock] of [
      ['Toor Dal 1 kg', [{ outletId: first, quantity: 12.5 }]],
      [
        'Rice 5 kg',
        [
          { outletId: first, quantity: 3 },
          { outletId: second, quantity: 40.25 },
        ],
      ],
      ['Salt 1 kg', []],
    ] as const) {
      const reply = await h.app.inject({
        method: 'POST',
        url: '/api/v1/products',
        headers: { cookie },
        payload: { productName: name, createStock: stock },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      created.push(reply.json().productId as number);
    }
    const moves = rowsOf<{ productId: number; outletId: number; quantity: string; reason: string }>(
      await h.database.db.execute(sql`
        SELECT product_id::int AS "productId", outlet_id::int AS "outletId", quantity::text AS quantity, reason
        FROM stock_moves WHERE supplier_id = ${store.supplierId} ORDER BY product_id, outlet_id`),
    );
    expect(moves).toEqual([
      { productId: created[0], outletId: first, quantity: '12.500', reason: 'OPENING' },
      { productId: created[1], outletId: first, quantity: '3.000', reason: 'OPENING' },
      { productId: created[1], outletId: second, quantity: '40.250', reason: 'OPENING' },
    ]);
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
  });
});
