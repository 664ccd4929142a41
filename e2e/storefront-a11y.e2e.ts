// Accessibility of the storefront: axe-core finds no serious or critical violations on
// the pages of a shipped theme with the demo catalogue: home (phone and desktop width), a category
// listing, the category index, a product page, and cart and checkout with two items in the cart.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { baseURL, DESKTOP, keepFailure, launchBrowser, newContext, PHONE } from './support/browser.ts';
import { DEMO_SLUG, type DemoProduct, publishDemoTheme, stockedDemoProducts } from './support/demo-shop.ts';

const SHOP = `/s/${DEMO_SLUG}`;

let browser: Browser;
let products: DemoProduct[];
beforeAll(async () => {
  browser = await launchBrowser();
  await publishDemoTheme(baseURL());
  products = await stockedDemoProducts(baseURL(), 2);
});
afterAll(() => browser?.close());

/** Opens the path in a fresh page of the context and returns its serious/critical violations. */
async function violationsOf(context: BrowserContext, path: string, name: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    const reply = await page.goto(path);
    expect(reply?.status(), path).toBe(200);
    return await seriousViolations(page);
  } catch (error) {
    await keepFailure(page, `a11y-${name}`);
    throw error;
  } finally {
    await page.close();
  }
}

describe('storefront accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`home page has no serious or critical axe violations (${label})`, async () => {
      const context = await newContext(browser, viewport);
      try {
        expect(await violationsOf(context, SHOP, `home-${label}`)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('category index, listing and product pages have no serious or critical axe violations (phone)', async () => {
    const [product] = products;
    if (!product?.categoryId) throw new Error('the demo product has no category');
    const context = await newContext(browser, PHONE);
    try {
      expect(await violationsOf(context, `${SHOP}/categories`, 'categories')).toEqual([]);
      expect(await violationsOf(context, `${SHOP}/category/${product.categoryId}`, 'listing')).toEqual([]);
      expect(await violationsOf(context, `${SHOP}/product/${product.productId}`, 'product')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cart and checkout pages have no serious or critical axe violations (phone)', async () => {
    const context = await newContext(browser, PHONE);
    try {
      for (const product of products) {
        const added = await context.request.post(`${SHOP}/cart`, {
          form: { action: 'add', productId: String(product.productId), quantity: '1' },
          headers: { accept: 'application/json' },
        });
        expect(added.status()).toBe(200);
      }
      expect(await violationsOf(context, `${SHOP}/cart`, 'cart')).toEqual([]);
      expect(await violationsOf(context, `${SHOP}/checkout`, 'checkout')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
