// Serial (IMEI) numbers chosen at sale (enableIMEINumber): one per unit, only the outlet's
// in-stock serials of the product, sold with the bill, back in stock on a cancel or return, and
// printed under the line on the invoice.
import { invoiceFromOrder, receiptLines } from '@storekeep/domain/invoice';
import { translateMessage } from '@storekeep/domain/message-translation';
import type { ProductSerialsReply } from '@storekeep/domain/serials';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import {
  caller,
  createProduct,
  receiveColourPhones,
  receiveSerials,
  setFlags,
  stockOf,
} from './test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
  await setFlags(h, store, { isSellOutOfStock: false, isRoundOffEnabled: false });
});
afterAll(() => h.close());

async function statusOf(serialNo: string) {
  const rows = rowsOf<{ status: string; order_id: string | null; sold_at: string | null }>(
    await h.database.db.execute(
      sql`SELECT status, order_id, sold_at FROM product_serials WHERE supplier_id = ${store.supplierId} AND serial_no = ${serialNo}`,
    ),
  );
  const row = rows[0];
  return row ? { status: row.status, orderId: row.order_id === null ? null : Number(row.order_id) } : null;
}

const bill = (productId: number, quantity: number, serialNos?: string[]) =>
  api.call('POST', '/api/v1/orders', {
    items: [{ productId, quantity, ...(serialNos ? { serialNos } : {}) }],
    confirm: true,
  });

function refusal(reply: { statusCode: number; json: () => { error: { message: string; fields?: object } } }) {
  return { status: reply.statusCode, ...reply.json().error };
}

