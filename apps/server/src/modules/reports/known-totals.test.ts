// Known totals: a store with a month of bills, returns, a cancelled bill, a credit sale and its
// collection, whose every report total, GSTR-1 table and GSTR-3B figure is worked out by hand
// below (prices include GST, round-off off) and asserted exactly; then who may see what, and the
// GSTR-1 download as a background job whose file validates against the offline tool's schema.
import { readFileSync } from 'node:fs';
import type { GstReturnsReply, ReportReply } from '@storekeep/domain/report-api';
import Ajv from 'ajv';
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

const STORE_GSTIN = '29AAPFU0939F1ZR';
const B2B_GSTIN = '29AAACB1234C1ZB';
const MONTH = '2026-10';
const PERIOD = 'from=2026-10-01&to=2026-10-31&scope=all';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
const n: Record<string, number> = {};
let noteO2 = '';

const ist = (day: string, time: string) => `${day}T${time}:00+05:30`;
const json = async <T>(url: string): Promise<T> => {
  const reply = await api.call('GET', url);
  if (reply.statusCode !== 200) throw new Error(`${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
};
const table = (r: ReportReply, key: string) => {
  const found = r.tables.find((t) => t.key === key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
};
const figures = (r: ReportReply) => Object.fromEntries(r.figures.map((f) => [f.key, f.value]));

/** Moves an order, its history and payments (and khata rows) to the given instant. */
async function backdate(orderId: number, at: string) {
  const db = h.database.db;
  await db.execute(sql`UPDATE orders SET created_at = ${at}, confirmed_at = ${at}, updated_at = ${at}
    WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId}`);
  await db.execute(
    sql`UPDATE order_payments SET created_at = ${at} WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId}`,
  );
  await db.execute(
    sql`UPDATE khata_entries SET created_at = ${at} WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId}`,
  );
}
/** Moves the latest return of an order and its refund to the given instant. */
async function backdateReturn(orderId: number, at: string) {
  const db = h.database.db;
  await db.execute(
    sql`UPDATE order_returns SET created_at = ${at} WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId}`,
  );
  await db.execute(sql`UPDATE order_payments SET created_at = ${at}
    WHERE supplier_id = ${store.supplierId} AND order_id = ${orderId} AND kind = 'REFUND'`);
}

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h, { outlets: [1] });
  api = caller(h, await login(h, store.owner));
  const db = h.database.db;
  await db.execute(sql`UPDATE outlets SET state_id = 29 WHERE supplier_id = ${store.supplierId}`);
  await db.execute(
    sql`INSERT INTO printer_settings (supplier_id, gstin) VALUES (${store.supplierId}, ${STORE_GSTIN})`,
  );
  await setFlags(h, store, {
    isRoundOffEnabled: false,
    isEnabledCustomerCredit: true,
    isSellOutOfStock: false,
  });
  const [bev] = await db
    .execute(sql`INSERT INTO categories (supplier_id, name) VALUES (${store.supplierId}, 'Beverages')
    RETURNING category_id AS id`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
  const tea = await createProduct(h, store, {
    name: 'Tea 500 g',
    pricePaise: 10_500,
    costPaise: 8_000,
    mrpPaise: 11_000,
    taxRate: '5',
    hsnSacNo: '0902',
    categoryId: Number(bev!.id),
    stock: 100,
  });
  const rice = await createProduct(h, store, {
    name: 'Rice',
    unit: 'kg',
    pricePaise: 6_000,
    taxRate: '0',
    hsnSacNo: '1006',
    stock: 50,
  });
  const tv = await createProduct(h, store, {
    name: 'TV 43 inch',
    pricePaise: 11_800_000,
    taxRate: '18',
    hsnSacNo: '8528',
    stock: 2,
  });
  const customer = async (body: object) => {
    const reply = await api.call('POST', '/api/v1/customers', body);
    if (reply.statusCode !== 201) throw new Error(reply.body);
    return (reply.json() as { customerId: number }).customerId;
  };
  const bharat = await customer({ name: 'Bharat Traders', gstin: B2B_GSTIN, isB2b: true });
  const rao = await customer({
    name: 'Rao Pune',
    address: { addressLine1: 'FC Road', stateCode: '27', pincode: '411004' },
  });
  const kiran = await customer({ name: 'Kiran', mobileNumber: '9876500001' });
  const bill = async (body: object) =>
    api.order('POST', '/api/v1/orders', { confirm: true, fulfilled: true, ...body });

  // O1 walk-in: 2 tea, cash. 21000 = taxable 20000 + CGST 500 + SGST 500.
  const o1 = await bill({
    source: 'INSTORE',
    items: [{ productId: tea, quantity: 2 }],
    payments: [{ mode: 'CASH', amountPaise: 21_000 }],
  });
  await backdate(o1.orderId, ist('2026-10-05', '10:30'));
  // Return of 1 tea on 7 Oct, cash back: 10500 = 10000 + 250 + 250 (a B2CS credit note).
  await api.order('POST', `/api/v1/orders/${o1.orderId}/returns`, {
    items: [{ lineNo: 1, quantity: 1 }],
    refundMode: 'CASH',
  });
  await backdateReturn(o1.orderId, ist('2026-10-07', '12:00'));
  // O2 Bharat (B2B, intra-state): 10 tea + 5 kg rice, UPI. 105000 (100000 + 2500 + 2500) + 30000 nil.
  const o2 = await bill({
    source: 'MANUAL',
    customerId: bharat,
    items: [
      { productId: tea, quantity: 10 },
      { productId: rice, quantity: 5 },
    ],
    payments: [{ mode: 'UPI', amountPaise: 135_000 }],
  });
  await backdate(o2.orderId, ist('2026-10-12', '15:10'));
  // Return of 2 tea on 15 Oct, UPI back: 21000 = 20000 + 500 + 500 (a CDNR credit note).
  await api.order('POST', `/api/v1/orders/${o2.orderId}/returns`, {
    items: [{ lineNo: 1, quantity: 2 }],
    refundMode: 'UPI',
  });
  await backdateReturn(o2.orderId, ist('2026-10-15', '09:00'));
  // O3 Rao in Maharashtra (inter-state, unregistered, above ₹1 lakh: B2CL): TV, card. 118000.00 = 100000 + IGST 18000.
  const o3 = await bill({
    source: 'MANUAL',
    customerId: rao,
    addressId: null,
    address: { addressLine1: 'FC Road', stateCode: '27', pincode: '411004' },
    items: [{ productId: tv, quantity: 1 }],
    payments: [{ mode: 'CARD', amountPaise: 11_800_000 }],
  });
  await backdate(o3.orderId, ist('2026-10-20', '18:45'));
  // O4 Kiran on credit: 4 tea, 42000 = 40000 + 1000 + 1000; Kiran pays 20000 cash on 28 Oct.
  const o4 = await bill({
    source: 'INSTORE',
    customerId: kiran,
    items: [{ productId: tea, quantity: 4 }],
    payments: [{ mode: 'CREDIT', amountPaise: 42_000 }],
  });
  await backdate(o4.orderId, ist('2026-10-25', '11:00'));
  // The limit is lowered after the sale: Kiran now owes more than it.
  await api.call('PATCH', `/api/v1/customers/${kiran}`, { creditLimitPaise: 10_000 });
  const paid = await api.call('POST', `/api/v1/customers/${kiran}/khata/payments`, {
    amountPaise: 20_000,
    mode: 'CASH',
  });
  expect(paid.statusCode).toBeLessThan(300);
  await db.execute(sql`UPDATE khata_entries SET created_at = ${ist('2026-10-28', '17:00')}
    WHERE supplier_id = ${store.supplierId} AND kind = 'PAYMENT_RECEIVED'`);
  // O5: billed on 26 Oct, unpaid, cancelled: an issued and cancelled invoice, no sale.
  const o5 = await bill({ source: 'MANUAL', fulfilled: false, items: [{ productId: tea, quantity: 1 }] });
  await api.order('POST', `/api/v1/orders/${o5.orderId}/cancel`, {});
  await backdate(o5.orderId, ist('2026-10-26', '12:00'));
  // Purchases of October from a Karnataka vendor. Bill of 10 Oct: 50 tea at ₹80 + 5% (taxable
  // 400000, CGST 10000, SGST 10000) and 10 kg rice at ₹40, nil rated (40000): 460000. Paid 100000
  // by UPI on 20 Oct; 5 tea sent back on 18 Oct: debit note of 40000 + 2000 tax.
  const vendor = await api.call('POST', '/api/v1/vendors', { name: 'Mysore Wholesale', stateCode: '29' });
  const vendorId = vendor.json().vendorId as number;
  const purchase = await api.call('POST', '/api/v1/purchase-bills', {
    vendorId,
    billNumber: 'MW-1',
    billDate: '2026-10-10',
    lines: [
      { productId: tea, quantity: 50, costPaise: 8_000, taxRate: 5 },
      { productId: rice, quantity: 10, costPaise: 4_000, taxRate: 0 },
    ],
  });
  if (purchase.statusCode >= 300) throw new Error(purchase.body);
  const purchaseOrderId = purchase.json().purchaseOrderId as number;
  await db.execute(sql`UPDATE purchase_receipt_lines SET received_at = ${ist('2026-10-10', '09:00')}
    WHERE supplier_id = ${store.supplierId}`);
  const paidVendor = await api.call('POST', `/api/v1/vendors/${vendorId}/payments`, {
    amountPaise: 100_000,
    mode: 'UPI',
    paidOn: '2026-10-20',
  });
  if (paidVendor.statusCode >= 300) throw new Error(paidVendor.body);
  await db.execute(
    sql`UPDATE purchase_payments SET created_at = ${ist('2026-10-20', '16:00')} WHERE supplier_id = ${store.supplierId}`,
  );
  const sentBack = await api.call('POST', `/api/v1/purchase-orders/${purchaseOrderId}/returns`, {
    lines: [{ lineNo: 1, quantity: 5 }],
  });
  if (sentBack.statusCode >= 300) throw new Error(sentBack.body);
  await db.execute(
    sql`UPDATE purchase_returns SET created_at = ${ist('2026-10-18', '13:00')} WHERE supplier_id = ${store.supplierId}`,
  );
  Object.assign(n, {
    o1: o1.orderNumber,
    o2: o2.orderNumber,
    o3: o3.orderNumber,
    o4: o4.orderNumber,
    o5: o5.orderNumber,
  });
  const notes = await db.execute(
    sql`SELECT return_id AS id, order_id AS "orderId" FROM order_returns WHERE supplier_id = ${store.supplierId} ORDER BY return_id`,
  );
  const rows = (notes as unknown as { rows: Array<{ id: number; orderId: number }> }).rows;
  noteO2 = `CN${rows.find((r) => Number(r.orderId) === o2.orderId)!.id}`;
});
afterAll(() => h.close());

describe('known totals of October', () => {
  it('sales: bills, sales, returns netted, tax, average bill; by day, category, channel and payment mode', async () => {
    const byDay = await json<ReportReply>(`/api/v1/reports/sales?${PERIOD}&groupBy=day`);
    expect(figures(byDay)).toEqual({
      bills: 4,
      sales: 11_998_000,
      returns: 31_500,
      netSales: 11_966_500,
      tax: 1_808_000,
      discount: 0,
      averageBill: 2_999_500,
    });
    expect(table(byDay, 'by-day').rows).toEqual([
      ['2026-10-05', 1, 21_000, 0, 21_000],
      ['2026-10-07', 0, 0, 10_500, -10_500],
      ['2026-10-12', 1, 135_000, 0, 135_000],
      ['2026-10-15', 0, 0, 21_000, -21_000],
      ['2026-10-20', 1, 11_800_000, 0, 11_800_000],
      ['2026-10-25', 1, 42_000, 0, 42_000],
    ]);
    expect(table(byDay, 'by-day').totals).toEqual([null, 4, 11_998_000, 31_500, 11_966_500]);
    // 5 Oct 2026 is a Monday: weekday 0, 10 a.m.
    expect(byDay.heatmap?.[0]?.[10]).toBe(1);
    expect(byDay.heatmap?.flat().reduce((a, b) => a + b, 0)).toBe(4);

    const byCategory = await json<ReportReply>(`/api/v1/reports/sales?${PERIOD}&groupBy=category`);
    expect(table(byCategory, 'by-category').rows).toEqual([
      // Without a category: 5 kg rice and 1 TV (quantities of different units add as numbers).
      ['', 2, 6_000, 11_830_000, 0, 11_830_000],
      ['Beverages', 3, 13_000, 168_000, 31_500, 136_500],
    ]);
    const byChannel = await json<ReportReply>(`/api/v1/reports/sales?${PERIOD}&groupBy=channel`);
    expect(table(byChannel, 'by-channel').rows).toEqual([
      ['MANUAL', 2, 11_935_000, 21_000, 11_914_000],
      ['INSTORE', 2, 63_000, 10_500, 52_500],
    ]);
    const byMode = await json<ReportReply>(`/api/v1/reports/sales?${PERIOD}&groupBy=paymentMode`);
    expect(table(byMode, 'by-paymentMode').rows).toEqual([
      ['CARD', 1, 11_800_000, 0, 11_800_000],
      ['UPI', 1, 135_000, 21_000, 114_000],
      ['CREDIT', 1, 42_000, 0, 42_000],
      ['CASH', 1, 21_000, 10_500, 10_500],
    ]);
    expect(table(byDay, 'topMovers').rows[0]).toEqual(['Tea 500 g', 13_000, 136_500]);
  });

  it('tax: by rate and head, HSN summary, B2B by GSTIN, B2C by place of supply, credit notes, net liability', async () => {
    const tax = await json<ReportReply>(`/api/v1/reports/tax?${PERIOD}`);
    expect(figures(tax)).toEqual({
      taxableValue: 10_160_000,
      outputTax: 1_808_000,
      creditNoteTax: 1_500,
      // Net ITC 9000 CGST + 9000 SGST; what CGST and SGST do not need pays IGST (rule 88A).
      inputTax: 18_000,
      netLiability: 1_788_500,
    });
    expect(table(tax, 'byRate').rows).toEqual([
      ['0%', 30_000, 0, 0, 0, 0, 0, 0],
      ['5%', 130_000, 3_250, 3_250, 0, 0, 0, 6_500],
      ['18%', 10_000_000, 0, 0, 0, 1_800_000, 0, 1_800_000],
    ]);
    expect(table(tax, 'hsn').rows).toEqual([
      ['0902', 'Tea 500 g', 'PCS', 13_000, '5%', 130_000, 3_250, 3_250, 0, 0, 0, 136_500],
      ['1006', 'Rice', 'KGS', 5_000, '0%', 30_000, 0, 0, 0, 0, 0, 30_000],
      ['8528', 'TV 43 inch', 'PCS', 1_000, '18%', 10_000_000, 0, 0, 0, 1_800_000, 0, 11_800_000],
    ]);
    expect(table(tax, 'b2b').rows).toEqual([[B2B_GSTIN, 'Bharat Traders', 1, 130_000, 5_000, 135_000]]);
    expect(table(tax, 'b2c').rows).toEqual([
      ['B2C Large', '27-Maharashtra', 1, 10_000_000, 1_800_000],
      ['B2C Small', '29-Karnataka', 2, 60_000, 3_000],
    ]);
    expect(table(tax, 'creditNotes').rows.map((r) => r.slice(1))).toEqual([
      ['2026-10-07', String(n.o1), '', '', 10_000, 500, 10_500],
      ['2026-10-15', String(n.o2), 'Bharat Traders', B2B_GSTIN, 20_000, 1_000, 21_000],
    ]);
  });

  it('GSTR-1 tables and GSTR-3B figures', async () => {
    const gst = await json<GstReturnsReply>(`/api/v1/reports/gst-returns?month=${MONTH}`);
    expect(gst.issues).toEqual([]);
    expect(gst.counts).toEqual({
      invoices: 4,
      creditNotes: 2,
      b2b: 1,
      b2cl: 1,
      b2cs: 1,
      cdnr: 1,
      cdnur: 0,
      hsn: 4,
    });
    expect(gst.gstr3b).toEqual({
      outwardTaxable: {
        taxablePaise: 10_130_000,
        heads: { igst: 1_800_000, cgst: 3_250, sgst: 3_250, utgst: 0, cess: 0 },
      },
      outwardNilExempt: { taxablePaise: 30_000, heads: { igst: 0, cgst: 0, sgst: 0, utgst: 0, cess: 0 } },
      interStateUnregistered: [{ placeOfSupply: '27', taxablePaise: 10_000_000, igstPaise: 1_800_000 }],
      outputTax: { igst: 1_800_000, cgst: 3_250, sgst: 3_250, utgst: 0, cess: 0 },
      itc: {
        available: { igst: 0, cgst: 10_000, sgst: 10_000, utgst: 0, cess: 0 },
        reversed: { igst: 0, cgst: 1_000, sgst: 1_000, utgst: 0, cess: 0 },
        net: { igst: 0, cgst: 9_000, sgst: 9_000, utgst: 0, cess: 0 },
      },
      inwardNilExempt: { interStatePaise: 0, intraStatePaise: 40_000 },
      payable: { igst: 1_788_500, cgst: 0, sgst: 0, utgst: 0, cess: 0 },
    });
  });

  it('purchases: bills by vendor, goods received, debit notes, payables aged', async () => {
    const purchases = await json<ReportReply>(`/api/v1/reports/purchases?${PERIOD}`);
    expect(figures(purchases)).toEqual({
      purchaseBills: 1,
      purchases: 460_000,
      inputTax: 20_000,
      payables: 318_000,
    });
    expect(table(purchases, 'byVendor').rows).toEqual([['Mysore Wholesale', 1, 440_000, 20_000, 460_000]]);
    expect(table(purchases, 'receivedByProduct').rows).toEqual([
      ['Tea 500 g', 50_000, 400_000],
      ['Rice', 10_000, 40_000],
    ]);
    expect(table(purchases, 'debitNotes').rows.map((r) => r.slice(1))).toEqual([
      ['2026-10-18', 'Mysore Wholesale', 40_000, 2_000, 42_000],
    ]);
    // 460000 billed on 10 Oct less 42000 sent back and 100000 paid: 21 days old on 31 Oct.
    expect(table(purchases, 'payables').rows).toEqual([['Mysore Wholesale', 318_000, 318_000, 0, 0, 0]]);
  });

  it('credit: outstanding aged, collections, over the limit', async () => {
    const credit = await json<ReportReply>(`/api/v1/reports/credit?${PERIOD}`);
    expect(figures(credit)).toEqual({
      outstanding: 22_000,
      collections: 20_000,
      customersOwing: 1,
      overLimit: 1,
    });
    expect(table(credit, 'outstanding').rows).toEqual([['Kiran', '9876500001', 22_000, 22_000, 0, 0, 0]]);
    expect(table(credit, 'collections').rows).toEqual([['CASH', 20_000]]);
    expect(table(credit, 'overLimit').rows).toEqual([['Kiran', 22_000, 10_000, 0]]);
  });

  it('transactions: money in and out by mode, day book and cash by counter', async () => {
    const tx = await json<ReportReply>(`/api/v1/reports/transactions?${PERIOD}`);
    // Money out: 31500 back to customers and 100000 to the vendor.
    expect(figures(tx)).toEqual({ moneyIn: 11_976_000, moneyOut: 131_500, net: 11_844_500, payments: 8 });
    expect(table(tx, 'byMode').rows).toEqual([
      ['CARD', 11_800_000, 0, 11_800_000],
      ['CASH', 41_000, 10_500, 30_500],
      ['CREDIT', 42_000, 0, 42_000],
      ['UPI', 135_000, 121_000, 14_000],
    ]);
    expect(table(tx, 'dayBook').totals).toEqual([null, 11_976_000, 131_500, 11_844_500, 41_000, 10_500]);
    expect(table(tx, 'cashByCounter').rows).toEqual([
      ['Outlet 1', '', 21_000, 10_500, 10_500],
      ['', '', 20_000, 0, 20_000],
    ]);
  });

  it('inventory: movement and value from the stock ledger', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const inv = await json<ReportReply>(`/api/v1/reports/inventory?from=${today}&to=${today}&scope=all`);
    // Tea in: 100 opening, 50 bought, 3 returned by customers, 1 back from the cancelled bill (154);
    // out: 17 sold (2 + 10 + 4 + 1 cancelled) and 5 sent back to the vendor (22); closing 132.
    expect(table(inv, 'movement').rows.find((r) => r[0] === 'Tea 500 g')).toEqual([
      'Tea 500 g',
      0,
      154_000,
      22_000,
      132_000,
    ]);
    // Valued at the product's cost (the weighted average the purchase left) and MRP (₹110).
    const [cost] = rowsOf<{ cost: string }>(
      await h.database.db.execute(
        sql`SELECT cost_paise AS cost FROM products WHERE supplier_id = ${store.supplierId} AND name = 'Tea 500 g'`,
      ),
    );
    expect(table(inv, 'stockValue').rows.find((r) => r[0] === 'Tea 500 g')).toEqual([
      'Tea 500 g',
      132_000,
      132 * Number(cost?.cost),
      132 * 11_000,
    ]);
    expect(table(inv, 'deadStock').rows).toEqual([]);
  });
});

describe('who may see what', () => {
  it('gives each report only to staff holding its permission, and downloads to everyone', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['REPORTS:SALES'],
    });
    const asStaff = caller(h, await login(h, staff));
    expect((await asStaff.call('GET', `/api/v1/reports/sales?${PERIOD}`)).statusCode).toBe(200);
    expect((await asStaff.call('GET', '/api/v1/reports')).json()).toMatchObject({
      reports: ['sales'],
      gstReturns: false,
    });
    expect((await api.call('GET', '/api/v1/reports')).json()).toMatchObject({
      reports: ['sales', 'tax', 'credit', 'transactions', 'inventory', 'purchases'],
      gstReturns: true,
    });
    for (const kind of ['tax', 'credit', 'transactions', 'inventory'])
      expect((await asStaff.call('GET', `/api/v1/reports/${kind}?${PERIOD}`)).statusCode).toBe(403);
    expect((await asStaff.call('GET', `/api/v1/reports/gst-returns?month=${MONTH}`)).statusCode).toBe(403);
    expect((await asStaff.call('GET', '/api/v1/downloads')).json()).toEqual({ downloads: [] });
    const gstr1 = await asStaff.call('POST', '/api/v1/downloads', {
      kind: 'gstr1',
      month: MONTH,
      format: 'json',
    });
    expect(gstr1.statusCode).toBe(403);
  });

  it('names the field of a bad period', async () => {
    const reversed = await api.call('GET', '/api/v1/reports/sales?from=2026-10-31&to=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({
      from: 'The start date must be on or before the end date.',
    });
    const long = await api.call('GET', '/api/v1/reports/sales?from=2024-01-01&to=2026-10-01');
    expect(long.json().error).toMatchObject({
      code: 'invalid',
      fields: { from: 'Choose a period of at most 366 days.' },
    });
  });
});

describe('exports and downloads', () => {
  it('exports a report as CSV, XLSX and PDF', async () => {
    const csv = await api.call('GET', `/api/v1/reports/sales/export?${PERIOD}&groupBy=category&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Net sales,119665.00');
    expect(csv.body).toContain('Beverages,3,13,1680.00,315.00,1365.00');
    const xlsx = await api.call('GET', `/api/v1/reports/tax/export?${PERIOD}&format=xlsx`);
    expect(xlsx.headers['content-disposition']).toBe(
      'attachment; filename="tax-report-2026-10-01-to-2026-10-31.xlsx"',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await api.call('GET', `/api/v1/reports/transactions/export?${PERIOD}&format=pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs the GSTR-1 export as a job; the file matches the tables and the offline tool schema', async () => {
    const started = await api.call('POST', '/api/v1/downloads', {
      kind: 'gstr1',
      month: MONTH,
      format: 'json',
    });
    expect(started.statusCode).toBe(202);
    const { downloadId } = started.json();
    expect(started.json()).toMatchObject({
      status: 'QUEUED',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    await h.app.jobs.drain();
    const list = (await api.call('GET', '/api/v1/downloads')).json();
    expect(list.downloads[0]).toMatchObject({
      downloadId,
      status: 'DONE',
      progress: 100,
      fileName: 'GSTR1-102026.json',
      requestedBy: 'Owen',
    });
    const file = await api.call('GET', `/api/v1/downloads/${downloadId}/file`);
    const gstr1 = JSON.parse(file.body);
    const schema = JSON.parse(
      readFileSync(new URL('./test-fixtures/gstr1-schema.json', import.meta.url), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);
    expect(validate(gstr1), JSON.stringify(validate.errors)).toBe(true);
    // The portal holds each tab of table 12 against the tables' taxable value: hsn_b2b against b2b
    // less cdnr, hsn_b2c against b2cl and b2cs (net of its returns; no cdnur this month).
    type Itm = { itm_det: { txval: number } };
    const sum = (values: number[]) => Math.round(values.reduce((t, v) => t + v, 0) * 100) / 100;
    const itemsOf = (groups: Array<Record<string, Array<{ itms: Itm[] }>>> = [], inner: string) =>
      groups.flatMap((g) => (g[inner] ?? []).flatMap((doc) => doc.itms.map((i) => i.itm_det.txval)));
    const hsnTxval = (rows: Array<{ txval: number }>) => sum(rows.map((r) => r.txval));
    expect(hsnTxval(gstr1.hsn.hsn_b2b)).toBe(
      sum([...itemsOf(gstr1.b2b, 'inv'), ...itemsOf(gstr1.cdnr, 'nt').map((v) => -v)]),
    );
    expect(hsnTxval(gstr1.hsn.hsn_b2c)).toBe(
      sum([...itemsOf(gstr1.b2cl, 'inv'), ...(gstr1.b2cs as Array<{ txval: number }>).map((r) => r.txval)]),
    );
    const d = (day: string) => `${day}-10-2026`;
    expect(gstr1).toEqual({
      gstin: STORE_GSTIN,
      fp: '102026',
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: [
        {
          ctin: B2B_GSTIN,
          inv: [
            {
              inum: String(n.o2),
              idt: d('12'),
              val: 1350,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [
                { num: 1, itm_det: { rt: 0, txval: 300, camt: 0, samt: 0, csamt: 0 } },
                { num: 2, itm_det: { rt: 5, txval: 1000, camt: 25, samt: 25, csamt: 0 } },
              ],
            },
          ],
        },
      ],
      b2cl: [
        {
          pos: '27',
          inv: [
            {
              inum: String(n.o3),
              idt: d('20'),
              val: 118000,
              itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cs: [{ sply_ty: 'INTRA', rt: 5, typ: 'OE', pos: '29', txval: 500, camt: 12.5, samt: 12.5, csamt: 0 }],
      cdnr: [
        {
          ctin: B2B_GSTIN,
          nt: [
            {
              ntty: 'C',
              nt_num: noteO2,
              nt_dt: d('15'),
              val: 210,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { rt: 5, txval: 200, camt: 5, samt: 5, csamt: 0 } }],
            },
          ],
        },
      ],
      // Table 12 in its two tabs: Bharat's (O2) 10 tea less the 2 returned, and the rice, in
      // hsn_b2b; O1's 2 tea less the 1 returned, Kiran's 4 tea and Rao's TV in hsn_b2c.
      hsn: {
        hsn_b2b: [
          {
            num: 1,
            hsn_sc: '0902',
            desc: 'Tea 500 g',
            uqc: 'PCS',
            qty: 8,
            rt: 5,
            txval: 800,
            iamt: 0,
            camt: 20,
            samt: 20,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '1006',
            desc: 'Rice',
            uqc: 'KGS',
            qty: 5,
            rt: 0,
            txval: 300,
            iamt: 0,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
        hsn_b2c: [
          {
            num: 1,
            hsn_sc: '0902',
            desc: 'Tea 500 g',
            uqc: 'PCS',
            qty: 5,
            rt: 5,
            txval: 500,
            iamt: 0,
            camt: 12.5,
            samt: 12.5,
            csamt: 0,
          },
          {
            num: 2,
            hsn_sc: '8528',
            desc: 'TV 43 inch',
            uqc: 'PCS',
            qty: 1,
            rt: 18,
            txval: 100000,
            iamt: 18000,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          {
            doc_num: 1,
            doc_typ: 'Invoices for outward supply',
            docs: [{ num: 1, from: String(n.o1), to: String(n.o5), totnum: 5, cancel: 1, net_issue: 4 }],
          },
          {
            doc_num: 5,
            doc_typ: 'Credit Note',
            docs: [
              {
                num: 1,
                from: expect.stringMatching(/^CN\d+$/),
                to: noteO2,
                totnum: 2,
                cancel: 0,
                net_issue: 2,
              },
            ],
          },
        ],
      },
    });
  });

  it('lists invoices to fix and refuses the export until they are fixed', async () => {
    const bad = await api.call('POST', '/api/v1/customers', {
      name: 'Wrong GSTIN',
      gstin: '29ABCDE1234F1ZX',
    });
    const loose = await createProduct(h, store, {
      name: 'Loose item',
      pricePaise: 1_000,
      taxRate: '5',
      stock: 5,
    });
    const order = await api.order('POST', '/api/v1/orders', {
      confirm: true,
      fulfilled: true,
      customerId: bad.json().customerId,
      items: [{ productId: loose, quantity: 1 }],
    });
    await backdate(order.orderId, ist('2026-09-10', '10:00'));
    const gst = await json<GstReturnsReply>('/api/v1/reports/gst-returns?month=2026-09');
    expect(gst.issues).toEqual([
      {
        code: 'invalidGstin',
        orderId: order.orderId,
        invoiceNumber: String(order.orderNumber),
        detail: '29ABCDE1234F1ZX',
      },
      {
        code: 'missingHsn',
        orderId: order.orderId,
        invoiceNumber: String(order.orderNumber),
        detail: 'Loose item',
      },
    ]);
    const refused = await api.call('POST', '/api/v1/downloads', {
      kind: 'gstr1',
      month: '2026-09',
      format: 'json',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Fix the invoices listed before exporting GSTR-1.');
  });
});
