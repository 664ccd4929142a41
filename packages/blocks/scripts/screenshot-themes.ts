// Renders every theme's home page on the server (Puck's Render + renderToString, the storefront's
// way) with its demo catalogue, then screenshots it in Debian Chromium at 360 and 1280 px into
// docs/screenshots/themes/, and writes each theme's preview image. Outside requests (maps, video)
// are refused so the run needs no network.
//   cd packages/blocks && npx tsx scripts/screenshot-themes.ts [theme-id ...] [--page=slug]
import { mkdirSync, readFileSync } from 'node:fs';
import { Render } from '@puckeditor/core/rsc';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { THEME_ASSETS_DIR, THEME_ASSETS_URL_PREFIX } from '../src/assets-path.ts';
import { answerCatalogueRequests, catalogueRequests } from '../src/catalogue.ts';
import { puckConfig } from '../src/config.tsx';
import { migrateSiteDocument } from '../src/document.ts';
import { composePageData, pageForPath } from '../src/page-data.ts';
import { THEMES } from '../src/themes/index.ts';

const ORIGIN = 'http://themes.test';
const OUT = new URL('../../../docs/screenshots/themes/', import.meta.url);
const args = process.argv.slice(2);
const slug = args.find((arg) => arg.startsWith('--page='))?.slice('--page='.length) ?? '';
const only = args.filter((arg) => !arg.startsWith('--'));
/** --slices=DIR also writes the 360 px page in 1400 px tall parts there, for reading it closely. */
const slicesDir = args.find((arg) => arg.startsWith('--slices='))?.slice('--slices='.length);

function pageHtml(themeId: string): string {
  const theme = THEMES.find((candidate) => candidate.id === themeId);
  if (!theme) throw new Error(`No theme ${themeId}`);
  const site = migrateSiteDocument(theme.document);
  const page = pageForPath(site, slug);
  if (!page) throw new Error(`${themeId} has no page at '${slug}'`);
  const data = composePageData(site, page);
  const catalogue = answerCatalogueRequests(catalogueRequests(data.content), theme.demo);
  const body = renderToString(
    createElement(Render, {
      config: puckConfig,
      data,
      metadata: {
        catalogue,
        store: { storeName: theme.name, baseUrl: `/s/${theme.id}`, currency: 'INR', locale: 'en-IN' },
      },
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${theme.name}</title><style>body{margin:0}</style></head><body>${body}</body></html>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const theme of THEMES) {
    if (only.length > 0 && !only.includes(theme.id)) continue;
    const html = pageHtml(theme.id);
    for (const width of [360, 1280]) {
      // Reduced motion: a still page shows every block in its final state (scroll effects are
      // animations tied to scrolling, which a full-page capture does not do).
      const context = await browser.newContext({
        viewport: { width, height: width === 360 ? 780 : 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== ORIGIN) return route.abort();
        if (url.pathname.startsWith(THEME_ASSETS_URL_PREFIX)) {
          const file = decodeURIComponent(url.pathname.slice(THEME_ASSETS_URL_PREFIX.length));
          try {
            return route.fulfill({
              body: readFileSync(`${THEME_ASSETS_DIR}${file}`),
              contentType: file.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg',
            });
          } catch {
            return route.fulfill({ status: 404, body: '' });
          }
        }
        return route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
      });
      await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
      // Walk down the page so lazy images load, then come back to the top.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 500) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page
        .waitForFunction(() => Array.from(document.images).every((image) => image.complete), null, {
          timeout: 10_000,
        })
        .catch(() => undefined); // later banner slides load only when scrolled to
      const name = `${theme.id}${slug ? `-${slug}` : ''}-${width}.png`;
      if (width === 360)
        await page.screenshot({ path: new URL(name.replace('.png', '-fold.png'), OUT).pathname });
      // In a full-page capture a fixed bar would sit at the first screen's bottom edge; put it
      // at the end of the page, where a shopper who scrolled down sees it.
      await page.addStyleTag({ content: '.sk-block.sk-sticky{position:absolute!important}' });
      await page.screenshot({ path: new URL(name, OUT).pathname, fullPage: true });
      if (width === 360 && slicesDir) {
        const full = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < full; y += 1400, part += 1) {
          const clip = { x: 0, y, width: 360, height: Math.min(1400, full - y) };
          await page.screenshot({
            path: `${slicesDir}/${theme.id}-360-part-${part}.png`,
            clip,
            fullPage: true,
          });
        }
      }
      if (width === 1280 && !slug)
        await page.screenshot({
          path: `${THEME_ASSETS_DIR}${theme.id}/preview.jpg`,
          type: 'jpeg',
          quality: 70,
        });
      await context.close();
      console.log(`${name}`);
    }
  }
} finally {
  await browser.close();
}
