// Accessibility of the storefront (issue #7): axe-core finds no serious or critical violations on
// the home page of a shipped theme with the demo catalogue, at phone and desktop width.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { baseURL, DESKTOP, keepFailure, launchBrowser, newContext, PHONE } from './support/browser.ts';
import { DEMO_SLUG, publishDemoTheme } from './support/demo-shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await publishDemoTheme(baseURL());
});
afterAll(() => browser?.close());

describe('storefront accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`home page has no serious or critical axe violations (${label})`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      try {
        const reply = await page.goto(`/s/${DEMO_SLUG}`);
        expect(reply?.status()).toBe(200);
        // The storefront script ran (module scripts run after parsing): the hooks it needs exist.
        await page.locator('[data-sk-cart-link]').first().waitFor({ state: 'attached' });
        expect(await seriousViolations(page)).toEqual([]);
      } catch (error) {
        await keepFailure(page, `a11y-home-${label}`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});
