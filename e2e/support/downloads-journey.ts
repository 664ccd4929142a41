// Every download and print path opened from the built product and its content read: the GST invoice
// PDF in A4, 80 mm and 58 mm (text extracted with poppler's pdftotext: GSTIN, HSN/SAC, the GST
// lines, the total in words, a Hindi product and customer name), the catalogue export as CSV and
// XLSX, and the receipt's ESC/POS bytes as the order page prints them to the local print service
// (a Tamil receipt's Indic lines as raster images, drawn back into docs/screenshots to be looked at).
// On the server the calling file started (file-server.ts): downloads.e2e.ts on PGlite,
// downloads.postgres.e2e.ts on PostgreSQL.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatPaise } from '@storekeep/domain/money';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, keepFailure, launchBrowser, newContext, signIn } from './browser.ts';
import { DEMO_OWNER, signInOverApi } from './demo-shop.ts';

const GSTIN = '29AAPFU0939F1ZV';
const run = Date.now().toString().slice(-6);
const PRODUCT = { productName: `आटा ${run} 5 kg`, sellingPricePaise: 24_500, salesTax: 5, hsnSacNo: '1101' };
const CUSTOMER = { name: `रमेश कुमार ${run}`, mobileNumber: `98${run}11` };
// A Tamil-speaking customer buying a Tamil-named product: the receipt's words and names in Tamil.
const TAMIL_PRODUCT = { productName: `தக்காளி நாட்டு ${run}`, sellingPricePaise: 4_000, salesTax: 0 };
const TAMIL_CUSTOMER = { name: `செல்வி ${run}`, mobileNumber: `97${run}22`, language: 'ta' };

let browser: Browser;
let cookie: string;
let order: { orderId: number; orderNumber: number; totalPaise: number };
let storeName: string;
const tmp = mkdtempSync(join(tmpdir(), 'storekeep-downloads-'));

/** The local print service as the browser talks to it: GET /status, POST /print with the bytes. */
function fakePrinter(): Promise<{ server: Server; port: number; jobs: Buffer[] }> {
  const jobs: Buffer[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'POST' && request.url?.startsWith('/print')) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        jobs.push(Buffer.concat(chunks));
        response.writeHead(200).end('{"printed":true}');
      });
      return;
    }
    response.writeHead(request.method === 'OPTIONS' ? 204 : 200).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, jobs }),
    ),
  );
}

async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const reply = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

async function download(path: string): Promise<{ bytes: Buffer; type: string }> {
  const reply = await fetch(`${baseURL()}${path}`, { headers: { cookie } });
  if (!reply.ok) throw new Error(`GET ${path}: ${reply.status} ${await reply.text()}`);
  return { bytes: Buffer.from(await reply.arrayBuffer()), type: reply.headers.get('content-type') ?? '' };
}

/** The PDF's text as poppler reads it (the layout kept, so a row's cells stay on one line). */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(tmp, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The thermal printer at the other end of the print service, with what it was sent. */
async function printFromOrderPage(page: Page, orderId: number): Promise<Buffer> {
  const printer = await fakePrinter();
  try {
    await api('PUT', '/api/v1/printer-settings', {
      printerHost: `127.0.0.1:${printer.port}`,
      useHttps: false,
      printerName: 'Counter',
      templateId: '80MM',
      gstin: GSTIN,
    });
    await page.goto(`/orders/${orderId}`);
    await page.getByTestId('invoice-print').click();
    // The receipt is drawn (Indic lines as raster) and sent in the browser: seconds on a loaded machine.
    await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(1);
    return printer.jobs[0] as Buffer;
  } finally {
    await new Promise((resolve) => printer.server.close(resolve));
  }
}

/** The GS v 0 raster blocks of the bytes (width in bytes, rows, bits) and the bytes without them. */
function rasterBlocks(bytes: Buffer): {
  blocks: { widthBytes: number; rows: number; bits: Buffer }[];
  rest: Buffer;
} {
  const blocks: { widthBytes: number; rows: number; bits: Buffer }[] = [];
  const rest: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(GS_V_0); at >= 0; at = bytes.indexOf(GS_V_0, from)) {
    const widthBytes = (bytes[at + 4] ?? 0) + 256 * (bytes[at + 5] ?? 0);
    const rows = (bytes[at + 6] ?? 0) + 256 * (bytes[at + 7] ?? 0);
    rest.push(bytes.subarray(from, at));
    blocks.push({ widthBytes, rows, bits: bytes.subarray(at + 8, at + 8 + widthBytes * rows) });
    from = at + 8 + widthBytes * rows;
  }
  rest.push(bytes.subarray(from));
  return { blocks, rest: Buffer.concat(rest) };
}
const GS_V_0 = Buffer.from([0x1d, 0x76, 0x30, 0x00]);

