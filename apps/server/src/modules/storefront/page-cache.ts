// Rendered storefront pages in memory, keyed by store, published version, catalogue version,
// language and address, with an ETag for conditional requests. A publish changes the version and
// any product/category/stock/settings change bumps the catalogue version (0014 triggers), so a
// stale page is never found under the current key; old entries age out (lib/cache.ts).
//
// A page is a function of its key (that is what makes the cache right), so the ETag is made from
// the key and not from the rendered bytes: a shopper's current copy is answered with 304 before
// anything is rendered or read, with the cache on or off, and no page is hashed. The key is mixed
// with an id drawn when the process starts, so pages rendered by other code (a new release, a
// restart) never match an old tag; the price is that two processes give the same page different
// tags, and a shopper who moves between them gets the page again instead of a 304.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachePer } from '../../lib/cache.ts';
import { COMPRESS_FROM_BYTES, compress, type Encoding, encodingFor } from './html-encoding.ts';
import type { ShopContext } from './shop-context.ts';
import { sendShopHtml } from './shop-page.ts';

interface Entry {
  /**
   * The page as UTF-8 bytes, encoded once: a string would be measured (Content-Length) and encoded
   * again on every send, cached or not (about 3 % of an uncached category page's CPU).
   */
  html: Buffer;
  status: number;
  /** The page compressed for each encoding a shopper's browser asked for, made once. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  let bytes = entry.encoded[encoding];
  if (!bytes) {
    bytes = compress(entry.html, encoding);
    entry.encoded[encoding] = bytes;
  }
  return bytes;
}

/** Kept per app: the key's store id and versions name a page of that app's database only. */
const entriesOf = cachePer<FastifyInstance, string, Entry>({ max: 2000 });

const keyOf = (shop: ShopContext, request: FastifyRequest) =>
  `${shop.supplierId}|${shop.site?.version ?? 0}|${shop.catalogueVersion}|${shop.language}|${shop.origin}|${request.url}`;

/** Drawn once per process: tags of pages rendered by this process's code. */
const RENDERER = randomBytes(9).toString('base64url');

const etagOf = (key: string) =>
  `"${createHash('sha1').update(RENDERER).update(key).digest('base64url').slice(0, 22)}"`;

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
  const etag = etagOf(key);
  reply
    .header('vary', 'Cookie, Accept-Encoding')
    .header('cache-control', 'public, max-age=0, must-revalidate');
  const known = request.headers['if-none-match'];
  if (known !== undefined && (known === etag || known === `W/${etag}`)) {
    // The shopper's copy is this very page (any encoding of it): nothing to render or send.
    reply.header('etag', known);
    // A language switch sets a cookie: per-shopper, so not cached by shared caches.
    if (shop.languageSwitch) return sendShopHtml(reply, shop, '', 304);
    return reply.code(304).send();
  }
  const entries = entriesOf(request.server);
  let entry = enabled ? entries.get(key) : undefined;
  if (!entry) {
    const page = await render();
    entry = { html: Buffer.from(page.html), status: page.status ?? 200, encoded: {} };
    if (enabled && entry.status === 200) entries.set(key, entry);
  }
  const encoding =
    entry.html.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
  // A compressed copy is another representation of the same page: its ETag is weak. A page that
  // is not found (status 404) gets no tag: it is not to be revalidated as if it were the page.
  if (entry.status === 200) reply.header('etag', encoding ? `W/${etag}` : etag);
  if (encoding === null) return sendShopHtml(reply, shop, entry.html, entry.status);
  reply.header('content-encoding', encoding);
  return sendShopHtml(reply, shop, encode(entry, encoding), entry.status);
}

export function clearPageCache(app: FastifyInstance) {
  entriesOf(app).clear();
}
