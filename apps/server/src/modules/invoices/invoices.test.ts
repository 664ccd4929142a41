import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import type { SupplierSession } from '../../http/session.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { getInvoiceDocument } from './service.ts';

let h: Harness;
let store: StoreFixture;
let owner: string;
let orderId: number;
beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = await login(h, store.owner);
  const db = h.database.db;
  const [product] = await db
    .insert(t.products)
    .values({
      supplierId: store.supplierId,
      name: 'Toor Dal',
      hsnSacNo: '0713',
      unit: 'kg',
      pricePaise: 14_000,
    })
    .returning({ productId: t.products.productId });
  const [order] = await db
    .insert(t.orders)
    .values({
      supplierId: store.supplierId,
      orderNumber: 42,
      outletId: store.outlets[0]!.outletId,
      source: 'INSTORE',
      orderStatuses: ['CONFIRMED'],
      paymentStatus: 'PAID',
      totalPaise: 29_990,
      paidPaise: 29_990,
    })
    .returning({ orderId: t.orders.orderId });
  orderId = order!.orderId;
  await db.insert(t.orderItems).values([
    {
      supplierId: store.supplierId,
      orderId,
      lineNo: 1,
      productId: product!.productId,
      name: 'Toor Dal',
      quantity: '1.5',
      ratePaise: 14_000,
      taxRate: '5',
      totalPaise: 22_050,
    },
    {
      supplierId: store.supplierId,
      orderId,
      lineNo: 2,
      name: 'Soap',
      quantity: '2',
      ratePaise: 3_400,
      taxRate: '18',
      totalPaise: 8_000,
    },
  ]);
});
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });
const mediaBox = (pdf: Buffer) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));

describe("an order's GST invoice", () => {
  it('is a PDF on an A4 page', async () => {
    const reply = await get(`/api/v1/orders/${orderId}/invoice?layout=A4`, owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe('inline; filename="invoice-42.pdf"');
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

  it('carries the HSN/SAC summary, the intra-state GST split, the round-off and the words', async () => {
    const invoice = await getInvoiceDocument(h.database.db, sessionOf(store), orderId);
    expect(invoice.title).toBe('Tax Invoice');
    expect(invoice.lines[0]).toMatchObject({
      hsnSacNo: '0713',
      unit: 'kg',
      taxablePaise: 21_000,
      taxPaise: 1_050,
    });
    expect(invoice.bill.taxSummary.map((r) => r.key)).toEqual([
      'SGST@2.5%',
      'CGST@2.5%',
      'SGST@9%',
      'CGST@9%',
    ]);
    // 21 000 + 1 050 + 6 800 + 1 224 = 30 074; default round-off is on (NEAREST, 50 paise).
    expect(invoice.bill.roundOff).toBe(-24);
    expect(invoice.bill.grandTotal).toBe(30_050);
    expect(invoice.amountInWords).toBe('Rupees Three Hundred and Fifty Paise Only');
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
  };
}