/** The raster blocks one under the other as a PNG, black dots on white, drawn by the browser. */
async function rasterPng(
  page: Page,
  blocks: { widthBytes: number; rows: number; bits: Buffer }[],
): Promise<Buffer> {
  const widthBytes = blocks[0]?.widthBytes ?? 0;
  const bits = [...Buffer.concat(blocks.map((b) => b.bits))];
  const dataUrl = await page.evaluate(
    ({ widthBytes, bits }) => {
      const width = widthBytes * 8;
      const height = bits.length / widthBytes;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const image = ctx.createImageData(width, height);
      for (let i = 0; i < width * height; i++) {
        const dark = ((bits[Math.floor(i / 8)] ?? 0) & (0x80 >> (i % 8))) !== 0;
        image.data.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4);
      }
      ctx.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png');
    },
    { widthBytes, bits },
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** Registers the journey for one file, on the server its file started on `database`; skipped when not `available`. */
export function downloadsJourney(database: 'PGlite' | 'PostgreSQL', available = true): void {
  describe.skipIf(!available)(`the built product on ${database}`, () => {
    beforeAll(async () => {
      browser = await launchBrowser();
      cookie = await signInOverApi(baseURL(), DEMO_OWNER);
      await api('PATCH', '/api/v1/settings/account', { isShowHsnSacOnBilling: true });
      storeName = (await api<{ supplier: { storeName: string } }>('GET', '/api/v1/app-data')).supplier
        .storeName;
      const { productId } = await api<{ productId: number }>('POST', '/api/v1/products', PRODUCT);
      await api('POST', '/api/v1/stock/adjustments', { productId, quantity: 10 });
      const { customerId } = await api<{ customerId: number }>('POST', '/api/v1/customers', CUSTOMER);
      order = await api(
        'POST',
        '/api/v1/orders',
        { customerId, items: [{ productId, quantity: 2 }], confirm: true },
        {
          'idempotency-key': crypto.randomUUID(),
        },
      );
    });
    afterAll(async () => {
      await browser?.close();
      rmSync(tmp, { recursive: true, force: true });
    });

    describe(`downloads from the built product on ${database}`, () => {
      it.each(['A4', '80MM', '58MM'])(
        'the %s invoice PDF carries GSTIN, HSN/SAC, GST, words and Hindi names',
        async (layout) => {
          await api('PUT', '/api/v1/printer-settings', { templateId: layout, gstin: GSTIN });
          const { bytes, type } = await download(`/api/v1/orders/${order.orderId}/invoice?layout=${layout}`);
          expect(type).toBe('application/pdf');
          const text = pdfText(bytes, `invoice-${layout}`);
          const flat = text.replace(/\s+/g, ' ');
          expect(flat).toContain(`GSTIN: ${GSTIN}`);
          expect(flat).toContain('HSN/SAC');
          expect(flat).toContain('1101');
          expect(flat).toMatch(/(CGST @ 2\.5%.*SGST @ 2\.5%|SGST @ 2\.5%.*CGST @ 2\.5%|IGST @ 5%)/);
          expect(flat).toMatch(/Rupees [A-Za-z -]+ Only/);
          expect(flat).toContain(formatPaise(order.totalPaise));
          // Indic names in the font of their script: the text reads back letter for letter.
          expect(flat).toContain(`आटा ${run}`);
          if (layout === 'A4') expect(flat).toContain(CUSTOMER.name);
          expect(bytes.toString('latin1')).toContain('NotoSansDevanagari');
        },
      );

      it('exports the catalogue as CSV and XLSX with the import columns', async () => {
        const csv = await download('/api/v1/product-exports?format=csv');
        expect(csv.type).toContain('text/csv');
        const rows = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
          skipEmptyLines: true,
        }).data;
        expect(rows[0]?.slice(0, 4)).toEqual(['Product Name', 'SKU', 'Barcode', 'HSN/SAC']);
        const row = rows.find((r) => r[0] === PRODUCT.productName);
        expect(row?.[3]).toBe('1101');
        expect(row?.[6]).toBe('245.00');

        const xlsx = await download('/api/v1/product-exports?format=xlsx');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
        const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
        expect(sheet.getRow(1).getCell(1).value).toBe('Product Name');
        const sheetRow = sheet
          .getRows(2, sheet.rowCount - 1)
          ?.find((r) => r.getCell(1).value === PRODUCT.productName);
        expect(sheetRow?.getCell(7).value).toBe(245);
      });

      it('prints the receipt from the order page as ESC/POS bytes', async () => {
        const printer = await fakePrinter();
        const context = await newContext(browser);
        const page = await context.newPage();
        try {
          await api('PUT', '/api/v1/printer-settings', {
            printerHost: `127.0.0.1:${printer.port}`,
            useHttps: false,
            printerName: 'Counter',
            templateId: '80MM',
            gstin: GSTIN,
          });
          await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
          await page.goto(`/orders/${order.orderId}`);
          await page.getByTestId('invoice-print').click();
          // The receipt is drawn (Indic lines as raster) and sent in the browser: seconds on a loaded machine.
          await expect.poll(() => printer.jobs.length, { timeout: 20_000 }).toBe(1);
          const bytes = printer.jobs[0] as Buffer;
          expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]); // ESC @: initialise
          const text = bytes.toString('latin1');
          expect(text).toContain(storeName.replace(/[^\x20-\x7e]/g, '?'));
          expect(text).toMatch(new RegExp(`TOTAL +Rs ${formatPaise(order.totalPaise).replace('.', '\\.')}`));
          expect(text).toContain(`GSTIN: ${GSTIN}`);
          expect(bytes.includes(Buffer.from([0x1d, 0x56, 0x01]))).toBe(true); // GS V 1: partial cut
        } catch (error) {
          await keepFailure(page, 'downloads-escpos');
          throw error;
        } finally {
          await context.close();
          await new Promise((resolve) => printer.server.close(resolve));
        }
      });

      it('prints a Tamil receipt: Tamil names and words as raster the paper width, Latin lines as text', async () => {
        const { productId } = await api<{ productId: number }>('POST', '/api/v1/products', TAMIL_PRODUCT);
        await api('POST', '/api/v1/stock/adjustments', { productId, quantity: 5 });
        const { customerId } = await api<{ customerId: number }>('POST', '/api/v1/customers', TAMIL_CUSTOMER);
        const tamilOrder = await api<{ orderId: number; totalPaise: number }>(
          'POST',
          '/api/v1/orders',
          { customerId, items: [{ productId, quantity: 2 }], confirm: true },
          { 'idempotency-key': crypto.randomUUID() },
        );
        const context = await newContext(browser);
        const page = await context.newPage();
        try {
          await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
          const bytes = await printFromOrderPage(page, tamilOrder.orderId);
          const { blocks, rest } = rasterBlocks(bytes);
          // The title, the number row, the customer, the product, the totals' words and the amount
          // in words (in Tamil, as the PDF writes it): drawn at 576 dots.
          expect(blocks.length).toBeGreaterThanOrEqual(6);
          expect(blocks.every((b) => b.widthBytes === 72 && b.rows > 0 && b.rows <= 24)).toBe(true);
          expect(blocks.every((b) => b.bits.some((byte) => byte !== 0))).toBe(true);
          // What the code page prints stays text: the GSTIN, the quantity row; no English words.
          const text = rest.toString('latin1');
          expect(text).toContain(`GSTIN: ${GSTIN}`);
          expect(text).toMatch(/ {2}2 (pcs )?x 40\.00 +80\.00/);
          expect(text).not.toContain('Rupees');
          expect(text).not.toContain('?');
          const png = await rasterPng(page, blocks);
          const dir = join(import.meta.dirname, '../../docs/screenshots');
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'receipt-raster-tamil.png'), png);
        } catch (error) {
          await keepFailure(page, 'downloads-escpos-tamil');
          throw error;
        } finally {
          await context.close();
        }
      });
    });
  });
}
