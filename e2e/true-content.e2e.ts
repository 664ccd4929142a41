// The merchant's own shop, on a fresh start: the walkthrough asks the shop's facts and the first
// products' stock; published with each of the six themes, no page holds any of the theme's
// sample words (its fictional shop's name, story, reviews, hours, offers, prices, collected from
// the theme definitions), the merchant's words are there, the first products are in stock, the
// editor marks the sections still waiting for the merchant's content; a shopper's order arrives on
// the Orders screen's default tab.
import { migrateSiteDocument } from '@storekeep/blocks/document';
import { THEMES } from '@storekeep/blocks/themes';
import { themeSampleWords } from '@storekeep/blocks/themes/sample-words';
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
import { DEMO_OWNER } from './support/demo-shop.ts';

const SHOP_NAME = 'Asha Provisions';
const FACTS = {
  sells: 'Jaggery, millets and cold-pressed oils',
  area: 'Gandhi Bazaar',
  city: 'Hubballi',
  since: '2009',
  hours: '7 am to 9 pm, Monday to Saturday',
  about: 'Asha packs every order herself, straight from the sacks.',
};
const FIRST_PRODUCTS = [
  { name: 'Asha Organic Jaggery 1 kg', price: '118', stock: '25' },
  { name: 'Asha Cold-pressed Groundnut Oil 1 L', price: '312', stock: '10' },
];
/** Koramangala, Bengaluru: in the bundled pincode table. */
const PINCODE = '560034';

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function next(page: Page) {
  await page.getByTestId('walkthrough-next').click();
}

