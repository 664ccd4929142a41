// Credit khata journey against the built product: a credit sale puts a customer on the khata; the
// owner records a part payment and sends a reminder by SMS (it arrives at the local fake SMS
// gateway with the statement link); the link opens in a fresh browser without a login, showing
// the ledger and the UPI QR; a payment through the demo provider there settles the balance, and
// the khata screen shows it settled.
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
import { smsTo } from './support/fake-sms.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function json<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    ...(body !== undefined ? { data: body } : {}),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The reminder with a statement link that reached the fake gateway for the number. */
async function reminderTo(mobile: string): Promise<string | undefined> {
  return (await smsTo(mobile)).find((m) => m.text.includes('/statement/'))?.text;
}

describe('credit khata', () => {
  it('takes a credit sale, a part payment, a reminder with a statement link, and a payment on that link', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    let customerPage: Page | undefined;
    let online: boolean | undefined;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      const settings = await json<{ accountSettings: { isEnabledOnlinePayment: boolean } }>(
        page,
        'GET',
        '/api/v1/settings',
      );
      online = settings.accountSettings.isEnabledOnlinePayment;
      await json(page, 'PATCH', '/api/v1/settings/account', { isEnabledOnlinePayment: true });
      await json(page, 'PUT', '/api/v1/settings/bank-details', {
        accountHolderName: 'Demo Store',
        upiId: 'demostore@okaxis',
      });

      // A credit sale of ₹(2 × price) to a new customer.
      const mobile = `97${String(Date.now()).slice(-8)}`;
      const customer = await json<{ customerId: number }>(page, 'POST', '/api/v1/customers', {
        name: 'Khata Kavya',
        mobileNumber: mobile,
      });
      const { products } = await json<{ products: Array<{ productId: number; sellingPricePaise: number }> }>(
        page,
        'GET',
        '/api/v1/products?sort=price_desc',
      );
      const product = products.find((p) => p.sellingPricePaise > 0);
      if (!product) throw new Error('the demo store has no priced product');
      await json(page, 'POST', '/api/v1/stock/adjustments', { productId: product.productId, quantity: 5 });
      const order = await json<{ orderId: number; totalPaise: number }>(page, 'POST', '/api/v1/orders', {
        customerId: customer.customerId,
        items: [{ productId: product.productId, quantity: 2 }],
        confirm: true,
        payments: [],
      });
      await json(page, 'POST', `/api/v1/orders/${order.orderId}/payments`, {
        mode: 'CREDIT',
        amountPaise: order.totalPaise,
      });

      // The khata screen lists the customer with what is due.
      await page.getByTestId('nav-khata').first().click();
      await page.getByTestId('khata-page').waitFor();
      const row = page.getByTestId(`khata-row-${customer.customerId}`);
      await row.waitFor();
      const rupees = (paise: number) =>
        `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
      await expect.poll(() => row.getByTestId('khata-row-due').textContent()).toBe(rupees(order.totalPaise));
      await screenshot(page, 'khata-dues-1280');

      // A part payment of ₹1 on the ledger.
      await row.getByRole('link', { name: 'Khata Kavya' }).click();
      await page.getByTestId('khata-ledger-page').waitFor();
      await page.getByTestId('khata-record-payment').click();
      await page.getByTestId('khata-payment-amount').fill('1');
      await page.getByTestId('khata-payment-save').click();
      await page.getByTestId('khata-payment-modal').waitFor({ state: 'detached' });
      const due = order.totalPaise - 100;
      await expect.poll(() => page.getByTestId('khata-balance').textContent()).toBe(rupees(due));
      await page.getByTestId('khata-entry-PAYMENT_RECEIVED').waitFor();

      await expect
        .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 20_000 })
        .toBe(0);
      await screenshot(page, 'khata-ledger-1280');

      // A reminder by SMS: the fake gateway receives the amount and the statement link.
      await page.getByTestId('khata-share').click();
      await page.getByTestId('khata-share-url').waitFor();
      await page.getByTestId('khata-share-sms').click();
      await expect.poll(() => reminderTo(mobile), { timeout: 30_000, interval: 500 }).toContain(rupees(due));
      const text = (await reminderTo(mobile)) ?? '';
      const link = /(https?:\/\/\S+\/statement\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (!link) throw new Error(`no statement link in the SMS: ${text}`);

      // The customer's phone: a fresh browser, no login.
      const phone = await newContext(browser, PHONE);
      customerPage = await phone.newPage();
      await customerPage.goto(link);
      await customerPage.getByTestId('statement-page').waitFor();
      expect(await customerPage.getByTestId('statement-due').textContent()).toBe(rupees(due));
      await customerPage.getByTestId('statement-ledger').getByText('Bill on credit').waitFor();
      await customerPage.getByTestId('upi-qr').waitFor();
      const upi = await customerPage.getByTestId('statement-upi-link').getAttribute('href');
      expect(upi).toContain('upi://pay?pa=demostore%40okaxis');
      expect(upi).toContain(`am=${(due / 100).toFixed(2)}`);
      await screenshot(customerPage, 'khata-statement-360');

      // Paying through the demo provider settles the balance.
      await customerPage.getByTestId('statement-pay-online').click();
      await customerPage.getByRole('heading', { name: 'Test payment' }).waitFor();
      await customerPage.getByRole('button', { name: 'Pay' }).click();
      await customerPage.getByTestId('statement-paid').waitFor();
      expect(await customerPage.getByTestId('statement-due').textContent()).toBe('Nothing due. Thank you!');

      await page.goto(`/khata/${customer.customerId}`);
      await expect.poll(() => page.getByTestId('khata-balance').textContent()).toBe('₹0.00');
      await page.getByText('Nothing due').first().waitFor();
      await phone.close();
    } catch (error) {
      await keepFailure(page, 'khata-journey');
      if (customerPage) await keepFailure(customerPage, 'khata-journey-statement');
      throw error;
    } finally {
      if (online !== undefined)
        await json(page, 'PATCH', '/api/v1/settings/account', { isEnabledOnlinePayment: online }).catch(
          () => undefined,
        );
      await context.close();
    }
  }, 90_000);

  it("sends an order's payment link on WhatsApp; the customer pays it on the store's page and the order is paid", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    let customerPage: Page | undefined;
    let online: boolean | undefined;
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      const settings = await json<{ accountSettings: { isEnabledOnlinePayment: boolean } }>(
        page,
        'GET',
        '/api/v1/settings',
      );
      online = settings.accountSettings.isEnabledOnlinePayment;
      await json(page, 'PATCH', '/api/v1/settings/account', { isEnabledOnlinePayment: true });
      await json(page, 'PUT', '/api/v1/settings/bank-details', {
        accountHolderName: 'Demo Store',
        upiId: 'demostore@okaxis',
      });
      const customer = await json<{ customerId: number }>(page, 'POST', '/api/v1/customers', {
        name: 'Link Lata',
        mobileNumber: `96${String(Date.now()).slice(-8)}`,
      });
      const { products } = await json<{ products: Array<{ productId: number; sellingPricePaise: number }> }>(
        page,
        'GET',
        '/api/v1/products?sort=price_desc',
      );
      const product = products.find((p) => p.sellingPricePaise > 0);
      if (!product) throw new Error('the demo store has no priced product');
      await json(page, 'POST', '/api/v1/stock/adjustments', { productId: product.productId, quantity: 2 });
      const order = await json<{ orderId: number; totalPaise: number }>(page, 'POST', '/api/v1/orders', {
        customerId: customer.customerId,
        items: [{ productId: product.productId, quantity: 1 }],
        confirm: true,
        payments: [],
      });

      // "Send payment link" on the order: the WhatsApp message carries the link to pay.
      await page.goto(`/orders/${order.orderId}`);
      await page.getByTestId('action-more').click();
      await page.getByTestId('action-payment-link').click();
      const message = page.getByTestId('whatsapp-text');
      await message.waitFor();
      const text = (await message.textContent()) ?? '';
      const link = /Pay here: (https?:\/\/\S+\/order\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (!link) throw new Error(`no payment link in the message: ${text}`);
      expect(await page.getByTestId('whatsapp-open').getAttribute('href')).toContain(
        encodeURIComponent(link),
      );
      await screenshot(page, 'order-payment-link-1280');
      await page.keyboard.press('Escape');

      // The customer's phone, no login: the order's page offers the provider and the UPI ID.
      const phone = await newContext(browser, PHONE);
      customerPage = await phone.newPage();
      await customerPage.goto(link);
      const upi = await customerPage.locator('[data-sk-upi] a').getAttribute('href');
      expect(upi).toContain('upi://pay?pa=demostore%40okaxis');
      expect(upi).toContain(`am=${(order.totalPaise / 100).toFixed(2)}`);
      await screenshot(customerPage, 'order-payment-link-page-360');
      await customerPage.getByRole('button', { name: 'Pay now' }).click();
      await customerPage.getByRole('heading', { name: 'Test payment' }).waitFor();
      await customerPage.getByRole('button', { name: 'Pay', exact: true }).click();
      await customerPage.locator('[data-sk-payment-status]').waitFor();
      await expect.poll(() => customerPage?.locator('[data-sk-payment-status]').textContent()).toBe('Paid');
      await expect.poll(() => customerPage?.locator('[data-sk-upi]').count()).toBe(0);
      await screenshot(customerPage, 'order-payment-link-paid-360');

      const paid = await json<{ paymentStatus: string }>(page, 'GET', `/api/v1/orders/${order.orderId}`);
      expect(paid.paymentStatus).toBe('PAID');
      await phone.close();
    } catch (error) {
      await keepFailure(page, 'order-payment-link');
      if (customerPage) await keepFailure(customerPage, 'order-payment-link-page');
      throw error;
    } finally {
      if (online !== undefined)
        await json(page, 'PATCH', '/api/v1/settings/account', { isEnabledOnlinePayment: online }).catch(
          () => undefined,
        );
      await context.close();
    }
  }, 90_000);
});
