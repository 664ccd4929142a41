// Foundation journeys: login, greeting and trial banner, outlet switch, permissions, lost session.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, signIn } from './support/browser.ts';

const OWNER = { email: 'demo@storekeep.in', password: 'demo1234' };
const STAFF = { email: 'staff@storekeep.in', password: 'staff1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('login', () => {
  it('shows each validation message, the failed-login message, then signs in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    const email = page.getByTestId('login-email');
    const password = page.getByTestId('login-password');
    const submit = page.getByTestId('login-submit');
    const error = page.getByTestId('login-error');

    await submit.click();
    await expect.poll(() => error.textContent()).toBe('Please enter email and password');
    await password.fill('something');
    await submit.click();
    await expect.poll(() => error.textContent()).toBe('Email cannot be empty');
    await email.fill('not-an-email');
    await submit.click();
    await expect.poll(() => error.textContent()).toBe('Please enter a valid email');
    await email.fill(OWNER.email);
    await password.fill('');
    await submit.click();
    await expect.poll(() => error.textContent()).toBe('Password cannot be empty.');
    await password.fill('wrong-password');
    await submit.click();
    await expect.poll(() => error.textContent()).toBe('User Authentication Failed..');
    await screenshot(page, 'login-1280');

    await password.fill(OWNER.password);
    await submit.click();
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('greeting').textContent()).toMatch(
      /^(Good Morning|Good Afternoon|Good Evening|Hello), Asha/,
    );
    expect(await page.getByTestId('trial-banner').textContent()).toMatch(/\d+ Day\(s\) Left in Your Trial/);
    await page.getByTestId('welcome-card').waitFor();
    await screenshot(page, 'shell-1280');
    await context.close();
  });
});

describe('shell', () => {
  it('switches outlet through the confirmation dialog and keeps it after the reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, OWNER.email, OWNER.password);
    const switcher = page.getByTestId('outlet-switcher');
    expect(await switcher.textContent()).toContain('Koramangala');
    await switcher.click();
    await page.getByRole('menuitem', { name: /Indiranagar/ }).click();
    await page.getByTestId('change-outlet-text').waitFor();
    await page.getByTestId('change-outlet-confirm').click();
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.getByTestId('outlet-switcher').textContent(), { timeout: 15_000 })
      .toContain('Indiranagar');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('outlet-switcher').textContent(), { timeout: 15_000 })
      .toContain('Indiranagar');
    await context.close();
  });

  it('hides Orders from a staff member without ORDER:MENU, and the API refuses him', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, STAFF.email, STAFF.password);
    await page.getByTestId('nav-home').first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('nav-orders').count()).toBe(0);
    const status = await page.evaluate(
      async () => (await fetch('/api/v1/orders', { credentials: 'include' })).status,
    );
    expect(status).toBe(403);
    await context.close();

    const ownerContext = await newContext(browser);
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, OWNER.email, OWNER.password);
    expect(await ownerPage.getByTestId('nav-orders').count()).toBeGreaterThan(0);
    await ownerContext.close();
  });

  it('sends the user to login when the session cookie disappears mid-session', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await context.clearCookies();
    // The app may notice first (a background poll answers 401 and it goes to login on its own);
    // otherwise the next navigation finds the session gone. Either way the user lands on login.
    const atLogin = page.waitForURL(/\/login/, { timeout: 45_000 });
    const settings = page.getByTestId('nav-settings').first();
    await Promise.race([atLogin, settings.click({ timeout: 45_000 }).catch(() => atLogin)]);
    await atLogin;
    await page.getByTestId('login-email').waitFor();
    await context.close();
  });

  it('is usable on a 360 px wide phone', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-email').waitFor();
    await screenshot(page, 'login-360');
    await signIn(page, OWNER.email, OWNER.password);
    await page.getByTestId('welcome-card').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'shell-360');
    await page.getByTestId('nav-burger').click();
    await page.getByTestId('nav-settings').first().waitFor({ state: 'visible' });
    // The menu slides in: wait until it has finished moving before the picture.
    await page.waitForFunction(() => {
      const nav = document.querySelector('[data-testid="nav-settings"]');
      return (
        nav !== null &&
        nav.getBoundingClientRect().left >= 0 &&
        nav.getAnimations({ subtree: false }).length === 0
      );
    });
    await page.waitForTimeout(300);
    await screenshot(page, 'menu-360');
    await context.close();
  });

  it('shows the settings page', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/settings');
    await page.getByTestId('settings-tab-account').waitFor();
    await screenshot(page, 'settings-1280');
    await context.close();
  });
});