describe('choosing serials on a bill', () => {
  it('asks for exactly one serial per unit of a product with serials in stock', async () => {
    const phone = await createProduct(h, store, { name: 'Phone A', pricePaise: 1_000_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['A-100', 'A-101', 'A-102']);
    const message = 'Phone A: choose one serial (IMEI) number for each unit sold.';
    expect(refusal(await bill(phone, 1))).toMatchObject({
      status: 400,
      message,
      fields: { 'items.0.serialNos': message },
    });
    expect(refusal(await bill(phone, 2, ['A-100']))).toMatchObject({ status: 400, message });
    expect(refusal(await bill(phone, 1, ['A-100', 'A-101']))).toMatchObject({ status: 400, message });
    expect(await stockOf(h, store, phone)).toBe(3);
  });

  it('refuses a serial not in the store, of another product, twice on the bill, or not kept', async () => {
    const phone = await createProduct(h, store, { name: 'Phone B', pricePaise: 900_000, stock: 0 });
    const other = await createProduct(h, store, { name: 'Tablet B', pricePaise: 2_000_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['B-1', 'B-2']);
    await receiveSerials(h, store, api, other, ['T-1']);
    expect(refusal(await bill(phone, 1, ['NOPE-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number NOPE-1 is not in this store.',
    });
    expect(refusal(await bill(phone, 1, ['T-1']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number T-1 is not of Phone B.',
    });
    expect(refusal(await bill(phone, 2, ['B-1', ' b-1 ']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number B-1 is chosen twice.',
    });
    await setFlags(h, store, { enableIMEINumber: false });
    expect(refusal(await bill(phone, 1, ['B-1']))).toMatchObject({
      status: 400,
      message: 'This store does not keep serial (IMEI) numbers.',
    });
    // Without the flag a phone is sold as any product.
    expect((await bill(phone, 1)).statusCode).toBe(201);
    await setFlags(h, store, { enableIMEINumber: true });
  });

  it('refuses a serial held by another outlet', async () => {
    const phone = await createProduct(h, store, { name: 'Phone C', pricePaise: 900_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['C-1', 'C-2']);
    const [away] = rowsOf<{ outlet_id: string }>(
      await h.database.db.execute(sql`INSERT INTO outlets (supplier_id, name)
        VALUES (${store.supplierId}, 'Second shop') RETURNING outlet_id`),
    );
    await h.database.db.execute(
      sql`UPDATE product_serials SET outlet_id = ${Number(away?.outlet_id)} WHERE supplier_id = ${store.supplierId} AND serial_no = 'C-2'`,
    );
    expect(refusal(await bill(phone, 1, ['C-2']))).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number C-2 is not in stock at this outlet.',
    });
  });

  it('sells the serials with the bill, shows them on the line and the invoice, and never twice', async () => {
    const phone = await createProduct(h, store, { name: 'Phone D', pricePaise: 1_500_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['352099001761481', '352099001761499', '352099001761507']);
    const sold = await bill(phone, 2, ['3520 9900 1761 481', '352099001761499']);
    expect(sold.statusCode).toBe(201);
    const order = sold.json();
    expect(order.items[0].serialNos).toEqual(['352099001761481', '352099001761499']);
    expect(await statusOf('352099001761481')).toEqual({ status: 'SOLD', orderId: order.orderId });
    expect(await statusOf('352099001761507')).toEqual({ status: 'IN_STOCK', orderId: null });
    expect(await stockOf(h, store, phone)).toBe(1);

    const again = await bill(phone, 1, ['352099001761499']);
    expect(refusal(again)).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number 352099001761499 is already sold.',
    });

    const invoice = invoiceFromOrder(order, {
      seller: { name: 'Shop' },
      showTaxColumns: false,
      showHsnSac: false,
    });
    expect(invoice.lines[0]?.serialNos).toEqual(['352099001761481', '352099001761499']);
    const printed = receiptLines(invoice, 32).map((l) => l.text);
    expect(printed).toContain('  IMEI/Serial: 352099001761481,');
    expect(printed).toContain('  352099001761499');
    const pdf = await api.call('GET', `/api/v1/orders/${order.orderId}/invoice?layout=A4`);
    expect(pdf.statusCode).toBe(200);

    const list = await api.call('GET', `/api/v1/inventory/products/${phone}/serials`);
    expect(list.statusCode).toBe(200);
    const serials = (list.json() as ProductSerialsReply).serials;
    expect(serials.map((s) => [s.serialNo, s.status, s.orderNumber])).toEqual([
      ['352099001761507', 'IN_STOCK', null],
      ['352099001761481', 'SOLD', order.orderNumber],
      ['352099001761499', 'SOLD', order.orderNumber],
    ]);
    // The stock history names the receipt and the sale.
    const moves = await api.call('GET', `/api/v1/inventory/products/${phone}/moves`);
    expect(moves.statusCode, moves.body).toBe(200);
    expect(moves.json().moves.map((m: { reason: string }) => m.reason)).toEqual(['SALE', 'PURCHASE']);
    const sellable = await api.call(
      'GET',
      `/api/v1/orders/serials?productId=${phone}&outletId=${store.outlets[0]?.outletId}`,
    );
    expect((sellable.json() as ProductSerialsReply).serials.map((s) => s.serialNo)).toEqual([
      '352099001761507',
    ]);
  });

  it('holds a draft’s serials until it is billed; a serial sold meanwhile refuses the confirmation', async () => {
    const phone = await createProduct(h, store, { name: 'Phone E', pricePaise: 700_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['E-1', 'E-2']);
    const draft = await api.order('POST', '/api/v1/orders', {
      source: 'MANUAL',
      items: [{ productId: phone, quantity: 1, serialNos: ['E-1'] }],
    });
    expect(draft.items[0]?.serialNos).toEqual(['E-1']);
    expect(await statusOf('E-1')).toEqual({ status: 'IN_STOCK', orderId: null });
    expect((await bill(phone, 1, ['E-1'])).statusCode).toBe(201);
    const confirm = await api.call('POST', `/api/v1/orders/${draft.orderId}/confirm`, {});
    expect(refusal(confirm)).toMatchObject({
      status: 409,
      message: 'The serial (IMEI) number E-1 is already sold.',
    });
    // Edited to the other serial, the draft bills.
    const edited = await api.order('PUT', `/api/v1/orders/${draft.orderId}/items`, {
      items: [{ lineNo: draft.items[0]?.lineNo, productId: phone, quantity: 1, serialNos: ['E-2'] }],
    });
    expect(edited.items[0]?.serialNos).toEqual(['E-2']);
    await api.order('POST', `/api/v1/orders/${draft.orderId}/confirm`, {});
    expect(await statusOf('E-2')).toEqual({ status: 'SOLD', orderId: draft.orderId });
  });

  it('puts the serials back in stock on a cancel, and on a return the ones that come back', async () => {
    const phone = await createProduct(h, store, { name: 'Phone F', pricePaise: 500_000, stock: 0 });
    await receiveSerials(h, store, api, phone, ['F-1', 'F-2', 'F-3']);
    // A bill the customer has not taken yet (not fulfilled) can be cancelled.
    const cancelled = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: phone, quantity: 1, serialNos: ['F-1'] }],
      confirm: true,
      fulfilled: false,
    });
    expect(await statusOf('F-1')).toEqual({ status: 'SOLD', orderId: cancelled.orderId });
    await api.order('POST', `/api/v1/orders/${cancelled.orderId}/cancel`, { refundMode: 'CASH' });
    expect(await statusOf('F-1')).toEqual({ status: 'IN_STOCK', orderId: null });

    const returned = (await bill(phone, 2, ['F-2', 'F-3'])).json();
    const detail = await api.order('GET', `/api/v1/orders/${returned.orderId}`);
    const lineNo = detail.items[0]?.lineNo;
    const unnamed = await api.call('POST', `/api/v1/orders/${returned.orderId}/returns`, {
      items: [{ lineNo, quantity: 1 }],
      refundMode: 'CASH',
    });
    expect(refusal(unnamed)).toMatchObject({
      status: 400,
      message: 'Phone F: choose the serial (IMEI) numbers that come back.',
    });
    const wrong = await api.call('POST', `/api/v1/orders/${returned.orderId}/returns`, {
      items: [{ lineNo, quantity: 1, serialNos: ['F-1'] }],
      refundMode: 'CASH',
    });
    expect(refusal(wrong)).toMatchObject({
      status: 400,
      message: 'The serial (IMEI) number F-1 was not sold on this line.',
    });
    await api.order('POST', `/api/v1/orders/${returned.orderId}/returns`, {
      items: [{ lineNo, quantity: 1, serialNos: ['f-3'] }],
      refundMode: 'CASH',
    });
    expect(await statusOf('F-3')).toEqual({ status: 'IN_STOCK', orderId: null });
    expect(await statusOf('F-2')).toEqual({ status: 'SOLD', orderId: returned.orderId });
    const half = await api.order('GET', `/api/v1/orders/${returned.orderId}`);
    expect(half.items[0]).toMatchObject({ serialNos: ['F-2', 'F-3'], returnableSerialNos: ['F-2'] });
    // The rest of the line comes back with its last serial without naming it.
    await api.order('POST', `/api/v1/orders/${returned.orderId}/returns`, { refundMode: 'CASH' });
    expect(await statusOf('F-2')).toEqual({ status: 'IN_STOCK', orderId: null });
    expect(await stockOf(h, store, phone)).toBe(3);
    // F-3 sells again on a new bill; the old bill's line still names it.
    const resold = (await bill(phone, 1, ['F-3'])).json();
    expect(await statusOf('F-3')).toEqual({ status: 'SOLD', orderId: resold.orderId });
    const old = await api.order('GET', `/api/v1/orders/${returned.orderId}`);
    expect(old.items[0]?.serialNos).toEqual(['F-2', 'F-3']);
  });

  it('sells a serial only on a line of the variant it was received as', async () => {
    const { phone, black, blue } = await receiveColourPhones(h, store, api, 'Phone V', {
      black: ['VK-1', 'VK-2'],
      blue: ['VB-1'],
    });
    const variantOf = async (serialNo: string) =>
      rowsOf<{ variant_id: string }>(
        await h.database.db.execute(
          sql`SELECT variant_id FROM product_serials WHERE supplier_id = ${store.supplierId} AND serial_no = ${serialNo}`,
        ),
      ).map((r) => Number(r.variant_id))[0];
    expect([await variantOf('VK-1'), await variantOf('VK-2'), await variantOf('VB-1')]).toEqual([
      black,
      black,
      blue,
    ]);

    // The picker of a Blue line offers the Blue serial only.
    const outletId = store.outlets[0]?.outletId as number;
    const sellable = await api.call(
      'GET',
      `/api/v1/orders/serials?productId=${phone}&variantId=${blue}&outletId=${outletId}`,
    );
    expect((sellable.json() as ProductSerialsReply).serials.map((s) => s.serialNo)).toEqual(['VB-1']);

    // A Black serial on a Blue line: refused, and nothing is written.
    const counts = async () =>
      rowsOf<{ orders: string; moves: string }>(
        await h.database.db.execute(sql`
          SELECT (SELECT count(*) FROM orders WHERE supplier_id = ${store.supplierId}) AS orders,
                 (SELECT count(*) FROM stock_moves WHERE supplier_id = ${store.supplierId}) AS moves`),
      )[0];
    const before = await counts();
    const wrong = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: phone, variantId: blue, quantity: 1, serialNos: ['VK-1'] }],
      confirm: true,
    });
    const message = 'The serial (IMEI) number VK-1 is of another variant, not Phone V Blue.';
    expect(refusal(wrong)).toMatchObject({ status: 400, message, fields: { 'items.0.serialNos': message } });
    expect(await counts()).toEqual(before);
    expect(await statusOf('VK-1')).toEqual({ status: 'IN_STOCK', orderId: null });
    expect(translateMessage(message, 'hi')).toBe(
      'सीरियल (IMEI) नंबर VK-1 किसी दूसरे वेरिएंट का है, Phone V Blue का नहीं।',
    );

    // On a Black line it sells.
    const sold = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: phone, variantId: black, quantity: 1, serialNos: ['VK-1'] }],
      confirm: true,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await statusOf('VK-1')).toEqual({ status: 'SOLD', orderId: sold.json().orderId });
    expect(sold.json().items[0]).toMatchObject({ variantName: 'Black', serialNos: ['VK-1'] });

    // The product's serials say which variant each is.
    const list = (
      await api.call('GET', `/api/v1/inventory/products/${phone}/serials`)
    ).json() as ProductSerialsReply;
    expect(list.serials.map((s) => [s.serialNo, s.variantName])).toEqual([
      ['VB-1', 'Blue'],
      ['VK-2', 'Black'],
      ['VK-1', 'Black'],
    ]);
  });

  it('keeps every stock level equal to its ledger', async () => {
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
  });
});
