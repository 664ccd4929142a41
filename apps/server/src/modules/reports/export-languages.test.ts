// Exported files in the asking staff member's language: a Hindi owner's report (CSV, XLSX, PDF)
// and a Tamil owner's catalogue and stock exports have translated headers and sheet names, the
// catalogue file imports back with its Tamil headers, and the GSTR-1 Excel keeps the offline
// tool's English sheets and headings (hsn(b2b), hsn(b2c)) whatever the language.
import { exportTexts } from '@storekeep/domain/export-texts';
import type { ReportReply } from '@storekeep/domain/report-api';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct } from '../orders/test-support.ts';
import { importsRunning } from '../product-import/service.ts';
import { indiaToday } from './period.ts';

const STORE_GSTIN = '29AAPFU0939F1ZR';
const B2B_GSTIN = '29AAACB1234C1ZB';
const TODAY = indiaToday();
const PERIOD = `from=${TODAY}&to=${TODAY}&scope=all`;

let h: Harness;
let hindi: StoreFixture;
let tamil: StoreFixture;
let hiApi: ReturnType<typeof caller>;
let taApi: ReturnType<typeof caller>;

const csvRows = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  return book;
}
const headerRow = (sheet: ExcelJS.Worksheet | undefined) =>
  ((sheet?.getRow(1).values as unknown[]) ?? []).slice(1);

beforeAll(async () => {
  h = await createHarness();
  hindi = await createStore(h, { outlets: [1], owner: { language: 'hi' } });
  tamil = await createStore(h, { outlets: [1], owner: { language: 'ta' } });
  hiApi = caller(h, await login(h, hindi.owner));
  taApi = caller(h, await login(h, tamil.owner));
  const db = h.database.db;
  await db.execute(sql`UPDATE outlets SET state_id = 29 WHERE supplier_id = ${hindi.supplierId}`);
  await db.execute(
    sql`INSERT INTO printer_settings (supplier_id, gstin) VALUES (${hindi.supplierId}, ${STORE_GSTIN})`,
  );
  const rice = await createProduct(h, hindi, {
    name: 'Rice',
    unit: 'kg',
    pricePaise: 6_000,
    taxRate: '0',
    hsnSacNo: '1006',
    stock: 50,
  });
  const buyer = await hiApi.call('POST', '/api/v1/customers', {
    name: 'Bharat Traders',
    gstin: B2B_GSTIN,
    isB2b: true,
  });
  const bill = (body: object) =>
    hiApi.order('POST', '/api/v1/orders', { confirm: true, fulfilled: true, source: 'MANUAL', ...body });
  await bill({
    customerId: buyer.json().customerId,
    items: [{ productId: rice, quantity: 5 }],
    payments: [{ mode: 'UPI', amountPaise: 30_000 }],
  });
  await bill({
    items: [{ productId: rice, quantity: 2 }],
    payments: [{ mode: 'CASH', amountPaise: 12_000 }],
  });
  await createProduct(h, tamil, { name: 'Soap', sku: 'SOAP-1', pricePaise: 4_000, stock: 3 });
});
afterAll(async () => {
  for (let i = 0; i < 400 && importsRunning() > 0; i++) await new Promise((r) => setTimeout(r, 25));
  await h.close();
});

