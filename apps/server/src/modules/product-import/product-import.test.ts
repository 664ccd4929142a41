import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { importsRunning, resumeImports } from './service.ts';

let h: Harness;
let store: StoreFixture;
let owner: string;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = await login(h, store.owner);
  await h.database.db
    .insert(t.products)
    .values({ supplierId: store.supplierId, name: 'Already here', sku: 'OLD-1', barcode: 'OLDBAR1' });
});
afterAll(async () => {
  await waitForIdle();
  await h.close();
});

const HEADER = 'Product Name,SKU,Barcode,HSN/SAC,Unit,MRP,Selling Price,Cost Price,Tax Rate,Category';

function upload(fileName: string, body: string | Buffer, contentType = 'text/csv', cookie = owner) {
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/product-imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
}
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: owner }, ...(payload ? { payload } : {}) });

async function waitForIdle() {
  for (let i = 0; i < 400 && importsRunning() > 0; i++) await new Promise((r) => setTimeout(r, 25));
}

async function finished(importId: number) {
  await waitForIdle();
  return (await call('GET', `/api/v1/product-imports/${importId}`)).json();
}

async function productsNamed(name: string) {
  return h.database.db
    .select()
    .from(t.products)
    .where(and(eq(t.products.supplierId, store.supplierId), eq(t.products.name, name)));
}

