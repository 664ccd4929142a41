// The public store page until the website builder publishes a site: the catalogue, grouped by
// top-level category, with prices by the domain's money rules.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import type { LanguageCode } from '@storekeep/domain/languages';
import { translated } from '@storekeep/domain/store-translations';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as q from './queries.ts';

export const STORE_PAGE_PRODUCT_LIMIT = 500;

export interface StorePage {
  storeName: string;
  storeSlug: string;
  sections: Array<{
    name: string;
    products: Array<{ productId: number; slug: string; name: string; mrpPaise: number; pricePaise: number }>;
  }>;
}

/** The store behind a public address; expired or unknown stores are not shown. */
export async function getStoreSummary(db: Db, slug: string) {
  const store = await q.findStoreBySlug(db, slug);
  if (!store || store.isExpired) throw notFound('This store is not available.');
  return { supplierId: store.supplierId, storeName: store.storeName, storeSlug: store.storeSlug };
}

export async function getStorePage(
  db: Db,
  shop: {
    supplierId: number;
    storeName: string;
    storeSlug: string;
    settings: AccountSettings;
    /** The shopper's language: the merchant's names in it where given. */
    language: LanguageCode;
  },
): Promise<StorePage> {
  const [categoryRows, productRows] = await Promise.all([
    q.listVisibleCategories(db, shop.supplierId),
    shop.settings.hideOnlineProducts
      ? Promise.resolve([])
      : q.listOnDisplayProducts(db, shop.supplierId, STORE_PAGE_PRODUCT_LIMIT),
  ]);
  const parentOf = new Map(categoryRows.map((c) => [c.categoryId, c.parentId]));
  const nameOf = new Map(
    categoryRows.map((c) => [c.categoryId, translated(c.name, c.translations, shop.language, 'name')]),
  );
  const topOf = (id: number | null): number | null => {
    let current = id;
    for (let depth = 0; current !== null && depth < 3; depth++) {
      const parent = parentOf.get(current);
      if (parent === undefined) return null; // hidden or missing: the product is not shown
      if (parent === null) return current;
      current = parent;
    }
    return current;
  };
  const sections = new Map<string, StorePage['sections'][number]>();
  for (const product of productRows) {
    const top = topOf(product.categoryId);
    if (product.categoryId !== null && top === null) continue;
    const name = top === null ? 'More products' : (nameOf.get(top) ?? 'More products');
    const section = sections.get(name) ?? { name, products: [] };
    section.products.push({
      productId: product.productId,
      slug: product.slug,
      name: translated(product.name, product.translations, shop.language, 'name'),
      mrpPaise: product.mrpPaise,
      pricePaise: product.pricePaise,
    });
    sections.set(name, section);
  }
  return { storeName: shop.storeName, storeSlug: shop.storeSlug, sections: [...sections.values()] };
}
