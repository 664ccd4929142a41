// Products journeys: edit a product and come back to redirectRoute, search by name and by barcode,
// move to the recycle bin and restore.
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

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openProducts(page: Page): Promise<void> {
  await page.getByTestId('nav-products').first().click();
  await page.getByTestId('product-table').waitFor();
}

/** The id of the n-th row of the product table (0-based). */
async function rowId(page: Page, n: number): Promise<string> {
  const testId = await page.locator('[data-testid^="product-row-"]').nth(n).getAttribute('data-testid');
  return (testId ?? '').replace('product-row-', '');
}

async function journey(page: Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await keepFailure(page, name);
    throw error;
  }
}

describe('products', () => {
  it('edits a product, saves and returns to the list it came from', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'products-edit', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await openProducts(page);
      await page.getByTestId('sort-select').click();
      await page.getByRole('option', { name: 'Price high to low' }).click();
      await page.waitForURL(/sort=price_desc/);
      await page.locator('[data-testid="list-results"]:not([data-fetching])').waitFor();
      await screenshot(page, 'products-list-1280');
      const id = await rowId(page, 0);
      await page.getByTestId(`product-name-${id}`).click();
      await page.waitForURL(new RegExp(`/edit/${id}/0/0\\?redirectRoute=`));
      await page.getByTestId('product-form').waitFor();

      const name = page.getByTestId('product-name');
      await name.fill('');
      await name.pressSequentially('Premium <Ghee> 1 l');
      // The product-name input filter drops < and > as they are typed (back-office.md §5).
      expect(await name.inputValue()).toBe('Premium Ghee 1 l');
      await page.getByTestId('product-mrp').fill('900');
      await page.getByTestId('product-selling-price').fill('800');
      await page.getByTestId('product-cost-price').fill('600');
      await expect.poll(() => page.getByTestId('product-margin').textContent()).toContain('Margin: 25%');
      await page.getByTestId('product-sales-tax').fill('12');
      // Sell online and Take enquiries switched on (force: the switch's track covers its input).
      await page.getByTestId('product-sell-online').check({ force: true });
      await page.getByTestId('product-enquiry').check({ force: true });
      await page.getByTestId('product-save').click();
      await page.waitForURL(/\/products\?sort=price_desc$/);
      await page.getByText('Product saved').waitFor();
      await expect.poll(() => page.getByTestId(`product-name-${id}`).textContent()).toBe('Premium Ghee 1 l');

      // Opened again, the editor shows both switches as saved: on.
      await page.getByTestId(`product-name-${id}`).click();
      await page.getByTestId('product-form').waitFor();
      expect(await page.getByTestId('product-sell-online').isChecked()).toBe(true);
      expect(await page.getByTestId('product-enquiry').isChecked()).toBe(true);
      const saved = await page.request.get(`/api/v1/products/${id}`);
      expect(await saved.json()).toMatchObject({ isSellOnline: true, isEnquiryEnabled: true });
    });
    await context.close();
  });

  it('shows a barcode held by another product next to the field and refuses to save it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'products-barcode-conflict', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await openProducts(page);
      const firstId = await rowId(page, 0);
      const otherId = await rowId(page, 1);
      const otherName = (await page.getByTestId(`product-name-${otherId}`).textContent()) ?? '';
      await page.getByTestId(`product-name-${otherId}`).click();
      await page.getByTestId('product-form').waitFor();
      const otherBarcode = await page.getByTestId('product-barcode').inputValue();
      await page.goto(`/edit/${firstId}/0/0?redirectRoute=%2Fproducts`);
      await page.getByTestId('product-form').waitFor();
      await page.getByTestId('product-barcode').fill(otherBarcode);
      await expect
        .poll(() => page.getByTestId('barcode-conflict').textContent())
        .toContain(`This barcode is already used by ${otherName}`);
      await page.getByTestId('product-save').click();
      await page
        .getByRole('alert')
        .filter({ hasText: `This barcode is already used by ${otherName}` })
        .first()
        .waitFor();
      expect(page.url()).toContain(`/edit/${firstId}/`);
    });
    await context.close();
  });

  it('searches by name and by barcode', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'products-search', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await openProducts(page);
      const id = await rowId(page, 3);
      const barcode =
        ((await page.getByTestId(`product-codes-${id}`).textContent()) ?? '').split(' · ')[1] ?? '';
      expect(barcode).toMatch(/^\d{13}$/);

      // A word of another product's name finds it, and every product found has a word starting so.
      const other = await rowId(page, 5);
      const otherName = (await page.getByTestId(`product-name-${other}`).textContent()) ?? '';
      const word = otherName.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w)) ?? '';
      const input = page.getByTestId('product-search-input');
      await input.fill(word.slice(0, 4));
      await page.getByTestId('search-results').getByTestId(`product-row-${other}`).waitFor();
      const names = await page.locator('[data-testid^="product-name-"]').allTextContents();
      const prefix = new RegExp(`(^|[^\\p{L}])${word.slice(0, 4)}`, 'iu');
      expect(names.every((n) => prefix.test(n))).toBe(true);

      // Switching to barcode search clears the term (back-office.md §4).
      await page.getByTestId('product-search-type').getByText('Barcode').click();
      expect(await input.inputValue()).toBe('');
      await input.fill(barcode);
      // Barcode search runs on Enter only: typing leaves the list as it is.
      await page.waitForTimeout(600);
      await page.getByTestId('list-results').waitFor();
      await input.press('Enter');
      await page.locator('[data-testid="search-results"]:not([data-fetching])').waitFor();
      await expect.poll(() => page.locator('[data-testid^="product-row-"]').count()).toBe(1);
      expect(await page.locator('[data-testid^="product-row-"]').first().getAttribute('data-testid')).toBe(
        `product-row-${id}`,
      );
    });
    await context.close();
  });

  it('moves a product to the recycle bin after confirming, and restores it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'products-recycle-bin', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await openProducts(page);
      const id = await rowId(page, 2);
      const name = (await page.getByTestId(`product-name-${id}`).textContent()) ?? '';
      await page.getByTestId(`select-${id}`).check();
      await page.getByTestId('bulk-delete').click();
      await page.getByText('1 product(s) will leave your store').waitFor();
      await page.getByTestId('bulk-confirm').click();
      await page.getByText('1 product(s) moved to the recycle bin').waitFor();
      await expect.poll(() => page.getByTestId(`product-row-${id}`).count()).toBe(0);

      await page.getByTestId('tab-recycle-bin').click();
      await page.waitForURL(/filter=IN_RECYCLEBIN/);
      await page.getByTestId(`product-name-${id}`).waitFor();
      expect(await page.getByTestId(`product-name-${id}`).textContent()).toBe(name);
      await page.getByTestId(`restore-${id}`).click();
      await page.getByTestId('bulk-confirm').click();
      await page.getByText('1 product(s) restored').waitFor();
      await page.getByTestId('products-empty').waitFor();

      await page.getByTestId('tab-active').click();
      await page.getByTestId(`product-row-${id}`).waitFor();
    });
    await context.close();
  });

  it('edits on a 360 px phone', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await journey(page, 'products-phone', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      await page.goto('/products');
      await page.getByTestId('product-table').waitFor();
      const id = await rowId(page, 0);
      await page.getByTestId(`product-name-${id}`).click();
      await page.getByTestId('product-form').waitFor();
      await page.getByTestId('product-margin').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'products-edit-360');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      await page.getByTestId('product-save').click();
      await page.waitForURL(/\/products$/);
    });
    await context.close();
  });
});