describe('true content', () => {
  it('a new merchant’s store shows only the merchant’s words with every theme, in stock, and takes an order', async () => {
    const merchant = await newContext(browser, DESKTOP);
    const admin = await merchant.newPage();
    let shop = '';
    /** The first products' pages under the store's base, /p/{slug}. */
    const productPaths: string[] = [];
    try {
      await signIn(admin, DEMO_OWNER.email, DEMO_OWNER.password);
      const info = await (await admin.request.get('/api/v1/site/supplier-info')).json();
      expect(info.isVirtual).toBe(true);
      shop = new URL(info.storeUrl, 'http://x').pathname;

      // The walkthrough: name, logo (skipped), the shop's facts, theme, first products with stock.
      await admin.goto('/onlineStore/walkthrough');
      await admin.getByTestId('walkthrough-name').fill(SHOP_NAME);
      await next(admin);
      await next(admin);
      await admin.getByTestId('walkthrough-sells').fill(FACTS.sells);
      await admin.getByTestId('walkthrough-area').fill(FACTS.area);
      await admin.getByTestId('walkthrough-city').fill(FACTS.city);
      await admin.getByTestId('walkthrough-since').fill(FACTS.since);
      await admin.getByTestId('walkthrough-hours').fill(FACTS.hours);
      await admin.getByLabel('Both').check();
      await admin.getByTestId('walkthrough-about').fill(FACTS.about);
      await screenshot(admin, 'walkthrough-shop-facts-1280');
      await next(admin);
      await next(admin);
      for (const [index, product] of FIRST_PRODUCTS.entries()) {
        if (index > 0) await admin.getByTestId('first-product-add').click();
        await admin.getByTestId(`first-product-name-${index}`).fill(product.name);
        await admin.getByTestId(`first-product-price-${index}`).fill(product.price);
        await admin.getByTestId(`first-product-stock-${index}`).fill(product.stock);
      }
      await screenshot(admin, 'walkthrough-first-products-stock-1280');
      await admin.getByTestId('walkthrough-save').click();
      await admin.waitForURL((url) => url.pathname === '/products');

      const listed = await (await admin.request.get('/api/v1/products?tab=all')).json();
      for (const product of FIRST_PRODUCTS) {
        const row = listed.products.find((p: { productName: string }) => p.productName === product.name);
        expect(row, product.name).toBeDefined();
        // Its page is at its name's address; the id address moves there.
        const moved = await admin.request.get(`${shop}/product/${row.productId}`, { maxRedirects: 0 });
        expect(moved.status()).toBe(301);
        const location = moved.headers().location ?? '';
        expect(location).toMatch(new RegExp(`^${shop}/p/[a-z0-9-]+$`));
        productPaths.push(location.slice(shop.length));
      }

      const { themes } = await (await admin.request.get('/api/v1/site/themes')).json();
      for (const theme of THEMES) {
        const row = themes.find(
          (t: { name: string; isTemplate: boolean }) => t.isTemplate && t.name === theme.name,
        );
        expect(row, theme.name).toBeDefined();
        const picked = await admin.request.post('/api/v1/site/select-theme', {
          data: { themeId: row.themeId, confirmReplace: true },
        });
        expect(picked.ok()).toBe(true);
        expect((await admin.request.post('/api/v1/site/publish', { data: {} })).ok()).toBe(true);

        const pages = migrateSiteDocument(theme.document)
          .pages.filter((page) => page.kind === 'static' || page.kind === 'custom')
          .map((page) => `/${page.slug}`);
        const paths = ['', ...pages, '/categories', ...productPaths, '/cart'];
        let text = '';
        for (const path of paths) {
          const reply = await admin.request.get(`${shop}${path}`);
          expect(reply.status(), `${theme.name} ${path}`).toBe(200);
          text += decode(await reply.text());
        }
        // The merchant's words and the store's data are theirs to show.
        const given = JSON.stringify([FACTS, SHOP_NAME, FIRST_PRODUCTS]);
        const found = themeSampleWords(theme).filter((word) => text.includes(word) && !given.includes(word));
        expect(found, theme.name).toEqual([]);
        for (const fact of [FACTS.sells, FACTS.hours, FACTS.about, SHOP_NAME]) expect(text).toContain(fact);

        // The first products are in stock on their pages.
        for (const path of productPaths) {
          const body = await (await admin.request.get(`${shop}${path}`)).text();
          expect(body).toContain('data-sk-add-to-cart');
          expect(body).not.toContain('Out of stock');
        }
        for (const [width, size] of [
          ['1280', DESKTOP],
          ['360', PHONE],
        ] as const) {
          for (const lang of theme === THEMES[0] ? ['en', 'hi'] : ['en']) {
            const context = await newContext(browser, size);
            const view = await context.newPage();
            await view.goto(`${shop}?lang=${lang}`);
            await screenshot(view, `true-content-${theme.id}-home-${lang}-${width}`);
            await context.close();
          }
        }
      }

      // In the editor, the sections waiting for the merchant's own content say so (the last theme
      // picked has a reviews block and an offer block without content).
      await admin.goto('/onlineStore/editor?mode=edit');
      await admin.getByTestId('site-editor').waitFor();
      const canvas = admin.frameLocator('iframe').first();
      await canvas.locator('.sk-site').first().waitFor({ timeout: 30_000 });
      await canvas.locator('[data-add-your-own]').first().waitFor({ timeout: 30_000 });
      expect(await canvas.locator('[data-add-your-own]').first().textContent()).toContain('Add your own');
      await canvas.locator('[data-add-your-own]').first().scrollIntoViewIfNeeded();
      await screenshot(admin, 'true-content-editor-add-your-own-1280');
    } catch (error) {
      await keepFailure(admin, 'true-content-merchant');
      throw error;
    }

    // A shopper orders the first product (cash on delivery).
    const shopper = await newContext(browser, PHONE);
    const page = await shopper.newPage();
    const customer = `True Content Shopper ${Date.now().toString(36)}`;
    try {
      await page.goto(`${shop}${productPaths[0]}`);
      await page.locator('form[data-sk-add-to-cart] [type="submit"]').first().click();
      await expect.poll(() => page.locator('[data-sk-cart-count]').first().textContent()).toBe('1');
      await page.goto(`${shop}/checkout`);
      const form = page.locator(`form[action$="/checkout"]`);
      await form.locator('[name="name"]').fill(customer);
      await form.locator('[name="mobile"]').fill('9876543210');
      await form.locator('[name="address"]').fill('4th Cross, 1st Block');
      await form.locator('[name="pincode"]').fill(PINCODE);
      await expect.poll(() => form.locator('[name="city"]').inputValue()).not.toBe('');
      const cod = form.locator('[name="payment"][value="COD"]');
      if ((await cod.getAttribute('type')) === 'radio') await cod.check();
      await form.locator('[type="submit"]').last().click();
      await page.waitForURL((url) => /\/order\/[\w-]{16,}$/.test(url.pathname));
      await page
        .getByText(FIRST_PRODUCTS[0]?.name ?? '')
        .first()
        .waitFor();
    } catch (error) {
      await keepFailure(page, 'true-content-shopper');
      throw error;
    } finally {
      await shopper.close();
    }

    // The merchant opens Orders: the order is on the tab the screen opens on.
    try {
      // The editor is full screen: back to the back office's home, then its menu.
      await admin.goto('/');
      await admin.getByTestId('nav-orders').first().click();
      await admin.getByTestId('orders-page').waitFor();
      await admin.locator('[data-testid^="order-row-"]', { hasText: customer }).first().waitFor();
      await screenshot(admin, 'true-content-order-on-default-tab-1280');
    } catch (error) {
      await keepFailure(admin, 'true-content-orders');
      throw error;
    } finally {
      await merchant.close();
    }
  }, 420_000);
});
