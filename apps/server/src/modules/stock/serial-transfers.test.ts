// Serial (IMEI) numbers move with a transfer between outlets: the dispatch names one in-stock
// serial per unit from the sending outlet (sellable nowhere while on the way), a receipt takes
// them in at the receiving outlet (a partial one names which arrived), and a bill at each outlet
// can sell only what is on its shelf. The ledger still sums to every level at the end.
import { translateMessage } from '@storekeep/domain/message-translation';
import type { ProductSerialsReply } from '@storekeep/domain/serials';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, type Harness, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import {
  type caller,
  createProduct,
  receiveColourPhones,
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
  await setFlags(h, store, { isSellOutOfStock: false, isRoundOffEnabled: false });
});
afterAll(async () => {
  expect(await ledgerMismatches(h.database.db)).toEqual([]);
  await h.close();
});

type Reply = Awaited<ReturnType<ReturnType<typeof caller>['call']>>;

function refusal(reply: Reply) {
  return { status: reply.statusCode, ...reply.json().error };
}

async function ok(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const reply = await api.call(method, url, payload);
  expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBe(200);
  return reply.json();
}

/** The serials a bill at the outlet may choose. */
async function sellableAt(productId: number, outletId: number) {
  const reply = await api.call('GET', `/api/v1/orders/serials?productId=${productId}&outletId=${outletId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as ProductSerialsReply).serials.map((s) => s.serialNo);
}

async function serialRow(serialNo: string) {
  const [row] = rowsOf<{ status: string; outlet_id: string }>(
    await h.database.db.execute(
      sql`SELECT status, outlet_id FROM product_serials WHERE supplier_id = ${store.supplierId} AND serial_no = ${serialNo}`,
    ),
  );
  return row ? { status: row.status, outletId: Number(row.outlet_id) } : null;
}

const bill = (productId: number, outletId: number, serialNos: string[]) =>
  api.call('POST', '/api/v1/orders', {
    outletId,
    items: [{ productId, quantity: serialNos.length, serialNos }],
    confirm: true,
  });

async function levelAt(productId: number, outletId: number) {
  const [row] = rowsOf<{ quantity: string }>(
    await h.database.db.execute(
      sql`SELECT quantity FROM stock_levels WHERE supplier_id = ${store.supplierId} AND product_id = ${productId} AND outlet_id = ${outletId}`,
    ),
  );
  return Number(row?.quantity ?? 0);
}

async function requestTransfer(productId: number, quantity: number) {
  const t = await ok('POST', '/api/v1/inventory/transfers', {
    fromOutletId: first,
    toOutletId: second,
    lines: [{ productId, quantity }],
  });
  return t.transferId as number;
}

describe('serials on a transfer between outlets', () => {
  it('sends the named serials: sellable nowhere on the way, at the receiving outlet only once received', async () => {
    const phone = await createProduct(h, store, { name: 'Phone T', pricePaise: 1_000_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['T-1', 'T-2', 'T-3']);
    const id = await requestTransfer(phone, 1);

    const sent = await ok('POST', `/api/v1/inventory/transfers/${id}/dispatch`, {
      lines: [{ lineNo: 1, serialNos: [' t-2 '] }],
    });
    expect(sent).toMatchObject({
      status: 'IN_TRANSIT',
      lines: [{ serialNos: ['T-2'], inTransitSerialNos: ['T-2'] }],
    });
    expect(await serialRow('T-2')).toEqual({ status: 'IN_TRANSIT', outletId: first });
    expect(await sellableAt(phone, first)).toEqual(['T-1', 'T-3']);
    expect(await sellableAt(phone, second)).toEqual([]);
    expect(refusal(await bill(phone, first, ['T-2']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number T-2 is not in stock at this outlet.',
    });
    expect(refusal(await bill(phone, second, ['T-2']))).toMatchObject({ status: 400 });

    const got = await ok('POST', `/api/v1/inventory/transfers/${id}/receive`, {
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(got).toMatchObject({
      status: 'RECEIVED',
      lines: [{ serialNos: ['T-2'], inTransitSerialNos: [] }],
    });
    expect(await serialRow('T-2')).toEqual({ status: 'IN_STOCK', outletId: second });
    expect(await sellableAt(phone, first)).toEqual(['T-1', 'T-3']);
    expect(await sellableAt(phone, second)).toEqual(['T-2']);
    expect(refusal(await bill(phone, first, ['T-2']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number T-2 is not in stock at this outlet.',
    });
    // The second outlet must name it too: it holds a serial of the phone now.
    const unnamed = await api.call('POST', '/api/v1/orders', {
      outletId: second,
      items: [{ productId: phone, quantity: 1 }],
      confirm: true,
    });
    expect(refusal(unnamed)).toMatchObject({
      status: 400,
      message: 'Phone T: choose one serial (IMEI) number for each unit sold.',
    });
    const sold = await bill(phone, second, ['T-2']);
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await serialRow('T-2')).toEqual({ status: 'SOLD', outletId: second });
    expect([await levelAt(phone, first), await levelAt(phone, second)]).toEqual([2, 0]);
  });

  it('receives in parts: a partial receipt names which serials arrived, the rest stay on the way', async () => {
    const phone = await createProduct(h, store, { name: 'Phone P', pricePaise: 800_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['P-1', 'P-2', 'P-3']);
    const id = await requestTransfer(phone, 3);
    await ok('POST', `/api/v1/inventory/transfers/${id}/dispatch`, {
      lines: [{ lineNo: 1, serialNos: ['P-1', 'P-2', 'P-3'] }],
    });
    const receive = (quantity: number, serialNos?: string[]) =>
      api.call('POST', `/api/v1/inventory/transfers/${id}/receive`, {
        lines: [{ lineNo: 1, quantity, ...(serialNos ? { serialNos } : {}) }],
      });
    expect(refusal(await receive(1))).toMatchObject({
      status: 400,
      message: 'Phone P: choose the serial (IMEI) numbers that arrived.',
      fields: { 'lines.0.serialNos': 'Phone P: choose the serial (IMEI) numbers that arrived.' },
    });
    expect(refusal(await receive(1, ['T-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number T-1 is not on the way on this line.',
    });
    expect(refusal(await receive(2, ['P-1']))).toMatchObject({
      status: 400,
      message: 'Phone P: choose the serial (IMEI) numbers that arrived.',
    });
    const part = await receive(1, ['P-3']);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      status: 'PARTLY_RECEIVED',
      lines: [{ receivedQuantity: 1, serialNos: ['P-1', 'P-2', 'P-3'], inTransitSerialNos: ['P-1', 'P-2'] }],
    });
    expect(await sellableAt(phone, second)).toEqual(['P-3']);
    expect(await sellableAt(phone, first)).toEqual([]);
    expect(refusal(await receive(1, ['P-3']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number P-3 is not on the way on this line.',
    });
    // The whole rest without names brings every serial still on the way.
    const rest = await receive(2);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'RECEIVED', lines: [{ inTransitSerialNos: [] }] });
    expect(await sellableAt(phone, second)).toEqual(['P-1', 'P-2', 'P-3']);
    expect([await levelAt(phone, first), await levelAt(phone, second)]).toEqual([0, 3]);
  });

  it('refuses a dispatch without one serial per unit, or with a serial not on the sending shelf', async () => {
    const phone = await createProduct(h, store, { name: 'Phone R', pricePaise: 900_000, stock: 0 });
    const other = await createProduct(h, store, { name: 'Tablet R', pricePaise: 900_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['R-1', 'R-2', 'R-3']);
    await receiveSerials(h, store, api, other, ['RT-1']);
    const id = await requestTransfer(phone, 2);
    const dispatch = (serialNos?: string[]) =>
      api.call('POST', `/api/v1/inventory/transfers/${id}/dispatch`, {
        lines: serialNos ? [{ lineNo: 1, serialNos }] : [],
      });
    const count = 'Phone R: choose one serial (IMEI) number for each unit sent.';
    expect(refusal(await dispatch())).toMatchObject({
      status: 400,
      message: count,
      fields: { 'lines.0.serialNos': count },
    });
    expect(refusal(await api.call('POST', `/api/v1/inventory/transfers/${id}/dispatch`))).toMatchObject({
      status: 400,
      message: count,
    });
    expect(refusal(await dispatch(['R-1']))).toMatchObject({ status: 400, message: count });
    expect(refusal(await dispatch(['R-1', 'r-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number R-1 is chosen twice.',
    });
    expect(refusal(await dispatch(['R-1', 'NOPE']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number NOPE is not in this store.',
    });
    expect(refusal(await dispatch(['R-1', 'RT-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number RT-1 is not of Phone R.',
    });
    // Sold, and at another outlet: not on the sending shelf.
    expect((await bill(phone, first, ['R-3'])).statusCode).toBe(201);
    expect(refusal(await dispatch(['R-1', 'R-3']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number R-3 is already sold.',
    });
    await h.database.db.execute(
      sql`UPDATE product_serials SET outlet_id = ${second} WHERE supplier_id = ${store.supplierId} AND serial_no = 'R-2'`,
    );
    expect(refusal(await dispatch(['R-1', 'R-2']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number R-2 is not in stock at this outlet.',
    });
    await h.database.db.execute(
      sql`UPDATE product_serials SET outlet_id = ${first} WHERE supplier_id = ${store.supplierId} AND serial_no = 'R-2'`,
    );
    // Nothing moved by the refusals.
    expect((await ok('GET', `/api/v1/inventory/transfers/${id}`)).status).toBe('REQUESTED');
    expect(await levelAt(phone, first)).toBe(2);
    expect(await sellableAt(phone, first)).toEqual(['R-1', 'R-2']);
    // In the person's language.
    expect(translateMessage(count, 'hi')).toBe(
      'Phone R: भेजी जाने वाली हर यूनिट के लिए एक सीरियल (IMEI) नंबर चुनें।',
    );
  });

  it('takes only serials of the line’s variant', async () => {
    const { phone, blue } = await receiveColourPhones(h, store, api, 'Phone W', {
      black: ['WK-1'],
      blue: ['WB-1'],
    });
    const t = await ok('POST', '/api/v1/inventory/transfers', {
      fromOutletId: first,
      toOutletId: second,
      lines: [{ productId: phone, variantId: blue, quantity: 1 }],
    });
    const wrong = await api.call('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`, {
      lines: [{ lineNo: 1, serialNos: ['WK-1'] }],
    });
    expect(refusal(wrong)).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number WK-1 is of another variant, not Phone W Blue.',
    });
    await ok('POST', `/api/v1/inventory/transfers/${t.transferId}/dispatch`, {
      lines: [{ lineNo: 1, serialNos: ['WB-1'] }],
    });
    await ok('POST', `/api/v1/inventory/transfers/${t.transferId}/receive`, {
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(await serialRow('WB-1')).toEqual({ status: 'IN_STOCK', outletId: second });
  });

  it('lists the dispatch’s serials for the sending outlet’s picker, and a product without serials moves as before', async () => {
    const phone = await createProduct(h, store, { name: 'Phone L', pricePaise: 800_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['L-1']);
    const picker = await ok(
      'GET',
      `/api/v1/inventory/products/${phone}/serials?outletId=${first}&status=IN_STOCK`,
    );
    expect(picker.serials.map((s: { serialNo: string }) => s.serialNo)).toEqual(['L-1']);

    const tea = await createProduct(h, store, { name: 'Tea T', stock: 5 });
    const id = await requestTransfer(tea, 2);
    const plain = await ok('POST', `/api/v1/inventory/transfers/${id}/dispatch`);
    expect(plain).toMatchObject({ status: 'IN_TRANSIT', lines: [{ serialNos: [], inTransitSerialNos: [] }] });
    await ok('POST', `/api/v1/inventory/transfers/${id}/receive`, { lines: [{ lineNo: 1, quantity: 2 }] });
    expect([await levelAt(tea, first), await levelAt(tea, second)]).toEqual([3, 2]);
  });
});
