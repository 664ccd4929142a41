// A shipped theme made the store's own when a merchant picks it. A theme is written for a
// fictional shop: its brand name and logo, phone, email, address and social accounts, and menus
// that link categories and pages that shop has ("/category/staples", "/offers"). Published as it
// is, a store would show another shop's name and WhatsApp number, and most of its menu would open
// "This page is not available.". Here the header names the store (its logo when it has one), the
// contact details and the map's address are the store's (or left out), the theme's social
// accounts go, and every link leads somewhere in this store: a category link the store cannot
// answer takes the store's next top-level category, and a page link the site has no page for is
// dropped. The theme's words go too: own-words.ts writes every text block from the merchant's
// shop profile. Everything stays editable in the builder.

import type { LanguageCode } from '@storekeep/domain/languages';
import { placeOf, type ShopProfile } from '@storekeep/domain/shop-profile';
import type { LinkItem } from '../blocks/shared.tsx';
import { parseBlock, type SiteDocument, type SitePage, type StoredBlock } from '../document.ts';
import { EMPTY_IMAGE, image } from '../image.ts';
import { ownWordsWriter } from './own-words.ts';

export interface ThemeStore {
  storeName: string;
  /** The store's language: the platform's few fixed words on the site are written in it. */
  language: LanguageCode;
  /** What the merchant told the walkthrough about the shop. */
  profile: ShopProfile;
  /** The store's visible top-level categories, in the order its menus show them. */
  categories: Array<{ categoryId: number; name: string; seoUrl: string }>;
  /** The store's logo (a URL the storefront can show), or null for the name alone. */
  logoUrl: string | null;
  /** Contact details for the footer and contact blocks; null when the store has none. */
  phone: string | null;
  email: string | null;
  address: string | null;
}

/**
 * Paths the storefront answers for every store (pages of the site are added to these). /book is
 * the online booking, or the contact page's form while the store takes no bookings online.
 */
const STORE_PATHS = new Set(['/', '/categories', '/cart', '/checkout', '/search', '/book']);
const PRODUCT_PATH = /^\/product\/\d+$/;

type PropsOf<T extends StoredBlock['type']> = Extract<StoredBlock, { type: T }>['props'];

