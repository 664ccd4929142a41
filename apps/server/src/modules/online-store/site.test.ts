// The website builder over HTTP: theme gallery, select theme, autosave, publish, preview, versions and
// roll back, store-level settings with the spec's messages, images, SEO, domains, plan gates,
// walkthrough, the theme designer, and the storefront showing only what was published.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@storekeep/blocks/themes';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { BUILDER_MESSAGES } from '@storekeep/domain/website-builder';
import { eq } from 'drizzle-orm';
import { encode as encodeIco } from 'sharp-ico';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { icoBitmapBomb, icoOf, jpegImage, pngBomb, pngImage } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

let h: Harness;
let owner: StoreFixture;
let cookie: string;
const dns = new Map<string, string[][]>();

beforeAll(async () => {
  h = await createHarness({}, { resolveTxt: async (name) => dns.get(name) ?? [] });
  owner = await createStore(h, { storeName: 'Lakshmi Silks' });
  cookie = await login(h, owner.owner);
});
afterAll(() => h.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: object, as = cookie) {
  return h.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
}
async function upload(purpose: string, fileName: string, bytes: Buffer, as = cookie) {
  const form = multipart({ field: 'uploadedImageFile', fileName, bytes });
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/site/images?purpose=${purpose}`,
    headers: { cookie: as, ...form.headers },
    payload: form.payload,
  });
}
const uploadsFile = (url: string) => join(h.config.uploadsDir, url.replace(/^\/uploads\//, ''));

async function firstThemeId(verticalId = 18): Promise<number> {
  const reply = await call('GET', `/api/v1/site/themes?vertical=${verticalId}`);
  return reply.json().themes[0].themeId;
}

async function siteOf(as = cookie) {
  return (await call('GET', '/api/v1/site', undefined, as)).json();
}

describe('theme gallery', () => {
  it('lists categories, verticals and at least six themes, each with a rendered preview', async () => {
    const categories = (await call('GET', '/api/v1/site/theme-categories')).json().categories;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const verticals = (await call('GET', '/api/v1/site/verticals')).json().verticals;
    expect(verticals.map((v: { verticalId: number }) => v.verticalId)).toContain(18);
    const themes = (await call('GET', '/api/v1/site/themes')).json().themes;
    expect(themes.length).toBe(THEMES.length);
    const grocery = (await call('GET', '/api/v1/site/themes?vertical=18')).json().themes;
    expect(grocery.length).toBeGreaterThan(0);
    for (const theme of grocery) expect(theme.verticalIds).toContain(18);
    const preview = await call('GET', grocery[0].previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('<title>');
  });
});

describe('the site', () => {
  it('has no site before a theme is chosen; choosing one copies it in, unmodified', async () => {
    expect((await siteOf()).hasSite).toBe(false);
    const themeId = await firstThemeId();
    const reply = await call('POST', '/api/v1/site/select-theme', { themeId });
    expect(reply.json()).toMatchObject({ isSuccess: true, modified: false, themeId });
    const site = await siteOf();
    expect(site).toMatchObject({ hasSite: true, themeId, isModified: false, publishedVersion: null });
    expect(site.document.pages.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/v1/site/modification-status')).json()).toEqual({ isModified: false });
  });

  it('autosaves the draft, refuses a stale revision and marks the site modified', async () => {
    const site = await siteOf();
    const document = structuredClone(site.document);
    document.pages[0].title = 'Welcome home';
    const saved = await call('PUT', '/api/v1/site/draft', { document, draftRevision: site.draftRevision });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ draftRevision: site.draftRevision + 1, isModified: true });
    const stale = await call('PUT', '/api/v1/site/draft', { document, draftRevision: site.draftRevision });
    expect(stale.statusCode).toBe(409);
    const broken = await call('PUT', '/api/v1/site/draft', {
      document: { ...document, pages: [] },
      draftRevision: site.draftRevision + 1,
    });
    expect(broken.statusCode).toBe(400);
    expect((await siteOf()).document.pages[0].title).toBe('Welcome home');
    expect((await call('GET', '/api/v1/site/modification-status')).json()).toEqual({ isModified: true });
  });

  it('asks before a theme replaces a modified site, and replaces it when confirmed', async () => {
    const themes = (await call('GET', '/api/v1/site/themes')).json().themes;
    // Another theme when there is one; choosing the same theme again replaces the edits too.
    const other =
      themes.find((theme: { themeId: number }) => theme.themeId !== themes[0].themeId) ?? themes[0];
    const asked = await call('POST', '/api/v1/site/select-theme', { themeId: other.themeId });
    expect(asked.json()).toMatchObject({ isSuccess: false, modified: true });
    expect((await siteOf()).document.pages[0].title).toBe('Welcome home');
    const confirmed = await call('POST', '/api/v1/site/select-theme', {
      themeId: other.themeId,
      confirmReplace: true,
    });
    expect(confirmed.json()).toMatchObject({ isSuccess: true, themeId: other.themeId });
    const site = await siteOf();
    expect(site.isModified).toBe(false);
    expect(site.themeName).toBe(other.name);
    // Back to the first theme for the rest of the file.
    await call('POST', '/api/v1/site/select-theme', { themeId: themes[0].themeId, confirmReplace: true });
  });
});

describe('publish, preview, versions and roll back', () => {
  it('shows shoppers only the published version, and rolls back to an earlier one', async () => {
    const slug = (await call('GET', '/api/v1/site/supplier-info')).json().storeSlug;
    // Nothing published: the catalogue page stands in.
    expect((await h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).not.toContain(
      'Diwali Version One',
    );

    const site = await siteOf();
    const home = site.document.pages.find((p: { kind: string }) => p.kind === 'home');
    const v1 = await call('PUT', `/api/v1/site/seo/${home.id}`, {
      title: 'Diwali Version One',
      keywords: 'silk, saree',
      description: 'Silk sarees from Kanchipuram',
    });
    expect(v1.json().message).toBe(BUILDER_MESSAGES.seoUpdated);
    const published = await call('POST', '/api/v1/site/publish');
    expect(published.json()).toEqual({ publishedVersion: 1, message: BUILDER_MESSAGES.saved });
    // A publish reaches the storefront with the database's notice (0015): at once on PGlite, a
    // moment later over PostgreSQL's listening connection.
    await vi.waitFor(async () => {
      const live = await h.app.inject({ method: 'GET', url: `/s/${slug}` });
      expect(live.statusCode).toBe(200);
      expect(live.body).toContain('<title>Diwali Version One</title>');
      expect(live.body).toContain('<meta name="keywords" content="silk, saree">');
    });

    await call('PUT', `/api/v1/site/seo/${home.id}`, {
      title: 'Pongal Version Two',
      keywords: '',
      description: '',
    });
    // The draft changed; shoppers still see version 1; the preview shows the draft.
    expect((await h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).toContain('Diwali Version One');
    expect((await call('GET', '/api/v1/site/preview')).body).toContain('Pongal Version Two');
    expect((await call('GET', '/api/v1/site/preview?version=1')).body).toContain('Diwali Version One');

    await call('POST', '/api/v1/site/publish');
    await vi.waitFor(async () =>
      expect((await h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).toContain('Pongal Version Two'),
    );

    const rolled = await call('POST', '/api/v1/site/versions/1/rollback');
    expect(rolled.json()).toMatchObject({ publishedVersion: 3, restoredFrom: 1 });
    await vi.waitFor(async () =>
      expect((await h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).toContain('Diwali Version One'),
    );
    const versions = (await call('GET', '/api/v1/site/versions')).json();
    expect(versions.publishedVersion).toBe(3);
    expect(versions.versions.map((v: { versionNo: number }) => v.versionNo)).toEqual([3, 2, 1]);
    expect(versions.versions[0]).toMatchObject({ restoredFrom: 1, isLive: true });
    // The draft is the rolled-back document too.
    expect((await call('GET', `/api/v1/site/seo?page=homepage&id=${home.id}`)).json()).toMatchObject({
      page: 'home',
      pageTitle: 'Diwali Version One',
      pageContentDesc: 'Diwali Version One | silk, saree | Silk sarees from Kanchipuram',
      isDataAvailable: true,
    });
    expect((await call('POST', '/api/v1/site/versions/99/rollback')).statusCode).toBe(404);
  });
});

describe('Open Graph image and favicon', () => {
  it('refuses wrong types and sizes with the spec messages', async () => {
    const gif = await upload('OG_IMAGE', 'share.gif', await pngImage(100, 100));
    expect(gif.json().error.message).toBe('Only JPG, PNG & WEBP Files are Supported');
    const heavy = await upload('OG_IMAGE', 'share.jpg', await jpegImage(1400, 1400));
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error.message).toBe('File Size cannot Exceed 500kb');
    const favPng = await upload('FAVICON', 'icon.png', await pngImage(32, 32));
    expect(favPng.json().error.message).toBe('Only ICO Files are Supported');
    const bigIco = encodeIco([await pngImage(256, 256, true), await pngImage(200, 200, true)]);
    expect(bigIco.length).toBeGreaterThan(200 * 1024);
    const favHeavy = await upload('FAVICON', 'icon.ico', bigIco);
    expect(favHeavy.json().error.message).toBe('File Size cannot Exceed 200kb');
    const fakeIco = await upload('FAVICON', 'icon.ico', await pngImage(32, 32));
    expect(fakeIco.statusCode).toBe(400);
  });

  it('stores a 512×512 Open Graph image and a favicon, and asks for them when missing', async () => {
    const og = await upload('OG_IMAGE', 'share.jpg', await jpegImage(700, 500));
    expect(og.statusCode).toBe(201);
    expect(og.json()).toMatchObject({ status: 'success', imgwidth: 512, imgheight: 512, error: '' });
    const missing = await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: '' });
    expect(missing.json().error.message).toBe('Please Upload Open Graph Image');
    const set = await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: og.json().imgURL });
    expect(set.json()).toEqual({ isSuccess: true, message: 'Open Graph Image Uploaded' });
    expect((await call('GET', '/api/v1/site/canvas-images/OG_IMAGE')).json()).toEqual({
      isSuccess: true,
      data: { imgUrl: og.json().imgURL },
    });

    const ico = await upload('FAVICON', 'icon.ico', encodeIco([await pngImage(32, 32)]));
    expect(ico.statusCode).toBe(201);
    expect(ico.json()).toMatchObject({ imgwidth: 32, imgheight: 32 });
    expect(
      (await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: '' })).json().error.message,
    ).toBe('Please Upload Favicon');
    // An Open Graph picture cannot be set as the favicon.
    expect(
      (await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: og.json().imgURL })).statusCode,
    ).toBe(400);
    const fav = await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: ico.json().imgURL });
    expect(fav.json().message).toBe('Favicon Uploaded Succesfully');

    await call('POST', '/api/v1/site/publish');
    const slug = (await call('GET', '/api/v1/site/supplier-info')).json().storeSlug;
    const page = (await h.app.inject({ method: 'GET', url: `/s/${slug}` })).body;
    // Open Graph wants an absolute URL: the storefront puts its origin in front of a path.
    const ogUrl: string = og.json().imgURL;
    const absolute = ogUrl.startsWith('/') ? `http://localhost:80${ogUrl}` : ogUrl;
    expect(page).toContain(`<meta property="og:image" content="${absolute}">`);
    expect(page).toContain(`<link rel="icon" href="${ico.json().imgURL}">`);
  });
});

