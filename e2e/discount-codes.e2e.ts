// Discount codes journey against the built product: the owner creates a 10 % code that may be
// used once on the Discount codes screen and publishes an offer block that shows it; a shopper
// sees the offer, applies the code at checkout in Chromium (the Apply button works without
// script), sees the discount line and the lower total, and places the order, whose page shows the
// discount; the screen then counts the use and the offer stops showing the used-up code. A second
// shopper is refused the used-up code, and an expired one, each with its text.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  DEMO_OWNER,
  DEMO_SLUG,
  type DemoProduct,
  publishDemoTheme,
  signInOverApi,
  stockedDemoProducts,
} from './support/demo-shop.ts';

const SHOP = `/s/${DEMO_SLUG}`;
const PINCODE = '560034';
const CODE = `JOURNEY${Date.now().toString().slice(-6)}`;
const EXPIRED = `OLD${Date.now().toString().slice(-6)}`;

let browser: Browser;
let product: DemoProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  await publishDemoTheme(baseURL());
  [product] = (await stockedDemoProducts(baseURL(), 1)) as [DemoProduct];
  // An expired code, made over the API: the journey shows its refusal.
  const cookie = await signInOverApi(baseURL());
  const reply = await fetch(`${baseURL()}/api/v1/discount-codes`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      code: EXPIRED,
      kind: 'PERCENT',
      value: 5,
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    }),
  });
  expect(reply.status).toBe(201);
});
afterAll(() => browser?.close());

async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    ...(body !== undefined ? { data: body } : {}),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Publishes an offer block on the home page that shows the code. */
async function publishOffer(admin: Page, code: string) {
  const site = await json<{
    document: { pages: Array<{ kind: string; content: { content: unknown[] } }> };
    draftRevision: number;
  }>(admin, 'GET', '/api/v1/site');
  const document = structuredClone(site.document);
  const home = document.pages.find((page) => page.kind === 'home');
  home?.content.content.unshift({
    type: 'DiscountOffer',
    props: { id: 'journey-offer', heading: 'Festive offer', text: '10% off your order', code },
  });
  await json(admin, 'PUT', '/api/v1/site/draft', { document, draftRevision: site.draftRevision });
  await json(admin, 'POST', '/api/v1/site/publish');
}

/** A new shopper with the product in the cart, at the checkout form. */
async function atCheckout(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${SHOP}${product.path}`);
  await page.locator('form[data-sk-add-to-cart]').first().locator('[type="submit"]').first().click();
  await expect.poll(() => page.locator('[data-sk-cart-count]').first().textContent()).toBe('1');
  await page.goto(`${SHOP}/checkout`);
  return page;
}

async function apply(page: Page, code: string) {
  const form = page.locator('form[action$="/checkout"]');
  await form.locator('[name="discountCode"]').fill(code);
  await Promise.all([page.waitForLoadState('load'), form.locator('[data-sk-apply-code]').click()]);
  await page.locator('[data-sk-quote]').waitFor();
  return form;
}

describe('discount codes', () => {
  it('a code made in the admin takes its discount at checkout, counts its use, and is refused once used up', async () => {
    const merchant = await newContext(browser, DESKTOP);
    const admin = await merchant.newPage();
    try {
      await signIn(admin, DEMO_OWNER.email, DEMO_OWNER.password);
      await admin.goto('/onlineStore/discountCodes');
      await admin.getByTestId('discount-code-add').click();
      await admin.getByTestId('discount-code-text').fill(CODE.toLowerCase());
      await admin.getByTestId('discount-code-percent').fill('10');
      await admin.getByTestId('discount-code-usage-limit').fill('1');
      await screenshot(admin, 'discount-code-form-1280');
      await admin.getByTestId('discount-code-save').click();
      const card = admin.getByTestId(`discount-code-${CODE}`);
      await card.waitFor();
      expect(await card.getByTestId('discount-code-usage').textContent()).toContain('Used 0 of 1');
      await publishOffer(admin, CODE.toLowerCase());
    } catch (error) {
      await keepFailure(admin, 'discount-codes-admin');
      throw error;
    }

    // The shopper sees the offer with its code on the store, applies the code (typed in small
    // letters) and places the order.
    const shopper = await newContext(browser, PHONE);
    const home = await shopper.newPage();
    await home.goto(SHOP);
    const offer = home.locator(`[data-sk-offer-code="${CODE}"]`);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(home, 'store-offer-code-360');
    await home.close();
    const page = await atCheckout(shopper);
    try {
      const before = await page.locator('[data-sk-quote-total]').textContent();
      const form = await apply(page, CODE.toLowerCase());
      const line = page.locator('[data-sk-discount]');
      expect(await line.textContent()).toContain(`Discount (${CODE})`);
      const after = await page.locator('[data-sk-quote-total]').textContent();
      const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
      expect(rupees(after)).toBeLessThan(rupees(before));
      await line.scrollIntoViewIfNeeded();
      await screenshot(page, 'checkout-discount-code-360');
      await form.locator('[name="name"]').fill('Code Shopper');
      await form.locator('[name="mobile"]').fill(`98${Date.now().toString().slice(-8)}`);
      await form.locator('[name="address"]').fill('4th Cross, 1st Block');
      await form.locator('[name="pincode"]').fill(PINCODE);
      const cod = form.locator('[name="payment"][value="COD"]');
      if ((await cod.getAttribute('type')) === 'radio') await cod.check();
      await form.locator('[type="submit"]').last().click();
      await page.waitForURL((url) => /\/order\/[\w-]{16,}$/.test(url.pathname));
      expect(await page.locator('[data-sk-discount]').textContent()).toContain(`Discount (${CODE})`);
    } catch (error) {
      await keepFailure(page, 'discount-codes-shopper');
      throw error;
    } finally {
      await shopper.close();
    }

    // The use is counted on the screen, and the code is used up.
    try {
      await admin.reload();
      const card = admin.getByTestId(`discount-code-${CODE}`);
      await expect.poll(() => card.getByTestId('discount-code-usage').textContent()).toContain('Used 1 of 1');
      expect(await card.getByTestId('discount-code-state').textContent()).toBe('Used up');
      // The store's offer no longer shows the used-up code, and keeps its words.
      const store = await merchant.newPage();
      await store.goto(SHOP);
      await store.getByText('Festive offer').first().waitFor();
      expect(await store.locator('[data-sk-offer-code]').count()).toBe(0);
      await store.close();
      await screenshot(admin, 'discount-codes-1280');
    } catch (error) {
      await keepFailure(admin, 'discount-codes-used');
      throw error;
    } finally {
      await merchant.close();
    }

    // Another shopper: the used-up code and the expired code are refused with their texts.
    const second = await newContext(browser, PHONE);
    const other = await atCheckout(second);
    try {
      await apply(other, CODE);
      expect(await other.locator('[data-sk-code-problem]').textContent()).toBe(
        'This discount code has been used up.',
      );
      expect(await other.locator('[data-sk-discount]').count()).toBe(0);
      await apply(other, EXPIRED);
      expect(await other.locator('[data-sk-code-problem]').textContent()).toBe(
        'This discount code has expired.',
      );
      await other.locator('[data-sk-code-problem]').scrollIntoViewIfNeeded();
      await screenshot(other, 'checkout-discount-code-refused-360');
    } catch (error) {
      await keepFailure(other, 'discount-codes-refused');
      throw error;
    } finally {
      await second.close();
    }
  }, 180_000);
});
