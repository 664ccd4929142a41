// The props-injection contract: what the server (storefront) and the editor hand to every block
// through Puck's `metadata` prop. Blocks never fetch; whoever renders fills this first.
import type { LanguageCode } from '@storekeep/domain/languages';
import type { CategoryCard, ProductCard } from '@storekeep/domain/online-store-api';
import type { ScrollEffect } from '@storekeep/domain/website-builder';

// The cards' shapes are the builder API's too (GET /site/catalogue, the designer's demo cards).
export type { CategoryCard, ProductCard } from '@storekeep/domain/online-store-api';

/** Which catalogue items a featured block asks for; see catalogueRequests() in catalogue.ts. */
export type CatalogueRequest =
  | {
      blockId: string;
      kind: 'products';
      source: 'newest' | 'category' | 'manual';
      categoryId: string;
      productIds: string[];
      limit: number;
    }
  | { blockId: string; kind: 'categories'; source: 'all' | 'manual'; categoryIds: string[]; limit: number };

export interface CatalogueSnapshot {
  /** Answers keyed by the requesting block's id. */
  products: Record<string, ProductCard[]>;
  categories: Record<string, CategoryCard[]>;
}

/** Every card a featured block may show, in memory (the editor's canvas, a theme's demo). */
export interface CatalogueSource {
  /** Newest first; the answer for 'newest'. */
  products: ProductCard[];
  categories: CategoryCard[];
  /** Product ids by category id, for 'category'. */
  productsByCategory?: Record<string, string[]>;
}

export interface StoreContext {
  storeName: string;
  /** The store's base path or origin, e.g. /s/ravi-stores; links inside the site start here. */
  baseUrl: string;
  /** Currency used by price formatting (INR for every Indian store). */
  currency: string;
  /** BCP 47 locale for number formatting, e.g. en-IN. */
  locale: string;
  phone?: string;
  whatsapp?: string;
  /** The shopper's language for the blocks' own labels (search, cart, buttons); English when absent. */
  language?: LanguageCode;
}

export interface BlocksMetadata {
  store?: StoreContext;
  catalogue?: CatalogueSnapshot;
  /**
   * The editor's cards: a featured block with no answer in `catalogue` answers its own request
   * from these as it renders. The editor's metadata then stays the same object while blocks come
   * and go and their picks change (a new metadata object makes Puck resolve fields again).
   */
  catalogueSource?: CatalogueSource;
  /**
   * The store's live discount codes (not paused, started, not expired or used up): an offer block
   * shows its code only when it is one of them, and the editor offers them to pick from.
   */
  discountCodes?: string[];
  /** The editor says which preview it shows, for the scroll-effect availability rules. */
  viewport?: 'mobile' | 'tablet' | 'desktop';
}

export const DEFAULT_STORE: StoreContext = {
  storeName: 'My Store',
  baseUrl: '',
  currency: 'INR',
  locale: 'en-IN',
};

export function storeOf(metadata: BlocksMetadata | undefined): StoreContext {
  return metadata?.store ?? DEFAULT_STORE;
}

/** The language of the blocks' own labels. */
export function languageOf(metadata: BlocksMetadata | undefined): LanguageCode {
  return metadata?.store?.language ?? 'en';
}

/** Join a path onto the store's base URL without doubling slashes. */
export function storeHref(store: StoreContext, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(path)) return path;
  const base = store.baseUrl.replace(/\/+$/, '');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${base}${rest}` || '/';
}

export type { ScrollEffect };