describe('pixel bombs', () => {
  const message = UPLOAD_MESSAGES.imageTooManyPixels;
  it.each([
    ['FAVICON', 'icon.ico', () => icoOf(pngBomb(20_000))],
    ['FAVICON', 'icon.ico', () => icoBitmapBomb(20_000, 20_000)],
    ['OG_IMAGE', 'share.png', () => pngBomb(20_000)],
    ['BACKGROUND', 'wall.png', () => pngBomb(20_000)],
    ['LOGO', 'logo.png', () => pngBomb(20_000)],
    ['CONTENT', 'photo.png', () => pngBomb(20_000)],
  ])('refuses a %s (%s) of 20 000 × 20 000 pixels from its header', async (purpose, fileName, make) => {
    const bytes = make();
    expect(bytes.length).toBeLessThan(200 * 1024);
    const reply = await upload(purpose, fileName, bytes);
    expect([reply.statusCode, reply.json()]).toEqual([
      400,
      { error: { code: 'invalid', message, fields: { uploadedImageFile: message } } },
    ]);
  });
});

describe('background and images', () => {
  it('saves the background and removes the new images it did not keep', async () => {
    const kept = (await upload('BACKGROUND', 'wall.jpg', await jpegImage(400, 300))).json().imgURL;
    const dropped = (await upload('BACKGROUND', 'other.jpg', await jpegImage(400, 300))).json().imgURL;
    expect(existsSync(uploadsFile(dropped))).toBe(true);
    const saved = await call('PUT', '/api/v1/site/background', {
      colorCode: '#fff8e7',
      backgroundImage: kept,
      transparencyValue: 0.5,
      newImages: [kept, dropped],
    });
    expect(saved.json()).toMatchObject({ isSuccess: true, removed: 1 });
    expect(existsSync(uploadsFile(dropped))).toBe(false);
    expect(existsSync(uploadsFile(kept))).toBe(true);
    expect((await call('GET', '/api/v1/site/background')).json()).toEqual({
      colorCode: '#fff8e7',
      backgroundImage: kept,
      transparencyValue: 0.5,
    });
  });

  it('remove-image-from-system deletes unused images only', async () => {
    const unused = (await upload('CONTENT', 'a.jpg', await jpegImage(300, 200))).json().imgURL;
    const background = (await call('GET', '/api/v1/site/background')).json().backgroundImage;
    const reply = await call('POST', '/api/v1/site/images/remove', {
      newImages: [unused],
      deletedImages: [background, '/uploads/site/unknown.jpg'],
    });
    expect(reply.json()).toEqual({ isSuccess: true, removed: 1 });
    expect(existsSync(uploadsFile(unused))).toBe(false);
    expect(existsSync(uploadsFile(background))).toBe(true);
  });

  it('refuses a builder image of the wrong kind with the spec message', async () => {
    const reply = await upload('CONTENT', 'photo.webp', await jpegImage(50, 50));
    expect(reply.json().error.message).toBe(
      'Please upload a Image with one of these extensions only: jpeg, png, jpg',
    );
  });
});

