// Rendered storefront pages in memory, keyed by store, published version, catalogue version,
// language and address, with an ETag for conditional requests. A publish changes the version and
// any product/category/stock/settings change bumps the catalogue version (0014 triggers), so a
// stale page is never found under the current key; old entries age out of the LRU.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopContext } from './frame.ts';
import { sendShopHtml } from './frame.ts';

interface Entry {
  html: string;
  etag: string;
  status: number;
}

const MAX_ENTRIES = 2000;
const entries = new Map<string, Entry>();

const keyOf = (shop: ShopContext, request: FastifyRequest) =>
  `${shop.supplierId}|${shop.site?.version ?? 0}|${shop.catalogueVersion}|${shop.language}|${shop.origin}|${request.url}`;

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * Answers from the cache (304 when the shopper's copy is current) or renders, stores and sends.
 * `enabled` false renders every time (still with an ETag).
 */
export async function sendCachedShopPage(
  request: FastifyRequest,
  reply: FastifyReply,
  shop: ShopContext,
  enabled: boolean,
  render: () => Promise<{ html: string; status?: number }>,
) {
  const key = keyOf(shop, request);
  let entry = enabled ? entries.get(key) : undefined;
  if (entry) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
  } else {
    const page = await render();
    entry = { html: page.html, etag: etagOf(page.html), status: page.status ?? 200 };
    if (enabled && entry.status === 200) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
  }
  // A language switch sets a cookie: per-shopper, so not cached by shared caches.
  reply
    .header('etag', entry.etag)
    .header('vary', 'Cookie')
    .header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === entry.etag && entry.status === 200) {
    if (shop.languageSwitch) return sendShopHtml(reply, shop, '', 304);
    return reply.code(304).send();
  }
  return sendShopHtml(reply, shop, entry.html, entry.status);
}

export function clearPageCache() {
  entries.clear();
}
