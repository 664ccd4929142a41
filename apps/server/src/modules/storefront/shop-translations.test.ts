// The merchant's own texts per shopper language, end to end: given through the product, category
// and store-translations APIs, read back as given, and shown by the storefront for ?lang=hi while
// a language with nothing given shows the base text.
import { productEditFromReply } from '@storekeep/domain/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, StoreFixture } from '../../test/harness.ts';
import { shopper, slugOf } from '../checkout/test-support.ts';
import { productEditorFixture } from '../products/test-support.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let categoryId: number;
let productId: number;
let base: string;

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: Json) =>
  h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ({ h, store, cookie, categoryId } = await productEditorFixture());
  base = await slugOf(h, store);
});
afterAll(() => h.close());

describe('giving texts per language through the APIs', () => {
  it('saves a product name and description in Hindi and answers them as given', async () => {
    const created = await call('POST', '/api/v1/products', {
      productName: 'Assam Tea 250 g',
      detailedDescription: '<p>Strong morning tea</p>',
      categoryId,
      translations: { hi: { name: 'असम चाय 250 g', description: '<p>सुबह की कड़क चाय</p><script>x</script>' } },
      createStock: [{ outletId: store.outlets[0]?.outletId, quantity: 5 }],
    });
    expect(created.statusCode).toBe(201);
    productId = created.json().productId;
    const fetched = (await call('GET', `/api/v1/products/${productId}`)).json();
    expect(fetched.translations).toEqual({
      hi: { name: 'असम चाय 250 g', description: '<p>सुबह की कड़क चाय</p>' },
    });
  });

  it('keeps the translations when a client saves the product without them', async () => {
    const { translations: _, ...edit } = productEditFromReply(
      (await call('GET', `/api/v1/products/${productId}`)).json(),
    );
    const saved = await call('PUT', `/api/v1/products/${productId}`, { ...edit, sellingPricePaise: 9_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translations.hi.name).toBe('असम चाय 250 g');
  });

  it('refuses a language outside the nine and a field the product does not translate', async () => {
    const fr = await call('PUT', `/api/v1/products/${productId}`, {
      productName: 'Assam Tea 250 g',
      translations: { fr: { name: 'Thé' } },
    });
    expect(fr.statusCode).toBe(400);
    const field = await call('PUT', `/api/v1/products/${productId}`, {
      productName: 'Assam Tea 250 g',
      translations: { hi: { sku: 'X' } },
    });
    expect(field.statusCode).toBe(400);
  });

  it('saves a category name in Hindi with the rename, and answers it in the tree', async () => {
    const renamed = await call('PATCH', `/api/v1/categories/${categoryId}`, {
      name: 'Staples',
      translations: { hi: { name: 'किराना' } },
    });
    expect(renamed.statusCode).toBe(200);
    const item = renamed.json().tree.categories.find((c: Json) => c.id === categoryId);
    expect(item.translations).toEqual({ hi: { name: 'किराना' } });
  });

  it("saves the store's name in Hindi", async () => {
    const saved = await call('PUT', '/api/v1/settings/store-translations', {
      translations: { hi: { storeName: 'आनंद किराना' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/settings/store-translations')).json()).toEqual({
      translations: { hi: { storeName: 'आनंद किराना' } },
    });
  });
});

describe('the storefront in the shopper’s language', () => {
  it('shows the Hindi product, category and store names with ?lang=hi', async () => {
    const s = shopper(h, base);
    const page = await s.get(`/product/${productId}?lang=hi`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('असम चाय 250 g');
    expect(page.body).toContain('सुबह की कड़क चाय');
    expect(page.body).toContain('किराना');
    expect(page.body).toContain('आनंद किराना');
    expect(page.body).not.toContain('Strong morning tea');
    const listing = await s.get(`/category/${categoryId}?lang=hi`);
    expect(listing.body).toContain('असम चाय 250 g');
    expect(listing.body).toContain('<h1>किराना</h1>');
    const search = await s.get(`/search?q=${encodeURIComponent('असम')}&lang=hi`);
    expect(search.body).toContain('असम चाय 250 g');
  });

  it('shows the base texts for a language with nothing given (Tamil)', async () => {
    const s = shopper(h, base);
    const page = await s.get(`/product/${productId}?lang=ta`);
    expect(page.body).toContain('Assam Tea 250 g');
    expect(page.body).toContain('Strong morning tea');
    expect(page.body).not.toContain('असम चाय');
    const listing = await s.get(`/category/${categoryId}?lang=ta`);
    expect(listing.body).toContain('<h1>Staples</h1>');
  });

  it('names the cart line in the shopper’s language', async () => {
    const s = shopper(h, base);
    await s.add(productId, 1);
    expect((await s.get('/cart?lang=hi')).body).toContain('असम चाय 250 g');
    expect((await s.get('/cart?lang=en')).body).toContain('Assam Tea 250 g');
  });
});