describe('plan gates', () => {
  let free: StoreFixture;
  let freeCookie: string;
  beforeAll(async () => {
    free = await createStore(h, { storeName: 'Free Plan Kirana', supplier: { packageId: 1 } });
    freeCookie = await login(h, free.owner);
    await call('POST', '/api/v1/site/select-theme', { themeId: await firstThemeId() }, freeCookie);
  });

  it('answers the pack limit: the free plan has no custom pages and no domain', async () => {
    expect(
      (await call('POST', '/api/v1/site/pack-limit', { key: 'customPages' }, freeCookie)).json(),
    ).toEqual({
      access: 0,
      count: 0,
    });
    expect((await call('POST', '/api/v1/site/pack-limit', { key: 'domain' }, freeCookie)).json().access).toBe(
      0,
    );
    expect((await call('POST', '/api/v1/site/pack-limit', { key: 'customPages' })).json().access).toBe(1);
  });

  it('refuses to save a new custom page or add a domain on the free plan', async () => {
    const offers = {
      id: 'custom-offers',
      kind: 'custom',
      title: 'Offers',
      slug: 'offers',
      seo: { title: '', keywords: '', description: '' },
      content: { root: { props: {} }, content: [] },
    };
    const site = await siteOf(freeCookie);
    const document = { ...site.document, pages: [...site.document.pages, offers] };
    const saved = await call(
      'PUT',
      '/api/v1/site/draft',
      { document, draftRevision: site.draftRevision },
      freeCookie,
    );
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.code).toBe('limit_reached');
    const mine = await siteOf();
    const premium = await call('PUT', '/api/v1/site/draft', {
      document: { ...mine.document, pages: [...mine.document.pages, offers] },
      draftRevision: mine.draftRevision,
    });
    expect(premium.statusCode).toBe(200);
    const domain = await call('POST', '/api/v1/site/domains', { host: 'freekirana.in' }, freeCookie);
    expect(domain.statusCode).toBe(403);
    expect(domain.json().error.code).toBe('limit_reached');
  });
});

