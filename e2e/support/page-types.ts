// The storefront's page types, as the theme gallery (e2e/gallery/run.ts) and the accessibility
// journey visit them on the demo store, and the checks that a page carries its theme's design:
// the theme's colours and type reach the page's own content (not only the header and footer), the
// product grid is two columns on a phone with an image box on every card, listings have
// breadcrumbs, and product names are not set in page-heading type.

import { FONT_STACKS } from '@storekeep/blocks/theme-settings';
import type { Theme } from '@storekeep/blocks/themes';
import type { BrowserContext, Page } from 'playwright-core';
import type { DemoProduct } from './demo-shop.ts';

export interface PageType {
  /** File-name part: docs/screenshots/themes/<theme>-<name>-<width>.png */
  name: string;
  path: string;
  /** Pages that need the shopper's cart filled first (cart, checkout). */
  withCart?: boolean;
  /** The page answers 404 on purpose. */
  status?: number;
}

/** A search word that matches no product of any catalogue. */
const NO_MATCH = 'qqzzxxnothing';

/** Every page type of a published theme on the demo store (the order page is added after an order). */
export function pageTypes(shop: string, theme: Theme, products: DemoProduct[]): PageType[] {
  const [product] = products;
  if (!product?.categoryId) throw new Error('the demo store has no product with a category');
  const word = product.name.split(/\s+/)[0] ?? product.name;
  const statics = theme.document.pages.filter((p) => p.kind === 'static');
  const contact = statics.find((p) => p.slug === 'contact');
  const about =
    statics.find((p) => /about|story|atelier|kitchen/.test(p.slug)) ?? statics.find((p) => p !== contact);
  return [
    { name: 'home', path: `${shop}/` },
    { name: 'categories', path: `${shop}/categories` },
    { name: 'category', path: `${shop}/category/${product.categoryId}` },
    { name: 'search', path: `${shop}/search?q=${encodeURIComponent(word)}` },
    { name: 'search-empty', path: `${shop}/search?q=${NO_MATCH}` },
    { name: 'product', path: `${shop}${product.path}` },
    { name: 'cart-empty', path: `${shop}/cart` },
    { name: 'cart', path: `${shop}/cart`, withCart: true },
    { name: 'checkout', path: `${shop}/checkout`, withCart: true },
    ...(about ? [{ name: 'about', path: `${shop}/${about.slug}` }] : []),
    ...(contact ? [{ name: 'contact', path: `${shop}/${contact.slug}` }] : []),
    { name: '404', path: `${shop}/no-such-page-here`, status: 404 },
  ];
}

/** Puts the products in the context's cart (its cookie), one of each. */
export async function fillCart(
  context: BrowserContext,
  shop: string,
  products: DemoProduct[],
): Promise<void> {
  for (const product of products) {
    const added = await context.request.post(`${shop}/cart`, {
      form: { action: 'add', productId: String(product.productId), quantity: '1' },
      headers: { accept: 'application/json' },
    });
    if (added.status() !== 200) throw new Error(`adding ${product.name} to the cart: ${added.status()}`);
  }
}

/** Places a cash-on-delivery order through the checkout form; returns the order page's path. */
export async function placeOrder(page: Page, shop: string): Promise<string> {
  await page.goto(`${shop}/checkout`);
  const form = page.locator(`form[action$="/checkout"]`);
  await form.locator('[name="name"]').fill('Asha Rao');
  await form.locator('[name="mobile"]').fill('9876543210');
  const delivery = form.locator('[name="fulfilment"][value="DELIVERY"]');
  if ((await delivery.count()) > 0 && (await delivery.getAttribute('type')) === 'radio')
    await delivery.check();
  await form.locator('[name="address"]').fill('4th Cross, 1st Block');
  await form.locator('[name="pincode"]').fill('560034');
  const cod = form.locator('[name="payment"][value="COD"]');
  if ((await cod.count()) > 0 && (await cod.getAttribute('type')) === 'radio') await cod.check();
  await form.locator('[type="submit"]').last().click();
  await page.waitForURL((url) => /\/order\/[\w-]{16,}$/.test(url.pathname), { timeout: 20_000 });
  return new URL(page.url()).pathname;
}

