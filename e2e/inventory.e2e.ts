// The inventory journey: a new product is given stock from the product screen, adjusted on the
// Inventory screen (damage), counted and the difference posted, then part of it transferred to
// another outlet, dispatched and received there in two parts; every level is checked on screen and
// through the API.
import type { Browser, Page } from 'playwright-core';
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
import { DEMO_OWNER } from './support/demo-shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Level {
  productId: number;
  quantity: number;
  inTransit: number;
  outlets: Array<{ outletId: number; quantity: number }>;
}

async function levelOf(page: Page, productId: number): Promise<Level> {
  const reply = await page.request.get(`${baseURL()}/api/v1/inventory?scope=all&productId=${productId}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()).rows[0] as Level;
}

describe('inventory journey', () => {
  it('gives stock on the product screen, adjusts, counts, transfers and receives it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const name = `Journey Ghee ${Date.now().toString(36)}`;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      const appData = await (await page.request.get(`${baseURL()}/api/v1/app-data`)).json();
      const outlets = (appData.outlets as Array<{ outletId: number; name: string }>).map((o) => o.outletId);
      const here = (appData.selectedOutletId ?? outlets[0]) as number;
      const there = outlets.find((o) => o !== here) as number;
      expect(there).toBeDefined();
      const created = await page.request.post(`${baseURL()}/api/v1/products`, {
        data: { productName: name, sellingPricePaise: 55_000, costPricePaise: 48_000 },
      });
      expect(created.status()).toBe(201);
      const productId = (await created.json()).productId as number;

      // The product screen: no stock yet; add 20 as opening stock.
      await page.goto(`/edit/${productId}/0/0`);
      const section = page.getByTestId('product-stock-section');
      await section.getByTestId(`product-stock-${here}`).getByTestId('product-stock-quantity').waitFor();
      expect(await section.getByTestId(`product-stock-${here}`).textContent()).toContain('0 pcs');
      await section.getByTestId('product-stock-adjust').click();
      const adjust = page.getByTestId('adjust-modal');
      await adjust.getByTestId('adjust-quantity').fill('20');
      await adjust.getByTestId('adjust-save').click();
      await adjust.waitFor({ state: 'detached' });
      await expect
        .poll(() =>
          section.getByTestId(`product-stock-${here}`).getByTestId('product-stock-quantity').textContent(),
        )
        .toBe('20 pcs');
      await screenshot(page, 'inventory-product-stock-1280');
      expect((await levelOf(page, productId)).outlets.find((o) => o.outletId === here)?.quantity).toBe(20);

      // Inventory: 2 damaged.
      await page.goto('/inventory');
      await page.getByTestId('inventory-search').fill(name);
      const row = page.getByTestId(`inventory-row-${productId}`);
      await row.waitFor();
      await row.getByTestId(`inventory-adjust-${productId}`).click();
      await adjust.getByTestId('adjust-direction').getByText('Remove stock').click();
      await adjust.getByTestId('adjust-quantity').fill('2');
      await adjust.getByTestId('adjust-reason').click();
      await page.getByRole('option', { name: 'Damage' }).click();
      await adjust.getByTestId('adjust-note').fill('Leaking tins');
      await adjust.getByTestId('adjust-save').click();
      await adjust.waitFor({ state: 'detached' });
      await expect.poll(() => row.getByTestId('inventory-quantity').textContent()).toBe('18 pcs');
      await screenshot(page, 'inventory-stock-1280');

      // Count: 15 found on the shelf; review the difference and post it.
      await page.getByTestId('inventory-tab-count').click();
      await page.getByTestId('count-search').fill(name);
      await page.getByTestId(`count-input-${productId}`).fill('15');
      await page.getByTestId('count-review-button').click();
      expect(await page.getByTestId(`count-difference-${productId}`).textContent()).toContain('-3 pcs');
      await page.getByTestId('count-post').click();
      await page.getByTestId('count-panel').waitFor();
      await expect.poll(async () => (await levelOf(page, productId)).quantity).toBe(15);

      // Transfer 5 to another outlet: requested, dispatched (in transit), received 3 then 2.
      await page.getByTestId('inventory-tab-transfers').click();
      await page.getByTestId('transfer-new').click();
      const form = page.getByTestId('transfer-form');
      await form.getByTestId('transfer-to').click();
      await page
        .getByRole('option', {
          name: appData.outlets.find((o: { outletId: number }) => o.outletId === there).name,
        })
        .click();
      await form.getByTestId('transfer-search').fill(name);
      await form.getByTestId(`transfer-pick-${productId}`).click();
      await form.getByTestId(`transfer-quantity-${productId}`).fill('5');
      await form.getByTestId('transfer-request').click();
      await form.waitFor({ state: 'detached' });
      const transfers = await (
        await page.request.get(`${baseURL()}/api/v1/inventory/transfers?status=open`)
      ).json();
      const transfer = (
        transfers.transfers as Array<{ transferId: number; lines: Array<{ productId: number }> }>
      ).find((t) => t.lines[0]?.productId === productId);
      expect(transfer).toBeDefined();
      const card = page.getByTestId(`transfer-${transfer?.transferId}`);
      await card.getByTestId(`transfer-dispatch-${transfer?.transferId}`).click();
      await expect.poll(() => card.getByTestId('transfer-status').textContent()).toBe('In transit');
      expect(await levelOf(page, productId)).toMatchObject({ quantity: 10, inTransit: 5 });
      for (const [part, status] of [
        ['3', 'Partly received'],
        ['2', 'Received'],
      ] as const) {
        // The stacked toasts cover the card's buttons on a desktop: closed as a user would.
        for (const close of await page.locator('.mantine-Notification-closeButton').all())
          await close.click({ timeout: 2_000 }).catch(() => undefined);
        await card.getByTestId(`transfer-receive-${transfer?.transferId}`).click();
        const receive = page.getByTestId('receive-modal');
        await receive.getByTestId(`receive-quantity-${productId}`).fill(part);
        await receive.getByTestId('receive-save').click();
        await receive.waitFor({ state: 'detached' });
        if (status === 'Partly received')
          await expect.poll(() => card.getByTestId('transfer-status').textContent()).toBe(status);
      }
      await screenshot(page, 'inventory-transfers-1280');
      const level = await levelOf(page, productId);
      expect(level).toMatchObject({ quantity: 15, inTransit: 0 });
      expect(level.outlets.find((o) => o.outletId === here)?.quantity).toBe(10);
      expect(level.outlets.find((o) => o.outletId === there)?.quantity).toBe(5);

      // On screen, over all outlets: 15 in all, 10 here and 5 there.
      await page.getByTestId('inventory-tab-stock').click();
      await page.getByTestId('inventory-scope').getByText('All outlets').click();
      await page.getByTestId('inventory-search').fill(name);
      await expect.poll(() => row.getByTestId('inventory-quantity').textContent()).toBe('15 pcs');
      await page.getByTestId('inventory-scope').getByText('This outlet').click();
      await expect.poll(() => row.getByTestId('inventory-quantity').textContent()).toBe('10 pcs');
    } catch (error) {
      await keepFailure(page, 'inventory-journey');
      throw error;
    } finally {
      await context.close();
    }
  });
});
