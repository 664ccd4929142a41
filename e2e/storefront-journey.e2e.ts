// The storefront journey: a shopper finds a product
// by search, adds two items, checks out with cash on delivery and a pincode (city and state fill
// in from it), sees the order page; the merchant sees the order in the ONLINE tab.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from './support/browser.ts';
import {
  DEMO_OWNER,
  DEMO_SLUG,
  type DemoProduct,
  publishDemoTheme,
  stockedDemoProducts,
} from './support/demo-shop.ts';

const SHOP = `/s/${DEMO_SLUG}`;
/** Koramangala, Bengaluru: in the bundled pincode table. */
const PINCODE = '560034';

let browser: Browser;
let products: DemoProduct[];
beforeAll(async () => {
  browser = await launchBrowser();
  await publishDemoTheme(baseURL());
  products = await stockedDemoProducts(baseURL(), 2);
  expect(products).toHaveLength(2);
});
afterAll(() => browser?.close());

describe('storefront journey', () => {
  it('a shopper searches, adds two items, checks out with COD; the merchant sees it in ONLINE', async () => {
    const shopper = await newContext(browser, DESKTOP);
    const page = await shopper.newPage();
    const customer = `Journey Shopper ${Date.now().toString(36)}`;
    try {
      await page.goto(SHOP);
      for (const [index, product] of products.entries()) {
        // Find it with the header's search box.
        const search = page.locator('form[data-sk-search]:visible').first();
        await search.locator('input[name="q"]').fill(product.name);
        await search.locator('input[name="q"]').press('Enter');
        await page.waitForURL((url) => url.pathname === `${SHOP}/search`);
        await page.locator(`main a[href$="${product.path}"]`).first().click();
        await page.waitForURL((url) => url.pathname === `${SHOP}${product.path}`);

        // Add it: the script posts in the background, the badge and the status line follow.
        const add = page.locator('form[data-sk-add-to-cart]').first();
        await add.locator('[type="submit"]').first().click();
        await expect.poll(() => page.locator('[data-sk-cart-status]').first().textContent()).not.toBe('');
        await expect
          .poll(() => page.locator('[data-sk-cart-count]').first().textContent())
          .toBe(String(index + 1));
        expect(page.url()).toContain(product.path);
      }
      await screenshot(page, 'storefront-product-added-1280');

      // The cart lists both; on to checkout.
      await page.locator('a[data-sk-cart-link]:visible').first().click();
      await page.waitForURL((url) => url.pathname === `${SHOP}/cart`);
      for (const product of products) await page.getByText(product.name).first().waitFor();
      await page.locator(`a[href$="/checkout"], form[action$="/checkout"] [type="submit"]`).first().click();
      await page.waitForURL((url) => url.pathname === `${SHOP}/checkout`);

      // Guest checkout by mobile number, delivery to a pincode, cash on delivery.
      const form = page.locator(`form[action$="/checkout"]`);
      await form.locator('[name="name"]').fill(customer);
      await form.locator('[name="mobile"]').fill('9876543210');
      await form.locator('[name="address"]').fill('4th Cross, 1st Block');
      await form.locator('[name="pincode"]').fill(PINCODE);
      await expect.poll(() => form.locator('[name="city"]').inputValue()).not.toBe('');
      await expect.poll(() => form.locator('[name="state"]').inputValue()).toMatch(/karnataka/i);
      const cod = form.locator('[name="payment"][value="COD"]');
      if ((await cod.getAttribute('type')) === 'radio') await cod.check();
      await screenshot(page, 'storefront-checkout-1280');
      await form.locator('[type="submit"]').last().click();

      // The order status page, at an unguessable address.
      await page.waitForURL((url) => /\/order\/[\w-]{16,}$/.test(url.pathname));
      for (const product of products) await page.getByText(product.name).first().waitFor();
      await screenshot(page, 'storefront-order-1280');
    } catch (error) {
      await keepFailure(page, 'storefront-journey-shopper');
      throw error;
    } finally {
      await shopper.close();
    }

    // The merchant: the ONLINE tab of the orders screen lists it.
    const merchant = await newContext(browser, DESKTOP);
    const admin = await merchant.newPage();
    try {
      await signIn(admin, DEMO_OWNER.email, DEMO_OWNER.password);
      await admin.getByTestId('nav-orders').first().click();
      await admin.getByTestId('orders-page').waitFor();
      await admin.getByTestId('order-tab-ONLINE').click();
      await admin.waitForURL(/tab=ONLINE/);
      await admin.locator('[data-testid^="order-row-"]', { hasText: customer }).first().waitFor();
      await screenshot(admin, 'orders-online-tab-1280');
    } catch (error) {
      await keepFailure(admin, 'storefront-journey-merchant');
      throw error;
    } finally {
      await merchant.close();
    }
  }, 180_000);
});