const normaliseFont = (stack: string) =>
  stack
    .replace(/["']/g, '')
    .replace(/\s*,\s*/g, ',')
    .trim();
const hexToRgb = (hex: string) => {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  return `rgb(${Number.parseInt(h.slice(1, 3), 16)}, ${Number.parseInt(h.slice(3, 5), 16)}, ${Number.parseInt(h.slice(5, 7), 16)})`;
};

/**
 * What is off-design on the page, one line each (empty when it carries its theme): the page's own
 * content inside the theme root, its headings and body in the theme's fonts, its primary buttons
 * in the theme's colour, cards with image boxes, a two-column grid on phones, breadcrumbs.
 */
export async function designProblems(
  page: Page,
  theme: Theme,
  name: string,
  width: number,
): Promise<string[]> {
  const settings = theme.document.theme;
  const expected = {
    primary: hexToRgb(settings.colors.primary),
    heading: normaliseFont(FONT_STACKS[settings.fonts.heading].stack),
    body: normaliseFont(FONT_STACKS[settings.fonts.body].stack),
  };
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const seen = await page.evaluate(() => {
    const main = document.querySelector('main');
    const site = document.querySelector('.sk-site');
    const h1 = main?.querySelector('h1') ?? null;
    const grid = main?.querySelector('.sk-shop-grid') ?? null;
    const cards = main ? [...main.querySelectorAll('.sk-shop-card')] : [];
    const buttons = main
      ? [...main.querySelectorAll('.sk-shop-primary, .sk-shop-button:not(.sk-shop-button-ghost)')].filter(
          (b) => (b as HTMLElement).offsetParent !== null,
        )
      : [];
    const cardTitle = main?.querySelector('.sk-shop-card :is(h2,h3)') ?? null;
    return {
      inThemeRoot: Boolean(main?.closest('.sk-site')),
      hasThemeStyles: Boolean(site && getComputedStyle(site).getPropertyValue('--sk-primary')),
      h1Font: h1 ? getComputedStyle(h1).fontFamily : null,
      mainFont: main ? getComputedStyle(main).fontFamily : null,
      gridColumns: grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : null,
      cardsWithoutImage: cards.filter((c) => !c.querySelector('img, .sk-shop-noimg')).length,
      buttonColours: buttons.map((b) => getComputedStyle(b).backgroundColor),
      cardTitleSize: cardTitle ? Number.parseFloat(getComputedStyle(cardTitle).fontSize) : null,
      crumbs: Boolean(main?.querySelector('.sk-shop-crumbs')),
    };
  });
  const problems: string[] = [];
  if (!seen.hasThemeStyles) problems.push('the theme root (.sk-site with its colour variables) is missing');
  if (!seen.inThemeRoot)
    problems.push('the page content is outside the theme root: no theme colours or type');
  if (seen.mainFont && normaliseFont(seen.mainFont) !== expected.body)
    problems.push(`body text in ${seen.mainFont}, not the theme's ${expected.body}`);
  if (seen.h1Font && normaliseFont(seen.h1Font) !== expected.heading)
    problems.push(`the page heading in ${seen.h1Font}, not the theme's ${expected.heading}`);
  for (const colour of seen.buttonColours)
    if (colour !== expected.primary)
      problems.push(`a primary button in ${colour}, not the theme's ${expected.primary}`);
  if (seen.cardsWithoutImage > 0)
    problems.push(`${seen.cardsWithoutImage} product cards without an image box`);
  if (seen.cardTitleSize !== null && seen.cardTitleSize > 20)
    problems.push(`product names in ${seen.cardTitleSize}px type (heading size)`);
  if (width <= 400 && seen.gridColumns !== null && seen.gridColumns !== 2)
    problems.push(`the product grid has ${seen.gridColumns} columns on a phone, not 2`);
  if (['category', 'search', 'search-empty', 'product'].includes(name) && !seen.crumbs)
    problems.push('no breadcrumbs');
  return problems;
}
