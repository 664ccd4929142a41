// Accessibility and design of the storefront: on every page type of a shipped theme with the demo
// catalogue (e2e/support/page-types.ts: home, category index, listing, search with results and
// empty, product, cart with items and empty, checkout, about, contact, 404 and the order page) at
// phone width, axe-core finds no serious or critical violation and the page carries the theme's
// design; the home page also at desktop width. Every theme at both widths: `npm run theme-gallery`.

import { THEMES } from '@storekeep/blocks/themes';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { baseURL, DESKTOP, keepFailure, launchBrowser, newContext, PHONE } from './support/browser.ts';
import {
  DEMO_SLUG,
  DEMO_THEME,
  type DemoProduct,
  publishDemoTheme,
  stockedDemoProducts,
} from './support/demo-shop.ts';
import { designProblems, fillCart, type PageType, pageTypes, placeOrder } from './support/page-types.ts';

const SHOP = `/s/${DEMO_SLUG}`;
const theme = THEMES.find((t) => t.name === DEMO_THEME);

let browser: Browser;
let products: DemoProduct[];
beforeAll(async () => {
  browser = await launchBrowser();
  await publishDemoTheme(baseURL());
  products = await stockedDemoProducts(baseURL(), 2);
});
afterAll(() => browser?.close());

/** Opens the page type in a fresh page of the context: its status, design problems and violations. */
async function findingsOf(context: BrowserContext, type: PageType, width: number): Promise<string[]> {
  if (!theme) throw new Error(`no shipped theme named ${DEMO_THEME}`);
  const page = await context.newPage();
  try {
    const reply = await page.goto(type.path);
    expect(reply?.status(), type.path).toBe(type.status ?? 200);
    return [...(await designProblems(page, theme, type.name, width)), ...(await seriousViolations(page))].map(
      (finding) => `${type.name}: ${finding}`,
    );
  } catch (error) {
    await keepFailure(page, `a11y-${type.name}-${width}`);
    throw error;
  } finally {
    await page.close();
  }
}

describe('storefront accessibility and design', () => {
  it('every page type has no serious or critical axe violation and carries the theme (phone)', async () => {
    if (!theme) throw new Error(`no shipped theme named ${DEMO_THEME}`);
    const shopper = await newContext(browser, PHONE);
    const withCart = await newContext(browser, PHONE);
    const ordering = await newContext(browser, PHONE);
    try {
      await fillCart(withCart, SHOP, products);
      await fillCart(ordering, SHOP, products);
      const orderPath = await placeOrder(await ordering.newPage(), SHOP);
      const findings: string[] = [];
      for (const type of [...pageTypes(SHOP, theme, products), { name: 'order', path: orderPath }])
        findings.push(...(await findingsOf(type.withCart ? withCart : shopper, type, PHONE.width)));
      expect(findings).toEqual([]);
    } finally {
      await shopper.close();
      await withCart.close();
      await ordering.close();
    }
  }, 120_000);

  it('home page has no serious or critical axe violations (desktop)', async () => {
    const context = await newContext(browser, DESKTOP);
    try {
      expect(await findingsOf(context, { name: 'home', path: `${SHOP}/` }, DESKTOP.width)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