export function personaliseTheme(document: SiteDocument, store: ThemeStore): SiteDocument {
  const pagePaths = new Set(
    document.pages
      .filter((page) => page.kind === 'static' || page.kind === 'custom')
      .map((page) => `/${page.slug}`),
  );
  const answered = (href: string) => store.categories.some((category) => answers(category, href));
  // Category links are handed the store's categories in order, each at most once per menu.
  const linksOf = (links: LinkItem[]): LinkItem[] => {
    const unused = store.categories.filter((category) => !links.some((link) => answers(category, link.href)));
    const out: LinkItem[] = [];
    for (const link of links) {
      if (categoryRef(link.href) !== null) {
        if (answered(link.href)) out.push(link);
        else {
          const next = unused.shift();
          if (next) out.push({ label: next.name.slice(0, 60), href: `/category/${next.categoryId}` });
        }
        continue;
      }
      if (!isInternal(link.href) || leadsSomewhere(link.href, pagePaths)) out.push(link);
    }
    return out;
  };
  const number = store.phone ? internationalNumber(store.phone) : null;
  const whatsapp = number ? `https://wa.me/${number}` : null;
  const telephone = number ? `tel:+${number}` : null;

  // A button or picture link elsewhere (a banner's "Shop fruits"): one the store cannot answer
  // opens the store's categories instead.
  const storeLink = (href: string): string =>
    !isInternal(href) || leadsSomewhere(href, pagePaths) || answered(href) ? href : '/categories';
  // Props as plain data; the block is parsed again with its schema afterwards.
  const withStoreLinks = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withStoreLinks);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        // The theme's own social accounts, in any block that lists them.
        key === 'socialLinks'
          ? []
          : /href$/i.test(key) && typeof inner === 'string' && inner !== ''
            ? storeLink(inner)
            : withStoreLinks(inner),
      ]),
    );
  };

  const writer = ownWordsWriter({
    storeName: store.storeName,
    language: store.language,
    profile: store.profile,
    hasPage: (path) => pagePaths.has(path),
  });
  const personaliseBlock = (block: StoredBlock, where: Pick<SitePage, 'kind' | 'slug'> | 'fragment') => {
    const own = ownBlock(writer.write(block, where));
    return parseBlock({ type: own.type, props: withStoreLinks(own.props) });
  };
  const ownBlock = (block: StoredBlock): StoredBlock => {
    switch (block.type) {
      case 'Header': {
        const props: PropsOf<'Header'> = {
          ...block.props,
          // Empty: the header shows the store's name, and follows it when the store is renamed.
          companyName: '',
          showCompanyName: true,
          logo: store.logoUrl ? image(store.logoUrl, '') : EMPTY_IMAGE,
          menuLinks: linksOf(block.props.menuLinks),
          socialLinks: [],
        };
        return { ...block, props };
      }
      case 'Footer': {
        const props: PropsOf<'Footer'> = {
          ...block.props,
          columns: block.props.columns
            .map((column) => ({ ...column, links: linksOf(column.links) }))
            .filter((column) => column.links.length > 0),
          address: store.address ?? '',
          phone: store.phone ?? '',
          email: store.email ?? '',
          socialLinks: [],
          copyright: '',
        };
        return { ...block, props };
      }
      case 'MobileStickyFooter': {
        const items = block.props.items.flatMap((item) => {
          if (/^https:\/\/wa\.me\//.test(item.href)) return whatsapp ? [{ ...item, href: whatsapp }] : [];
          if (item.href.startsWith('tel:')) return telephone ? [{ ...item, href: telephone }] : [];
          if (
            isInternal(item.href) &&
            !leadsSomewhere(item.href, pagePaths) &&
            categoryRef(item.href) === null
          )
            return [];
          return [item];
        });
        // The bar needs one item at least; home always leads somewhere.
        const props: PropsOf<'MobileStickyFooter'> = {
          ...block.props,
          items: items.length > 0 ? items : [{ icon: 'home', label: 'Home', href: '/' }],
        };
        return { ...block, props };
      }
      case 'Map': {
        // The theme's map shows its fictional shop's street.
        // Without the outlet's address, the area and city the merchant gave place the map.
        const props: PropsOf<'Map'> = {
          ...block.props,
          address: store.address ?? placeOf(store.profile),
        };
        return { ...block, props };
      }
      case 'ContactForm': {
        const props: PropsOf<'ContactForm'> = {
          ...block.props,
          phone: store.phone ?? '',
          email: store.email ?? '',
        };
        return { ...block, props };
      }
      default:
        return block;
    }
  };
  const each = (blocks: StoredBlock[], where: Pick<SitePage, 'kind' | 'slug'> | 'fragment' = 'fragment') =>
    blocks.map((block) => personaliseBlock(block, where));

  return {
    ...document,
    fragments: {
      header: { ...document.fragments.header, content: each(document.fragments.header.content) },
      footer: { ...document.fragments.footer, content: each(document.fragments.footer.content) },
      mobileStickyFooter: {
        ...document.fragments.mobileStickyFooter,
        content: each(document.fragments.mobileStickyFooter.content),
      },
    },
    pages: document.pages.map((page) => ({
      ...page,
      seo: writer.seo(page),
      content: { ...page.content, content: each(page.content.content, page) },
    })),
  };
}

/** The category a link names (`/category/{id or SEO URL}`), or null for any other link. */
function categoryRef(href: string): string | null {
  return /^\/category\/([^/?#]+)$/.exec(href)?.[1] ?? null;
}

function answers(category: ThemeStore['categories'][number], href: string): boolean {
  const ref = categoryRef(href);
  return (
    ref !== null &&
    (ref === String(category.categoryId) || (category.seoUrl !== '' && ref === category.seoUrl))
  );
}

/** A path inside the store (not another site, a phone number, an email or an anchor). */
function isInternal(href: string): boolean {
  return href.startsWith('/');
}

function leadsSomewhere(href: string, pagePaths: Set<string>): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  return STORE_PATHS.has(path) || PRODUCT_PATH.test(path) || pagePaths.has(path);
}

/** The number with its country code and no signs (as wa.me and tel: want it): Indian numbers get 91. */
function internationalNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return null;
}
