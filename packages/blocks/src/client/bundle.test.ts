// The storefront's budget: all JavaScript shipped to a storefront page ≤ 10 kB gzip. The storefront
// script is the only script its pages load (assets.ts), so its bundle is what is measured.
import { gzipSync } from 'node:zlib';
import { bundleShopScript } from '@storekeep/blocks/shop-script';
import { describe, expect, it } from 'vitest';

const BUDGET_BYTES = 10 * 1024;

describe('storefront script bundle', () => {
  it('builds to one content-hashed, self-contained script within 10 kB gzip', async () => {
    const { code, fileName } = await bundleShopScript();
    expect(fileName).toMatch(/^shop-[\w-]{12}\.js$/);
    // One function expression: no imports, and nothing leaks into the page's globals.
    expect(code).toMatch(/^"use strict";\(\(\)=>\{/);
    expect(code).not.toMatch(/\bimport\s*\(|\bimport\s*["'{*]|\bexport\b/);
    const gzipBytes = gzipSync(code, { level: 9 }).length;
    expect(gzipBytes).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('names the file after its content', async () => {
    const [first, second] = await Promise.all([bundleShopScript(), bundleShopScript()]);
    expect(second.fileName).toBe(first.fileName);
    expect(second.code).toBe(first.code);
  });
});
