// Point of sale journey: a fake ESC/POS print service, five items billed by barcode from the
// keyboard alone, cash with change, the receipt printed, the order found in INSTORE, one item
// returned and its stock back.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signIn,
} from './support/browser.ts';
import { typeCashReceived } from './support/pos.ts';

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };

/** The local print service as the POS talks to it: GET /status, POST /print with the raw bytes. */
function startFakePrinter(): Promise<{ server: Server; port: number; jobs: Buffer[] }> {
  const jobs: Buffer[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && request.url === '/status') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ready"}');
      return;
    }
    if (request.method === 'POST' && request.url?.startsWith('/print')) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        jobs.push(Buffer.concat(chunks));
        response.writeHead(200).end('{"printed":true}');
      });
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, jobs }),
    );
  });
}

let browser: Browser;
let printer: Awaited<ReturnType<typeof startFakePrinter>>;
beforeAll(async () => {
  browser = await launchBrowser();
  printer = await startFakePrinter();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => printer?.server.close(resolve));
});

const run = Date.now().toString().slice(-7);
const PRODUCTS = [
  { productName: 'Tata Salt 1 kg', sellingPricePaise: 2_800, salesTax: 5, hsnSacNo: '2501' },
  { productName: 'Parle-G 250 g', sellingPricePaise: 2_500, salesTax: 18, hsnSacNo: '1905' },
  { productName: 'Amul Butter 100 g', sellingPricePaise: 5_600, salesTax: 12, hsnSacNo: '0405' },
  { productName: 'Lux Soap 100 g', sellingPricePaise: 3_900, salesTax: 18, hsnSacNo: '3401' },
  { productName: 'Tata Tea Gold 250 g', sellingPricePaise: 16_500, salesTax: 5, hsnSacNo: '0902' },
].map((p, i) => ({ ...p, barcode: `89${run}${i}0` }));

/** Creates the products with 20 in stock each at the selected outlet; answers their ids. */
async function stockProducts(page: Page): Promise<number[]> {
  const ids: number[] = [];
  for (const product of PRODUCTS) {
    const created = await page.request.post('/api/v1/products', { data: product });
    expect(created.status()).toBe(201);
    const productId = (await created.json()).productId as number;
    const stocked = await page.request.post('/api/v1/stock/adjustments', {
      data: { productId, quantity: 20, reason: 'OPENING' },
    });
    expect(stocked.status()).toBe(200);
    ids.push(productId);
  }
  return ids;
}

async function stockOf(page: Page, productId: number): Promise<number> {
  const reply = await page.request.get(`/api/v1/stock?productIds=${productId}`);
  return (await reply.json()).levels[0].quantity as number;
}

