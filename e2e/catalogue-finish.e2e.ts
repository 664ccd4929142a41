// Catalogue leftovers in the browser: permanent delete from the recycle bin, the review hint of the
// edit route, SmartFill from the template catalogue, an image on a template-based product, the
// catalogue in Hindi, and the legacy app paths answering with the session of the browser.
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };
const ADMIN = { email: 'admin@storekeep.in', password: 'admin1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function journey(page: Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await keepFailure(page, name);
    throw error;
  }
}

/** A small valid PNG (solid colour), made here so the journey needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A template in the global catalogue, added by the platform admin over the API. */
async function addTemplate(context: BrowserContext, body: object): Promise<number> {
  const login = await context.request.post('/api/v1/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const reply = await context.request.post('/api/v1/admin/product-templates', { data: body });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { templateId: number }).templateId;
}

async function firstProductId(page: Page): Promise<string> {
  await page.goto('/products');
  await page.getByTestId('product-table').waitFor();
  const testId = await page.locator('[data-testid^="product-row-"]').first().getAttribute('data-testid');
  return (testId ?? '').replace('product-row-', '');
}

describe('catalogue leftovers', () => {
  it('deletes a product from the recycle bin for good, after confirming', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [PHONE, '360'],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await journey(page, `products-permanent-delete-${suffix}`, async () => {
        await signIn(page, OWNER.email, OWNER.password);
        const id = await firstProductId(page);
        const name = (await page.getByTestId(`product-name-${id}`).first().textContent()) ?? '';
        await page.getByTestId(`select-${id}`).click();
        await page.getByTestId('bulk-delete').click();
        await page.getByTestId('bulk-confirm').click();
        await page.getByText('1 product(s) moved to the recycle bin').waitFor();
        await page.getByTestId('tab-recycle-bin').click();
        await page.getByTestId(`delete-permanently-${id}`).waitFor();
        await expect.poll(() => page.getByTestId('products-total').textContent()).toMatch(/^1–\d+ of \d+$/);
        await screenshot(page, `products-recycle-bin-${suffix}`);
        await page.getByTestId(`delete-permanently-${id}`).click();
        await page.getByText('Delete permanently?').waitFor();
        await page.waitForTimeout(600);
        await page.getByText('will be deleted for good, with their images. This cannot be undone.').waitFor();
        await screenshot(page, `products-permanent-delete-confirm-${suffix}`);
        await page.getByTestId('bulk-confirm').click();
        await page.getByText('1 product(s) has been deleted').waitFor();
        await expect.poll(() => page.getByTestId(`product-row-${id}`).count()).toBe(0);
        const gone = await page.request.get(`/api/v1/products/${id}`);
        expect([gone.status(), name.length > 0]).toEqual([404, true]);
      });
      await context.close();
    }
  });

  it('opens the editor from a missing-data view with the hint and the field to fix focused', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await journey(page, 'products-review-state', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      const id = await firstProductId(page);
      await page.goto(`/edit/${id}/tax/0?redirectRoute=${encodeURIComponent('/products?missing=tax')}`);
      await page.getByTestId('product-review').waitFor();
      expect(await page.getByTestId('product-review').textContent()).toBe(
        'This product has no sales tax yet: enter it, then save.',
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('product-sales-tax');
      await screenshot(page, 'product-review-state-360');
    });
    await context.close();
  });

  it('fills a new product from the catalogue with SmartFill, and only while it is on', async () => {
    const admin = await newContext(browser, DESKTOP);
    await addTemplate(admin, {
      name: 'Sunflower Oil 1 l Pouch',
      barcode: '8906001234567',
      hsnSacNo: '1512',
      unit: 'pouch',
      mrp: '185',
      price: '172',
      taxRate: 5,
      isApproved: true,
    });
    await admin.close();
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [PHONE, '360'],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await journey(page, `smart-fill-${suffix}`, async () => {
        await signIn(page, OWNER.email, OWNER.password);
        const on = await page.request.post('/api/v1/store-setting/update', { data: { smartFill: 1 } });
        expect(on.ok()).toBe(true);
        await page.goto('/products/new');
        await page.getByTestId('product-name').fill('sunflower');
        await page.getByTestId('smart-fill-suggestions').waitFor();
        await screenshot(page, `product-smart-fill-${suffix}`);
        await page.locator('[data-testid^="smart-fill-use-"]').first().click();
        await expect
          .poll(() => page.getByTestId('product-name').inputValue())
          .toBe('Sunflower Oil 1 l Pouch');
        expect(await page.getByTestId('product-barcode').inputValue()).toBe('8906001234567');
        expect(await page.getByTestId('product-selling-price').inputValue()).toBe('172.00');
        expect(await page.getByTestId('product-sales-tax').inputValue()).toBe('5');
        const off = await page.request.post('/api/v1/store-setting/update', { data: { smartFill: 0 } });
        expect(off.ok()).toBe(true);
        await page.goto('/products/new');
        await page.getByTestId('product-name').fill('sunflower');
        await page.waitForTimeout(1000);
        expect(await page.getByTestId('smart-fill-suggestions').count()).toBe(0);
      });
      await context.close();
    }
  });

  it('adds an image to a template-based product: the product is made first, then the image saved', async () => {
    const admin = await newContext(browser, DESKTOP);
    const templateId = await addTemplate(admin, {
      name: 'Ragi Flour 500 g',
      barcode: '8906009876543',
      unit: 'pkt',
      mrp: '60',
      price: '55',
      isApproved: true,
    });
    await admin.close();
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'template-image', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/products/templates');
      await page.getByTestId('template-search').fill('Ragi');
      await page.getByTestId(`template-image-${templateId}`).click();
      await page.getByTestId('template-image-drop').waitFor();
      // Let the modal finish its opening transition before the picture.
      await page.waitForTimeout(600);
      await screenshot(page, 'template-image-1280');
      await page
        .getByTestId('template-image-drop')
        .locator('input[type=file]')
        .setInputFiles({ name: 'ragi.png', mimeType: 'image/png', buffer: png(320, 320) });
      await page.getByText('This image will be uploaded on your webstore in couple of minutes.').waitFor();
      await page.getByTestId('template-image-open').click();
      await page.getByTestId('product-form').waitFor();
      expect(await page.getByTestId('product-name').inputValue()).toBe('Ragi Flour 500 g');
      await page.getByTestId('product-image-0').waitFor();
      await screenshot(page, 'template-image-product-1280');
    });
    await context.close();
  });

  it('shows the catalogue in Hindi', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await journey(page, 'catalogue-hindi', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await page.evaluate(() => localStorage.setItem('storekeep.language', 'hi'));
      await page.goto('/products');
      await page.getByRole('heading', { name: 'उत्पाद' }).waitFor();
      await page.getByText('उत्पाद जोड़ें').waitFor();
      await screenshot(page, 'products-hi-360');
      await page.evaluate(() => localStorage.setItem('storekeep.language', 'en'));
    });
    await context.close();
  });

  it('answers the mobile apps’ paths with the browser’s session and their envelopes', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'legacy-paths', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      const id = await firstProductId(page);
      const fetched = await page.request.get(
        `/vendorapis/products/product/fetchProductForEdit?productId=${id}`,
      );
      const [first] = (await fetched.json()) as Array<{ productCommand: { productId: number } }>;
      expect(first?.productCommand.productId).toBe(Number(id));
      const setting = await page.request.get('/marketplace/cms/nj/store-setting');
      expect(await setting.json()).toMatchObject({ isSuccess: true, data: { globalSmartFill: 0 } });
    });
    await context.close();
  });
});