describe('checking a file', () => {
  it('reports each bad row with its row number, column and message, and writes nothing', async () => {
    const csv = [
      HEADER,
      'Toor Dal 1kg,DAL-1,8901000000101,0713,kg,180,165.50,140,5,Groceries',
      'Bad <b>name</b>,DAL-2,,0713,kg,12.345,10,9,5,Groceries',
      'Moong Dal 500g,DAL-3,,07.13,pcs,"1,200",90,70,5%,Pulses',
    ].join('\n');
    const reply = await upload('dal.csv', csv);
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body).toMatchObject({
      status: 'VALIDATED',
      format: 'csv',
      totalRows: 3,
      validRows: 2,
      errorCount: 2,
    });
    expect(body.rowErrors).toEqual([
      { row: 3, column: 'name', message: 'Product name cannot contain < or >' },
      { row: 3, column: 'mrp', message: 'Enter an amount of up to 10 digits and 2 decimals' },
    ]);
    expect(body.preview[0]).toEqual({
      row: 2,
      cells: expect.objectContaining({ name: 'Toor Dal 1kg', price: '165.50', category: 'Groceries' }),
    });
    expect(await productsNamed('Toor Dal 1kg')).toHaveLength(0);

    const all = await call('POST', `/api/v1/product-imports/${body.importId}/start`, { mode: 'ALL' });
    expect(all.statusCode).toBe(400);
    expect(all.json().error.message).toBe(
      'Some rows have errors. Fix the file, or import only the valid rows.',
    );
    expect(await productsNamed('Toor Dal 1kg')).toHaveLength(0);

    const valid = await call('POST', `/api/v1/product-imports/${body.importId}/start`, {
      mode: 'VALID_ROWS',
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ status: 'IMPORTING', mode: 'VALID_ROWS', toImport: 2 });
    const done = await finished(body.importId);
    expect(done).toMatchObject({ status: 'DONE', processedRows: 3, importedRows: 2 });
    const [dal] = await productsNamed('Toor Dal 1kg');
    expect(dal).toMatchObject({
      sku: 'DAL-1',
      unit: 'kg',
      mrpPaise: 18_000,
      pricePaise: 16_550,
      costPaise: 14_000,
      taxRate: '5.00',
    });
    const [moong] = await productsNamed('Moong Dal 500g');
    expect(moong).toMatchObject({ mrpPaise: 120_000, hsnSacNo: '07.13' });
    const cats = await h.database.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.supplierId, store.supplierId));
    expect(cats.map((c) => c.name).sort()).toEqual(['Groceries', 'Pulses']);

    const again = await call('POST', `/api/v1/product-imports/${body.importId}/start`, {
      mode: 'VALID_ROWS',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This import has already been started.');
  });

  it('refuses SKUs and barcodes repeated in the file or already in the store', async () => {
    const csv = [
      HEADER,
      'A,NEW-1,B1,,,,,,,',
      'B,NEW-1,B2,,,,,,,',
      'C,OLD-1,B3,,,,,,,',
      'D,NEW-4,OLDBAR1,,,,,,,',
      'E,NEW-5,B1,,,,,,,',
      'F,,,,,50,60,,,',
      ',,,,,,,,101,',
      'G,bad sku!,this barcode is far too long,1,,,,,,',
    ].join('\r\n');
    const body = (await upload('dupes.csv', csv)).json();
    expect(body.rowErrors).toEqual([
      { row: 3, column: 'sku', message: 'This SKU appears more than once in the file' },
      { row: 4, column: 'sku', message: 'This SKU is already used by Already here' },
      { row: 5, column: 'barcode', message: 'This barcode is already used by Already here' },
      { row: 6, column: 'barcode', message: 'This barcode appears more than once in the file' },
      { row: 7, column: 'price', message: 'Selling price cannot be more than MRP' },
      { row: 8, column: 'name', message: 'Required Field' },
      { row: 8, column: 'taxRate', message: 'Tax rate must be a number from 0 to 100' },
      { row: 9, column: 'sku', message: 'Only alphanumeric, _, ., /, \\, - allowed' },
      { row: 9, column: 'barcode', message: 'Barcode cannot exceed 20 characters' },
      { row: 9, column: 'hsnSacNo', message: 'HSN/SAC must be 2 to 15 digits, dots or dashes' },
    ]);
    expect(body.validRows).toBe(1);
    const cancel = await call('POST', `/api/v1/product-imports/${body.importId}/cancel`);
    expect(cancel.json().status).toBe('CANCELLED');
    expect(
      (await call('POST', `/api/v1/product-imports/${body.importId}/start`, { mode: 'VALID_ROWS' }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses files that are not a readable CSV or XLSX with the upload messages', async () => {
    const cases: Array<[string, string | Buffer, string, number, string]> = [
      ['products.txt', `${HEADER}\nA`, 'text/csv', 400, 'Please Upload only csv or xlsx file'],
      [
        'tool.csv',
        Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]),
        'text/csv',
        400,
        'This file could not be read. Upload a .csv or .xlsx file.',
      ],
      [
        'fake.xlsx',
        `${HEADER}\nA`,
        'application/octet-stream',
        400,
        'This file could not be read. Upload a .csv or .xlsx file.',
      ],
      [
        'broken.xlsx',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        'application/octet-stream',
        400,
        'This file could not be read. Upload a .csv or .xlsx file.',
      ],
      ['nohead.csv', 'Colour,Size\nRed,M', 'text/csv', 400, 'The file has no Product Name column'],
      ['empty.csv', `${HEADER}\n,,,,\n`, 'text/csv', 400, 'The file has no product rows'],
      ['big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x41), 'text/csv', 413, 'Exceeds size limit of 10 MB'],
    ];
    for (const [name, body, type, status, message] of cases) {
      const reply = await upload(name, body, type);
      expect(reply.statusCode, name).toBe(status);
      expect(reply.json().error.message, name).toBe(message);
    }
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/v1/product-imports?fileName=a.csv',
      headers: { cookie: owner },
      payload: { rows: [] },
    });
    expect(json.json().error.message).toBe('Please Upload only csv or xlsx file');
  });

  it('imports an XLSX in full when every row is valid, in chunks with progress', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Product Name', 'SKU', 'MRP', 'Selling Price', 'GST', 'Category']);
    for (let i = 1; i <= 600; i++) sheet.addRow([`Bulk item ${i}`, `BULK-${i}`, 100, 95.5, 18, 'Bulk']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = (
      await upload('bulk.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    ).json();
    expect(body).toMatchObject({ format: 'xlsx', totalRows: 600, validRows: 600, errorCount: 0 });
    const started = await call('POST', `/api/v1/product-imports/${body.importId}/start`, { mode: 'ALL' });
    expect(started.statusCode).toBe(200);
    const done = await finished(body.importId);
    expect(done).toMatchObject({ status: 'DONE', processedRows: 600, importedRows: 600 });
    const [item] = await productsNamed('Bulk item 600');
    expect(item).toMatchObject({ sku: 'BULK-600', mrpPaise: 10_000, pricePaise: 9550, taxRate: '18.00' });
    const list = (await call('GET', '/api/v1/product-imports')).json();
    expect(list.imports[0]).toMatchObject({ importId: body.importId, preview: [] });
  });

  it('continues an import a stopped server left half-written, without writing a row twice', async () => {
    const csv = [HEADER, 'Resume one,RES-1,,,,,,,,', 'Resume two,RES-2,,,,,,,,'].join('\n');
    const body = (await upload('resume.csv', csv)).json();
    await h.database.db
      .update(t.productImports)
      .set({ status: 'IMPORTING', mode: 'ALL', toImport: 2 })
      .where(eq(t.productImports.importId, body.importId));
    await resumeImports(h.database.db);
    await resumeImports(h.database.db);
    const done = await finished(body.importId);
    expect(done).toMatchObject({ status: 'DONE', importedRows: 2 });
    expect(await productsNamed('Resume one')).toHaveLength(1);
  });

  it('takes files larger than the JSON body limit (2 MB), up to the 10 MB upload limit', async () => {
    const filler = 'x'.repeat(140);
    const lines = [HEADER];
    for (let i = 1; i <= 18_000; i++) lines.push(`Big ${i} ${filler},BIG-${i},,,,,,,,`);
    const csv = lines.join('\n');
    expect(csv.length).toBeGreaterThan(2 * 1024 * 1024);
    const reply = await upload('big.csv', csv);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ totalRows: 18_000, validRows: 18_000 });
    expect(
      (await call('POST', `/api/v1/product-imports/${reply.json().importId}/cancel`)).json().status,
    ).toBe('CANCELLED');
  });

  it('lets staff import, not the delivery boy', async () => {
    const boy = await login(h, await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' }));
    expect((await upload('x.csv', `${HEADER}\nA`, 'text/csv', boy)).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('writes the live catalogue as CSV with the import columns, and it reads back', async () => {
    await h.database.db
      .insert(t.products)
      .values({ supplierId: store.supplierId, name: '=HYPERLINK("x")', sku: 'EXP-1' });
    const reply = await call('GET', '/api/v1/product-exports?format=csv');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const parsed = Papa.parse<string[]>(reply.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'Product Name',
      'SKU',
      'Barcode',
      'HSN/SAC',
      'Unit',
      'MRP',
      'Selling Price',
      'Cost Price',
      'Tax Rate',
      'Category',
    ]);
    expect(parsed).toContainEqual([
      'Toor Dal 1kg',
      'DAL-1',
      '8901000000101',
      '0713',
      'kg',
      '180.00',
      '165.50',
      '140.00',
      '5',
      'Groceries',
    ]);
    expect(parsed.find((r) => r[1] === 'EXP-1')?.[0]).toBe('\'=HYPERLINK("x")');
    expect(parsed).toHaveLength(1 + 1 + 2 + 600 + 2 + 1);
    // Re-importing the export finds every product already there.
    const back = (await upload('export.csv', reply.rawPayload)).json();
    expect(back.validRows).toBe(0);
    expect(
      (await call('POST', `/api/v1/product-imports/${back.importId}/start`, { mode: 'VALID_ROWS' })).json()
        .error.message,
    ).toBe('No row of this file can be imported.');
  });

  it('writes XLSX with numbers for amounts', async () => {
    const reply = await call('GET', '/api/v1/product-exports?format=xlsx');
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Product Name');
    const row = sheet.getRows(2, sheet.rowCount - 1)?.find((r) => r.getCell(2).value === 'DAL-1');
    expect(row?.getCell(7).value).toBe(165.5);
  });
});
