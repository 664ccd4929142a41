// `npm run page-weight`: the store-pictures journey's byte counting for every shipped theme (or the
// ones LIGHTHOUSE_THEMES names). On the demo store a merchant's ~2.7 MB photo is uploaded to a
// product; then, for each theme published in turn, that product page and the home page are loaded
// in Chromium at 360 and 1280 px, scrolled to the end, cache off, and every byte over the network
// counted. One line per theme × width; the run fails when a page passes its budget (200 KB at
// 360 px, 350 KB at 1280 px) or the shop's own script passes 10 kB gzipped.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM } from '../support/chromium.ts';
import { DEMO_SLUG, productPathOf, publishDemoTheme, signInOverApi } from '../support/demo-shop.ts';
import {
  BUDGET_BYTES,
  merchantPhoto,
  SHOP_JS_GZIP_BUDGET,
  shopScriptGzip,
  transferOf,
} from '../support/page-weight.ts';
import { runMain, withProduct } from '../support/product-run.ts';
import { chosenThemes } from './pages.ts';

const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 760 }, budget: BUDGET_BYTES.phone },
  { name: '1280', viewport: { width: 1280, height: 800 }, budget: BUDGET_BYTES.desktop },
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<number> {
  const themes = chosenThemes();
  return withProduct(async (baseURL) => {
    const productId = await productWithPhoto(baseURL);
    const pages = [
      { name: 'home', url: `${baseURL}/s/${DEMO_SLUG}/` },
      { name: 'product', url: `${baseURL}/s/${DEMO_SLUG}${await productPathOf(baseURL, productId)}` },
    ];
    const browser = await chromium.launch(CHROMIUM);
    let over = 0;
    try {
      for (const theme of themes) {
        await publishDemoTheme(baseURL, theme.name);
        for (const width of WIDTHS) {
          const figures: string[] = [];
          let heaviest = 0;
          let shopJs = 0;
          for (const page of pages) {
            const transfer = await measure(browser, width.viewport, page.url);
            heaviest = Math.max(heaviest, transfer.bytes);
            shopJs = Math.max(shopJs, await shopScriptGzip(transfer, baseURL));
            figures.push(`${page.name} ${kb(transfer.bytes)}`);
          }
          const pass = heaviest <= width.budget && shopJs <= SHOP_JS_GZIP_BUDGET;
          if (!pass) over++;
          console.log(
            `page-weight ${theme.id} ${width.name} px: ${figures.join(', ')} (budget ${kb(width.budget)}); shop JS ${shopJs} B gzipped (budget ${SHOP_JS_GZIP_BUDGET} B) ${pass ? 'PASS' : 'FAIL'}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    return over === 0 ? 0 : 1;
  });
}

async function measure(browser: Browser, viewport: { width: number; height: number }, url: string) {
  const context = await browser.newContext({ viewport, locale: 'en-IN' });
  // Waiting for the network to go quiet takes long on a busy machine: the bytes are what counts.
  context.setDefaultTimeout(120_000);
  try {
    return await transferOf(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/** Uploads the merchant photo to the first demo product without a picture, once its variants are made. */
async function productWithPhoto(baseURL: string): Promise<number> {
  const cookie = await signInOverApi(baseURL);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api/v1${path}`, { ...init, headers: { cookie } });
  const images = async (id: number) =>
    ((await (await api(`/products/${id}/images`)).json()) as { images: Array<{ state: string }> }).images;
  const { products } = (await (await api('/products')).json()) as {
    products: Array<{ productId?: number; visibility: string }>;
  };
  let productId: number | undefined;
  for (const p of products)
    if (
      p.productId !== undefined &&
      p.visibility === 'ON_DISPLAY' &&
      (await images(p.productId)).length === 0
    ) {
      productId = p.productId;
      break;
    }
  // Every demo product has a picture: the photo is added to the first one's.
  productId ??= products.find((p) => p.productId !== undefined && p.visibility === 'ON_DISPLAY')?.productId;
  if (productId === undefined) throw new Error('the demo store has no product on display');
  const form = new FormData();
  form.append(
    'uploadedImageFile',
    new Blob([new Uint8Array(await merchantPhoto())], { type: 'image/jpeg' }),
    'shop-photo.jpg',
  );
  const reply = await api(`/products/${productId}/images`, { method: 'POST', body: form });
  if (!reply.ok) throw new Error(`uploading the photo: ${reply.status} ${await reply.text()}`);
  const deadline = Date.now() + 120_000;
  while ((await images(productId)).some((image) => image.state !== 'ready')) {
    if (Date.now() > deadline) throw new Error('the photo variants were not made within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return productId;
}

runMain(main);
