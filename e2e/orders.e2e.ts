// Orders journey against the real server: an order is created (as the POS or the storefront would),
// then in the admin app it gets a customer and address (picker + quick add), is edited and
// confirmed, takes a partial payment, is delivered and partly returned, and the stock comes back.
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

async function journey(page: Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await keepFailure(page, name);
    throw error;
  }
}

async function json<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response =
    method === 'GET' ? await page.request.get(path) : await page.request.post(path, { data: body, headers });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Toasts close on their own after 5 s; a screenshot should show the screen, not them. */
async function toastsGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 20_000 }).toBe(0);
}

async function stockOf(page: Page, productId: number): Promise<number> {
  const reply = await json<{ levels: { quantity: number }[] }>(
    page,
    'GET',
    `/api/v1/stock?productIds=${productId}`,
  );
  return reply.levels[0]?.quantity ?? 0;
}

describe('orders', () => {
  it('confirms, takes a partial payment, delivers and partly returns an order; the stock comes back', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await journey(page, 'orders-journey', async () => {
      await signIn(page, OWNER.email, OWNER.password);
      const { products } = await json<{ products: { productId: number; sellingPricePaise: number }[] }>(
        page,
        'GET',
        '/api/v1/products?sort=price_desc',
      );
      const product = products.find((p) => p.sellingPricePaise > 0);
      if (!product) throw new Error('the demo store has no priced product');
      await json(page, 'POST', '/api/v1/stock/adjustments', {
        productId: product.productId,
        quantity: 20,
        reason: 'ADJUSTMENT',
      });
      const stockBefore = await stockOf(page, product.productId);
      const created = await json<{ orderId: number; orderNumber: number }>(
        page,
        'POST',
        '/api/v1/orders',
        { source: 'MANUAL', items: [{ productId: product.productId, quantity: 3 }] },
        { 'Idempotency-Key': crypto.randomUUID() },
      );

      // The unbilled tab lists it.
      await page.getByTestId('nav-orders').first().click();
      await page.getByTestId('orders-page').waitFor();
      await page.getByTestId('order-tab-UNBILLED').click();
      await page.waitForURL(/tab=UNBILLED/);
      const row = page.getByTestId(`order-row-${created.orderId}`);
      await row.waitFor();
      await screenshot(page, 'orders-list-1280');
      await row.getByRole('link', { name: `#${created.orderNumber}` }).click();
      await page.getByTestId('order-detail').waitFor();

      // Customer and address: the picker's quick add, then the address.
      await page.getByTestId('action-more').click();
      await page.getByTestId('action-address').click();
      await page.getByTestId('customer-picker-input').fill('Meena Traders');
      await page.getByTestId('customer-picker-add').click();
      await page.getByTestId('customer-mobile').fill(`98${String(Date.now()).slice(-8)}`);
      await page.getByTestId('customer-save').click();
      await page.getByTestId('customer-picker-value').waitFor();
      await page.getByTestId('address-line1').fill('12 MG Road');
      await page.getByTestId('address-pincode').fill('411001');
      await page.getByTestId('address-save').click();
      await page.getByTestId('address-modal').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('order-address').textContent()).toContain('411001');

      // Edit (3 → 2) and confirm.
      await page.getByTestId('action-confirm').click();
      await page.getByTestId('edit-qty-1').fill('2');
      await page.getByTestId('edit-confirm').click();
      await page.locator('[data-testid="order-status"] [data-testid="status-badge-CONFIRMED"]').waitFor();
      expect(await stockOf(page, product.productId)).toBe(stockBefore - 2);

      // Billed: the order page offers its invoice, which opens as a PDF.
      const invoiceHref = (await page.getByTestId('invoice-view').getAttribute('href')) ?? '';
      expect(invoiceHref).toContain(`/api/v1/orders/${created.orderId}/invoice`);
      const invoice = await page.request.get(invoiceHref);
      expect(invoice.headers()['content-type']).toBe('application/pdf');
      expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // A partial payment of ₹1.
      await page.getByTestId('action-pay').click();
      await page.getByTestId('payment-amount').fill('1');
      await page.getByTestId('payment-submit').click();
      await page
        .locator('[data-testid="order-status"] [data-testid="payment-badge"]', { hasText: 'Partially Paid' })
        .waitFor();
      await page.locator('[data-testid^="payment-"]', { hasText: '₹1.00' }).first().waitFor();

      // Dispatched: one delivery badge, Dispatched, not Not Delivered beside it.
      await page.getByTestId('action-more').click();
      await page.getByTestId('action-dispatch').click();
      await page.getByTestId('delivery-dispatch-ok').click();
      await page.locator('[data-testid="order-status"] [data-testid="status-badge-DISPATCHED"]').waitFor();
      expect(
        await page.locator('[data-testid="order-status"] [data-testid="status-badge-UNFULFILLED"]').count(),
      ).toBe(0);

      // Delivered: Delivered alone, and no rider notice.
      await page.getByTestId('action-deliver').click();
      await page.getByTestId('delivery-deliver-ok').click();
      await page.locator('[data-testid="order-status"] [data-testid="status-badge-FULFILLED"]').waitFor();
      expect(
        await page.locator('[data-testid="order-status"] [data-testid="status-badge-DISPATCHED"]').count(),
      ).toBe(0);
      expect(await page.getByTestId('rider-notice').count()).toBe(0);

      // Return one of the two; the payment stays on the order.
      await page.getByTestId('action-return').click();
      await page.getByTestId('return-qty-1').fill('1');
      await page.getByTestId('refund-mode').selectOption('NONE');
      await page.getByTestId('return-submit').click();
      await page
        .locator('[data-testid="order-status"] [data-testid="status-badge-PARTIAL_RETURN"]')
        .waitFor();
      await page.getByTestId('item-returned-1').waitFor();
      expect(await stockOf(page, product.productId)).toBe(stockBefore - 1);
      await toastsGone(page);
      await screenshot(page, 'order-detail-1280');

      // The same screens on a phone, and the customer's page.
      const phone = await newContext(browser, PHONE);
      const phonePage = await phone.newPage();
      await signIn(phonePage, OWNER.email, OWNER.password);
      await phonePage.goto('/orders?tab=ALLORDERS');
      await phonePage.getByTestId(`order-card-${created.orderId}`).waitFor();
      await screenshot(phonePage, 'orders-list-360');
      await phonePage.getByTestId(`order-card-${created.orderId}`).click();
      await phonePage.getByTestId('order-detail').waitFor();
      await phonePage.getByTestId('order-items').waitFor();
      await screenshot(phonePage, 'order-detail-360');
      // The edit-and-confirm form of an unbilled order, full screen on a phone.
      const second = await json<{ orderId: number }>(
        phonePage,
        'POST',
        '/api/v1/orders',
        { source: 'MANUAL', items: [{ productId: product.productId, quantity: 1 }] },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      await phonePage.goto(`/orders/${second.orderId}`);
      // Cancel order asks with two buttons that cannot be confused; Keep order leaves it as it was.
      await phonePage.getByTestId('action-more').click();
      await phonePage.getByTestId('action-cancel').click();
      expect(await phonePage.getByTestId('cancel-modal-dismiss').textContent()).toBe('Keep order');
      expect(await phonePage.getByTestId('cancel-modal-ok').textContent()).toBe('Cancel order');
      await phonePage.getByTestId('cancel-modal-dismiss').click();
      await phonePage.getByTestId('cancel-modal-dismiss').waitFor({ state: 'detached' });
      expect(await phonePage.getByTestId('status-badge-CANCELLED').count()).toBe(0);
      await phonePage.getByTestId('action-confirm').click();
      await phonePage.getByTestId('edit-qty-1').waitFor();
      await screenshot(phonePage, 'order-edit-360');
      await phonePage.keyboard.press('Escape');
      const customerLink = page.getByTestId('order-customer').getByRole('link');
      const href = (await customerLink.getAttribute('href')) ?? '';
      await phonePage.goto(href);
      await phonePage.getByTestId('khata-balance').waitFor();
      await screenshot(phonePage, 'customer-360');
      await customerLink.click();
      await page.getByTestId('khata-balance').waitFor();
      await toastsGone(page);
      await screenshot(page, 'customer-1280');
      await phone.close();
    });
    await context.close();
  });
});
