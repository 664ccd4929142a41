// Purchasing over HTTP: vendors with GSTIN and their ledger, purchase orders from low stock and
// reorder levels, receipts partly into batches with the weighted average cost, GST input tax by
// the vendor's state, payments, debit notes, serial numbers unique per store, a receipt that fails
// halfway leaving nothing, and receipts racing sales with levels equal to the ledger's sums.
import { invoiceFromOrder } from '@storekeep/domain/invoice';
import type { PurchaseOrderDetail } from '@storekeep/domain/purchase-api';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { caller, createProduct, setFlags, stockOf } from '../orders/test-support.ts';
import { receiptFaults } from './receive-purchase-order.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let outletId: number;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  outletId = store.outlets[0]?.outletId as number;
  // The outlet is in Maharashtra (27).
  await h.database.db.execute(sql`UPDATE outlets SET state_id = 27 WHERE outlet_id = ${outletId}`);
  api = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());
afterEach(async () => {
  expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
});

async function ok<T = PurchaseOrderDetail>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<T> {
  const reply = await api.call(method as 'GET', url, body);
  if (reply.statusCode >= 300) throw new Error(`${method} ${url} → ${reply.statusCode} ${reply.body}`);
  return reply.json() as T;
}

async function vendor(body: object): Promise<number> {
  return (await ok<{ vendorId: number }>('POST', '/api/v1/vendors', body)).vendorId;
}

async function setReorderLevel(productId: number, level: number) {
  await h.database.db.execute(
    sql`UPDATE stock_levels SET reorder_level = ${level} WHERE supplier_id = ${store.supplierId} AND product_id = ${productId}`,
  );
}

describe('vendors', () => {
  it('adds a vendor with a GSTIN, taking the state from it, and refuses a wrong GSTIN by field', async () => {
    const added = await ok<Record<string, unknown>>('POST', '/api/v1/vendors', {
      name: 'Sharma Traders',
      gstin: '27aapfu0939f1zv',
      mobileNumber: '98450 12345',
      paymentTermsDays: 30,
      openingBalancePaise: 50_000,
    });
    expect(added).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
      balancePaise: 50_000,
    });
    const bad = await api.call('POST', '/api/v1/vendors', { name: 'X', gstin: '27AAPFU0939' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Enter a valid 15 character GSTIN');
    const other = await api.call('POST', '/api/v1/vendors', {
      name: 'X',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '29',
    });
    expect(other.json().error.fields).toMatchObject({
      stateCode: 'The GSTIN belongs to another state than the one chosen.',
    });
    const list = await ok<{ vendors: { name: string }[]; total: number }>(
      'GET',
      '/api/v1/vendors?search=sharma',
    );
    expect(list.vendors.map((v) => v.name)).toEqual(['Sharma Traders']);
  });
});

