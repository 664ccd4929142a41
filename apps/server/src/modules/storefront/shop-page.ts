// A storefront page: the page's own content (`main`) inside the shop's page chrome (the published
// site's header and footer, the template page's blocks, the language switcher), with the SEO head
// and the client script; and the reply that sends it.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { shopScriptTag } from './assets.ts';
import { firstScreenEager } from './first-screen-images.ts';
import { headFor } from './head.ts';
import { COMPRESS_FROM_BYTES, compress, encodingFor } from './html-encoding.ts';
import type { ShopPage } from './page-content.ts';
import { SHOP_LANG_COOKIE, type ShopContext } from './shop-context.ts';

/** React and the blocks (page-chrome.ts) load with the first page, not at server start. */
let loadedPageChrome: Promise<typeof import('./page-chrome.ts')> | undefined;
const pageChrome = () => {
  loadedPageChrome ??= import('./page-chrome.ts');
  return loadedPageChrome;
};

/** A full HTML page: theme header + `main` + template blocks + footer, SEO head, the client script. */
export async function renderShopPage(db: Db, shop: ShopContext, page: ShopPage): Promise<string> {
  const { pageChromeFor } = await pageChrome();
  const chrome = await pageChromeFor(db, shop, page.template);
  const head = headFor(shop, page, chrome);
  const main = `<main id="main" class="sk-shop-main" tabindex="-1">${page.main}</main>`;
  const body = firstScreenEager(`${chrome.before}${main}${chrome.after}`);
  // sk-fx-wait: scroll effects start with the first scroll (the client script lifts it).
  return `<!doctype html><html lang="${shop.language}" class="sk-fx-wait"><head>${head}</head><body>${body}${await shopScriptTag(shop.baseUrl)}</body></html>`;
}

/**
 * Sends a storefront page: keeps a ?lang choice in the sk_lang cookie (Path = store base). A page
 * given as a string (never cached: cart, checkout, bookings) is compressed for the shopper's
 * browser when it pays; bytes are sent as they are (the page cache encodes its own).
 */
export function sendShopHtml(reply: FastifyReply, shop: ShopContext, html: string | Buffer, status = 200) {
  if (shop.languageSwitch)
    reply.setCookie(SHOP_LANG_COOKIE, shop.languageSwitch, {
      path: shop.baseUrl || '/',
      sameSite: 'lax',
      maxAge: 365 * 24 * 3600,
    });
  reply.code(status).type('text/html; charset=utf-8');
  if (typeof html !== 'string') return reply.send(html);
  const bytes = Buffer.from(html);
  const encoding =
    bytes.length >= COMPRESS_FROM_BYTES ? encodingFor(reply.request.headers['accept-encoding']) : null;
  if (bytes.length >= COMPRESS_FROM_BYTES && !reply.hasHeader('vary'))
    reply.header('vary', 'Accept-Encoding');
  if (encoding === null) return reply.send(bytes);
  return reply.header('content-encoding', encoding).send(compress(bytes, encoding));
}
