// The nine languages as a person meets them, on the built product: a new staff member chooses
// Marathi on the first-time language pages, the choice follows her to a second browser, her bill's
// invoice PDF comes out in Marathi (the customer has no language of their own), and a customer who
// reads Kannada gets their SMS in Kannada at the local fake gateway. Then the main screens and the
// store's pages in Hindi, Tamil and Bengali at 360 px: no overflow, pictures kept in docs/screenshots.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopProfileText } from '@storekeep/domain/shop-profile';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, keepFailure, launchBrowser, newContext, PHONE, screenshot } from './support/browser.ts';
import { cutLabels } from './support/cut-labels.ts';
import { DEMO_SLUG, publishDemoTheme, signInOverApi, stockedDemoProducts } from './support/demo-shop.ts';
import { smsTo } from './support/fake-sms.ts';

const run = Date.now().toString().slice(-6);
const STAFF = { email: `meera-${run}@example.com`, first: 'first-pass-1', own: 'meera-own-pass-1' };

let browser: Browser;
let ownerCookie: string;
beforeAll(async () => {
  browser = await launchBrowser();
  ownerCookie = await signInOverApi(baseURL());
});
afterAll(() => browser?.close());

async function ownerApi<T>(method: string, path: string, body?: object): Promise<T> {
  const reply = await fetch(`${baseURL()}/api/v1${path}`, {
    method,
    headers: { cookie: ownerCookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (reply.status === 204 ? undefined : await reply.json()) as T;
}

async function signInByForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * The English headings and labels the shipped theme and its blocks bring: on a store shown in
 * another language none of them may be left (each has its words in every language).
 */
const THEME_ENGLISH = [
  'Shop by category',
  'Our products',
  'Featured products',
  'You may also like',
  'Shop now',
  'Home delivery',
  'Pickup from the shop',
  'Delivery and pickup',
  'Opening hours',
  'Visit us',
  'Contact us',
  'What our customers say',
  'Our story',
  'Send us a message',
  'Send enquiry',
  'Shop',
  'Help',
  'Home',
  'Categories',
  'Search',
  'Cart',
  'Order',
  'Offers',
  'Returns',
  'Delivery areas',
];

/** The page's texts (each element's own text) that are one of the theme's English words. */
async function themeEnglishLeft(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const english = new Set(words.map((word) => word.toLowerCase()));
    const left: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (english.has(text.toLowerCase()) || /^(About|Since) \S/.test(text)) left.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim() ?? '';
        if (english.has(text.toLowerCase())) left.push(text);
      }
    return left;
  }, THEME_ENGLISH);
}