describe('purchase orders', () => {
  it('raises a PO from the low-stock list, receives it partly into two batches, pays partly and keeps the vendor ledger', async () => {
    await setFlags(h, store, { isMaintainBatch: true, isMaintainExpiry: true, isSellOutOfStock: false });
    const vendorId = await vendor({ name: 'Local Pharma', stateCode: '27', openingBalancePaise: 10_000 });
    const syrup = await createProduct(h, store, {
      name: 'Cough Syrup',
      costPaise: 4_000,
      purchaseTax: '12',
      stock: 2,
    });
    await setReorderLevel(syrup, 5);
    const low = await ok<{ products: { productId: number; suggestedQuantity: number; onHand: number }[] }>(
      'GET',
      '/api/v1/purchase-orders/low-stock',
    );
    const row = low.products.find((p) => p.productId === syrup);
    expect(row).toMatchObject({ onHand: 2, suggestedQuantity: 8 });
    const po = await ok('POST', '/api/v1/purchase-orders', {
      vendorId,
      source: 'LOW_STOCK',
      lines: [{ productId: syrup, quantity: row?.suggestedQuantity }],
    });
    expect(po).toMatchObject({ status: 'DRAFT', source: 'LOW_STOCK', poNumber: 'PO-1' });
    expect(po.lines[0]).toMatchObject({ orderedQty: 8, costPaise: 4_000, taxRate: 12 });
    const sent = await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/send`);
    expect(sent.status).toBe('SENT');
    expect(sent.whatsappLink).toContain('Cough%20Syrup%20x%208');

    const noBatch = await api.call('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(noBatch.json().error.fields).toEqual({ 'lines.0.batchNo': 'Enter the batch number.' });
    const received = await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
      billNumber: 'LP/778',
      lines: [
        { lineNo: 1, quantity: 2, batchNo: 'B-EARLY', expiryDate: '2027-01-31', mrpPaise: 9_000 },
        {
          lineNo: 1,
          quantity: 3,
          batchNo: 'B-LATE',
          expiryDate: '2027-06-30',
          mrpPaise: 9_500,
          costPaise: 4_400,
        },
      ],
    });
    expect(received).toMatchObject({ status: 'PARTIALLY_RECEIVED', billNumber: 'LP/778' });
    expect(received.lines[0]?.receivedQty).toBe(5);
    expect(received.lines[0]?.receipts.map((r) => [r.batchNo, r.quantity, r.expiryDate])).toEqual([
      ['B-EARLY', 2, '2027-01-31'],
      ['B-LATE', 3, '2027-06-30'],
    ]);
    // 2 × 40.00 + 3 × 44.00 = 212.00 taxable; 12 % GST within Maharashtra: CGST 12.72 + SGST 12.72.
    expect(received).toMatchObject({
      taxablePaise: 21_200,
      cgstPaise: 1_272,
      sgstPaise: 1_272,
      igstPaise: 0,
    });
    expect(received.billTotalPaise).toBe(23_744);
    expect(await stockOf(h, store, syrup)).toBe(7);
    // Weighted average: 2 on hand at 40.00, 2 at 40.00 and 3 at 44.00 → 41.71.
    const cost = rowsOf<{ cost_paise: string }>(
      await h.database.db.execute(sql`SELECT cost_paise FROM products WHERE product_id = ${syrup}`),
    );
    expect(Number(cost[0]?.cost_paise)).toBe(4_171);
    const over = await api.call('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
      lines: [{ lineNo: 1, quantity: 4, batchNo: 'B-X', expiryDate: '2027-01-01' }],
    });
    expect(over.json().error.fields).toEqual({
      'lines.0.quantity': 'More than ordered: receive at most the quantity still due.',
    });

    const paid = await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/payments`, {
      amountPaise: 10_000,
      mode: 'UPI',
      reference: 'UTR123',
    });
    expect(paid).toMatchObject({ paidPaise: 10_000, duePaise: 13_744 });
    expect(paid.payments).toMatchObject([{ amountPaise: 10_000, mode: 'UPI', reference: 'UTR123' }]);
    const tooMuch = await api.call('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/payments`, {
      amountPaise: 13_745,
      mode: 'CASH',
    });
    expect(tooMuch.json().error.message).toBe('The payment is more than the bill still due.');

    const ledger = await ok<{
      vendor: { balancePaise: number };
      entries: { kind: string; balancePaise: number }[];
    }>('GET', `/api/v1/vendors/${vendorId}/ledger`);
    expect(ledger.entries.map((e) => [e.kind, e.balancePaise])).toEqual([
      ['OPENING', 10_000],
      ['BILL', 33_744],
      ['PAYMENT', 23_744],
    ]);
    expect(ledger.vendor.balancePaise).toBe(23_744);

    // A debit note sends one unit of the late batch back: 44.00 cost at the order's 40.00 + 12 %.
    const returned = await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/returns`, {
      lines: [{ lineNo: 1, quantity: 1, batchId: received.lines[0]?.receipts[1]?.batchId }],
      note: 'Damaged carton',
    });
    expect(returned.returns).toMatchObject([{ debitNoteNumber: 'DN-1', totalPaise: 4_480 }]);
    expect(returned.duePaise).toBe(13_744 - 4_480);
    expect(await stockOf(h, store, syrup)).toBe(6);
    const moves = rowsOf<{ reason: string; n: number }>(
      await h.database.db.execute(sql`SELECT reason, count(*)::int AS n FROM stock_moves
        WHERE product_id = ${syrup} AND purchase_order_id = ${po.purchaseOrderId} GROUP BY reason ORDER BY reason`),
    );
    expect(moves).toEqual([
      { reason: 'PURCHASE', n: 2 },
      { reason: 'PURCHASE_RETURN', n: 1 },
    ]);
    const closed = await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/close`);
    expect(closed.status).toBe('CLOSED');
    const late = await api.call('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
      lines: [{ lineNo: 1, quantity: 1, batchNo: 'B-Y', expiryDate: '2027-01-01' }],
    });
    expect(late.statusCode).toBe(409);
    const pdf = await api.call('GET', `/api/v1/purchase-orders/${po.purchaseOrderId}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await setFlags(h, store, { isMaintainBatch: false, isMaintainExpiry: false });
  });

  it.each([
    ['a vendor from Karnataka: IGST', '29', { cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800 }],
    ['a vendor in Maharashtra: CGST + SGST', '27', { cgstPaise: 900, sgstPaise: 900, igstPaise: 0 }],
  ])('bills GST input tax for %s', async (_name, stateCode, taxes) => {
    const vendorId = await vendor({ name: `Vendor ${stateCode}`, stateCode });
    const product = await createProduct(h, store, {
      name: `Fan ${stateCode}`,
      costPaise: 1_000,
      taxRate: '18',
      stock: 0,
    });
    const bill = await ok('POST', '/api/v1/purchase-bills', {
      vendorId,
      billNumber: `B-${stateCode}`,
      lines: [{ productId: product, quantity: 10 }],
    });
    expect(bill).toMatchObject({ status: 'RECEIVED', source: 'DIRECT_BILL', taxablePaise: 10_000, ...taxes });
    expect(bill.billTotalPaise).toBe(11_800);
    expect(await stockOf(h, store, product)).toBe(10);
  });

  it('raises an automatic PO from the reorder levels and counts open POs in purchaseCount', async () => {
    await setFlags(h, store, { isAutoReorderQuantity: false, isAutoReorderLevel: false });
    const vendorId = await vendor({ name: 'Auto Vendor' });
    const rice = await createProduct(h, store, { name: 'Auto Rice', costPaise: 5_000, stock: 1 });
    await setReorderLevel(rice, 3);
    const po = await ok('POST', '/api/v1/purchase-orders/auto', { vendorId });
    expect(po.source).toBe('AUTO_REORDER');
    expect(po.lines.find((l) => l.productId === rice)?.orderedQty).toBe(5);
    await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/send`);
    const counts = await ok<{ counts: Record<string, { count: number }> }>(
      'GET',
      '/api/v1/notifications/counts',
    );
    expect(counts.counts.purchaseCount?.count).toBeGreaterThanOrEqual(1);
    const quick = await ok<{ products: { productId: number }[] }>(
      'GET',
      '/api/v1/purchase-orders/quick-add?search=auto%20ri',
    );
    expect(quick.products.map((p) => p.productId)).toEqual([rice]);
  });
});

