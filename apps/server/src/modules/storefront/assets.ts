// The storefront's one script (packages/blocks/src/client): served at /_shop/shop-<hash>.js with a
// year-long immutable cache, the same file for every store and custom domain. The built server
// reads the copy apps/server/build.mjs wrote to dist/shop/; from source (dev, tests) it is bundled
// in memory on first use, so a fresh clone needs no extra step.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverRoot } from '../../config.ts';
import { notFound } from '../../http/errors.ts';

export const SHOP_ASSETS_PREFIX = '/_shop/';
/** The unhashed name of the contract, for pages that link it without the tag below: short cache. */
const STABLE_NAME = 'shop.js';
/** Where build.mjs writes the script, inside the server's dist folder. */
export const BUILT_SHOP_DIR = 'dist/shop';

export interface ShopScript {
  fileName: string;
  code: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

let loading: Promise<ShopScript> | undefined;

/** The script, compressed once per process. */
export function loadShopScript(): Promise<ShopScript> {
  loading ??= readOrBundle().then(({ fileName, code }) => {
    const bytes = Buffer.from(code);
    return {
      fileName,
      code: bytes,
      gzip: gzipSync(bytes, { level: 9 }),
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
  });
  // A failed bundle is retried on the next request instead of being remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

async function readOrBundle(): Promise<{ fileName: string; code: string }> {
  const root = serverRoot();
  if (fileURLToPath(import.meta.url).startsWith(join(root, 'dist'))) {
    const dir = join(root, BUILT_SHOP_DIR);
    const fileName = existsSync(dir)
      ? readdirSync(dir).find((name) => /^shop-[\w-]+\.js$/.test(name))
      : undefined;
    if (!fileName) throw new Error(`The storefront script is missing from ${dir}: run npm run build.`);
    return { fileName, code: readFileSync(join(dir, fileName), 'utf8') };
  }
  const { bundleShopScript } = await import('@storekeep/blocks/shop-script');
  return bundleShopScript();
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tag that loads the script, for the head of every storefront page. `baseUrl` is the store's
 * base ('/s/{slug}', or '' on a custom domain): the script builds its /api/... URLs from it.
 */
export async function shopScriptTag(baseUrl: string): Promise<string> {
  const { fileName } = await loadShopScript();
  return `<script type="module" src="${SHOP_ASSETS_PREFIX}${fileName}" data-sk-base="${escapeAttribute(baseUrl)}" defer></script>`;
}

const fileParams = z.object({ file: z.string().max(100), storeSlug: z.string().max(60).optional() });

export const shopAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { access: { kind: 'public' as const } },
    schema: { hide: true, params: fileParams },
  };
  // At the root for every store and custom domain, and under a store's base for pages that link it there.
  for (const url of [`${SHOP_ASSETS_PREFIX}:file`, `/s/:storeSlug${SHOP_ASSETS_PREFIX}:file`])
    app.get(url, options, async (request, reply) => {
      const { file } = request.params;
      const script = await loadShopScript();
      const hashed = file === script.fileName;
      if (!hashed && file !== STABLE_NAME) throw notFound('This file is not available.');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepts)
        ? (['br', script.brotli] as const)
        : /\bgzip\b/.test(accepts)
          ? (['gzip', script.gzip] as const)
          : ([null, script.code] as const);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .header('vary', 'accept-encoding')
        .send(body);
    });
};
