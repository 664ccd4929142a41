// A debit note sends serial (IMEI) numbers back to the vendor: one in-stock serial of the line's
// product per unit returned, at the order's outlet; once back with the vendor a serial is
// sellable nowhere. The ledger still sums to every level at the end.
import { translateMessage } from '@storekeep/domain/message-translation';
import type { ProductSerialsReply } from '@storekeep/domain/serials';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { caller, createProduct, setFlags, stockOf } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let outletId: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  outletId = store.outlets[0]?.outletId as number;
  await setFlags(h, store, { isSellOutOfStock: false, isRoundOffEnabled: false, enableIMEINumber: true });
});
afterAll(async () => {
  expect(await ledgerMismatches(h.database.db)).toEqual([]);
  await h.close();
});

type Reply = Awaited<ReturnType<ReturnType<typeof caller>['call']>>;
const refusal = (reply: Reply) => ({ status: reply.statusCode, ...reply.json().error });

/** A vendor's bill of the phone with its serials: the purchase order's id. */
async function billed(productId: number, serialNos: string[]): Promise<number> {
  const vendor = await api.call('POST', '/api/v1/vendors', { name: `Vendor ${productId}` });
  const bill = await api.call('POST', '/api/v1/purchase-bills', {
    vendorId: vendor.json().vendorId,
    lines: [{ productId, quantity: serialNos.length, serialNos }],
  });
  expect(bill.statusCode, bill.body).toBeLessThan(300);
  return bill.json().purchaseOrderId;
}

async function statusOf(serialNo: string) {
  const [row] = rowsOf<{ status: string }>(
    await h.database.db.execute(
      sql`SELECT status FROM product_serials WHERE supplier_id = ${store.supplierId} AND serial_no = ${serialNo}`,
    ),
  );
  return row?.status;
}

const sellable = async (productId: number) =>
  (
    (
      await api.call('GET', `/api/v1/orders/serials?productId=${productId}&outletId=${outletId}`)
    ).json() as ProductSerialsReply
  ).serials.map((s) => s.serialNo);

const returnOf = (purchaseOrderId: number, quantity: number, serialNos?: string[]) =>
  api.call('POST', `/api/v1/purchase-orders/${purchaseOrderId}/returns`, {
    lines: [{ lineNo: 1, quantity, ...(serialNos ? { serialNos } : {}) }],
  });

describe('serials on a purchase return', () => {
  it('sends the named serials back to the vendor: sellable nowhere afterwards', async () => {
    const phone = await createProduct(h, store, {
      name: 'Phone V1',
      pricePaise: 1_000_000,
      costPaise: 800_000,
      stock: 0,
    });
    const po = await billed(phone, ['V1-1', 'V1-2', 'V1-3']);
    const picker = await api.call('GET', `/api/v1/purchase-orders/${po}/serials?lineNo=1`);
    expect(picker.statusCode, picker.body).toBe(200);
    expect((picker.json() as ProductSerialsReply).serials.map((s) => s.serialNo)).toEqual([
      'V1-1',
      'V1-2',
      'V1-3',
    ]);

    const back = await returnOf(po, 1, ['v1-2']);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().returns).toHaveLength(1);
    expect(await statusOf('V1-2')).toBe('RETURNED');
    expect(await stockOf(h, store, phone)).toBe(2);
    expect(await sellable(phone)).toEqual(['V1-1', 'V1-3']);
    const sale = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: phone, quantity: 1, serialNos: ['V1-2'] }],
      confirm: true,
    });
    expect(refusal(sale)).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number V1-2 is not in stock at this outlet.',
    });
    const list = await api.call('GET', `/api/v1/inventory/products/${phone}/serials`);
    expect((list.json() as ProductSerialsReply).serials.map((s) => [s.serialNo, s.status])).toEqual([
      ['V1-1', 'IN_STOCK'],
      ['V1-3', 'IN_STOCK'],
      ['V1-2', 'RETURNED'],
    ]);
    const [link] = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM purchase_return_serials WHERE supplier_id = ${store.supplierId}`,
      ),
    );
    expect(link?.n).toBe(1);
  });

  it('refuses a return without one in-stock serial per unit, and moves nothing', async () => {
    const phone = await createProduct(h, store, {
      name: 'Phone V2',
      pricePaise: 900_000,
      costPaise: 700_000,
      stock: 0,
    });
    const other = await createProduct(h, store, {
      name: 'Tablet V2',
      pricePaise: 900_000,
      costPaise: 700_000,
      stock: 0,
    });
    const po = await billed(phone, ['V2-1', 'V2-2', 'V2-3']);
    await billed(other, ['V2-T']);
    const count = 'Phone V2: choose one serial (IMEI) number for each unit sent back to the vendor.';
    expect(refusal(await returnOf(po, 1))).toMatchObject({
      status: 400,
      message: count,
      fields: { 'lines.0.serialNos': count },
    });
    expect(translateMessage(count, 'ta')).not.toBe(count);
    expect(refusal(await returnOf(po, 2, ['V2-1']))).toMatchObject({ status: 400, message: count });
    expect(refusal(await returnOf(po, 2, ['V2-1', 'V2-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number V2-1 is chosen twice.',
    });
    expect(refusal(await returnOf(po, 1, ['V2-T']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number V2-T is not of Phone V2.',
    });
    expect(refusal(await returnOf(po, 1, ['GONE']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number GONE is not in this store.',
    });
    const sold = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: phone, quantity: 1, serialNos: ['V2-3'] }],
      confirm: true,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(refusal(await returnOf(po, 1, ['V2-3']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number V2-3 is already sold.',
    });
    expect(await returnOf(po, 1, ['V2-1']).then((r) => r.statusCode)).toBe(200);
    expect(refusal(await returnOf(po, 1, ['V2-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number V2-1 is not in stock at this outlet.',
    });
    expect(await stockOf(h, store, phone)).toBe(1);
    expect(await sellable(phone)).toEqual(['V2-2']);
  });
});
