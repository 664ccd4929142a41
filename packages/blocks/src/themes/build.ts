// Small helpers that keep the theme files readable: blocks get stable ids from the theme's name,
// pages and fragments get the document's shape, images point at the theme's bundled art.
import { rupeesToPaise } from '@storekeep/domain/money';
import { productPath, productSlugBase } from '@storekeep/domain/product-slug';
import type { BlockPropsMap, BlockType } from '../block-schemas.ts';
import type { CatalogueSource } from '../catalogue.ts';
import type { PageKind, SiteDocumentInput } from '../document.ts';
import { SITE_SCHEMA_VERSION } from '../document.ts';
import { type ImageRef, THEME_ASSETS_URL_PREFIX } from '../image.ts';
import type { ThemeSettings } from '../theme-settings.ts';

export type VerticalKey =
  | 'grocery'
  | 'fashion'
  | 'electronics'
  | 'general'
  | 'restaurant'
  | 'salon'
  | 'clinic';

export interface Theme {
  /** Stable key; the server stores it as theme_key. */
  id: string;
  name: string;
  description: string;
  /** The verticals this theme is offered to (first one is its home vertical). */
  verticals: VerticalKey[];
  /** Path of the preview image (served from THEME_ASSETS_URL_PREFIX) and its main colours. */
  preview: { image: string; primary: string; accent: string; background: string };
  /** The full site document a merchant gets when choosing the theme. */
  document: SiteDocumentInput;
  /** Demo catalogue shown in previews and screenshots before the merchant has products. */
  demo: CatalogueSource;
}

type BlockInput<K extends BlockType> = Partial<BlockPropsMap[K]>;

export function themeKit(themeId: string) {
  let counter = 0;
  const asset = (file: string) => `${THEME_ASSETS_URL_PREFIX}${themeId}/${file}`;
  return {
    asset,
    img: (file: string, alt: string, tooltip = ''): ImageRef => ({ url: asset(file), alt, tooltip }),
    block: <K extends BlockType>(type: K, props: BlockInput<K>) => {
      counter += 1;
      return { type, props: { ...props, id: `${themeId}-${type.toLowerCase()}-${counter}` } };
    },
  };
}

type AnyBlock = { type: BlockType; props: Record<string, unknown> & { id: string } };

export function page(
  kind: PageKind,
  title: string,
  slug: string,
  content: AnyBlock[],
  seo: { title?: string; keywords?: string; description?: string } = {},
) {
  return {
    id: kind === 'static' || kind === 'custom' ? `${kind}-${slug}` : kind,
    kind,
    title,
    slug,
    seo: { title: seo.title ?? '', keywords: seo.keywords ?? '', description: seo.description ?? '' },
    content: { root: { props: {} }, content },
  };
}

export function siteDocument(input: {
  theme: ThemeSettings;
  header: AnyBlock;
  footer: AnyBlock;
  stickyFooter: AnyBlock;
  pages: ReturnType<typeof page>[];
}): SiteDocumentInput {
  return {
    schemaVersion: SITE_SCHEMA_VERSION,
    theme: input.theme,
    pages: input.pages,
    fragments: {
      header: { root: { props: {} }, content: [input.header] },
      footer: { root: { props: {} }, content: [input.footer] },
      mobileStickyFooter: { root: { props: {} }, content: [input.stickyFooter] },
    },
    canvasImages: { ogImage: null, favicon: null },
  } as SiteDocumentInput;
}

/** Demo product cards (prices in rupees for readability; stored as paise). */
export function demoProducts(
  themeId: string,
  items: Array<[name: string, file: string, rupees: number, mrpRupees?: number, inStock?: boolean]>,
  baseHref = '',
) {
  return items.map(([name, file, rupees, mrp, inStock], index) => ({
    id: `${themeId}-p${index + 1}`,
    name,
    href: `${baseHref}${productPath(productSlugBase(name))}`,
    imageUrl: `${THEME_ASSETS_URL_PREFIX}${themeId}/${file}`,
    imageAlt: name,
    pricePaise: rupeesToPaise(rupees),
    mrpPaise: mrp ? rupeesToPaise(mrp) : null,
    inStock: inStock ?? true,
    enquiryOnly: false,
  }));
}

export function demoCategories(themeId: string, items: Array<[name: string, file: string]>) {
  return items.map(([name, file], index) => ({
    id: `${themeId}-c${index + 1}`,
    name,
    href: `/category/${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`,
    imageUrl: `${THEME_ASSETS_URL_PREFIX}${themeId}/${file}`,
    imageAlt: name,
  }));
}