/** The page is no wider than the window (a label that does not wrap shows as overflow). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('languages', () => {
  it('a new staff member chooses Marathi on the first-time pages; it follows her, her invoice is in Marathi, a Kannada customer gets Kannada', async () => {
    const app = await ownerApi<{ outlets: Array<{ outletId: number }> }>('GET', '/app-data');
    await ownerApi('POST', '/staff', {
      firstName: 'Meera',
      email: STAFF.email,
      memberRole: 'cashier',
      permissions: ['ORDER:MENU', 'ORDER:EDIT_ORDER', 'CUSTOMERS:CREDIT_KHATA'],
      outletIds: [app.outlets[0]?.outletId],
      temporaryPassword: STAFF.first,
    });
    const first = await newContext(browser, PHONE);
    const page = await first.newPage();
    try {
      await signInByForm(page, STAFF.email, STAFF.first);
      await page.getByTestId('current-password').fill(STAFF.first);
      await page.getByTestId('new-password').fill(STAFF.own);
      await page.getByTestId('confirm-password').fill(STAFF.own);
      await page.getByTestId('change-password-submit').click();

      // Page 1 greets her; page 2 offers the languages and switches to the one she picks; page 3 saves.
      const welcome = page.getByTestId('language-welcome');
      expect(await welcome.getByTestId('language-welcome-greeting').textContent()).toMatch(/, Meera$/);
      await screenshot(page, 'language-welcome-360');
      await welcome.getByTestId('language-welcome-next').click();
      await welcome.getByTestId('language-mr').click();
      await expect.poll(() => welcome.getByTestId('language-welcome-next').textContent()).toBe('पुढे');
      await welcome.getByTestId('language-welcome-next').click();
      expect(await welcome.textContent()).toContain('तुम्ही मराठी मध्ये काम कराल.');
      await screenshot(page, 'language-welcome-marathi-360');
      await Promise.all([page.waitForEvent('load'), welcome.getByTestId('language-welcome-save').click()]);
      await page.getByTestId('greeting').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('mr');
      expect(await page.getByTestId('language-welcome').count()).toBe(0);

      // A second browser, nothing stored in it: her account's language opens the app in Marathi.
      const second = await newContext(browser, PHONE);
      const other = await second.newPage();
      try {
        await signInByForm(other, STAFF.email, STAFF.own);
        await other.getByTestId('greeting').waitFor();
        await expect.poll(() => other.locator('html').getAttribute('lang')).toBe('mr');
        expect(await other.getByTestId('language-welcome').count()).toBe(0);
        await screenshot(other, 'language-second-browser-marathi-360');
      } finally {
        await second.close();
      }

      // Her bill, for a walk-in customer: the invoice PDF speaks her language.
      const [product] = await stockedDemoProducts(baseURL(), 1);
      const bill = await page.request.post('/api/v1/orders', {
        data: { source: 'INSTORE', items: [{ productId: product?.productId, quantity: 1 }], confirm: true },
      });
      expect(bill.status()).toBe(201);
      const orderId = (await bill.json()).orderId as number;
      const pdf = await page.request.get(`/api/v1/orders/${orderId}/invoice`);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const file = join(mkdtempSync(join(tmpdir(), 'storekeep-languages-')), 'invoice.pdf');
      writeFileSync(file, await pdf.body());
      const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      // Her counter's layout (a thermal receipt or A4): its words in Marathi, the figures as they are.
      expect(text).toContain('करपात्र मूल्य');
      expect(text).toContain('एकूण');
      expect(text).not.toMatch(/Taxable value|Total\b/);

      // A customer who reads Kannada: the credit OTP reaches the fake gateway in Kannada.
      await ownerApi('PATCH', '/settings/account', {
        isEnabledCustomerCredit: true,
        customerCreditOtpRequired: true,
      });
      const mobile = `96${run}42`.slice(0, 10);
      const customer = await ownerApi<{ customerId: number }>('POST', '/customers', {
        name: `Kannada ${run}`,
        mobileNumber: mobile,
        language: 'kn',
      });
      const otp = await page.request.post(`/api/v1/customers/${customer.customerId}/credit-otp`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(otp.status()).toBe(200);
      await expect.poll(async () => (await smsTo(mobile)).length, { timeout: 60_000 }).toBe(1);
      const [sms] = await smsTo(mobile);
      expect(sms?.text).toMatch(/ಸಾಲದಲ್ಲಿ ಖರೀದಿಸಲು ನಿಮ್ಮ OTP \d{6}/);
      expect(sms?.unicode).toBe(true);
    } catch (error) {
      await keepFailure(page, 'languages-staff');
      throw error;
    } finally {
      await ownerApi('PATCH', '/settings/account', { customerCreditOtpRequired: false }).catch(
        () => undefined,
      );
      await first.close();
    }
  }, 240_000);

  it('shows the main screens and the store in Hindi, Tamil and Bengali at 360 px without overflow or cut labels', async () => {
    await publishDemoTheme(baseURL());
    const [product] = await stockedDemoProducts(baseURL(), 1);
    const screens: Array<[string, string]> = [
      ['home', '/'],
      ['orders', '/orders'],
      ['pos', '/pos'],
      ['product-edit', `/edit/${product?.productId}/0/0`],
      ['settings', '/settings'],
      ['reports', '/reports'],
    ];
    const shop = `/s/${DEMO_SLUG}`;
    for (const language of ['hi', 'ta', 'bn'] as const) {
      const context = await newContext(browser, PHONE);
      await context.addInitScript((code) => localStorage.setItem('storekeep.language', code), language);
      const [name, value] = ownerCookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: baseURL() }]);
      const page = await context.newPage();
      const wide: string[] = [];
      try {
        for (const [label, path] of screens) {
          await page.goto(path);
          // The POS is a full screen of its own, without the shell's greeting.
          await page.getByTestId(label === 'pos' ? 'pos-page' : 'greeting').waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.locator('html').getAttribute('lang')).toBe(language);
          if ((await overflow(page)) > 0) wide.push(`${language} ${label}`);
          for (const cut of await cutLabels(page)) wide.push(`${language} ${label}: ${cut}`);
          await screenshot(page, `language-${language}-${label}-360`);
        }
        await page.request.post(`${shop}/cart`, {
          form: { action: 'add', productId: String(product?.productId), quantity: '1' },
          headers: { accept: 'application/json' },
        });
        for (const [label, path] of [
          ['store-home', `${shop}?lang=${language}`],
          ['store-checkout', `${shop}/checkout?lang=${language}`],
        ] as const) {
          await page.goto(path);
          expect(await page.locator('html').getAttribute('lang')).toBe(language);
          // The theme's headings, buttons, menus and shortcuts, all in the shopper's language.
          if (label === 'store-home')
            await page.getByText(shopProfileText(language, 'shopByCategory'), { exact: true }).waitFor();
          expect(await themeEnglishLeft(page), `${language} ${label}`).toEqual([]);
          if ((await overflow(page)) > 0) wide.push(`${language} ${label}`);
          await screenshot(page, `language-${language}-${label}-360`);
        }
        expect(wide).toEqual([]);
      } catch (error) {
        await keepFailure(page, `languages-${language}`);
        throw error;
      } finally {
        await context.close();
      }
    }
  }, 240_000);
});
