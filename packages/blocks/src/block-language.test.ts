// The site's blocks in the shopper's language: the theme's own headings follow it, a text the
// merchant gave in that language wins, and the base text shows where nothing was given.
import { readShopProfile } from '@storekeep/domain/shop-profile';
import { describe, expect, it } from 'vitest';
import { keepBlockTranslations } from './block-language.ts';
import { migrateSiteDocument, type SiteDocument, type StoredBlock, siteDocumentSchema } from './document.ts';
import { composePageData, pageForPath } from './page-data.ts';
import { renderData, sampleStore } from './test-helpers.ts';
import { THEMES } from './themes/index.ts';
import { personaliseTheme, type ThemeStore } from './themes/personalise.ts';

const grocery = THEMES.find((theme) => theme.id === 'fresh-basket');
const storeOf = (language: ThemeStore['language']): ThemeStore => ({
  storeName: 'Sharma Kirana',
  language,
  profile: readShopProfile({ sells: 'Groceries and daily needs', city: 'Pune', sinceYear: 2009 }),
  categories: [{ categoryId: 41, name: 'Atta & Flours', seoUrl: '' }],
  logoUrl: null,
  phone: '98450 12345',
  email: null,
  address: null,
});
const picked = (language: ThemeStore['language']) =>
  personaliseTheme(migrateSiteDocument(grocery?.document), storeOf(language));

function homeHtml(site: SiteDocument, language?: ThemeStore['language']): string {
  const home = pageForPath(site, '');
  if (!home) throw new Error('home');
  const data = composePageData(
    site,
    home,
    language ? { language, storeNames: ['Sharma Kirana'] } : undefined,
  );
  return renderData(data, { store: { ...sampleStore, ...(language ? { language } : {}) } });
}

/** The site with one block's props changed (the first of the type on the home page). */
function withBlock(
  site: SiteDocument,
  type: StoredBlock['type'],
  props: Record<string, unknown>,
): SiteDocument {
  const home = site.pages.find((page) => page.kind === 'home');
  const block = home?.content.content.find((candidate) => candidate.type === type);
  if (!block) throw new Error(type);
  return siteDocumentSchema.parse({
    ...site,
    pages: site.pages.map((page) =>
      page !== home
        ? page
        : {
            ...page,
            content: {
              ...page.content,
              content: page.content.content.map((b) =>
                b === block ? { ...b, props: { ...b.props, ...props } } : b,
              ),
            },
          },
    ),
  });
}

describe('website blocks in the shopper’s language', () => {
  const english = picked('en');

  it('shows the theme’s own headings and labels in Hindi to a shopper who chose Hindi', () => {
    const html = homeHtml(english, 'hi');
    for (const hindi of ['श्रेणी के अनुसार खरीदें', 'हमारे उत्पाद', 'अभी खरीदें', 'होम', 'कार्ट'])
      expect(html).toContain(hindi);
    for (const word of ['Shop by category', 'Our products', 'Shop now', '>Home<', '>Cart<', '>Help<'])
      expect(html).not.toContain(word);
  });

  it('shows a theme picked by a Tamil store in English to a shopper who chose English', () => {
    const html = homeHtml(picked('ta'), 'en');
    expect(html).toContain('Shop by category');
    expect(html).not.toContain('வகை வாரியாக வாங்குங்கள்');
  });

  it('leaves the merchant’s own words as typed: only the platform’s words change', () => {
    const html = homeHtml(english, 'bn');
    expect(html).toContain('Groceries and daily needs');
    expect(html).toContain('বিভাগ অনুযায়ী কিনুন');
  });

  it('shows the text the merchant gave in the language over the theme’s own word', () => {
    const site = withBlock(english, 'FeaturedCategories', {
      translations: { hi: { heading: 'हमारी श्रेणियाँ' } },
    });
    const html = homeHtml(site, 'hi');
    expect(html).toContain('हमारी श्रेणियाँ');
    expect(html).not.toContain('श्रेणी के अनुसार खरीदें');
  });

  it('shows the merchant’s base text in a language they gave nothing in', () => {
    const site = withBlock(english, 'FeaturedCategories', {
      heading: 'Fresh from the farm',
      translations: { hi: { heading: 'खेत से ताज़ा' } },
    });
    expect(homeHtml(site, 'hi')).toContain('खेत से ताज़ा');
    expect(homeHtml(site, 'ta')).toContain('Fresh from the farm');
    expect(homeHtml(site, 'ta')).not.toContain('खेत से ताज़ा');
  });

  it('translates a text inside a list by its place', () => {
    const slides = english.pages
      .find((page) => page.kind === 'home')
      ?.content.content.find((block) => block.type === 'BannerCarousel');
    if (slides?.type !== 'BannerCarousel' || slides.props.slides.length === 0) throw new Error('slides');
    const site = withBlock(english, 'BannerCarousel', {
      translations: { ta: { 'slides.0.heading': 'மளிகை மற்றும் தினசரி தேவைகள்' } },
    });
    const html = homeHtml(site, 'ta');
    expect(html).toContain('மளிகை மற்றும் தினசரி தேவைகள்');
  });

  it('never reads a store named like a platform word as one', () => {
    const site = siteDocumentSchema.parse({
      ...english,
      fragments: {
        ...english.fragments,
        header: {
          ...english.fragments.header,
          content: english.fragments.header.content.map((block) =>
            block.type === 'Header' ? { ...block, props: { ...block.props, companyName: 'Home' } } : block,
          ),
        },
      },
    });
    const home = pageForPath(site, '');
    if (!home) throw new Error('home');
    const header = composePageData(site, home, { language: 'hi' }).content[0];
    expect(header?.type === 'Header' && header.props.companyName).toBe('Home');
  });

  it('renders the base texts when no shopper language is given (the editor’s preview)', () => {
    const html = homeHtml(picked('hi'));
    expect(html).toContain('श्रेणी के अनुसार खरीदें');
  });
});

describe('texts per language in the stored document', () => {
  const english = picked('en');

  it('refuses a text the block does not translate and one longer than its base field', () => {
    expect(() =>
      withBlock(english, 'FeaturedCategories', { translations: { hi: { source: 'x' } } }),
    ).toThrow();
    expect(() =>
      withBlock(english, 'FeaturedCategories', { translations: { hi: { heading: 'क'.repeat(121) } } }),
    ).toThrow();
    expect(() =>
      withBlock(english, 'FeaturedCategories', { translations: { fr: { heading: 'Rayons' } } }),
    ).toThrow();
  });

  it('drops empty texts and keeps the block’s other props', () => {
    const site = withBlock(english, 'FeaturedCategories', { translations: { hi: { heading: ' ' }, ta: {} } });
    const block = site.pages
      .flatMap((page) => page.content.content)
      .find((b) => b.type === 'FeaturedCategories');
    expect(block?.props.translations).toEqual({});
  });

  it('keeps the stored texts for blocks a client sent without them, and takes a clearing', () => {
    const stored = withBlock(english, 'FeaturedCategories', {
      translations: { hi: { heading: 'हमारी श्रेणियाँ' } },
    });
    const headingIn = (site: SiteDocument) =>
      site.pages.flatMap((page) => page.content.content).find((b) => b.type === 'FeaturedCategories')?.props
        .translations;
    expect(headingIn(keepBlockTranslations(stored, english))).toEqual({ hi: { heading: 'हमारी श्रेणियाँ' } });
    const cleared = withBlock(english, 'FeaturedCategories', { translations: {} });
    expect(headingIn(keepBlockTranslations(stored, cleared))).toEqual({});
  });
});
