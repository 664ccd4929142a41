import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { DEMO_SLUG } from '../../demo/generate.ts';
import { createDemoHarness, type Harness } from '../../test/harness.ts';
import { shopScriptTag } from './assets.ts';

let h: Harness;
beforeAll(async () => {
  h = await createDemoHarness();
});
afterAll(() => h.close());

describe('store home page without a published site', () => {
  it('renders the catalogue with en-IN prices, escaped, without hidden categories or paused products', async () => {
    await h.database.db.update(t.categories).set({ isHidden: true }).where(sql`name = 'Household'`);
    await h.database.db
      .update(t.products)
      .set({ isOnDisplay: false })
      .where(sql`name = 'Tata Tea Gold 500 g'`);
    const reply = await h.app.inject({ method: 'GET', url: `/s/${DEMO_SLUG}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<title>Sharma Kirana &amp; General Store</title>');
    expect(reply.body).toContain('India Gate Basmati Rice 5 kg');
    expect(reply.body).toContain('₹791.12');
    expect(reply.body).not.toContain('Tata Tea Gold');
    expect(reply.body).not.toContain('Surf Excel');
  });

  it('frames the page: lang, skip link, header with search and cart hooks, main with one h1, language footer', async () => {
    const body = (await h.app.inject({ method: 'GET', url: `/s/${DEMO_SLUG}` })).body;
    expect(body).toMatch(/^<!doctype html><html lang="en" class="sk-fx-wait">/);
    expect(body).toContain('<a class="sk-skip-link" href="#main">');
    expect(body).toContain(
      `<form role="search" class="sk-shop-search" method="get" action="/s/${DEMO_SLUG}/search" data-sk-search>`,
    );
    expect(body).toContain(`<a class="sk-shop-cart" href="/s/${DEMO_SLUG}/cart" data-sk-cart-link>`);
    expect(body).toContain('<span data-sk-cart-count hidden></span>');
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(body).toContain('<main id="main"');
    expect(body).toContain('<a href="?lang=hi" lang="hi" hreflang="hi">हिन्दी</a>');
    expect(body).toContain(await shopScriptTag(`/s/${DEMO_SLUG}`));
  });

  it('shows each card as the listing does: the name under its section, the price and the labelled MRP', async () => {
    const body = (await h.app.inject({ method: 'GET', url: `/s/${DEMO_SLUG}` })).body;
    expect(body).toMatch(
      /<section><h2>Groceries<\/h2><ul class="sk-shop-grid"><li class="sk-shop-card"><h3><a href="\/s\/demo\/p\/[a-z0-9-]+">/,
    );
    expect(body).toContain(
      '<p><span class="sk-shop-price">₹791.12</span><s class="sk-shop-mrp"><span class="sk-visually-hidden">MRP </span>₹899</s></p>',
    );
  });

  it("says new products are coming soon, in the store's language, when nothing is on display", async () => {
    const shown = await h.database.db
      .update(t.products)
      .set({ isOnDisplay: false })
      .where(sql`is_on_display`)
      .returning({ productId: t.products.productId });
    await h.database.db.update(t.suppliers).set({ language: 'hi' }).where(sql`store_slug = ${DEMO_SLUG}`);
    try {
      const body = (await h.app.inject({ method: 'GET', url: `/s/${DEMO_SLUG}` })).body;
      expect(body).toContain('<p>नए उत्पाद जल्द ही आ रहे हैं।</p>');
    } finally {
      await h.database.db
        .update(t.products)
        .set({ isOnDisplay: true })
        .where(
          inArray(
            t.products.productId,
            shown.map((row) => row.productId),
          ),
        );
      await h.database.db.update(t.suppliers).set({ language: 'en' }).where(sql`store_slug = ${DEMO_SLUG}`);
    }
  });

  it('answers 404 for an unknown store and for a custom page when nothing is published', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/s/no-such-store' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/s/${DEMO_SLUG}/about-us` })).statusCode).toBe(404);
  });
});
