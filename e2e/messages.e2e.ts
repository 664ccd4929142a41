// Messages and alerts against the built product: a credit sale with the credit OTP on completes at
// the point of sale, the code arriving at the local fake SMS gateway over HTTP and the SMS listed
// on SMS Credits; a storefront order raises a web push through the local push service stand-in to
// the owner's subscribed browser (shown by the admin app's service worker, once per id) and
// updates the open Orders screen without a reload.

import { type FakePushService, startFakePushService } from '@storekeep/server/fakes/fake-push-service';
import type { Browser, Page } from 'playwright-core';
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
import { smsTo } from './support/fake-sms.ts';

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };
const run = Date.now().toString().slice(-7);

let browser: Browser;
let push: FakePushService;
beforeAll(async () => {
  browser = await launchBrowser();
  push = await startFakePushService();
});
afterAll(async () => {
  await browser?.close();
  await push?.close();
});

/** A product with 20 in stock at the owner's selected outlet. */
async function stockedProduct(page: Page, name: string, barcode: string): Promise<number> {
  const created = await page.request.post('/api/v1/products', {
    data: { productName: name, sellingPricePaise: 12_000, salesTax: 0, barcode },
  });
  expect(created.status()).toBe(201);
  const productId = (await created.json()).productId as number;
  const stocked = await page.request.post('/api/v1/stock/adjustments', {
    data: { productId, quantity: 20, reason: 'OPENING' },
  });
  expect(stocked.status()).toBe(200);
  return productId;
}

