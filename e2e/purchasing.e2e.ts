// Purchasing journey against the built product: a vendor is added, a purchase order is raised from
// the low-stock list, received partly into two batches with expiry dates, its bill paid partly, and
// the product sold at the POS from the first-expiring batch; the stock level and the vendor's
// balance are checked on screen and through the API. Then a vendor's bill is entered directly,
// without a purchase order, its GST shown before saving and its goods in stock after.

import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import type { PurchaseOrderDetail } from '@storekeep/domain/purchase-api';
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
import { openPos, typeCashReceived } from './support/pos.ts';

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };
const run = Date.now().toString().slice(-6);
const VENDOR = `Sahyadri Distributors ${run}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, { method, ...(body ? { data: body } : {}) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function stockOf(page: Page, productId: number): Promise<number> {
  const reply = await api<{ levels: { quantity: number }[] }>(
    page,
    'GET',
    `/api/v1/stock?productIds=${productId}`,
  );
  return reply.levels[0]?.quantity ?? 0;
}

const rupees = (paise: number) => `₹${paiseToRupees(paise)}`;

describe('purchasing', () => {
  it('raises a PO from the low-stock list, receives it partly into two batches, pays partly and sells FEFO at the POS', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    let pos: Page | null = null;
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await api(page, 'PATCH', '/api/v1/settings/account', { isMaintainBatch: true, isMaintainExpiry: true });

      // A vendor from Maharashtra, added on the Vendors tab: goods from another state carry IGST.
      await page.goto('/purchases');
      await page.getByTestId('tab-vendors').click();
      await page.getByTestId('vendor-add').click();
      await page.getByTestId('vendor-name').fill(VENDOR);
      await page.getByTestId('vendor-gstin').fill('27AAPFU0939F1ZV');
      await page.getByTestId('vendor-mobile').fill('9845012345');
      await page.getByTestId('vendor-save').click();
      await page.getByRole('link', { name: VENDOR }).waitFor();

      // The low-stock list: the first product at or below its reorder level goes on the order.
      const lowStock = () =>
        api<{ products: { productId: number; name: string }[] }>(
          page,
          'GET',
          '/api/v1/purchase-orders/low-stock',
        );
      let low = await lowStock();
      if (low.products.length === 0) {
        // The journeys share the demo store: one before this may have restocked the product the demo
        // left low. A stocked product's reorder level is raised above its stock instead.
        const { products } = await api<{ products: { productId?: number; isService?: boolean }[] }>(
          page,
          'GET',
          '/api/v1/products',
        );
        const ids = products.flatMap((p) => (p.productId && !p.isService ? [p.productId] : [])).slice(0, 50);
        const { levels } = await api<{ levels: { productId: number; outletId: number; quantity: number }[] }>(
          page,
          'GET',
          `/api/v1/stock?productIds=${ids.join(',')}`,
        );
        const level = levels.find((l) => l.quantity > 0);
        if (level)
          await api(page, 'PUT', '/api/v1/inventory/reorder', {
            productId: level.productId,
            outletId: level.outletId,
            reorderLevel: level.quantity + 10,
            reorderQuantity: 20,
          });
        low = await lowStock();
      }
      const product = low.products[0];
      if (!product) throw new Error('the demo store has no product at or below its reorder level');
      const stockBefore = await stockOf(page, product.productId);
      await page.goto('/purchases');
      await page.getByTestId('po-from-low-stock').click();
      await page.getByTestId('low-stock-list').waitFor();
      await page.getByTestId(`low-stock-${product.productId}`).getByRole('button').click();
      const line = page.getByTestId(`po-line-${product.productId}`);
      await line.getByRole('textbox').first().fill('10');
      await line.getByRole('textbox').nth(1).fill('40');
      await page.getByTestId('po-vendor').click();
      await page.getByRole('option', { name: VENDOR }).click();
      await screenshot(page, 'purchasing-editor-1280');
      await page.getByTestId('po-save').click();
      await page.getByTestId('po-page').waitFor();
      const purchaseOrderId = Number(/\/purchases\/(\d+)/.exec(page.url())?.[1]);

      // Sent, then received partly: 3 in a batch expiring sooner, 4 in a later one.
      await page.getByTestId('po-send').click();
      await expect.poll(() => page.getByTestId('po-status').textContent(), { timeout: 15_000 }).toBe('Sent');
      await page.getByTestId('po-receive').click();
      await page.getByTestId('receive-bill-number').fill(`SD/${run}`);
      await page.getByTestId('receive-quantity-0').fill('3');
      await page.getByTestId('receive-batch-0').fill(`EARLY-${run}`);
      await page.getByTestId('receive-expiry-0').fill('2030-03-31');
      await page.getByTestId('receive-split-0').click();
      await page.getByTestId('receive-quantity-1').fill('4');
      await page.getByTestId('receive-batch-1').fill(`LATE-${run}`);
      await page.getByTestId('receive-expiry-1').fill('2031-09-30');
      // Leaving the field closes its calendar and shows the day as the app writes it.
      await page.getByTestId('receive-expiry-1').press('Tab');
      expect(await page.getByTestId('receive-expiry-1').inputValue()).toBe('30-Sep-2031');
      await screenshot(page, 'purchasing-receive-1280');
      await page.getByTestId('receive-save').click();
      await expect.poll(() => page.getByTestId('po-status').textContent()).toBe('Partly received');
      await expect.poll(() => page.getByTestId('po-received-1').textContent()).toContain('7');
      expect(await page.getByTestId('po-receipt').allTextContents()).toEqual([
        expect.stringContaining(`EARLY-${run}`),
        expect.stringContaining(`LATE-${run}`),
      ]);
      expect(await stockOf(page, product.productId)).toBe(stockBefore + 7);

      // The bill (7 × ₹40 + IGST), paid partly by UPI.
      const received = await api<PurchaseOrderDetail>(
        page,
        'GET',
        `/api/v1/purchase-orders/${purchaseOrderId}`,
      );
      expect(received).toMatchObject({ taxablePaise: 28_000, cgstPaise: 0, sgstPaise: 0 });
      expect(received.igstPaise).toBeGreaterThan(0);
      expect(await page.getByTestId('po-bill-total').textContent()).toBe(rupees(received.billTotalPaise));
      await page.getByTestId('po-pay').click();
      await page.getByTestId('payment-amount').fill('100');
      await page.getByRole('dialog').getByText('UPI', { exact: true }).click();
      await page.getByTestId('payment-save').click();
      const due = received.billTotalPaise - 10_000;
      await expect.poll(() => page.getByTestId('po-due').textContent()).toBe(rupees(due));
      await screenshot(page, 'purchasing-po-1280');

      // The vendor's balance on its page and through the API.
      await page.goto('/purchases');
      await page.getByTestId('tab-vendors').click();
      await page.getByRole('link', { name: VENDOR }).click();
      await expect.poll(() => page.getByTestId('vendor-balance').textContent()).toBe(rupees(due));
      const vendors = await api<{ vendors: { name: string; balancePaise: number }[] }>(
        page,
        'GET',
        `/api/v1/vendors?search=${encodeURIComponent(VENDOR)}`,
      );
      expect(vendors.vendors[0]).toMatchObject({ name: VENDOR, balancePaise: due });

      // Sold at the POS: the line takes the batch that expires first, shown on the bill.
      pos = await openPos(page, context);
      await pos.getByTestId('pos-search').fill(product.name);
      await pos.getByTestId('pos-search-result').filter({ hasText: product.name }).first().click();
      await expect.poll(() => pos!.getByTestId('pos-line').count()).toBe(1);
      const totalPaise = rupeesToPaise(
        (await pos.getByTestId('pos-total').textContent())?.replace('₹', '') ?? '0',
      );
      await typeCashReceived(pos, paiseToRupees(totalPaise));
      await pos.keyboard.press('Enter');
      await pos.getByTestId('pos-last-order').waitFor();
      expect(await stockOf(page, product.productId)).toBe(stockBefore + 6);
      const orders = await api<{ orders: { orderId: number }[] }>(page, 'GET', '/api/v1/orders?tab=INSTORE');
      const orderId = orders.orders[0]?.orderId;
      const order = await api<{ items: { batchNo: string | null }[] }>(
        page,
        'GET',
        `/api/v1/orders/${orderId}`,
      );
      expect(order.items[0]?.batchNo).toBe(`EARLY-${run}`);
      await page.goto(`/orders/${orderId}`);
      await page.getByTestId('order-item-1').waitFor();
      expect(await page.getByTestId('order-item-1').textContent()).toContain(`Batch EARLY-${run}`);

      // The Purchases screens at 360 px.
      await page.setViewportSize(PHONE);
      await page.goto(`/purchases/${purchaseOrderId}`);
      await page.getByTestId('po-page').waitFor();
      await screenshot(page, 'purchasing-po-360');
    } catch (error) {
      if (pos) await keepFailure(pos, 'purchasing-pos');
      await keepFailure(page, 'purchasing-journey');
      throw error;
    } finally {
      await api(page, 'PATCH', '/api/v1/settings/account', {
        isMaintainBatch: false,
        isMaintainExpiry: false,
      }).catch(() => undefined);
      await context.close();
    }
  }, 180_000);

  it('enters a vendor bill directly: two batches of a product, IGST from another state, stock and cost in', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      await api(page, 'PATCH', '/api/v1/settings/account', { isMaintainBatch: true, isMaintainExpiry: true });
      const vendorName = `Konkan Pharma ${run}`;
      await api(page, 'POST', '/api/v1/vendors', { name: vendorName, gstin: '27AAPFU0939F1ZV' });
      const { products } = await api<{
        products: { productId?: number; productName: string; isService?: boolean }[];
      }>(page, 'GET', '/api/v1/products');
      const product = products.find((p) => p.productId && !p.isService);
      if (!product?.productId) throw new Error('the demo store has no stocked product');
      const productId = product.productId;
      const stockBefore = await stockOf(page, productId);

      await page.goto('/purchases');
      await page.getByTestId('bill-new').click();
      await page.getByTestId('bill-editor').waitFor();
      await page.getByTestId('bill-vendor').click();
      await page.getByRole('option', { name: vendorName }).click();
      await page.getByTestId('bill-number').fill(`KP/${run}`);
      for (const [index, batch] of [
        [0, { quantity: '2', cost: '50', batchNo: `KP-A-${run}`, expiry: '2030-06-30' }],
        [1, { quantity: '3', cost: '60', batchNo: `KP-B-${run}`, expiry: '2031-06-30' }],
      ] as const) {
        await page.getByTestId('po-quick-add').fill(product.productName);
        await page.getByTestId(`quick-add-${productId}`).click();
        await page.getByTestId(`bill-quantity-${index}`).fill(batch.quantity);
        await page.getByTestId(`bill-cost-${index}`).fill(batch.cost);
        await page.getByTestId(`bill-batch-${index}`).fill(batch.batchNo);
        await page.getByTestId(`bill-expiry-${index}`).fill(batch.expiry);
      }
      await page.getByTestId('bill-charges').fill('28');
      // 2 × ₹50 + 3 × ₹60 = ₹280 taxable; a vendor from Maharashtra: IGST, shown before saving.
      await expect.poll(() => page.getByTestId('bill-taxable').textContent()).toBe('₹280.00');
      await page.getByTestId('bill-igst').waitFor();
      const igstOnScreen = await page.getByTestId('bill-igst').textContent();
      await screenshot(page, 'purchasing-bill-1280');
      await page.getByTestId('bill-save').click();
      await page.getByTestId('po-page').waitFor();
      const purchaseOrderId = Number(/\/purchases\/(\d+)/.exec(page.url())?.[1]);
      const bill = await api<PurchaseOrderDetail>(page, 'GET', `/api/v1/purchase-orders/${purchaseOrderId}`);
      expect(bill).toMatchObject({
        status: 'RECEIVED',
        source: 'DIRECT_BILL',
        billNumber: `KP/${run}`,
        taxablePaise: 28_000,
        cgstPaise: 0,
        sgstPaise: 0,
      });
      expect(rupees(bill.igstPaise)).toBe(igstOnScreen);
      expect(bill.billTotalPaise).toBe(28_000 + bill.igstPaise + 2_800);
      expect(await page.getByTestId('po-bill-total').textContent()).toBe(rupees(bill.billTotalPaise));
      expect(await page.getByTestId('po-receipt').allTextContents()).toEqual([
        expect.stringContaining(`KP-A-${run}`),
        expect.stringContaining(`KP-B-${run}`),
      ]);
      expect(await stockOf(page, productId)).toBe(stockBefore + 5);

      // The same screen at 360 px, in Hindi.
      await page.setViewportSize(PHONE);
      await page.evaluate(() => localStorage.setItem('storekeep.language', 'hi'));
      await page.goto('/purchases/bill');
      await page.getByTestId('bill-editor').waitFor();
      await page.getByTestId('po-quick-add').fill(product.productName);
      await page.getByTestId('po-quick-add').press('Enter');
      await screenshot(page, 'purchasing-bill-360-hi');
      await page.evaluate(() => localStorage.setItem('storekeep.language', 'en'));
    } catch (error) {
      await keepFailure(page, 'purchasing-bill');
      throw error;
    } finally {
      await api(page, 'PATCH', '/api/v1/settings/account', {
        isMaintainBatch: false,
        isMaintainExpiry: false,
      }).catch(() => undefined);
      await context.close();
    }
  }, 180_000);
});
