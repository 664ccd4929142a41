// A transfer's dispatch and a bill at the sending outlet name the same serial (IMEI) number at
// once: exactly one of them takes it, the other is refused with its whole transaction undone
// (no stock moved, the transfer still requested or no bill), and the ledger sums to every level.
// On PostgreSQL (TEST_DATABASE_URL) they really run side by side; on PGlite they serialise.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, type Harness, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import {
  type caller,
  createProduct,
  receiveSerials,
  setFlags,
  twoOutletStore,
} from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let first: number;
let second: number;

beforeAll(async () => {
  h = await createHarness();
  ({ store, api, first, second } = await twoOutletStore(h));
  await setFlags(h, store, { isSellOutOfStock: false });
});
afterAll(() => h.close());

async function levelAt(productId: number, outletId: number) {
  const [row] = rowsOf<{ quantity: string }>(
    await h.database.db.execute(
      sql`SELECT quantity FROM stock_levels WHERE supplier_id = ${store.supplierId} AND product_id = ${productId} AND outlet_id = ${outletId}`,
    ),
  );
  return Number(row?.quantity ?? 0);
}

async function serialState(serialNo: string) {
  const [row] = rowsOf<{ status: string; order_id: string | null }>(
    await h.database.db.execute(
      sql`SELECT status, order_id FROM product_serials WHERE supplier_id = ${store.supplierId} AND serial_no = ${serialNo}`,
    ),
  );
  return row;
}

async function requested(productId: number) {
  const reply = await api.call('POST', '/api/v1/inventory/transfers', {
    fromOutletId: first,
    toOutletId: second,
    lines: [{ productId, quantity: 1 }],
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().transferId as number;
}

describe('a dispatch and a bill of one serial at once', () => {
  it.each([1, 2, 3, 4, 5, 6])('round %i: exactly one of them takes the serial', async (round) => {
    const phone = await createProduct(h, store, {
      name: `Race Phone ${round}`,
      pricePaise: 1_000_000,
      stock: 0,
    });
    const serial = `RACE-${round}-A`;
    await receiveSerials(h, store, api, phone, [serial, `RACE-${round}-B`]);
    const transferId = await requested(phone);
    const [dispatch, sale] = await Promise.all([
      api.call('POST', `/api/v1/inventory/transfers/${transferId}/dispatch`, {
        lines: [{ lineNo: 1, serialNos: [serial] }],
      }),
      api.call('POST', '/api/v1/orders', {
        outletId: first,
        items: [{ productId: phone, quantity: 1, serialNos: [serial] }],
        confirm: true,
      }),
    ]);
    const won = [dispatch.statusCode === 200, sale.statusCode === 201];
    expect(won.filter(Boolean), `${dispatch.body} / ${sale.body}`).toHaveLength(1);
    const transfer = (await api.call('GET', `/api/v1/inventory/transfers/${transferId}`)).json();
    const state = await serialState(serial);
    if (won[0]) {
      // Refused when pricing saw it on the way (400), or when the sale found it taken meanwhile (409).
      expect([400, 409]).toContain(sale.statusCode);
      expect(sale.json().error.message).toMatch(
        new RegExp(`^The serial \\(IMEI\\) number ${serial} is (not|no longer) in stock at this outlet\\.$`),
      );
      expect(state).toEqual({ status: 'IN_TRANSIT', order_id: null });
      expect(transfer).toMatchObject({ status: 'IN_TRANSIT', lines: [{ inTransitSerialNos: [serial] }] });
    } else {
      expect([400, 409]).toContain(dispatch.statusCode);
      expect(dispatch.json().error.message).toBe(`The serial (IMEI) number ${serial} is already sold.`);
      expect(state?.status).toBe('SOLD');
      expect(Number(state?.order_id)).toBe(sale.json().orderId);
      expect(transfer).toMatchObject({ status: 'REQUESTED', lines: [{ serialNos: [] }] });
    }
    // One unit left the first outlet, whichever won; nothing reached the second.
    expect([await levelAt(phone, first), await levelAt(phone, second)]).toEqual([1, 0]);
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
  });

  it('two dispatches of one serial: one sends it, the other stays requested', async () => {
    const phone = await createProduct(h, store, { name: 'Twin Phone', pricePaise: 1_000_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['TWIN-1', 'TWIN-2']);
    const ids = [await requested(phone), await requested(phone)];
    const replies = await Promise.all(
      ids.map((id) =>
        api.call('POST', `/api/v1/inventory/transfers/${id}/dispatch`, {
          lines: [{ lineNo: 1, serialNos: ['TWIN-1'] }],
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const loser = replies.find((r) => r.statusCode !== 200);
    expect([400, 409]).toContain(loser?.statusCode);
    expect(loser?.json().error.message).toMatch(
      /^The serial \(IMEI\) number TWIN-1 is (not|no longer) in stock at this outlet\.$/,
    );
    expect(await levelAt(phone, first)).toBe(1);
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
  });
});
