import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import type { SupplierSession } from '../../http/session.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { getInvoiceDocument } from './service.ts';

let h: Harness;
let store: StoreFixture;
let owner: string;
let orderId: number;
let orderNumber: number;
let orderTotal: number;
beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = await login(h, store.owner);
  const db = h.database.db;
  // The outlet's state makes a counter sale intra-state: GST splits into SGST + CGST.
  await db
    .update(t.outlets)
    .set({ stateId: 29, state: 'Karnataka' })
    .where(eq(t.outlets.supplierId, store.supplierId));
  const [dal, soap] = await db
    .insert(t.products)
    .values([
      {
        supplierId: store.supplierId,
        name: 'Toor Dal',
        hsnSacNo: '0713',
        unit: 'kg',
        pricePaise: 14_000,
        taxRate: '5',
      },
      {
        supplierId: store.supplierId,
        name: 'Soap',
        hsnSacNo: '3401',
        unit: 'pcs',
        pricePaise: 4_000,
        taxRate: '18',
      },
    ])
    .returning({ productId: t.products.productId });
  for (const product of [dal!, soap!]) {
    const stocked = await h.app.inject({
      method: 'POST',
      url: '/api/v1/stock/adjustments',
      headers: { cookie: owner },
      payload: { productId: product.productId, outletId: store.outlets[0]!.outletId, quantity: 50 },
    });
    expect(stocked.statusCode).toBe(200);
  }
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { cookie: owner, 'idempotency-key': 'invoice-test-1' },
    payload: {
      outletId: store.outlets[0]!.outletId,
      items: [
        { productId: dal!.productId, quantity: 1.5 },
        { productId: soap!.productId, quantity: 2 },
      ],
      confirm: true,
      payments: [{ mode: 'CASH', amountPaise: 29_000, tenderedPaise: 50_000 }],
    },
  });
  expect(created.statusCode).toBe(201);
  orderId = created.json().orderId;
  orderNumber = created.json().orderNumber;
  orderTotal = created.json().totalPaise;
});
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });
const mediaBox = (pdf: Buffer) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));

describe("an order's GST invoice", () => {
  it('is a PDF on an A4 page', async () => {
    const reply = await get(`/api/v1/orders/${orderId}/invoice?layout=A4`, owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(`inline; filename="invoice-${orderNumber}.pdf"`);
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const box = mediaBox(reply.rawPayload);
    expect(Number(box?.[1])).toBeCloseTo(595.28, 1);
  });

  it.each([
    ['80MM', 226.77],
    ['58MM', 164.41],
  ])('is a receipt %s wide', async (layout, width) => {
    const reply = await get(`/api/v1/orders/${orderId}/invoice?layout=${layout}&download=1`, owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('attachment');
    expect(Number(mediaBox(reply.rawPayload)?.[1])).toBeCloseTo(width, 1);
  });

  it('uses the store template when no layout is asked', async () => {
    await h.app.inject({
      method: 'PUT',
      url: '/api/v1/printer-settings',
      headers: { cookie: owner },
      payload: { templateId: '58MM', gstin: '29AAPFU0939F1ZV' },
    });
    const reply = await get(`/api/v1/orders/${orderId}/invoice`, owner);
    expect(Number(mediaBox(reply.rawPayload)?.[1])).toBeCloseTo(164.41, 1);
  });

  it('carries the order figures: HSN/SAC summary, intra-state GST split, round-off, cash and change', async () => {
    const invoice = await getInvoiceDocument(h.database.db, sessionOf(store), orderId);
    expect(invoice.title).toBe('Tax Invoice');
    expect(invoice.lines.map((l) => [l.name, l.hsnSacNo, l.unit, l.quantity])).toEqual([
      ['Toor Dal', '0713', 'kg', 1.5],
      ['Soap', '3401', 'pcs', 2],
    ]);
    expect(invoice.totals.grandTotal).toBe(orderTotal);
    expect(invoice.totals.hsnSacSummary.map((r) => r.hsnSacNo)).toEqual(['0713', '3401']);
    expect(invoice.totals.taxSummary.map((r) => r.name)).toEqual(['SGST', 'CGST', 'SGST', 'CGST']);
    expect(invoice.tenderedPaise).toBe(50_000);
    expect(invoice.changePaise).toBe(50_000 - orderTotal);
    expect(invoice.amountInWords).toMatch(/^Rupees .* Only$/);
  });

  it("answers 404 for another store's order", async () => {
    const other = await login(h, (await createStore(h)).owner);
    const reply = await get(`/api/v1/orders/${orderId}/invoice`, other);
    expect(reply.statusCode).toBe(404);
  });
});

function sessionOf(s: StoreFixture): SupplierSession {
  return {
    tokenHash: 'test',
    userId: s.ownerId,
    role: 'owner',
    email: s.owner.email,
    firstName: 'Owner',
    supplierId: s.supplierId,
    supplierType: 'B2C',
    staffPermissions: [],
    actingAsAdmin: false,
    selectedOutletId: null,
    selectedAccountId: null,
    enforcePasswordReset: false,
    viaApp: false,
  };
}
