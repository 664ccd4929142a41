// Compression of storefront pages: brotli or gzip, as the shopper's browser accepts, when a page
// is big enough for it to pay. The page cache keeps each encoding it makes; pages that are never
// cached (cart, checkout, bookings) are compressed on each send.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Pages are compressed when it pays (a few kB of markup at least). */
export const COMPRESS_FROM_BYTES = 1024;

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

export function compress(html: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          // Quality 5: most of the saving at a small part of the cost of 11.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(html, { level: 6 });
}