describe('batches at the counter', () => {
  it('sells first-expiring-first, shows the batch on the bill and refuses expired stock', async () => {
    await setFlags(h, store, { isMaintainBatch: true, isMaintainExpiry: true, isSellOutOfStock: false });
    const vendorId = await vendor({ name: 'Batch Vendor' });
    const drops = await createProduct(h, store, { name: 'Eye Drops', costPaise: 3_000, pricePaise: 6_000 });
    const old = await createProduct(h, store, { name: 'Old Balm', costPaise: 1_000, pricePaise: 2_000 });
    await ok('POST', '/api/v1/purchase-bills', {
      vendorId,
      lines: [
        { productId: drops, quantity: 5, batchNo: 'D-LATE', expiryDate: '2031-01-31' },
        { productId: drops, quantity: 2, batchNo: 'D-SOON', expiryDate: '2030-03-31' },
        { productId: drops, quantity: 4, batchNo: 'D-GONE', expiryDate: '2020-01-31' },
        { productId: old, quantity: 3, batchNo: 'B-GONE', expiryDate: '2020-01-31' },
      ],
    });
    const sale = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: drops, quantity: 2 }],
      confirm: true,
    });
    expect(sale.items[0]).toMatchObject({ batchNo: 'D-SOON', batchLinked: true });
    const next = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: drops, quantity: 1 }],
      confirm: true,
    });
    expect(next.items[0]?.batchNo).toBe('D-LATE');
    const batches = rowsOf<{ batch_no: string; quantity: string; batch_id: number }>(
      await h.database.db.execute(sql`SELECT batch_no, quantity::text, batch_id FROM stock_batches
        WHERE product_id = ${drops} ORDER BY batch_no`),
    );
    expect(batches.map((b) => [b.batch_no, b.quantity])).toEqual([
      ['D-GONE', '4.000'],
      ['D-LATE', '4.000'],
      ['D-SOON', '0.000'],
    ]);
    const expired = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: drops, quantity: 1, batchId: Number(batches[0]?.batch_id) }],
      confirm: true,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('Batch D-GONE expired on 2020-01-31 and cannot be sold.');
    const onlyExpired = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: old, quantity: 1 }],
      confirm: true,
    });
    expect(onlyExpired.json().error.message).toBe(
      'Old Balm: every batch in stock has expired; it cannot be sold.',
    );
    await setFlags(h, store, { isMaintainBatch: false, isMaintainExpiry: false });
  });
  it('splits a line the first-expiring batch cannot cover across the next batches, one bill line each', async () => {
    await setFlags(h, store, {
      isMaintainBatch: true,
      isMaintainExpiry: true,
      isSellOutOfStock: false,
      isRoundOffEnabled: false,
    });
    const vendorId = await vendor({ name: 'Split Vendor' });
    const syrup = await createProduct(h, store, {
      name: 'Cough Syrup',
      costPaise: 5_000,
      pricePaise: 10_000,
    });
    await ok('POST', '/api/v1/purchase-bills', {
      vendorId,
      lines: [
        { productId: syrup, quantity: 4, batchNo: 'S-LATE', expiryDate: '2031-06-30' },
        { productId: syrup, quantity: 2, batchNo: 'S-SOON', expiryDate: '2030-01-31' },
        { productId: syrup, quantity: 3, batchNo: 'S-GONE', expiryDate: '2020-01-31' },
      ],
    });
    const sale = await api.order('POST', '/api/v1/orders', {
      items: [{ productId: syrup, quantity: 5, discount: { type: 'AMOUNT', value: 1_000 } }],
      confirm: true,
    });
    expect(sale.items.map((i) => [i.batchNo, i.quantity, i.batchLinked, i.discountPaise])).toEqual([
      ['S-SOON', 2, true, 400],
      ['S-LATE', 3, true, 600],
    ]);
    expect(sale.totalPaise).toBe(49_000);
    const bill = invoiceFromOrder(sale, {
      seller: { name: 'Shop', gstin: null, address: null, mobileNumber: null },
      showTaxColumns: false,
      showHsnSac: false,
    });
    expect(bill.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Cough Syrup · Batch S-SOON', 2],
      ['Cough Syrup · Batch S-LATE', 3],
    ]);
    // One unit is left in an unexpired batch; the three expired units are never sold.
    const beyond = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: syrup, quantity: 2 }],
      confirm: true,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toBe(
      'Cough Syrup: only 1 can be sold; the rest of the stock has expired.',
    );
    const batches = rowsOf<{ batch_no: string; quantity: string }>(
      await h.database.db.execute(sql`SELECT batch_no, quantity::text FROM stock_batches
        WHERE product_id = ${syrup} ORDER BY batch_no`),
    );
    expect(batches.map((b) => [b.batch_no, b.quantity])).toEqual([
      ['S-GONE', '3.000'],
      ['S-LATE', '1.000'],
      ['S-SOON', '0.000'],
    ]);
    expect(await stockOf(h, store, syrup)).toBe(4);
    await setFlags(h, store, { isMaintainBatch: false, isMaintainExpiry: false, isRoundOffEnabled: true });
  });
});