describe('domains', () => {
  it('adds, verifies by DNS TXT, updates and deletes a domain with the spec toasts', async () => {
    const added = await call('POST', '/api/v1/site/domains', { host: 'https://WWW.LakshmiSilks.in/' });
    expect(added.statusCode).toBe(201);
    const domain = added.json().domain;
    expect(domain).toMatchObject({ host: 'www.lakshmisilks.in', isVerified: false });
    expect(domain.txtRecord.name).toBe('_storekeep.www.lakshmisilks.in');

    const early = await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`);
    expect(early.statusCode).toBe(400);
    dns.set(domain.txtRecord.name, [
      ['unrelated'],
      [domain.txtRecord.value.slice(0, 10), domain.txtRecord.value.slice(10)],
    ]);
    const verified = await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`);
    expect(verified.json().domain.isVerified).toBe(true);

    const other = await createStore(h, { storeName: 'Other Silks' });
    const taken = await call(
      'POST',
      '/api/v1/site/domains',
      { host: 'www.lakshmisilks.in' },
      await login(h, other.owner),
    );
    expect(taken.statusCode).toBe(409);
    expect((await call('POST', '/api/v1/site/domains', { host: 'not a domain' })).json().error.message).toBe(
      'Please enter a valid domain name',
    );

    const updated = await call('PUT', `/api/v1/site/domains/${domain.domainId}`, {
      host: 'lakshmisilks.com',
    });
    expect(updated.json().message).toBe('Domain Updated Successfully');
    expect(updated.json().domain).toMatchObject({ host: 'lakshmisilks.com', isVerified: false });
    const deleted = await call('DELETE', `/api/v1/site/domains/${domain.domainId}`);
    expect(deleted.json()).toEqual({ isSuccess: true, message: 'Domain Deleted Successfully' });
    expect((await call('GET', '/api/v1/site/domains')).json().domains).toEqual([]);
  });
});

