// The site's blocks in the shopper's language: the theme's own headings follow it, a text the
// merchant gave in that language wins, and the base text shows where nothing was given.
import { readShopProfile } from '@storekeep/domain/shop-profile';
import { describe, expect, it } from 'vitest';
import { keepTranslations } from './block-language.ts';
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
    expect(headingIn(keepTranslations(stored, english))).toEqual({ hi: { heading: 'हमारी श्रेणियाँ' } });
    const cleared = withBlock(english, 'FeaturedCategories', { translations: {} });
    expect(headingIn(keepTranslations(stored, cleared))).toEqual({});
  });
});

describe('a rich text’s body and a page’s SEO in the shopper’s language', () => {
  const english = picked('en');
  /** The site with the About page's rich text given these texts per language. */
  const withAboutTexts = (translations: unknown): SiteDocument =>
    siteDocumentSchema.parse({
      ...english,
      pages: english.pages.map((page) =>
        page.slug !== 'about-us'
          ? page
          : {
              ...page,
              content: {
                ...page.content,
                content: page.content.content.map((b) =>
                  b.type === 'RichText' ? { ...b, props: { ...b.props, translations } } : b,
                ),
              },
            },
      ),
    });
  const aboutHtml = (site: SiteDocument, language: ThemeStore['language']) => {
    const about = pageForPath(site, 'about-us');
    if (!about) throw new Error('about-us');
    return renderData(composePageData(site, about, { language, storeNames: ['Sharma Kirana'] }), {
      store: { ...sampleStore, language },
    });
  };
  /** The rich text's body as the page shows it. */
  const proseOf = (html: string) => html.match(/<div class="sk-prose">(.*?)<\/div>/)?.[1] ?? '';
  const aboutBody = (site: SiteDocument) =>
    site.pages.find((page) => page.slug === 'about-us')?.content.content.find((b) => b.type === 'RichText')
      ?.props.translations;

  it('shows the body the merchant gave in Hindi to Hindi shoppers, the base body to the others', () => {
    const site = withAboutTexts({ hi: { html: '<h2>हमारी कहानी</h2><p>हम 1998 से सब्ज़ी बेचते हैं।</p>' } });
    const hindi = proseOf(aboutHtml(site, 'hi'));
    expect(hindi).toBe('<h2>हमारी कहानी</h2><p>हम 1998 से सब्ज़ी बेचते हैं।</p>');
    const base = site.pages.find((page) => page.slug === 'about-us')?.content.content[0];
    expect(base?.type === 'RichText' && base.props.html).toContain('<p>');
    expect(proseOf(aboutHtml(site, 'en'))).toBe(base?.type === 'RichText' ? base.props.html : null);
    expect(proseOf(aboutHtml(site, 'ta'))).not.toContain('हमारी कहानी');
  });

  it('sanitises each language’s body as the base body is, and drops one with no words', () => {
    const site = withAboutTexts({
      hi: {
        html: '<p onclick="steal()">नमस्ते</p><script>alert(1)</script><a href="javascript:alert(1)">देखें</a><iframe src="https://x.example"></iframe>',
      },
      ta: { html: '<p></p>' },
      bn: { html: '<p><br></p>' },
    });
    expect(aboutBody(site)).toEqual({ hi: { html: '<p>नमस्ते</p><a>देखें</a>' } });
    expect(proseOf(aboutHtml(site, 'hi'))).toBe('<p>नमस्ते</p><a>देखें</a>');
  });

  it('refuses a body longer than the base body may be', () => {
    expect(() => withAboutTexts({ hi: { html: `<p>${'क'.repeat(50_000)}</p>` } })).toThrow();
  });

  it('keeps a page’s SEO texts per language for a client that sends the page without them', () => {
    const aboutSeo = (site: SiteDocument) => site.pages.find((page) => page.slug === 'about-us')?.seo;
    const withSeo = (seo: Record<string, unknown>) =>
      siteDocumentSchema.parse({
        ...english,
        pages: english.pages.map((page) =>
          page.slug === 'about-us' ? { ...page, seo: { ...page.seo, ...seo } } : page,
        ),
      });
    const stored = withSeo({ translations: { hi: { title: 'हमारे बारे में' } } });
    const without = withSeo({ title: 'About Fresh Basket' });
    expect(aboutSeo(without)?.translations).toBeUndefined();
    expect(aboutSeo(keepTranslations(stored, without))).toMatchObject({
      title: 'About Fresh Basket',
      translations: { hi: { title: 'हमारे बारे में' } },
    });
    expect(aboutSeo(keepTranslations(stored, withSeo({ translations: {} })))?.translations).toEqual({});
    expect(() => withSeo({ translations: { hi: { title: 'क'.repeat(121) } } })).toThrow();
  });
});
