// Stock per variant and loose goods: a product with variants gets opening stock per variant, the
// Inventory screen lists each variant as its own row and adjusts one of them; at the POS a loose
// product is sold by the gram and a variant is sold from its own stock; every level is checked on
// screen and through the API; the store's product page then marks the variant the sale emptied.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountFlags } from './support/account-flags.ts';
import {
  baseURL,
  DESKTOP,
  keepFailure,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signIn,
} from './support/browser.ts';
import { DEMO_OWNER, DEMO_SLUG, productPathOf } from './support/demo-shop.ts';
import { openPos, typeCashReceived } from './support/pos.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Row {
  productId: number;
  variantId: number | null;
  variantName: string | null;
  quantity: number;
}

async function rowsOf(page: Page, productId: number): Promise<Row[]> {
  const reply = await page.request.get(`${baseURL()}/api/v1/inventory?scope=selected&productId=${productId}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()).rows as Row[];
}

describe('variant and loose stock journey', () => {
  it('stocks and adjusts a variant, then sells a variant and 250 g of a loose product at the POS', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const run = Date.now().toString(36);
    const shirt = `Journey Kurta ${run}`;
    const dal = `Journey Dal ${run}`;
    let pos: Page | undefined;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await setAccountFlags(page, { isAllowVariantProducts: true, sellLooseProducts: true });
      const appData = await (await page.request.get(`${baseURL()}/api/v1/app-data`)).json();
      const here = (appData.selectedOutletId ?? appData.outlets[0].outletId) as number;

      const created = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: {
          productName: shirt,
          sellingPricePaise: 90_000,
          variants: [
            { variantName: 'S', sellingPricePaise: 90_000, costPricePaise: 60_000 },
            { variantName: 'M', sellingPricePaise: 95_000, costPricePaise: 62_000 },
          ],
          createStock: [
            { outletId: here, variantIndex: 0, quantity: 5 },
            { outletId: here, variantIndex: 1, quantity: 2 },
          ],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const product = await created.json();
      const [small, medium] = product.variants.map((v: { variantId: number }) => v.variantId) as [
        number,
        number,
      ];
      const loose = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: {
          productName: dal,
          unitOfMeasurement: 'kg',
          sellingPricePaise: 14_000,
          createStock: [{ outletId: here, quantity: 10 }],
        },
      });
      expect(loose.status(), await loose.text()).toBe(201);
      const dalId = (await loose.json()).productId as number;

      // The Inventory screen: one row per variant, and the damage of one M taken from M only.
      await page.goto(`/inventory?q=${encodeURIComponent(shirt)}`);
      const mRow = page.getByTestId(`inventory-row-${product.productId}-${medium}`);
      await mRow.waitFor();
      expect(await page.getByTestId(`inventory-row-${product.productId}-${small}`).textContent()).toContain(
        `${shirt} (S)`,
      );
      expect(await mRow.getByTestId('inventory-quantity').textContent()).toContain('2');
      await screenshot(page, 'inventory-variants-1280');
      await page.getByTestId(`inventory-adjust-${product.productId}-${medium}`).click();
      const adjust = page.getByTestId('adjust-modal');
      await adjust.getByTestId('adjust-direction').getByText('Remove stock').click();
      await adjust.getByTestId('adjust-quantity').fill('1');
      await adjust.getByTestId('adjust-reason').click();
      await page.getByRole('option', { name: 'Damage' }).click();
      await adjust.getByTestId('adjust-save').click();
      await expect
        .poll(async () => (await rowsOf(page, product.productId)).map((r) => [r.variantName, r.quantity]))
        .toEqual([
          ['S', 5],
          ['M', 1],
        ]);
      await expect.poll(() => mRow.getByTestId('inventory-quantity').textContent()).toContain('1');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'inventory-variants-360');
      await page.setViewportSize(DESKTOP);

      // The POS: M offered with its own price, and 250 g of the dal typed in grams.
      pos = await openPos(page, context);
      await pos.getByTestId('pos-search').fill(shirt);
      await pos
        .getByTestId('pos-search-result')
        .filter({ hasText: `${shirt} (M)` })
        .first()
        .click();
      await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(1);
      await pos.getByTestId('pos-search').fill(dal);
      await pos.getByTestId('pos-search-result').filter({ hasText: dal }).first().click();
      await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(2);
      const dalLine = pos.getByTestId('pos-line').nth(1);
      await dalLine.getByTestId('pos-line-unit').selectOption('g');
      await dalLine.getByTestId('pos-line-qty').fill('250');
      // ₹950 for the kurta and 0.25 kg × ₹140 = ₹35 for the dal.
      await expect.poll(async () => pos!.getByTestId('pos-total').textContent()).toContain('985');
      await screenshot(pos, 'pos-loose-grams-1280');
      await typeCashReceived(pos, '985');
      await pos.keyboard.press('Enter');
      await pos.getByTestId('pos-last-order').waitFor();

      expect((await rowsOf(page, product.productId)).map((r) => [r.variantName, r.quantity])).toEqual([
        ['S', 5],
        ['M', 0],
      ]);
      expect((await rowsOf(page, dalId))[0]?.quantity).toBe(9.75);
      const orders = await (await page.request.get(`${baseURL()}/api/v1/orders?tab=INSTORE`)).json();
      const order = await (
        await page.request.get(`${baseURL()}/api/v1/orders/${orders.orders[0].orderId}`)
      ).json();
      expect(
        order.items.map((i: { variantName: string | null; quantity: number }) => [i.variantName, i.quantity]),
      ).toEqual([
        ['M', 1],
        [null, 0.25],
      ]);

      // The store's product page, as a shopper opens it after the sale: M, sold out at the till,
      // says so and cannot be chosen; S is the chosen variant and the add button adds it.
      const shop = await context.newPage();
      await shop.goto(`/s/${DEMO_SLUG}${await productPathOf(baseURL(), product.productId)}`);
      const choice = shop.locator('select[name="variantId"]');
      const mOption = choice.locator(`option[value="${medium}"]`);
      expect(await mOption.textContent()).toBe('M — ₹950 — Out of stock');
      expect(await mOption.isDisabled()).toBe(true);
      expect(await choice.locator(`option[value="${small}"]`).isDisabled()).toBe(false);
      expect(await choice.inputValue()).toBe(String(small));
      expect(await shop.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
      await screenshot(shop, 'shop-variant-out-of-stock-1280');
      await shop.setViewportSize(PHONE);
      await screenshot(shop, 'shop-variant-out-of-stock-360');
    } catch (error) {
      await keepFailure(pos ?? page, 'variant-loose-stock');
      throw error;
    } finally {
      await setAccountFlags(page, { isAllowVariantProducts: false, sellLooseProducts: false }).catch(
        () => {},
      );
      await context.close();
    }
  });
});
