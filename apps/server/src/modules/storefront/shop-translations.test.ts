// The merchant's own texts per shopper language, end to end: given through the product, category
// and store-translations APIs, read back as given, and shown by the storefront for ?lang=hi while
// a language with nothing given shows the base text.
import { productEditFromReply } from '@storekeep/domain/product';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    const page = await s.get('/p/assam-tea-250-g?lang=hi');
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
    const page = await s.get('/p/assam-tea-250-g?lang=ta');
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

describe('the website’s block texts in the shopper’s language', () => {
  type Block = { type: string; props: Json & { translations?: Json } };
  type Page = { kind: string; content: { content: Block[] } };
  const site = async () => (await call('GET', '/api/v1/site')).json();
  const categoriesBlock = (document: { pages: Page[] }) => {
    const block = document.pages
      .find((page) => page.kind === 'home')
      ?.content.content.find((candidate) => candidate.type === 'FeaturedCategories');
    if (!block) throw new Error('the theme has no featured categories on its home page');
    return block;
  };

  it('saves a heading given in Hindi with the document, keeps it for a client that sends none, refuses a text the block has not', async () => {
    const themes = (await call('GET', '/api/v1/site/themes')).json().themes as Array<Json>;
    const grocery = themes.find((theme) => theme.name === 'Fresh Basket') ?? themes[0];
    await call('POST', '/api/v1/site/select-theme', { themeId: grocery?.themeId, confirmReplace: true });
    const draft = await site();
    categoriesBlock(draft.document).props.translations = {
      hi: { heading: 'हमारी श्रेणियाँ' },
      ta: { heading: ' ' },
    };
    const saved = await call('PUT', '/api/v1/site/draft', {
      document: draft.document,
      draftRevision: draft.draftRevision,
    });
    expect(saved.statusCode).toBe(200);
    const stored = await site();
    expect(categoriesBlock(stored.document).props.translations).toEqual({ hi: { heading: 'हमारी श्रेणियाँ' } });

    // Another client's save without the map keeps the stored one.
    delete categoriesBlock(stored.document).props.translations;
    const legacy = await call('PUT', '/api/v1/site/draft', {
      document: stored.document,
      draftRevision: stored.draftRevision,
    });
    expect(legacy.statusCode).toBe(200);
    const after = await site();
    expect(categoriesBlock(after.document).props.translations).toEqual({ hi: { heading: 'हमारी श्रेणियाँ' } });

    categoriesBlock(after.document).props.translations = { hi: { source: 'manual' } };
    const refused = await call('PUT', '/api/v1/site/draft', {
      document: after.document,
      draftRevision: after.draftRevision,
    });
    expect(refused.statusCode).toBe(400);
    const tooLong = structuredClone(after.document);
    categoriesBlock(tooLong).props.translations = { fr: { heading: 'Rayons' } };
    expect(
      (await call('PUT', '/api/v1/site/draft', { document: tooLong, draftRevision: after.draftRevision }))
        .statusCode,
    ).toBe(400);
  });

  it('shows the merchant’s Hindi heading for ?lang=hi, the theme’s heading in Tamil for ?lang=ta and English for ?lang=en', async () => {
    expect((await call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    const s = shopper(h, base);
    await vi.waitFor(async () => expect((await s.get('?lang=hi')).body).toContain('हमारी श्रेणियाँ'));
    const tamil = (await s.get('?lang=ta')).body;
    expect(tamil).toContain('வகை வாரியாக வாங்குங்கள்');
    expect(tamil).not.toContain('Shop by category');
    expect(tamil).not.toContain('हमारी श्रेणियाँ');
    expect((await s.get('?lang=en')).body).toContain('Shop by category');
  });
});

describe('a rich text’s body and a page’s title and SEO texts in the shopper’s language', () => {
  type Block = { type: string; props: Json & { html?: string; translations?: Json } };
  type Page = { id: string; kind: string; slug: string; seo: Json; content: { content: Block[] } };
  const site = async () =>
    (await call('GET', '/api/v1/site')).json() as Promise<
      Json & { document: { pages: Page[] }; draftRevision: number }
    >;
  const aboutOf = (document: { pages: Page[] }) => {
    const page = document.pages.find((candidate) => candidate.slug === 'about-us');
    if (!page) throw new Error('the theme has no About us page');
    return page;
  };
  const richTextOf = (document: { pages: Page[] }) => {
    const block = aboutOf(document).content.content.find((candidate) => candidate.type === 'RichText');
    if (!block) throw new Error('the About us page has no rich text');
    return block;
  };
  const HINDI_BODY = '<h2>हमारी कहानी</h2><p>हम 1998 से सब्ज़ियाँ बेचते हैं।</p>';

  it('saves a rich text’s body given in Hindi with the document, sanitised like the base body, and keeps it for a client that sends none', async () => {
    const draft = await site();
    richTextOf(draft.document).props.translations = {
      hi: { html: `${HINDI_BODY}<script>alert(1)</script><img src=x onerror="alert(1)">` },
      ta: { html: '<p></p>' },
    };
    const saved = await call('PUT', '/api/v1/site/draft', {
      document: draft.document,
      draftRevision: draft.draftRevision,
    });
    expect(saved.statusCode).toBe(200);
    const stored = await site();
    expect(richTextOf(stored.document).props.translations).toEqual({ hi: { html: HINDI_BODY } });

    delete richTextOf(stored.document).props.translations;
    const legacy = await call('PUT', '/api/v1/site/draft', {
      document: stored.document,
      draftRevision: stored.draftRevision,
    });
    expect(legacy.statusCode).toBe(200);
    const after = await site();
    expect(richTextOf(after.document).props.translations).toEqual({ hi: { html: HINDI_BODY } });

    richTextOf(after.document).props.translations = { hi: { html: `<p>${'क'.repeat(50_000)}</p>` } };
    const tooLong = await call('PUT', '/api/v1/site/draft', {
      document: after.document,
      draftRevision: after.draftRevision,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves a page’s title, keywords and description in Hindi, keeps them for a save without them, refuses one too long', async () => {
    const about = aboutOf((await site()).document);
    const saved = await call('PUT', `/api/v1/site/seo/${about.id}`, {
      title: 'About Kaveri Provisions',
      keywords: 'rice, dal',
      description: 'Our story since 1998',
      translations: {
        hi: { title: 'हमारे बारे में — कावेरी', description: '1998 से हमारी कहानी' },
        ta: { title: '' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = async () => (await call('GET', `/api/v1/site/seo?page=staticpage&id=${about.id}`)).json();
    expect((await read()).translations).toEqual({
      hi: { title: 'हमारे बारे में — कावेरी', description: '1998 से हमारी कहानी' },
    });

    // The legacy slider's body (no translations) keeps them; the base title changes.
    const legacy = await call('PUT', `/api/v1/site/seo/${about.id}`, {
      title: 'About us | Kaveri Provisions',
      keywords: 'rice, dal',
      description: 'Our story since 1998',
    });
    expect(legacy.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      pageTitle: 'About us | Kaveri Provisions',
      translations: { hi: { title: 'हमारे बारे में — कावेरी' } },
    });
    // The editor's autosave of the whole document without them keeps them too.
    const draft = await site();
    aboutOf(draft.document).seo = {
      title: 'About us | Kaveri Provisions',
      keywords: 'rice, dal',
      description: 'Our story since 1998',
    };
    expect(
      (
        await call('PUT', '/api/v1/site/draft', {
          document: draft.document,
          draftRevision: draft.draftRevision,
        })
      ).statusCode,
    ).toBe(200);
    expect((await read()).translations.hi.title).toBe('हमारे बारे में — कावेरी');

    const tooLong = await call('PUT', `/api/v1/site/seo/${about.id}`, {
      title: 'About us',
      translations: { hi: { title: 'क'.repeat(121) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('120');
    const baseTooLong = await call('PUT', `/api/v1/site/seo/${about.id}`, { title: 'A'.repeat(121) });
    expect(baseTooLong.statusCode).toBe(400);
    expect((await read()).pageTitle).toBe('About us | Kaveri Provisions');
  });

  it('shows the Hindi body, title and description for ?lang=hi, and the base ones for ?lang=en', async () => {
    expect((await call('POST', '/api/v1/site/publish')).statusCode).toBe(200);
    const s = shopper(h, base);
    await vi.waitFor(async () => expect((await s.get('/about-us?lang=hi')).body).toContain('हमारी कहानी'));
    const hindi = (await s.get('/about-us?lang=hi')).body;
    expect(hindi).toContain(HINDI_BODY);
    expect(hindi).toContain('<title>हमारे बारे में — कावेरी</title>');
    expect(hindi).toContain('<meta property="og:title" content="हमारे बारे में — कावेरी">');
    expect(hindi).toContain('<meta name="description" content="1998 से हमारी कहानी">');
    expect(hindi).toContain('<meta property="og:description" content="1998 से हमारी कहानी">');
    // Keywords were given in no language: the base ones show.
    expect(hindi).toContain('<meta name="keywords" content="rice, dal">');

    const english = (await s.get('/about-us?lang=en')).body;
    expect(english).toContain('<title>About us | Kaveri Provisions</title>');
    expect(english).toContain('<meta name="description" content="Our story since 1998">');
    expect(english).not.toContain('हमारी कहानी');
    expect(english).not.toContain('हमारे बारे में');
    const tamil = (await s.get('/about-us?lang=ta')).body;
    expect(tamil).toContain('<title>About us | Kaveri Provisions</title>');
    expect(tamil).not.toContain('हमारी कहानी');
  });

  it('words the platform’s own description, for a page with none, in the shopper’s language', async () => {
    const about = aboutOf((await site()).document);
    // Saved to the live store at once; the Hindi texts stay (left out of the body).
    await call('PUT', `/api/v1/site/seo/${about.id}`, { title: 'About us | Kaveri Provisions' });
    const s = shopper(h, base);
    await vi.waitFor(async () =>
      expect((await s.get('/about-us?lang=ta')).body).toMatch(
        /<meta name="description" content="[^"]+ கடையில் ஆன்லைனில் வாங்குங்கள்\.">/,
      ),
    );
    expect((await s.get('/about-us?lang=en')).body).toMatch(
      /<meta name="description" content="Shop online at [^"]+\.">/,
    );
    expect((await s.get('/about-us?lang=hi')).body).toContain(
      '<meta name="description" content="1998 से हमारी कहानी">',
    );
  });
});
