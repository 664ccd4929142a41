// The website builder over HTTP, the site itself: the theme gallery, choosing a theme, autosaving
// the draft, publishing, previewing, versions and rolling back, with the storefront showing only
// what was published, and drafts stored under an older document schema.
import { THEMES } from '@storekeep/blocks/themes';
import { BUILDER_MESSAGES } from '@storekeep/domain/website-builder';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema.ts';
import { createStore, login } from '../../test/harness.ts';
import { builderTest } from './test-support.ts';

const builder = builderTest();
const { call, firstThemeId, siteOf } = builder;

describe('theme gallery', () => {
  it('lists categories, verticals and at least six themes, each with a rendered preview', async () => {
    const categories = (await call('GET', '/api/v1/site/theme-categories')).json().categories;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const verticals = (await call('GET', '/api/v1/site/verticals')).json().verticals;
    expect(verticals.map((v: { verticalId: number }) => v.verticalId)).toContain(18);
    const themes = (await call('GET', '/api/v1/site/themes')).json().themes;
    expect(themes.length).toBe(THEMES.length);
    // The admin shows a shipped theme's description in the person's language by its key.
    expect(themes.map((theme: { themeKey: string | null }) => theme.themeKey).sort()).toEqual(
      THEMES.map((theme) => theme.id).sort(),
    );
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
    expect((await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).not.toContain(
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
      const live = await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` });
      expect(live.statusCode).toBe(200);
      expect(live.body).toContain('<title>Diwali Version One</title>');
      expect(live.body).toContain('<meta name="keywords" content="silk, saree">');
    });

    // An edit of the page in the editor (store settings such as the SEO slider apply live).
    const draft = await siteOf();
    const document = structuredClone(draft.document);
    const draftHome = document.pages.find((p: { kind: string }) => p.kind === 'home');
    draftHome.seo = { ...draftHome.seo, title: 'Pongal Version Two', keywords: '', description: '' };
    const saved = await call('PUT', '/api/v1/site/draft', { document, draftRevision: draft.draftRevision });
    expect(saved.statusCode).toBe(200);
    // The draft changed; shoppers still see version 1; the preview shows the draft.
    expect((await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).toContain(
      'Diwali Version One',
    );
    expect((await call('GET', '/api/v1/site/preview')).body).toContain('Pongal Version Two');
    expect((await call('GET', '/api/v1/site/preview?version=1')).body).toContain('Diwali Version One');

    await call('POST', '/api/v1/site/publish');
    await vi.waitFor(async () =>
      expect((await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).toContain(
        'Pongal Version Two',
      ),
    );

    const rolled = await call('POST', '/api/v1/site/versions/1/rollback');
    expect(rolled.json()).toMatchObject({ publishedVersion: 3, restoredFrom: 1 });
    await vi.waitFor(async () =>
      expect((await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` })).body).toContain(
        'Diwali Version One',
      ),
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

describe('stored documents of an older schema', () => {
  it('loads a schema-version-1 draft after the block props changed (effect was animation)', async () => {
    const store = await createStore(builder.h, { storeName: 'Old Doc Store' });
    const as = await login(builder.h, store.owner);
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
    await builder.h.database.db
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

describe('the API description', () => {
  // Every operation's reply is checked by openapi-contract.test.ts; the previews are pages.
  it('states the previews as text/html', async () => {
    const paths = (await builder.h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    const html = (path: string) => Object.keys(paths[path].get.responses['200'].content ?? {});
    expect(html('/api/v1/site/preview')).toEqual(['text/html']);
    expect(html('/api/v1/site/themes/{themeId}/preview')).toEqual(['text/html']);
    expect(Object.keys(paths['/api/v1/site'].get.responses['200'].content)).toEqual(['application/json']);
  });
});
