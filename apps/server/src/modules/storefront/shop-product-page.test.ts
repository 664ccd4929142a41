// The shop's product page over HTTP: pictures, options, stock, SEO and JSON-LD, 404s, and enquiries.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { setStock } from '../../test/stock.ts';
import { countStatements } from '../orders/test-support.ts';
import { a, b, get, h, jsonLdOf, made, pageOf, product, setUpShopPages } from './shop-pages-test-support.ts';

setUpShopPages();

describe('product details', () => {
  it('shows pictures with srcset, options, bulk tiers, minimum order and Product JSON-LD', async () => {
    const db = h.database.db;
    const id = await product(
      a,
      {
        name: 'Alphonso Mango Box',
        categoryId: a.fruit,
        pricePaise: 99900,
        mrpPaise: 120000,
        detailedDescription: 'Ratnagiri Alphonso, a dozen.',
        isBulkPricingActive: true,
        bulkPricingDetail: [{ minQuantity: 10, pricePaise: 89900 }],
        minOrderQuantity: '2',
      },
      0,
    );
    await db.insert(t.productImages).values({
      supplierId: a.supplierId,
      productId: id,
      position: 0,
      storageKey: 'products/mango.jpg',
      contentType: 'image/jpeg',
      width: 1200,
      height: 900,
      byteSize: 1000,
      variantsReady: true,
    });
    const variants = await db
      .insert(t.productVariants)
      .values([
        { supplierId: a.supplierId, productId: id, variantName: 'Small', pricePaise: 99900, position: 0 },
        { supplierId: a.supplierId, productId: id, variantName: 'Large', pricePaise: 149900, position: 1 },
      ])
      .returning({ variantId: t.productVariants.variantId });
    // A product with variants is stocked per variant only.
    await db
      .delete(t.stockLevels)
      .where(and(eq(t.stockLevels.supplierId, a.supplierId), eq(t.stockLevels.productId, id)));
    for (const { variantId } of variants)
      await setStock(
        db,
        { supplierId: a.supplierId, productId: id, variantId, outletId: made(a.outlets[0]).outletId },
        5,
      );
    const reply = await get(await pageOf(a, id));
    expect(reply.statusCode).toBe(200);
    const body = reply.body;
    expect(body).toMatch(
      /<img src="[^"]*mango\.jpg" srcSet="[^"]*mango_500X\.jpg 500w, [^"]*mango\.jpg 1200w"/,
    );
    expect(body).toContain('<h1>Alphonso Mango Box</h1>');
    expect(body).toContain('<span class="sk-shop-price">₹999</span>');
    expect(body).toContain('10 or more: ₹899 each');
    expect(body).toContain('Minimum order: 2 pcs');
    expect(body).toContain('<option value="');
    expect(body).toContain('Large — ₹1,499');
    expect(body).toMatch(/<input id="sk-qty-product" type="number" min="2"/);
    expect(body).toContain('<input type="hidden" name="returnTo" value="/p/alphonso-mango-box"/>');
    expect(body).toContain(
      `<link rel="canonical" href="http://localhost:80/s/${a.slug}/p/alphonso-mango-box">`,
    );
    expect(body).toContain('<p role="status" data-sk-cart-status=""></p>');
    expect(body).toContain('<meta property="og:type" content="product">');
    // Link previews get the 500 px copy, with its size.
    expect(body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:80\/[^"]*mango_500X\.jpg"><meta property="og:image:width" content="500"><meta property="og:image:height" content="375">/,
    );
    const productLd = jsonLdOf(body).find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: 'Alphonso Mango Box',
      offers: [
        { name: 'Small', price: '999.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
        { name: 'Large', price: '1499.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      ],
    });
    // Rendered from the database (a new address misses the page cache) in one statement: the
    // product with its pictures and variants; store and categories come from memory.
    let fresh = 0;
    const page = await pageOf(a, id);
    await vi.waitFor(async () =>
      expect(await countStatements(h, () => get(`${page}?fresh=${fresh++}`))).toBe(1),
    );
  });

  it("shows only the product's own pictures, options and stock, not another product's or store's", async () => {
    const db = h.database.db;
    const secretPicture = {
      supplierId: b.supplierId,
      productId: b.secret,
      position: 0,
      storageKey: 'products/bharat-secret.jpg',
      contentType: 'image/jpeg',
      width: 800,
      height: 800,
      byteSize: 1000,
      variantsReady: true,
    };
    await db.insert(t.productImages).values(secretPicture);
    await db.insert(t.productVariants).values({
      supplierId: b.supplierId,
      productId: b.secret,
      variantName: 'Secret size',
      pricePaise: 5000,
      position: 0,
    });
    // Store A's own picture on another of its products, and a lychee with none and no stock.
    const other = await product(a, { name: 'Pictured Pear', categoryId: a.fruit });
    await db.insert(t.productImages).values({
      ...secretPicture,
      supplierId: a.supplierId,
      productId: other,
      storageKey: 'products/pear.jpg',
    });
    const lychee = await product(a, { name: 'Lonely Lychee', categoryId: a.fruit }, 0);
    const body = (await get(await pageOf(a, lychee))).body;
    expect(body).toContain('<h1>Lonely Lychee</h1>');
    expect(body).not.toContain('bharat-secret');
    expect(body).not.toContain('pear.jpg');
    expect(body).not.toContain('Secret size');
    expect(body).toContain('Out of stock');
    const productLd = jsonLdOf(body).find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it("answers 404 for a paused product, one in a hidden category and another store's product", async () => {
    const [paused] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Paused Papaya')));
    const [secretChild] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Secret Child Item')));
    for (const id of [made(paused).id, made(secretChild).id]) {
      expect((await get(await pageOf(a, id))).statusCode).toBe(404);
      // The older id address does not say where the hidden product lives either.
      expect((await get(`/s/${a.slug}/product/${id}`)).statusCode).toBe(404);
    }
    // Store B's product under store A's address, by its slug or its id: not there.
    for (const url of [
      (await pageOf(b, b.secret)).replace(b.slug, a.slug),
      `/s/${a.slug}/product/${b.secret}`,
    ]) {
      const probe = await get(url);
      expect(probe.statusCode).toBe(404);
      expect(probe.body).not.toContain('Bharat Only Banana');
    }
  });

  it('gives a product without pictures no empty picture column', async () => {
    const [plain] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(and(eq(t.products.supplierId, a.supplierId), eq(t.products.name, 'Fruit 10')));
    const body = (await get(await pageOf(a, made(plain).id))).body;
    expect(body).toContain('<article class="sk-shop-product"><div><h1>Fruit 10</h1>');
    expect(body).not.toContain('<div class="sk-shop-gallery">');
  });
});

describe('enquiry', () => {
  it('takes an enquiry for an enquiry-only product into the inbox and thanks the shopper', async () => {
    const id = await product(a, { name: 'Wedding Hamper', categoryId: a.fruit, isEnquiryEnabled: true });
    const page = await get(await pageOf(a, id));
    expect(page.body).toContain(`<form class="sk-shop-form" action="/s/${a.slug}/enquiry" method="post">`);
    expect(page.body).not.toContain('data-sk-add-to-cart');
    const sent = await h.app.inject({
      method: 'POST',
      url: `/s/${a.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${id}&name=Ravi&mobileNumber=9876543210&message=${encodeURIComponent('200 hampers in May?')}`,
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/s/${a.slug}/p/wedding-hamper?enquiry=sent#enquiry`);
    const rows = await h.database.db
      .select()
      .from(t.enquiries)
      .where(eq(t.enquiries.supplierId, a.supplierId));
    expect(rows).toEqual([
      expect.objectContaining({ productId: id, name: 'Ravi', mobileNumber: '9876543210', isRead: false }),
    ]);
    expect((await get(sent.headers.location as string)).body).toContain(
      'Thank you! The store will get back to you soon.',
    );
  });

  it("refuses bad input without writing, and another store's product", async () => {
    const [hamper] = await h.database.db
      .select({ id: t.products.productId })
      .from(t.products)
      .where(eq(t.products.name, 'Wedding Hamper'));
    const before = (await h.database.db.select().from(t.enquiries)).length;
    const bad = await h.app.inject({
      method: 'POST',
      url: `/s/${a.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${hamper?.id}&name=&mobileNumber=123&message=hi`,
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toContain('enquiry=invalid');
    const other = await h.app.inject({
      method: 'POST',
      url: `/s/${b.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${hamper?.id}&name=X&mobileNumber=9876543210&message=hi`,
    });
    expect(other.statusCode).toBe(404);
    const notEnquiry = await h.app.inject({
      method: 'POST',
      url: `/s/${b.slug}/enquiry`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `productId=${b.secret}&name=X&mobileNumber=9876543210&message=hi`,
    });
    expect(notEnquiry.statusCode).toBe(404);
    expect((await h.database.db.select().from(t.enquiries)).length).toBe(before);
  });
});
