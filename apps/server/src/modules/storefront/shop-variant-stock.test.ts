// The product page over HTTP reads stock as the cart does (sellsFromStock): each variant by its
// own level at the online outlet against the least a shopper may order, loose goods in their base
// unit, everything sold when the store sells out-of-stock items; an item the cart would refuse is
// marked "Out of stock" and cannot be chosen, its JSON-LD offer says OutOfStock, and a sale that
// empties one shows on the next page load.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { productPathOf } from '../../test/product-path.ts';
import { caller, type Json, setFlags } from '../orders/test-support.ts';
import { jsonLdOf } from './shop-pages-test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let shop: string;
let online: number;
let other: number;

beforeAll(async () => {
  h = await createHarness();
  // Two outlets: online orders are served from the first one.
  store = await createStore(h, { storeName: 'Colour Cloth House', outlets: [1, 1] });
  api = caller(h, await login(h, store.owner));
  [online, other] = store.outlets.map((o) => o.outletId) as [number, number];
  await api.call('PUT', '/api/v1/session/outlet', {
    outletId: online,
    accountId: store.outlets[0]?.accountIds[0],
  });
  await setFlags(h, store, {
    isAllowVariantProducts: true,
    sellLooseProducts: true,
    isSellOutOfStock: false,
  });
  const [supplier] = await h.database.db
    .select({ storeSlug: t.suppliers.storeSlug })
    .from(t.suppliers)
    .where(eq(t.suppliers.supplierId, store.supplierId));
  shop = `/s/${supplier?.storeSlug}`;
}, 300_000);
afterAll(() => h.close());

async function created(payload: Json): Promise<{ productId: number; variants: number[] }> {
  const reply = await api.call('POST', '/api/v1/products', payload);
  expect(reply.statusCode, reply.body).toBe(201);
  const body = reply.json() as { productId: number; variants: Array<{ variantId: number }> };
  return { productId: body.productId, variants: body.variants.map((v) => v.variantId) };
}

async function pageOf(productId: number, query = '') {
  const reply = await h.app.inject({
    method: 'GET',
    url: `${shop}${await productPathOf(h.database.db, store.supplierId, productId)}${query}`,
  });
  expect(reply.statusCode).toBe(200);
  return reply.body;
}

const offersOf = (body: string) =>
  (jsonLdOf(body).find((item) => item['@type'] === 'Product')?.offers ?? []) as Array<
    Record<string, unknown>
  >;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** A POS bill at the online outlet, confirmed: the sale takes its stock through the ledger. */
async function sell(productId: number, variantId: number | null, quantity: number) {
  await api.order('POST', '/api/v1/orders', {
    items: [{ productId, ...(variantId ? { variantId } : {}), quantity }],
    confirm: true,
  });
}