/** A shopper's storefront order placed over HTTP (cart, checkout form with its key, COD). */
async function storefrontOrder(productId: number): Promise<void> {
  const shop = `${baseURL()}/s/demo`;
  let cookie = '';
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie())
      cookie = [cookie, line.split(';')[0]].filter(Boolean).join('; ');
  };
  const post = async (path: string, values: Record<string, string>) => {
    const response = await fetch(`${shop}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(values).toString(),
    });
    keep(response);
    return response;
  };
  expect((await post('/cart', { action: 'add', productId: String(productId), quantity: '1' })).status).toBe(
    303,
  );
  const page = await fetch(`${shop}/checkout`, { headers: { cookie } });
  keep(page);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())?.[1] as string;
  const placed = await post('/checkout', {
    idempotencyKey: key,
    name: 'Asha Rao',
    mobile: '9845012345',
    address: '4th Cross, 1st Block',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    payment: 'COD',
    fulfilment: 'DELIVERY',
  });
  expect(placed.status).toBe(303);
}

describe('messages and alerts', () => {
  it('completes a credit sale with the OTP that reached the fake SMS gateway, and lists it on SMS Credits', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const flags = await page.request.patch('/api/v1/settings/account', {
        data: { isEnabledCustomerCredit: true, customerCreditOtpRequired: true },
      });
      expect(flags.status()).toBe(200);
      const mobile = `97${run}9`.slice(0, 10);
      const customer = await page.request.post('/api/v1/customers', {
        data: { name: `Khata ${run}`, mobileNumber: mobile },
      });
      expect(customer.status()).toBe(201);
      const customerId = (await customer.json()).customerId as number;
      const barcode = `77${run}01`;
      await stockedProduct(page, `Basmati Rice ${run}`, barcode);

      await page.goto('/pos');
      await page.getByTestId('pos-page').waitFor();
      await page.getByTestId('customer-picker-input').fill(mobile);
      await page.getByTestId(`customer-option-${customerId}`).click();
      await page.getByTestId('pos-search').fill(barcode);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('pos-line').count()).toBe(1);
      await page.getByTestId('pos-mode').getByText('Credit (khata)').click();
      await page.getByTestId('pos-send-otp').click();
      await expect.poll(async () => (await smsTo(mobile)).length, { timeout: 90_000 }).toBe(1);
      const [sms] = await smsTo(mobile);
      const code = /^(\d{6}) is your OTP/.exec(sms?.text ?? '')?.[1] as string;
      expect(code).toMatch(/^\d{6}$/);
      await page.getByTestId('pos-otp').fill(code);
      await page.getByTestId('pos-complete').click();
      await page.getByTestId('pos-last-order').waitFor();
      const khata = await page.request.get(`/api/v1/customers/${customerId}`);
      expect((await khata.json()).balancePaise).toBe(12_000);

      await page.goto('/sms');
      await expect
        .poll(() => page.getByTestId('sent-message').first().getByTestId('message-status').textContent())
        .toBe('Sent');
      expect(await page.getByTestId('sent-message').first().textContent()).not.toContain(code);
      await screenshot(page, 'sms-credits-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'sms-credits-360');
    } catch (error) {
      await keepFailure(page, 'messages-credit-otp');
      throw error;
    } finally {
      // The journeys share the demo store: later ones sell on credit without the OTP.
      await page.request.patch('/api/v1/settings/account', { data: { customerCreditOtpRequired: false } });
      await context.close();
    }
  }, 180_000);

  it('buys an SMS credit pack through the demo payment provider and shows the credits added', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    let online: boolean | undefined;
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const settings = await (await page.request.get('/api/v1/settings')).json();
      online = settings.accountSettings.isEnabledOnlinePayment as boolean;
      await page.request.patch('/api/v1/settings/account', { data: { isEnabledOnlinePayment: true } });
      await page.goto('/sms');
      const balance = page.getByTestId('sms-balance');
      await balance.waitFor();
      const before = Number(await balance.textContent());
      await screenshot(page, 'sms-packs-1280');
      await page.getByTestId('sms-pack-buy-sms-500').click();
      await page.getByRole('heading', { name: 'Test payment' }).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByTestId('sms-purchase-paid').waitFor();
      await expect.poll(async () => Number(await balance.textContent())).toBe(before + 500);
      await page.getByTestId('tab-history').click();
      await page.setViewportSize(PHONE);
      await screenshot(page, 'sms-packs-paid-360');
    } catch (error) {
      await keepFailure(page, 'messages-sms-packs');
      throw error;
    } finally {
      if (online !== undefined)
        await page.request.patch('/api/v1/settings/account', { data: { isEnabledOnlinePayment: online } });
      await context.close();
    }
  });

  it('pushes a storefront order to the subscribed owner and updates the open Orders screen without a reload', async () => {
    const context = await newContext(browser, DESKTOP);
    await context.grantPermissions(['notifications'], { origin: baseURL() });
    const page = await context.newPage();
    try {
      await signIn(page, OWNER.email, OWNER.password);
      const productId = await stockedProduct(page, `Filter Coffee ${run}`, `77${run}02`);
      // The browser's push subscription comes from the push service stand-in (Chromium here has no
      // push service of its own); the admin app's service worker shows what arrives.
      const subscription = push.subscribe();
      const registered = await page.request.post('/api/v1/push/register-token', {
        data: { browserId: `e2e-${run}`, status: 'SUBSCRIBED', userStatus: 'LOGGED_IN', subscription },
      });
      expect(await registered.json()).toEqual({ success: true });
      const cdp = await context.newCDPSession(page);
      const registrationIds: string[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        for (const r of event.registrations) if (!r.isDeleted) registrationIds.push(r.registrationId);
      });
      await cdp.send('ServiceWorker.enable');

      await page.goto('/orders');
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js');
        await navigator.serviceWorker.ready;
      });
      await expect.poll(() => registrationIds.length).toBeGreaterThan(0);
      const rowsBefore = await page.getByRole('link', { name: /^#\d+/ }).count();

      const pushesBefore = push.received().length;
      await storefrontOrder(productId);
      await expect.poll(() => push.received().length, { timeout: 15_000 }).toBe(pushesBefore + 1);
      const notification = JSON.parse(push.received().at(-1)?.payload ?? '{}') as {
        id: string;
        title: string;
        body: string;
      };
      const orderNumber = /^#(\d+)/.exec(notification.body)?.[1] as string;
      expect(notification.body).toContain('Asha Rao');

      // The open Orders screen shows the new order, with no reload.
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await page
        .getByRole('link', { name: `#${orderNumber}` })
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await page.getByRole('link', { name: /^#\d+/ }).count()).toBeGreaterThan(rowsBefore);
      expect(navigations).toEqual([]);

      // What the push service received, handed to the service worker twice: shown once.
      const origin = new URL(baseURL()).origin;
      const data = push.received().at(-1)?.payload as string;
      for (let i = 0; i < 2; i++)
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registrationIds[0] as string,
          data,
        });
      const shown = async () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            tag: n.tag,
          })),
        );
      await expect
        .poll(shown, { timeout: 5_000 })
        .toEqual([{ title: notification.title, tag: notification.id }]);
      await screenshot(page, 'orders-live-1280');
    } catch (error) {
      await keepFailure(page, 'messages-push');
      throw error;
    } finally {
      await context.close();
    }
  });
});
