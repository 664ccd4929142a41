// `npm run theme-gallery`: starts the product with `npm start` (it builds what is out of date) on a
// fresh data folder with the demo store, gives the shop's facts as the walkthrough asks them, publishes each shipped theme in turn and visits every
// storefront page type (e2e/support/page-types.ts) at 360 and 1280 px in Debian's Chromium. Each
// page is kept as docs/screenshots/themes/<theme>-<page type>-<width>.png, checked by axe-core
// (serious and critical findings fail the run) and checked for its theme's design (an unstyled page
// fails the run). THEMES=id,id, PAGES=cart,checkout and WIDTHS=360 limit the run; SCREENSHOTS=0 checks without pictures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@storekeep/blocks/themes';
import { type BrowserContext, chromium } from 'playwright-core';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe.ts';
import { CHROMIUM } from '../support/chromium.ts';
import { DEMO_SLUG, giveDemoShopFacts, publishDemoTheme, stockedDemoProducts } from '../support/demo-shop.ts';
import { designProblems, fillCart, type PageType, pageTypes, placeOrder } from '../support/page-types.ts';
import { runMain, withProduct } from '../support/product-run.ts';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'docs/screenshots/themes');
const SHOP = `/s/${DEMO_SLUG}`;
const WIDTHS = [
  { width: 360, height: 760 },
  { width: 1280, height: 800 },
].filter((w) => !process.env.WIDTHS || process.env.WIDTHS.split(',').includes(String(w.width)));
const only = process.env.THEMES?.split(',').filter(Boolean);
const onlyPages = process.env.PAGES?.split(',').filter(Boolean);
const wanted = (name: string) => !onlyPages || onlyPages.includes(name);
const takePictures = process.env.SCREENSHOTS !== '0';

async function main(): Promise<number> {
  return withProduct(async (baseURL) => {
    const browser = await chromium.launch(CHROMIUM);
    const failures: string[] = [];
    try {
      // Stock for the cart and the order (each theme places one order of one of each).
      const products = await stockedDemoProducts(baseURL, 2);
      // The shop's facts as the walkthrough takes them: the story, facts and about sections show.
      await giveDemoShopFacts(baseURL);
      mkdirSync(outDir, { recursive: true });
      for (const theme of THEMES.filter((t) => !only || only.includes(t.id))) {
        await publishDemoTheme(baseURL, theme.name);
        const types = pageTypes(SHOP, theme, products);
        let orderPath: string | null = null;
        for (const viewport of WIDTHS) {
          const context = await browser.newContext({
            baseURL,
            viewport,
            locale: 'en-IN',
            timezoneId: 'Asia/Kolkata',
          });
          const withCart = await browser.newContext({
            baseURL,
            viewport,
            locale: 'en-IN',
            timezoneId: 'Asia/Kolkata',
          });
          try {
            await fillCart(withCart, SHOP, products);
            if (!orderPath && wanted('order')) {
              const ordering = await browser.newContext({ baseURL, viewport, locale: 'en-IN' });
              await fillCart(ordering, SHOP, products);
              orderPath = await placeOrder(await ordering.newPage(), SHOP);
              await ordering.close();
            }
            const visits: PageType[] = [
              ...types,
              ...(orderPath ? [{ name: 'order', path: orderPath }] : []),
            ].filter((type) => wanted(type.name));
            for (const type of visits) {
              const problems = await visit(type.withCart ? withCart : context, theme, type, viewport.width);
              for (const p of problems) failures.push(`${theme.id} ${type.name} ${viewport.width}: ${p}`);
            }
          } finally {
            await context.close();
            await withCart.close();
          }
        }
        console.log(`${theme.id}: done (${failures.length} findings so far)`);
      }
    } finally {
      await browser.close();
    }
    for (const f of failures) console.log(`FAIL ${f}`);
    console.log(
      failures.length === 0 ? 'Every page type of every theme passes.' : `${failures.length} findings.`,
    );
    return failures.length === 0 ? 0 : 1;
  });
}

/** Opens one page type: its status, design checks, axe, and the screenshot. */
async function visit(
  context: BrowserContext,
  theme: (typeof THEMES)[number],
  type: PageType,
  width: number,
): Promise<string[]> {
  const page = await context.newPage();
  try {
    const reply = await page.goto(type.path);
    const problems: string[] = [];
    const status = reply?.status() ?? 0;
    if (status !== (type.status ?? 200)) problems.push(`answered ${status}`);
    problems.push(...(await designProblems(page, theme, type.name, width)));
    problems.push(...(await seriousViolations(page)));
    if (takePictures) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
      // A palette PNG: a third of the size, and the colours a reviewer needs are all there.
      writeFileSync(
        join(outDir, `${theme.id}-${type.name}-${width}.png`),
        await sharp(png).png({ palette: true, quality: 90, effort: 3 }).toBuffer(),
      );
    }
    return problems;
  } finally {
    await page.close();
  }
}

runMain(main);
