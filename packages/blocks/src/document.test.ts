import { describe, expect, it } from 'vitest';
import { migrateSiteDocument, SITE_SCHEMA_VERSION, siteDocumentSchema } from './document.ts';
import { THEMES } from './themes/index.ts';

const base = () => structuredClone(migrateSiteDocument(THEMES[0]?.document));

describe('site document schema', () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))(
    'theme %s is a valid current document',
    (_id, theme) => {
      const parsed = siteDocumentSchema.safeParse(theme.document);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
      expect(parsed.data?.schemaVersion).toBe(SITE_SCHEMA_VERSION);
    },
  );

  it('has exactly one home, category-listing and product-details page', () => {
    const doc = base();
    const noHome = { ...doc, pages: doc.pages.filter((page) => page.kind !== 'home') };
    const twoListings = {
      ...doc,
      pages: [...doc.pages, { ...doc.pages.find((p) => p.kind === 'category-listing'), id: 'listing-2' }],
    };
    expect(siteDocumentSchema.safeParse(noHome).error?.issues[0]?.message).toBe(
      'A site has exactly one home page',
    );
    expect(siteDocumentSchema.safeParse(twoListings).error?.issues[0]?.message).toBe(
      'A site has exactly one category-listing page',
    );
  });

  it('refuses two static or custom pages at one address, and a page without one', () => {
    const doc = base();
    const about = doc.pages.find((page) => page.kind === 'static');
    if (!about) throw new Error('theme has a static page');
    const clash = { ...doc, pages: [...doc.pages, { ...about, id: 'custom-2', kind: 'custom' }] };
    const empty = { ...doc, pages: [...doc.pages, { ...about, id: 'custom-3', kind: 'custom', slug: '' }] };
    expect(siteDocumentSchema.safeParse(clash).error?.issues.map((i) => i.message)).toContain(
      'This address is used by another page',
    );
    expect(siteDocumentSchema.safeParse(empty).error?.issues.map((i) => i.message)).toContain(
      'A page needs an address',
    );
  });

  it('refuses unknown blocks, blocks in the wrong place and duplicate block ids', () => {
    const doc = base();
    const home = doc.pages[0];
    if (!home) throw new Error('theme has pages');
    const withContent = (content: unknown[]) => ({
      ...doc,
      pages: [{ ...home, content: { ...home.content, content } }, ...doc.pages.slice(1)],
    });
    const first = home.content.content[0];
    const messages = (input: unknown) =>
      siteDocumentSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages(withContent([{ type: 'Marquee', props: { id: 'm' } }]))).toContain(
      'Unknown block type Marquee',
    );
    expect(messages(withContent([{ type: 'Footer', props: { id: 'f' } }]))).toContain(
      'Footer cannot be placed here',
    );
    expect(messages(withContent([first, first]))).toContain(`Duplicate block id ${first?.props.id}`);
    expect(messages(withContent([{ type: 'RichText', props: {} }]))).toContain('Every block needs an id');
  });

  it('validates every block with its own schema (a banner holds at most 10 images)', () => {
    const doc = base();
    const home = doc.pages[0];
    if (!home) throw new Error('theme has pages');
    const slide = {
      image: { url: '/a.jpg', alt: '', tooltip: '' },
      heading: '',
      text: '',
      buttonLabel: '',
      buttonHref: '',
    };
    const banner = {
      type: 'BannerCarousel',
      props: { id: 'b', slides: Array.from({ length: 11 }, () => slide) },
    };
    const result = siteDocumentSchema.safeParse({
      ...doc,
      pages: [{ ...home, content: { root: { props: {} }, content: [banner] } }, ...doc.pages.slice(1)],
    });
    expect(result.error?.issues[0]?.message).toBe('A banner holds at most 10 images.');
    expect(result.error?.issues[0]?.path).toEqual(['pages', 0, 'content', 'content', 0, 'props', 'slides']);
  });

  it('fills defaults of props a stored block left out (a block gained a prop later)', () => {
    const doc = base();
    const home = doc.pages[0];
    if (!home) throw new Error('theme has pages');
    const parsed = siteDocumentSchema.parse({
      ...doc,
      pages: [
        { ...home, content: { root: { props: {} }, content: [{ type: 'Video', props: { id: 'v' } }] } },
        ...doc.pages.slice(1),
      ],
    });
    expect(parsed.pages[0]?.content.content[0]?.props).toMatchObject({
      id: 'v',
      url: '',
      effect: 'none-effect',
      title: 'Video',
    });
  });

  it('refuses a theme colour that is not a hex colour', () => {
    const doc = base();
    const bad = {
      ...doc,
      theme: { ...doc.theme, colors: { ...doc.theme.colors, primary: 'red; background:url(x)' } },
    };
    expect(siteDocumentSchema.safeParse(bad).success).toBe(false);
  });
});
