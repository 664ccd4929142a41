// Publishing a theme as the merchant's own shop: after the walkthrough, each theme published by
// a store shows the merchant's answers and the store's data, and none of the theme's sample words
// (its fictional shop's name, story, reviews, hours, offers and prices) on any page.
import { migrateSiteDocument } from '@storekeep/blocks/document';
import { THEMES } from '@storekeep/blocks/themes';
import { themeSampleWords } from '@storekeep/blocks/themes/sample-words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { productPathOf } from '../../test/product-path.ts';
import { type Call, caller, create } from '../categories/test-support.ts';

let h: Harness;
let call: Call;
let base: string;
/** The walkthrough's product's page, /p/{slug}. */
let productPage: string;
let categoryId: number;

const profile = {
  sells: 'Handmade cakes, cookies and breads',
  area: 'Malleshwaram',
  city: 'Mysuru',
  sinceYear: 2015,
  fulfilment: 'both',
  hours: '10 am to 8 pm, closed Monday',
  about: 'Meena bakes everything in small batches every morning.',
};

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

beforeAll(async () => {
  h = await createHarness();
  const store = await createStore(h, { storeName: 'New Shop' });
  call = caller(h, await login(h, store.owner));
  categoryId = await create(call, 'Cakes');
  const themeId = (await call('GET', '/site/themes')).json().themes[0].themeId;
  const reply = await call('POST', '/site/walkthrough', {
    storeName: 'Meena Bakes',
    logoUrl: null,
    themeId,
    profile,
    products: [{ productName: 'Plum Cake 500 g', sellingPricePaise: 43700, categoryId, openingStock: 8 }],
  });
  expect(reply.statusCode, reply.body).toBe(200);
  productPage = await productPathOf(h.database.db, store.supplierId, reply.json().productIds[0]);
  base = `/s/${(await call('GET', '/site/supplier-info')).json().storeSlug}`;
});
afterAll(() => h.close());

describe.each(THEMES.map((theme) => [theme.id, theme] as const))('publishing theme %s', (_id, theme) => {
  it('shows the merchant’s words and none of the theme’s sample words on any page', async () => {
    const [row] = await h.database.db.select().from(t.themes).where(eq(t.themes.themeKey, theme.id));
    const picked = await call('POST', '/site/select-theme', { themeId: row?.themeId, confirmReplace: true });
    expect(picked.json()).toMatchObject({ isSuccess: true });
    expect((await call('POST', '/site/publish')).statusCode).toBe(200);

    const slugs = migrateSiteDocument(theme.document)
      .pages.filter((page) => page.kind === 'static' || page.kind === 'custom')
      .map((page) => `/${page.slug}`);
    const paths = ['/', ...slugs, `/category/${categoryId}`, productPage, '/categories', '/cart'];
    let text = '';
    for (const path of paths) {
      const page = await h.app.inject({ method: 'GET', url: `${base}${path}` });
      expect(page.statusCode, path).toBe(200);
      text += decode(page.body);
    }
    // The merchant's answers and the store's own data are theirs to show.
    const given = JSON.stringify([profile, 'Meena Bakes', 'Plum Cake 500 g', '₹437']);
    const found = themeSampleWords(theme).filter((word) => text.includes(word) && !given.includes(word));
    expect(found).toEqual([]);
    expect(text).toContain('Meena Bakes');
    expect(text).toContain(profile.hours);
    expect(text).toContain(profile.about);
    expect(text).toContain('Plum Cake 500 g');
  });
});