describe('serial numbers (enableIMEINumber)', () => {
  it('takes one serial per unit, unique in the store', async () => {
    await setFlags(h, store, { enableIMEINumber: true });
    const vendorId = await vendor({ name: 'Phone Distributor' });
    const phone = await createProduct(h, store, { name: 'Phone X', costPaise: 800_000, stock: 0 });
    const short = await api.call('POST', '/api/v1/purchase-bills', {
      vendorId,
      lines: [{ productId: phone, quantity: 2, serialNos: ['352099001761481'] }],
    });
    expect(short.json().error.fields).toEqual({
      'lines.0.serialNos': 'Enter one serial (IMEI) number for each unit received.',
    });
    await ok('POST', '/api/v1/purchase-bills', {
      vendorId,
      lines: [{ productId: phone, quantity: 2, serialNos: ['352099001761481', '352099001761499'] }],
    });
    const again = await api.call('POST', '/api/v1/purchase-bills', {
      vendorId,
      lines: [{ productId: phone, quantity: 1, serialNos: ['3520 9900 1761 481'] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'The serial (IMEI) number 352099001761481 is already in this store.',
    );
    expect(await stockOf(h, store, phone)).toBe(2);
    await setFlags(h, store, { enableIMEINumber: false });
  });
});

describe('atomic receipts and races with sales', () => {
  it('leaves all of a 20-line receipt or none of it when it fails after the stock moves', async () => {
    const vendorId = await vendor({ name: 'Crash Vendor' });
    const products = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createProduct(h, store, { name: `Crash ${i}`, costPaise: 100, stock: 1 }),
      ),
    );
    const po = await ok('POST', '/api/v1/purchase-orders', {
      vendorId,
      lines: products.map((productId) => ({ productId, quantity: 4 })),
    });
    // Into batches: the batches and their quantities are written before the failure too.
    await setFlags(h, store, { isMaintainBatch: true, isMaintainExpiry: true });
    const lines = po.lines.map((l) => ({
      lineNo: l.lineNo,
      quantity: 4,
      batchNo: `CR-${l.lineNo}`,
      expiryDate: '2031-01-31',
    }));
    receiptFaults.afterStock = () => {
      throw new Error('crash in the middle of the receipt');
    };
    try {
      const failed = await api.call('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
        lines,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      receiptFaults.afterStock = null;
    }
    const none = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM stock_moves WHERE purchase_order_id = ${po.purchaseOrderId}`,
      ),
    );
    expect(none[0]?.n).toBe(0);
    // Nor any receipt line, batch or received quantity of it; every level still equals its ledger.
    const left = rowsOf<{ receipts: number; batches: number; received: number }>(
      await h.database.db.execute(sql`
        SELECT (SELECT count(*)::int FROM purchase_receipt_lines WHERE purchase_order_id = ${po.purchaseOrderId}) AS receipts,
          (SELECT count(*)::int FROM stock_batches WHERE product_id IN (SELECT product_id FROM purchase_order_lines
            WHERE purchase_order_id = ${po.purchaseOrderId})) AS batches,
          (SELECT coalesce(sum(received_qty), 0)::int FROM purchase_order_lines WHERE purchase_order_id = ${po.purchaseOrderId}) AS received`),
    );
    expect(left[0]).toEqual({ receipts: 0, batches: 0, received: 0 });
    expect(await ledgerMismatches(h.database.db, store.supplierId)).toEqual([]);
    expect(await stockOf(h, store, products[0] as number)).toBe(1);
    expect((await ok('GET', `/api/v1/purchase-orders/${po.purchaseOrderId}`)).status).toBe('DRAFT');
    const done = await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, { lines });
    expect(done.status).toBe('RECEIVED');
    expect(await stockOf(h, store, products[19] as number)).toBe(5);
    await setFlags(h, store, { isMaintainBatch: false, isMaintainExpiry: false });
  });

  it('never loses a unit when receipts and sales of one product run side by side', async () => {
    await setFlags(h, store, { isSellOutOfStock: false, isRoundOffEnabled: false });
    const vendorId = await vendor({ name: 'Race Vendor' });
    const product = await createProduct(h, store, {
      name: 'Race Biscuits',
      costPaise: 1_000,
      pricePaise: 2_000,
      stock: 10,
    });
    const orders = await Promise.all(
      Array.from({ length: 10 }, () =>
        ok('POST', '/api/v1/purchase-orders', { vendorId, lines: [{ productId: product, quantity: 2 }] }),
      ),
    );
    const results = await Promise.all([
      ...orders.map((po) =>
        api.call('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
          lines: [{ lineNo: 1, quantity: 2 }],
        }),
      ),
      ...Array.from({ length: 15 }, () =>
        api.call('POST', '/api/v1/orders', { items: [{ productId: product, quantity: 1 }], confirm: true }),
      ),
    ]);
    const receipts = results.slice(0, 10);
    const sales = results.slice(10);
    expect(receipts.every((r) => r.statusCode === 200)).toBe(true);
    const sold = sales.filter((r) => r.statusCode < 300).length;
    expect(sold + sales.filter((r) => r.statusCode === 409).length).toBe(15);
    expect(await stockOf(h, store, product)).toBe(10 + 20 - sold);
    expect(await ledgerMismatches(h.database.db)).toEqual([]);
  });
});
