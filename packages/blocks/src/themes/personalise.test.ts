import { EMPTY_SHOP_PROFILE } from '@storekeep/domain/shop-profile';
import { describe, expect, it } from 'vitest';
import { migrateSiteDocument, type SiteDocument, type StoredBlock } from '../document.ts';
import { THEMES } from './index.ts';
import { personaliseTheme, type ThemeStore } from './personalise.ts';

const store: ThemeStore = {
  storeName: 'Sharma Kirana',
  language: 'en',
  profile: EMPTY_SHOP_PROFILE,
  categories: [
    { categoryId: 41, name: 'Atta & Flours', seoUrl: 'atta-flours' },
    { categoryId: 42, name: 'Dals & Pulses', seoUrl: '' },
    { categoryId: 43, name: 'Staples', seoUrl: 'staples' },
  ],
  logoUrl: '/uploads/site/7/logo.png',
  phone: '98450 12345',
  email: 'owner@sharmakirana.in',
  address: '12 MG Road, 560001',
};

function blocksOf(doc: SiteDocument): StoredBlock[] {
  return [
    ...doc.fragments.header.content,
    ...doc.fragments.footer.content,
    ...doc.fragments.mobileStickyFooter.content,
    ...doc.pages.flatMap((page) => page.content.content),
  ];
}

/** Every link of the header, footer and sticky bar, as written in the document. */
function navigationHrefs(doc: SiteDocument): string[] {
  return blocksOf(doc).flatMap((block) => {
    if (block.type === 'Header') return block.props.menuLinks.map((l) => l.href);
    if (block.type === 'Footer') return block.props.columns.flatMap((c) => c.links.map((l) => l.href));
    if (block.type === 'MobileStickyFooter') return block.props.items.map((i) => i.href);
    return [];
  });
}

describe.each(THEMES.map((theme) => [theme.id, theme] as const))(
  'theme %s picked by a store',
  (_id, theme) => {
    const original = migrateSiteDocument(theme.document);
    const mine = personaliseTheme(original, store);
    const pagePaths = new Set(mine.pages.filter((p) => p.slug !== '').map((p) => `/${p.slug}`));

    it("shows the store's name and logo, and the store's contact details", () => {
      for (const block of blocksOf(mine)) {
        if (block.type === 'Header') {
          expect(block.props.companyName).toBe('');
          expect(block.props.logo.url).toBe(store.logoUrl);
          expect(block.props.socialLinks).toEqual([]);
        }
        if (block.type === 'Footer') {
          expect(block.props).toMatchObject({
            phone: store.phone,
            email: store.email,
            address: store.address,
            socialLinks: [],
            copyright: '',
          });
        }
        if (block.type === 'ContactForm')
          expect(block.props).toMatchObject({ phone: store.phone, email: store.email });
        if (block.type === 'Map')
          expect(block.props).toMatchObject({ heading: 'Visit us', address: store.address });
      }
    });

    it("keeps none of the theme's own phone numbers or social accounts", () => {
      const text = JSON.stringify(blocksOf(mine));
      expect(text).not.toMatch(
        /wa\.me\/(?!919845012345)|tel:(?!\+919845012345)|instagram\.com|facebook\.com|youtube\.com/,
      );
    });

    it('links only to what the store answers: its categories, its pages and the storefront', () => {
      for (const href of navigationHrefs(mine)) {
        if (!href.startsWith('/')) {
          expect(href).toMatch(/^(https:\/\/wa\.me\/919845012345|tel:\+919845012345|https?:\/\/(?!wa\.me))/);
          continue;
        }
        const category = /^\/category\/(.+)$/.exec(href)?.[1];
        if (category)
          expect(
            store.categories.some((c) => String(c.categoryId) === category || c.seoUrl === category),
          ).toBe(true);
        else
          expect(['/', '/categories', '/cart', '/checkout', '/search', '/book', ...pagePaths]).toContain(
            href,
          );
      }
    });

    it('changes nothing else: the pages, their blocks and the theme settings stay', () => {
      expect(mine.theme).toEqual(original.theme);
      expect(mine.pages.map((p) => [p.id, p.kind, p.slug, p.content.content.length])).toEqual(
        original.pages.map((p) => [p.id, p.kind, p.slug, p.content.content.length]),
      );
      expect(migrateSiteDocument(mine)).toEqual(mine);
    });
  },
);

describe('personaliseTheme', () => {
  const theme = THEMES.find((t) => t.id === 'fresh-basket') ?? THEMES[0];
  const original = migrateSiteDocument(theme?.document);
  const header = (doc: SiteDocument) => doc.fragments.header.content.find((b) => b.type === 'Header');

  it("keeps a category link the store answers, gives the others the store's next categories, and drops the rest", () => {
    const links = [
      { label: 'Staples', href: '/category/staples' },
      { label: 'Fruits', href: '/category/fruits-vegetables' },
      { label: 'Dairy', href: '/category/dairy-eggs' },
      { label: 'Bakery', href: '/category/bakery' },
      { label: 'Offers', href: '/offers' },
      { label: 'Blog', href: 'https://example.com/blog' },
    ];
    const doc: SiteDocument = {
      ...original,
      fragments: {
        ...original.fragments,
        header: {
          ...original.fragments.header,
          content: original.fragments.header.content.map((b) =>
            b.type === 'Header' ? { ...b, props: { ...b.props, menuLinks: links } } : b,
          ),
        },
      },
    };
    const menu = header(personaliseTheme(doc, store));
    expect(menu?.type === 'Header' && menu.props.menuLinks).toEqual([
      { label: 'Staples', href: '/category/staples' },
      { label: 'Atta & Flours', href: '/category/41' },
      { label: 'Dals & Pulses', href: '/category/42' },
      { label: 'Blog', href: 'https://example.com/blog' },
    ]);
  });

  it('leaves out what a store without categories, logo or contact details does not have', () => {
    const bare = personaliseTheme(original, {
      storeName: 'Sharma Kirana',
      language: 'en',
      profile: EMPTY_SHOP_PROFILE,
      categories: [],
      logoUrl: null,
      phone: null,
      email: null,
      address: null,
    });
    const bar = header(bare);
    expect(bar?.type === 'Header' && bar.props.logo.url).toBe('');
    expect(navigationHrefs(bare).filter((href) => href.startsWith('/category/'))).toEqual([]);
    expect(navigationHrefs(bare).filter((href) => href.startsWith('https://wa.me/'))).toEqual([]);
    const footer = bare.fragments.footer.content.find((b) => b.type === 'Footer');
    expect(footer?.props).toMatchObject({ phone: '', email: '', address: '' });
    const sticky = bare.fragments.mobileStickyFooter.content.find((b) => b.type === 'MobileStickyFooter');
    expect(sticky?.type === 'MobileStickyFooter' && sticky.props.items.length).toBeGreaterThan(0);
  });
});
