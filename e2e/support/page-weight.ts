// What a shopper downloads: a camera-sized merchant photo to upload, and the bytes a page moves
// over the network once scrolled to the end (the store-pictures journey and `npm run page-weight`).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** The page-weight budgets of a storefront page with a merchant's full-size photo. */
export const BUDGET_BYTES = { phone: 200 * 1024, desktop: 350 * 1024 } as const;
export const SHOP_JS_GZIP_BUDGET = 10 * 1024;

/**
 * A camera-like photo of 4000 × 3000: soft shapes on a gradient with sensor grain, as a JPEG of
 * about 2.7 MB (the upload limit is 3 MB).
 */
export async function merchantPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const circles = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 677) % width}" cy="${(i * 409) % height}" r="${80 + ((i * 37) % 300)}" fill="url(#r)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient><radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  let seed = 1;
  for (let i = 0; i < base.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    base[i] = Math.max(0, Math.min(255, (base[i] as number) + (((seed % 256) - 128) >> 2)));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface Transfer {
  bytes: number;
  urls: string[];
  scripts: string[];
}

/** Opens a page, scrolls through it so lazy pictures load, and adds up what went over the network. */
export async function transferOf(page: Page, url: string): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  const scripts: string[] = [];
  cdp.on('Network.responseReceived', (event) => {
    urls.set(event.requestId, event.response.url);
    if (event.type === 'Script') scripts.push(event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await cdp.detach();
  let bytes = 0;
  for (const size of sizes.values()) bytes += size;
  return { bytes, urls: [...urls.values()], scripts };
}

/** The shop's own scripts a page loaded (those from `origin`), gzipped at level 9, in bytes. */
export async function shopScriptGzip(transfer: Transfer, origin: string): Promise<number> {
  let gzipped = 0;
  for (const url of new Set(transfer.scripts.filter((u) => u.startsWith(origin))))
    gzipped += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return gzipped;
}