describe('point of sale', () => {
  it('bills five items by barcode with the keyboard alone, takes cash, prints, and takes a return', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    let pos: Page | null = null;
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const ids = await stockProducts(page);
      const saved = await page.request.put('/api/v1/printer-settings', {
        data: {
          printerHost: `127.0.0.1:${printer.port}`,
          useHttps: false,
          printerName: 'Counter',
          templateId: '80MM',
        },
      });
      expect(saved.status()).toBe(200);

      // 'Confirm Opening POS?', then the POS in a new tab.
      await page.getByTestId('open-pos').click();
      await expect.poll(() => page.getByText('Confirm Opening POS?').isVisible()).toBe(true);
      const opened = context.waitForEvent('page');
      await page.getByTestId('pos-open-confirm').click();
      pos = await opened;
      await pos.getByTestId('pos-page').waitFor();
      await expect
        .poll(() => pos!.getByTestId('printer-status').getAttribute('data-status'), { timeout: 10_000 })
        .toBe('connected');
      // The header names the outlet the sale is booked at, the one whose stock the lines show.
      const appData = (await (await page.request.get('/api/v1/app-data')).json()) as {
        selectedOutletId: number;
        outlets: Array<{ outletId: number; name: string }>;
      };
      const outlet = appData.outlets.find((o) => o.outletId === appData.selectedOutletId)!;
      expect(await pos.getByTestId('pos-outlet').textContent()).toContain(outlet.name);

      // Keyboard only from here: the search box has the focus; a wedge scanner types and presses Enter.
      for (const [i, product] of PRODUCTS.entries()) {
        await pos.keyboard.type(product.barcode);
        await pos.keyboard.press('Enter');
        await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(i + 1);
      }
      // The second Tata Salt: a repeat scan counts one more.
      await pos.keyboard.type(PRODUCTS[0]!.barcode);
      await pos.keyboard.press('Enter');
      await expect.poll(() => pos!.getByTestId('pos-line-qty').first().inputValue()).toBe('2');
      // 20 of each are in stock at this outlet: no line warns of short stock.
      expect(await pos.getByTestId('pos-line-stock').count()).toBe(0);
      // A name is searched as it is typed, without Enter.
      await pos.keyboard.type('Lux So');
      await expect
        .poll(() => pos!.getByTestId('pos-search-result').filter({ hasText: 'Lux Soap 100 g' }).count())
        .toBeGreaterThan(0);
      await pos.keyboard.press('Escape');
      await pos.getByTestId('pos-search').fill('');
      await screenshot(pos, 'pos-1280');

      const totalText = (await pos.getByTestId('pos-total').textContent())?.replace('₹', '') ?? '';
      const totalPaise = rupeesToPaise(totalText);
      expect(totalPaise).toBeGreaterThan(0);
      const cash = Math.ceil(totalPaise / 50_000) * 500; // the next ₹500 note, in rupees
      await typeCashReceived(pos, String(cash));
      await expect
        .poll(() => pos!.getByTestId('pos-change').textContent())
        .toContain(paiseToRupees(rupeesToPaise(cash) - totalPaise));
      await pos.keyboard.press('Enter');
      await pos.getByTestId('pos-last-order').waitFor();
      const orderNumber = /(\d+)/.exec((await pos.getByTestId('pos-last-order').textContent()) ?? '')?.[1];
      expect(orderNumber).toBeDefined();

      // Print the receipt: the fake service receives ESC/POS bytes that carry the total.
      await pos.keyboard.press('Alt+p');
      await expect.poll(() => printer.jobs.length).toBe(1);
      const bytes = printer.jobs[0]!;
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40])); // ESC @ (initialise)
      expect(bytes.toString('latin1')).toContain(`Rs ${totalText}`);
      expect(bytes.toString('latin1')).toContain('Tata Salt 1 kg');
      expect(await stockOf(page, ids[0]!)).toBe(18);

      // The order in the INSTORE tab, then one Tata Salt returned: its stock comes back.
      await page.goto('/orders?tab=INSTORE');
      await page
        .getByRole('link', { name: `#${orderNumber}` })
        .first()
        .click();
      await page.getByTestId('action-return').click();
      await page.getByTestId('return-qty-1').fill('1');
      await page.getByTestId('refund-mode').selectOption('CASH');
      await page.getByTestId('return-submit').click();
      await expect.poll(() => stockOf(page, ids[0]!)).toBe(19);
    } catch (error) {
      if (pos) await keepFailure(pos, 'pos-journey');
      await keepFailure(page, 'pos-journey-main');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('shows the printer error dialog with its four steps and goes on with Continue', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      // Nothing listens on this port: the print service is unreachable.
      await page.request.put('/api/v1/printer-settings', {
        data: { printerHost: '127.0.0.1:9', useHttps: false, printerName: '', templateId: '58MM' },
      });
      await page.goto('/pos');
      await expect
        .poll(() => page.getByTestId('printer-status').getAttribute('data-status'), { timeout: 10_000 })
        .toBe('notConnected');
      await page.keyboard.type(PRODUCTS[1]!.barcode);
      await page.keyboard.press('Enter');
      await page.keyboard.type(PRODUCTS[3]!.barcode);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('pos-line').count()).toBe(2);
      await screenshot(page, 'pos-360');
      await page.keyboard.press('Alt+h');
      await expect.poll(() => page.getByTestId('pos-held').textContent()).toBe('1');
      await page.keyboard.press('Alt+r');
      await page.getByTestId('pos-resume-bill').first().click();
      await expect.poll(() => page.getByTestId('pos-line').count()).toBe(2);
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('pos-last-order').waitFor();
      await page.keyboard.press('Alt+p');
      const dialog = page.getByRole('dialog', { name: 'Unable to Communicate to Printer' });
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => dialog.locator('li').count()).toBe(4);
      await screenshot(page, 'pos-printer-error-360');
      await page.getByTestId('printer-error-continue').click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.keyboard.press('F1');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect.poll(() => help.isVisible()).toBe(true);
      await expect.poll(() => help.getByRole('row').count()).toBe(17);
    } catch (error) {
      await keepFailure(page, 'pos-printer-error');
      throw error;
    } finally {
      await context.close();
    }
  });
});