describe('walkthrough', () => {
  it('saves name, logo and theme; the shop is no longer virtual', async () => {
    const store = await createStore(h, { storeName: 'New Shop' });
    const as = await login(h, store.owner);
    expect((await call('GET', '/api/v1/site/supplier-info', undefined, as)).json().isVirtual).toBe(true);
    const logo = (await upload('LOGO', 'logo.png', await pngImage(200, 200), as)).json().imgURL;
    const themeId = await firstThemeId();
    const reply = await call(
      'POST',
      '/api/v1/site/walkthrough',
      { storeName: 'Meena Bakes', logoUrl: logo, themeId },
      as,
    );
    expect(reply.json()).toEqual({ isSuccess: true, redirectTo: '/products', productIds: [] });
    const info = (await call('GET', '/api/v1/site/supplier-info', undefined, as)).json();
    expect(info).toMatchObject({ storeName: 'Meena Bakes', logoUrl: logo, isVirtual: false, themeId });
  });
});

describe('theme designer', () => {
  it('is refused to an ordinary store', async () => {
    const themeId = await firstThemeId();
    expect((await call('POST', `/api/v1/site/designer/themes/${themeId}/duplicate`)).statusCode).toBe(403);
  });

  it('edits, duplicates, assigns and copies themes as the admin theme user', async () => {
    const designer = await createStore(h, { storeName: 'Theme Studio', supplier: { supplierId: 231 } });
    const as = await login(h, designer.owner);
    const themeId = await firstThemeId();
    const theme = (await call('GET', `/api/v1/site/designer/themes/${themeId}`, undefined, as)).json();
    // A shipped template comes with its demo cards for the featured blocks on the canvas.
    expect(theme.demo.categories.length).toBeGreaterThan(0);
    expect(theme.demo.categories[0].imageUrl).toMatch(/^\/theme-assets\//);
    const document = structuredClone(theme.document);
    document.pages[0].title = 'Designer Home';
    expect(
      (await call('PUT', `/api/v1/site/designer/themes/${themeId}`, { document: {} }, as)).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/v1/site/designer/themes/${themeId}`, { document }, as)).statusCode).toBe(
      200,
    );
    const copy = (
      await call('POST', `/api/v1/site/designer/themes/${themeId}/duplicate`, undefined, as)
    ).json();
    expect(copy.themeId).not.toBe(themeId);
    const assigned = await call(
      'PUT',
      `/api/v1/site/designer/themes/${copy.themeId}/verticals`,
      { verticalIds: [34, 14] },
      as,
    );
    expect(assigned.json().verticalIds).toEqual([34, 14]);
    const salon = (await call('GET', '/api/v1/site/themes?vertical=34')).json().themes;
    expect(salon.map((t2: { themeId: number }) => t2.themeId)).toContain(copy.themeId);
    const target = await createStore(h, { storeName: 'Copied Store' });
    await call(
      'POST',
      `/api/v1/site/designer/themes/${copy.themeId}/copy-to-supplier`,
      { supplierId: target.supplierId },
      as,
    );
    const targetSite = await siteOf(await login(h, target.owner));
    expect(targetSite).toMatchObject({ hasSite: true, themeId: copy.themeId });
    expect(targetSite.document.pages[0].title).toBe('Designer Home');
  });
});

describe('stored documents of an older schema', () => {
  it('loads a schema-version-1 draft after the block props changed (effect was animation)', async () => {
    const store = await createStore(h, { storeName: 'Old Doc Store' });
    const as = await login(h, store.owner);
    await call('POST', '/api/v1/site/select-theme', { themeId: await firstThemeId() }, as);
    const current = (await siteOf(as)).document;
    // Write the document back as version 1 wrote it.
    const { schemaVersion: _v, canvasImages: _c, ...rest } = current;
    type Block = { props: Record<string, unknown> };
    type V2Page = { title: string; seo: { title: string }; content: { content: Block[] } } & Record<
      string,
      unknown
    >;
    const v1 = {
      ...rest,
      ogImage: '/uploads/site/old-og.jpg',
      pages: current.pages.map(({ title, content, seo, ...page }: V2Page) => ({
        ...page,
        name: `${title} (v1)`,
        seo: { ...seo, pageTitle: 'Old SEO title', title: undefined },
        data: {
          ...content,
          content: content.content.map((block) => {
            const { effect: _effect, ...props } = block.props;
            return { ...block, props: { ...props, animation: 'zoom-in' } };
          }),
        },
      })),
    };
    await h.database.db
      .update(t.sites)
      .set({ draft: v1, schemaVersion: 1 })
      .where(eq(t.sites.supplierId, store.supplierId));
    const loaded = (await siteOf(as)).document;
    expect(loaded.schemaVersion).toBeGreaterThan(1);
    expect(loaded.canvasImages.ogImage).toBe('/uploads/site/old-og.jpg');
    expect(loaded.pages[0].title).toBe(`${current.pages[0].title} (v1)`);
    expect(loaded.pages[0].seo.title).toBe('Old SEO title');
    const blocks = loaded.pages.flatMap(
      (page: { content: { content: Array<{ props: { effect?: string } }> } }) => page.content.content,
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.props.effect).toBe('zoom-in');
  });
});

describe('store isolation', () => {
  it("cannot roll back, preview or set another store's versions and images", async () => {
    const other = await createStore(h, { storeName: 'Nosy Neighbour' });
    const as = await login(h, other.owner);
    expect((await call('GET', '/api/v1/site/preview?version=1', undefined, as)).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/site/versions/1/rollback', undefined, as)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/v1/site/canvas-images/OG_IMAGE')).json().data.imgUrl;
    await call('POST', '/api/v1/site/select-theme', { themeId: await firstThemeId() }, as);
    expect((await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: mine }, as)).statusCode).toBe(
      400,
    );
    await call('POST', '/api/v1/site/images/remove', { newImages: [mine], deletedImages: [mine] }, as);
    expect(existsSync(uploadsFile(mine))).toBe(true);
  });
});
