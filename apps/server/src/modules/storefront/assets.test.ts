import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bundleShopScript } from '@storekeep/blocks/shop-script';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { shopScriptTag } from './assets.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const srcOf = (tag: string) => /src="([^"]+)"/.exec(tag)?.[1] ?? '';

describe('storefront script', () => {
  it('is linked by a module script tag that carries the store base', async () => {
    const tag = await shopScriptTag('/s/ravi-stores');
    expect(tag).toMatch(
      /^<script type="module" src="\/_shop\/shop-[\w-]{12}\.js" data-sk-base="\/s\/ravi-stores" defer><\/script>$/,
    );
    expect(await shopScriptTag('')).toContain('data-sk-base=""');
    expect(await shopScriptTag('/s/a"b')).toContain('data-sk-base="/s/a&#34;b"');
  });

  it('is served compressed with a year-long immutable cache, the bundle of packages/blocks/src/client', async () => {
    const src = srcOf(await shopScriptTag('/s/x'));
    const { code } = await bundleShopScript();
    const gzip = await h.app.inject({
      method: 'GET',
      url: src,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(code);

    const brotli = await h.app.inject({
      method: 'GET',
      url: src,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(code);

    const plain = await h.app.inject({ method: 'GET', url: src });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);
  });

  it('also answers the contract’s unhashed shop.js, at the root and under a store base, cached for minutes', async () => {
    for (const url of ['/_shop/shop.js', '/s/any-store/_shop/shop.js']) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=300');
      expect(reply.body).toBe((await bundleShopScript()).code);
    }
  });

  it('answers 404 for any other name under /_shop/ (an old hash, a path trick)', async () => {
    for (const url of ['/_shop/shop-000000000000.js', '/_shop/..%2Fpackage.json', '/_shop/main.js']) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });
});

describe('storefront pages', () => {
  it('load the storefront script and no other JavaScript; builder previews load none', async () => {
    const store = await createStore(h, { storeName: 'Lakshmi Silks' });
    const cookie = await login(h, store.owner);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const themeId = (await call('GET', '/api/v1/site/themes?vertical=18')).json().themes[0].themeId;
    expect((await call('POST', '/api/v1/site/select-theme', { themeId })).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    const slug = (await call('GET', '/api/v1/site/supplier-info')).json().storeSlug;

    const home = await h.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(home.statusCode).toBe(200);
    // JSON-LD blocks are data, not JavaScript.
    const scripts = (home.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('ld+json'));
    expect(scripts).toEqual([(await shopScriptTag(`/s/${slug}`)).replace('</script>', '')]);
    // The hooks the script finds, rendered by the theme's Header block.
    expect(home.body).toContain('data-sk-cart-link');
    expect(home.body).toMatch(/<span class="sk-cart-count" data-sk-cart-count="" hidden="">/);
    expect(home.body).toMatch(/<form class="sk-search" role="search"[^>]*data-sk-search=""/);

    expect((await call('GET', '/api/v1/site/preview')).body).not.toContain('<script');
  });
});