describe('variant stock on the product page', () => {
  let kurta: { productId: number; variants: number[] };

  beforeAll(async () => {
    // Blue is stocked only at the other outlet: the cart, served from the first, refuses it.
    kurta = await created({
      productName: 'Block Print Kurta',
      sellingPricePaise: 90_000,
      variants: [
        { variantName: 'Blue', sellingPricePaise: 90_000 },
        { variantName: 'Green', sellingPricePaise: 95_000, sku: 'KURTA-GRN', barcode: '8901234000017' },
        { variantName: 'Red', sellingPricePaise: 95_000 },
      ],
      createStock: [
        { outletId: other, variantIndex: 0, quantity: 5 },
        { outletId: online, variantIndex: 1, quantity: 3 },
        { outletId: online, variantIndex: 2, quantity: 1 },
      ],
    });
  });

  it('marks a variant without stock at the online outlet Out of stock and keeps it out of the add form', async () => {
    const [blue, green, red] = kurta.variants;
    const body = await pageOf(kurta.productId);
    expect(body).toContain(`<option value="${blue}" disabled="">Blue — ₹900 — Out of stock</option>`);
    // The first variant the shopper may buy is the one chosen, and the button adds it.
    expect(body).toContain(`<option value="${green}" selected="">Green — ₹950</option>`);
    expect(body).toContain(`<option value="${red}">Red — ₹950</option>`);
    expect(body).toContain('<button type="submit" class="sk-shop-button">Add to cart</button>');
    expect(body).not.toContain('<p class="sk-shop-stock-out">');
    expect(offersOf(body)).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Blue',
        price: '900.00',
        availability: OUT_OF_STOCK,
      }),
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Green',
        sku: 'KURTA-GRN',
        gtin: '8901234000017',
        price: '950.00',
        availability: IN_STOCK,
      }),
      expect.objectContaining({ '@type': 'Offer', name: 'Red', price: '950.00', availability: IN_STOCK }),
    ]);
  });

  it("says Out of stock in the shopper's language", async () => {
    const [blue] = kurta.variants;
    const body = await pageOf(kurta.productId, '?lang=hi');
    expect(body).toContain(`<option value="${blue}" disabled="">Blue — ₹900 — स्टॉक में नहीं</option>`);
  });

  it('shows a sale that empties a variant on the next page load, while the product stays in stock', async () => {
    const [, green, red] = kurta.variants;
    // Cached while Red has one left.
    expect(await pageOf(kurta.productId)).toContain(`<option value="${red}">Red — ₹950</option>`);
    await sell(kurta.productId, red as number, 1);
    await vi.waitFor(async () =>
      expect(await pageOf(kurta.productId)).toContain(
        `<option value="${red}" disabled="">Red — ₹950 — Out of stock</option>`,
      ),
    );
    const body = await pageOf(kurta.productId);
    expect(body).toContain(`<option value="${green}" selected="">Green — ₹950</option>`);
    expect(offersOf(body).map((offer) => offer.availability)).toEqual([OUT_OF_STOCK, IN_STOCK, OUT_OF_STOCK]);
  });

  it('sells every variant when the store sells out-of-stock items (isSellOutOfStock)', async () => {
    await setFlags(h, store, { isSellOutOfStock: true });
    try {
      await vi.waitFor(async () => expect(await pageOf(kurta.productId)).not.toContain('disabled=""'));
      const body = await pageOf(kurta.productId);
      expect(body).not.toContain('Out of stock');
      expect(offersOf(body).map((offer) => offer.availability)).toEqual([IN_STOCK, IN_STOCK, IN_STOCK]);
    } finally {
      await setFlags(h, store, { isSellOutOfStock: false });
    }
    await vi.waitFor(async () => expect(await pageOf(kurta.productId)).toContain('disabled=""'));
  });

  it('shows the product Out of stock, on its page and its listing card, when every variant is', async () => {
    const scarf = await created({
      productName: 'Silk Scarf',
      sellingPricePaise: 50_000,
      variants: [
        { variantName: 'Plain', sellingPricePaise: 50_000 },
        { variantName: 'Printed', sellingPricePaise: 55_000 },
      ],
      createStock: [{ outletId: online, variantIndex: 1, quantity: 1 }],
    });
    await sell(scarf.productId, scarf.variants[1] as number, 1);
    const body = await pageOf(scarf.productId);
    expect(body).toContain('<p class="sk-shop-stock-out">Out of stock</p>');
    expect(body).not.toContain('data-sk-add-to-cart');
    expect(offersOf(body).map((offer) => offer.availability)).toEqual([OUT_OF_STOCK, OUT_OF_STOCK]);
    const listing = await h.app.inject({
      method: 'GET',
      url: `${shop}/search?q=${encodeURIComponent('Silk Scarf')}`,
    });
    const card = listing.body.match(/<li class="sk-shop-card">.*?<\/li>/s)?.[0] ?? '';
    expect(card).toContain('Silk Scarf');
    expect(card).toContain('<p class="sk-shop-stock-out">Out of stock</p>');
  });

  it('reads loose goods in their base unit against the minimum order quantity', async () => {
    // 1.5 kg of dal, sold from 1 kg: in stock until less than a kilogram is left.
    const dal = await created({
      productName: 'Toor Dal Loose',
      unitOfMeasurement: 'kg',
      sellingPricePaise: 14_000,
      minOrderQuantity: 1,
      createStock: [{ outletId: online, quantity: 1.5 }],
    });
    const form = `data-sk-add-to-cart=""`;
    expect(await pageOf(dal.productId)).toContain(form);
    await sell(dal.productId, null, 0.25);
    // 1.25 kg: still one kilogram to sell.
    expect(await pageOf(dal.productId)).toContain(form);
    await sell(dal.productId, null, 0.5);
    // 0.75 kg left: the cart would refuse the least order, and the page says so at once.
    await vi.waitFor(async () =>
      expect(await pageOf(dal.productId)).toContain('<p class="sk-shop-stock-out">Out of stock</p>'),
    );
    expect(offersOf(await pageOf(dal.productId))).toMatchObject({ availability: OUT_OF_STOCK });
  });
});
