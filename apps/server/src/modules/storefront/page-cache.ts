// Rendered storefront pages in memory, keyed by store, published version, catalogue version,
// language and address, with an ETag for conditional requests. A publish changes the version and
// any product/category/stock/settings change bumps the catalogue version (0014 triggers), so a
// stale page is never found under the current key; old entries age out of the LRU.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopContext } from './frame.ts';
import { sendShopHtml } from './frame.ts';

interface Entry {
  html: string;
  etag: string;
  status: number;
  /** The page compressed for each encoding a shopper's browser asked for, made once. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** Pages are compressed when it pays (a few kB of markup at least). */
const COMPRESS_FROM_BYTES = 1024;

/** The best encoding the request accepts (q=0 means not at all), or null for plain bytes. */
export function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  let bytes = entry.encoded[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(entry.html, {
            params: {
              // Quality 5: most of the saving at a small part of the cost of 11.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(entry.html, { level: 6 });
    entry.encoded[encoding] = bytes;
  }
  return bytes;
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
    entry = { html: page.html, etag: etagOf(page.html), status: page.status ?? 200, encoded: {} };
    if (enabled && entry.status === 200) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
  }
  const encoding =
    entry.html.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
  // A compressed copy is another representation of the same page: its ETag is weak.
  reply
    .header('etag', encoding ? `W/${entry.etag}` : entry.etag)
    .header('vary', 'Cookie, Accept-Encoding')
    .header('cache-control', 'public, max-age=0, must-revalidate');
  const known = request.headers['if-none-match']?.replace(/^W\//, '');
  if (known === entry.etag && entry.status === 200) {
    // A language switch sets a cookie: per-shopper, so not cached by shared caches.
    if (shop.languageSwitch) return sendShopHtml(reply, shop, '', 304);
    return reply.code(304).send();
  }
  if (encoding === null) return sendShopHtml(reply, shop, entry.html, entry.status);
  reply.header('content-encoding', encoding);
  return sendShopHtml(reply, shop, encode(entry, encoding), entry.status);
}

export function clearPageCache() {
  entries.clear();
}