describe('report files for a Hindi-speaking owner', () => {
  const hi = exportTexts('hi');

  it('writes the CSV heading, figure names, table title, column headers and Total in Hindi', async () => {
    const reply = await hiApi.call(
      'GET',
      `/api/v1/reports/sales/export?${PERIOD}&groupBy=product&format=csv`,
    );
    expect(reply.statusCode).toBe(200);
    const rows = csvRows(reply.body);
    expect(rows[0]?.[0]).toMatch(/^बिक्री रिपोर्ट, \d{2}-\d{2}-\d{4} से \d{2}-\d{2}-\d{4} तक$/);
    expect(rows.map((r) => r[0])).toEqual(
      expect.arrayContaining(['शुद्ध बिक्री', 'प्रोडक्ट के हिसाब से बिक्री', 'प्रोडक्ट', 'कुल']),
    );
    // The table's header row is its columns' Hindi names, in the screen's order.
    const screen = (
      await hiApi.call('GET', `/api/v1/reports/sales?${PERIOD}&groupBy=product`)
    ).json() as ReportReply;
    const columns = screen.tables.find((t) => t.key === 'by-product')?.columns.map((c) => hi.columns[c.key]);
    expect(columns?.[0]).toBe('प्रोडक्ट');
    expect(rows).toContainEqual(columns);
    expect(reply.body).not.toContain('Net sales');
    // The file name stays English, as the admin app offers it.
    expect(reply.headers['content-disposition']).toContain('sales-report-');
  });

  it('names the XLSX sheets and headers in Hindi, and writes the PDF', async () => {
    const reply = await hiApi.call('GET', `/api/v1/reports/tax/export?${PERIOD}&format=xlsx`);
    const book = await workbook(reply.rawPayload);
    const names = book.worksheets.map((s) => s.name);
    expect(names[0]).toBe('सारांश');
    expect(names).toContain('HSN SAC सारांश');
    expect(headerRow(book.getWorksheet('HSN SAC सारांश'))).toEqual(
      expect.arrayContaining(['HSN/SAC', hi.columns.description, hi.columns.taxable, 'CGST']),
    );
    expect(book.worksheets[0]?.getRow(2).getCell(1).value).toBe(hi.figures.taxableValue);
    const pdf = await hiApi.call('GET', `/api/v1/reports/tax/export?${PERIOD}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the GSTR-1 Excel in the offline tool’s English, table 12 in hsn(b2b) and hsn(b2c)', async () => {
    const started = await hiApi.call('POST', '/api/v1/downloads', {
      kind: 'gstr1',
      month: TODAY.slice(0, 7),
      format: 'xlsx',
    });
    expect(started.statusCode, started.body).toBe(202);
    await h.app.jobs.drain();
    const file = await hiApi.call('GET', `/api/v1/downloads/${started.json().downloadId}/file`);
    expect(file.statusCode).toBe(200);
    const book = await workbook(file.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    const heading = [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ];
    const b2b = book.getWorksheet('hsn(b2b)');
    const b2c = book.getWorksheet('hsn(b2c)');
    expect(headerRow(b2b)).toEqual(heading);
    expect(headerRow(b2c)).toEqual(heading);
    expect(((b2b?.getRow(2).values as unknown[]) ?? []).slice(1)).toEqual([
      '1006',
      'Rice',
      'KGS-KILOGRAMS',
      5,
      300,
      0,
      300,
      0,
      0,
      0,
      0,
    ]);
    expect(((b2c?.getRow(2).values as unknown[]) ?? []).slice(1, 5)).toEqual([
      '1006',
      'Rice',
      'KGS-KILOGRAMS',
      2,
    ]);
    expect(headerRow(book.getWorksheet('b2b'))[0]).toBe('GSTIN/UIN of Recipient');
  });
});

describe('catalogue and stock files for a Tamil-speaking owner', () => {
  const ta = exportTexts('ta');

  it('writes the catalogue headers in Tamil, and the import reads that file back', async () => {
    const reply = await taApi.call('GET', '/api/v1/product-exports?format=csv');
    const rows = csvRows(reply.body);
    expect(rows[0]).toEqual([
      'பொருளின் பெயர்',
      'SKU',
      'பார்கோடு',
      'HSN/SAC',
      'அலகு',
      'MRP',
      'விற்பனை விலை',
      'அடக்க விலை',
      'வரி விகிதம்',
      'வகை',
    ]);
    const withNew = `${Papa.unparse([rows[0] ?? [], ['Comb', 'COMB-1', '', '', 'pcs', '', '20.00', '', '', '']])}\r\n`;
    const upload = await h.app.inject({
      method: 'POST',
      url: '/api/v1/product-imports?fileName=export.csv',
      headers: { cookie: await login(h, tamil.owner), 'content-type': 'text/csv' },
      payload: withNew,
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    expect(upload.json()).toMatchObject({ validRows: 1 });
    const xlsx = await taApi.call('GET', '/api/v1/product-exports?format=xlsx');
    const book = await workbook(xlsx.rawPayload);
    expect(book.worksheets[0]?.name).toBe(ta.productsSheet);
    expect(headerRow(book.worksheets[0])[0]).toBe(ta.productColumns.name);
  });

  it('writes the stock levels and ledger headers and sheet names in Tamil', async () => {
    const levels = await taApi.call('GET', '/api/v1/inventory/export/levels?format=csv&scope=all');
    expect(levels.statusCode, levels.body).toBe(200);
    expect(csvRows(levels.body)[0]?.slice(0, 6)).toEqual([
      'பொருளின் பெயர்',
      'பார்கோடு',
      'SKU',
      'வகை',
      'கிளை',
      'அளவு',
    ]);
    const moves = await taApi.call('GET', '/api/v1/inventory/export/moves?format=xlsx&scope=all');
    const book = await workbook(moves.rawPayload);
    expect(book.worksheets[0]?.name).toBe(ta.stockLedgerSheet);
    expect(headerRow(book.worksheets[0])).toEqual(
      [
        'date',
        'productName',
        'barcode',
        'outlet',
        'reason',
        'quantity',
        'note',
        'order',
        'transfer',
        'batch',
      ].map((k) => ta.stockColumns[k as keyof typeof ta.stockColumns]),
    );
  });
});
