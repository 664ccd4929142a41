// Staff journey: the owner adds a cashier limited to one outlet without REPORTS and ORDER:EDIT_ORDER;
// the cashier's first sign-in forces a new password; the cashier sees only that outlet's orders and
// cannot open reports or change an order's items (menu and API agree); the owner finds the
// cashier's bill in the activity log. Then the outlets screen under Settings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  keepFailure,
  keepLanguage,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signIn,
} from './support/browser.ts';
import { DEMO_OWNER, signInOverApi, stockedDemoProducts } from './support/demo-shop.ts';

const CASHIER_EMAIL = `priya-${Date.now()}@example.com`;
const FIRST_PASSWORD = 'first-pass-1';
const OWN_PASSWORD = 'priya-own-pass-1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A call from the signed-in page, with its cookie: the API answers what the screens are built on. */
async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const reply = await fetch(path, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? {}
            : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: reply.status, json: reply.status === 204 ? null : await reply.json() };
    },
    { method, path, body },
  );
}

describe('staff', () => {
  it('adds a cashier for one outlet who changes the password, bills only there, and shows up in the activity log', async () => {
    const [product] = await stockedDemoProducts(baseURL(), 1);
    if (!product) throw new Error('the demo store has no product');
    const ownerContext = await newContext(browser, DESKTOP);
    const owner = await ownerContext.newPage();
    const cashierContext = await newContext(browser, PHONE);
    const cashier = await cashierContext.newPage();
    try {
      // The owner adds Priya, a cashier of Indiranagar with the cashier's rights only.
      await signIn(owner, DEMO_OWNER.email, DEMO_OWNER.password);
      await owner.getByTestId('nav-staff').first().click();
      await owner.getByTestId('staff-page').waitFor();
      await owner.getByTestId('staff-add').click();
      const form = owner.getByTestId('member-form');
      await owner.getByTestId('member-first-name').fill('Priya');
      await owner.getByTestId('member-email').fill(CASHIER_EMAIL);
      await owner.getByTestId('member-outlets').click();
      await owner.getByRole('option', { name: 'Indiranagar' }).click();
      await owner.keyboard.press('Escape');
      expect(await owner.getByTestId('permission-ORDER:MENU').isChecked()).toBe(true);
      expect(await owner.getByTestId('permission-ORDER:EDIT_ORDER').isChecked()).toBe(false);
      expect(await owner.getByTestId('permission-REPORTS:SALES').isChecked()).toBe(false);
      expect(await owner.getByTestId('permission-HOME:MENU').isDisabled()).toBe(true);
      await owner.getByTestId('member-password').fill(FIRST_PASSWORD);
      await screenshot(owner, 'staff-add-1280');
      await owner.getByTestId('member-save').click();
      await form.waitFor({ state: 'hidden' });
      const card = owner.getByTestId('staff-member').filter({ hasText: CASHIER_EMAIL });
      await expect.poll(() => card.textContent()).toContain('Indiranagar');
      expect(await card.textContent()).toContain('Cashier');
      await screenshot(owner, 'staff-1280');

      // Her first sign-in goes to the forced password change.
      await cashier.goto('/login');
      await cashier.getByTestId('login-email').fill(CASHIER_EMAIL);
      await cashier.getByTestId('login-password').fill(FIRST_PASSWORD);
      await cashier.getByTestId('login-submit').click();
      await cashier.getByTestId('password-reset-required').waitFor();
      expect((await call(cashier, 'GET', '/api/v1/orders?tab=ALLORDERS')).status).toBe(403);
      await cashier.getByTestId('current-password').fill(FIRST_PASSWORD);
      await cashier.getByTestId('new-password').fill(OWN_PASSWORD);
      await cashier.getByTestId('confirm-password').fill(OWN_PASSWORD);
      await cashier.getByTestId('change-password-submit').click();
      await cashier.getByTestId('greeting').waitFor();
      await keepLanguage(cashier);

      // She bills at Indiranagar; every order she can see is Indiranagar's.
      const appData = (await call(cashier, 'GET', '/api/v1/app-data')).json;
      expect(appData.outlets.map((o: { name: string }) => o.name)).toEqual(['Indiranagar']);
      const indiranagar = appData.outlets[0].outletId as number;
      const ownerCookie = await signInOverApi(baseURL());
      await fetch(`${baseURL()}/api/v1/stock/adjustments`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: product.productId, quantity: 5, outletId: indiranagar }),
      });
      const bill = await call(cashier, 'POST', '/api/v1/orders', {
        source: 'INSTORE',
        items: [{ productId: product.productId, quantity: 1 }],
        confirm: true,
      });
      expect(bill.status).toBe(201);
      const orders = (await call(cashier, 'GET', '/api/v1/orders?tab=ALLORDERS&outlets=all')).json;
      expect(orders.orders.length).toBeGreaterThan(0);
      expect(new Set(orders.orders.map((o: { outletId: number }) => o.outletId))).toEqual(
        new Set([indiranagar]),
      );
      await cashier.goto('/orders');
      await cashier.getByTestId('orders-page').waitFor();
      await cashier.getByTestId('order-tab-ALLORDERS').click();
      await cashier.getByTestId(`order-card-${bill.json.orderId}`).waitFor();

      // No reports, no editing an order's items: the menu hides them, the guard and the API refuse.
      await cashier.getByTestId('nav-burger').click();
      await cashier.getByTestId('nav-orders').first().waitFor({ state: 'visible' });
      expect(await cashier.getByTestId('nav-reports').count()).toBe(0);
      expect(await cashier.getByTestId('nav-staff').count()).toBe(0);
      await cashier.goto('/reports');
      await cashier.getByTestId('forbidden').waitFor();
      const edit = await call(cashier, 'PUT', `/api/v1/orders/${bill.json.orderId}/items`, {
        items: [{ productId: product.productId, quantity: 2 }],
      });
      expect(edit.status).toBe(403);
      expect((await call(cashier, 'GET', '/api/v1/activity')).status).toBe(403);
      await screenshot(cashier, 'staff-cashier-forbidden-360');

      // The owner finds her bill in the activity log.
      await owner.getByTestId('staff-activity-link').click();
      await owner.getByTestId('activity-page').waitFor();
      await owner.getByTestId('activity-person').click();
      await owner.getByRole('option', { name: 'Priya' }).click();
      const entry = owner.getByTestId('activity-entry').filter({ hasText: `Bill #${bill.json.orderNumber}` });
      await entry.waitFor();
      expect(await entry.textContent()).toContain('Priya');
      await screenshot(owner, 'activity-1280');
    } catch (error) {
      await keepFailure(owner, 'staff-owner');
      await keepFailure(cashier, 'staff-cashier');
      throw error;
    } finally {
      await ownerContext.close();
      await cashierContext.close();
    }
  });

  it('manages outlets from Settings: the plan limit with the upgrade path, the pincode look-up, counters', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.goto('/settings');
      await page.getByTestId('settings-outlets').click();
      await page.getByTestId('outlets-page').waitFor();
      await page.getByTestId('outlet-card').nth(2).waitFor();
      expect(await page.getByTestId('outlet-card').count()).toBe(3);
      // The demo store's trial plan allows three outlets: adding waits for an upgrade.
      expect(await page.getByTestId('outlet-add').isDisabled()).toBe(true);
      await page.getByTestId('outlet-upgrade').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'outlets-360');

      const whitefield = page.getByTestId('outlet-card').filter({ hasText: 'Whitefield' });
      await whitefield.getByTestId('outlet-menu').click();
      await page.getByTestId('outlet-edit').click();
      await page.getByTestId('outlet-pincode').fill('560066');
      await expect.poll(() => page.getByTestId('outlet-state').inputValue()).toBe('Karnataka');
      await page.getByTestId('outlet-gstin').fill('27AAPFU0939F1ZV');
      await page.getByTestId('outlet-save').click();
      await page.getByText('This GSTIN belongs to another state than the outlet').waitFor();
      await page.getByTestId('outlet-gstin').fill('29AAPFU0939F1ZV');
      await page.getByTestId('outlet-save').click();
      await page.getByTestId('outlet-form').waitFor({ state: 'hidden' });
      await expect.poll(() => whitefield.textContent()).toContain('GSTIN 29AAPFU0939F1ZV');
    } catch (error) {
      await keepFailure(page, 'staff-outlets');
      throw error;
    } finally {
      await context.close();
    }
  });
});
