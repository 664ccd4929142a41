// Answers the featured blocks' catalogue requests (packages/blocks catalogue.ts) from the store's
// own rows: visible categories only, products that are active, on display and sold online. The
// storefront answers a page's requests here; the editor's canvas gets the same cards
// (GET /site/catalogue) and answers its requests in the browser as the merchant edits.

import type { Data } from '@puckeditor/core';
import { answerCatalogueRequests, catalogueRequests } from '@storekeep/blocks/catalogue';
import type { CatalogueSnapshot, CategoryCard, ProductCard } from '@storekeep/blocks/metadata';
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { DEFAULT_LANGUAGE_CODE, type LanguageCode } from '@storekeep/domain/languages';
import type { EditorCatalogueReply } from '@storekeep/domain/online-store-api';
import { productPath } from '@storekeep/domain/product-slug';
import { translated } from '@storekeep/domain/store-translations';
import { shopActionFor } from '@storekeep/domain/storefront-listing';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import type { MainImageUrl } from '../products/index.ts';
import * as q from './queries.ts';
import { storeUrl } from './site-helpers.ts';

/** Enough for every featured block on a page (each shows at most a few dozen). */
const PRODUCT_ROWS = 300;

export async function catalogueFor(
  db: DbOrTx,
  imageUrl: MainImageUrl,
  supplierId: number,
  baseUrl: string,
  data: Data,
  /** The shopper's language: names in it where the merchant gave them. */
  language: LanguageCode = DEFAULT_LANGUAGE_CODE,
): Promise<CatalogueSnapshot> {
  const requests = catalogueRequests(data.content);
  if (requests.length === 0) return { products: {}, categories: {} };
  return answerCatalogueRequests(requests, await shopCatalogue(db, imageUrl, supplierId, baseUrl, language));
}

/** The editor's canvas: the signed-in store's cards, linked as its storefront links them. */
export async function editorCatalogue(db: DbOrTx, imageUrl: MainImageUrl, session: SupplierSession) {
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  return shopCatalogue(db, imageUrl, session.supplierId, storeUrl(store.storeSlug));
}

/**
 * Every card a featured block of this store may show. Pictures by the storage URL of their key
 * (imageUrl with no variants answers just that; for a category it is what categoryImageUrl
 * answers): a category's is its one 200×200 square, a product's the original, whose mobile
 * variant the card adds once it exists.
 */
export async function shopCatalogue(
  db: DbOrTx,
  imageUrl: MainImageUrl,
  supplierId: number,
  baseUrl: string,
  language: LanguageCode = DEFAULT_LANGUAGE_CODE,
): Promise<EditorCatalogueReply> {
  const [categoryRows, productRows, storedSettings] = await Promise.all([
    q.listShopCategories(db, supplierId),
    q.listShopProducts(db, supplierId, PRODUCT_ROWS),
    q.findAccountSettings(db, supplierId),
  ]);
  const settings = accountSettingsSchema.parse(storedSettings);
  // A category is visible when it and every parent above it are.
  const byId = new Map(categoryRows.map((row) => [row.categoryId, row]));
  const visible = (id: number | null): boolean => {
    for (let current = id, depth = 0; current !== null && depth < 5; depth++) {
      const row = byId.get(current);
      if (!row || row.isHidden) return false;
      current = row.parentId;
    }
    return true;
  };
  const categories: CategoryCard[] = categoryRows
    .filter((row) => visible(row.categoryId))
    .map((row) => {
      const name = translated(row.name, row.translations, language, 'name');
      return {
        id: String(row.categoryId),
        name,
        href: `${baseUrl}/category/${row.categoryId}`,
        imageUrl: imageUrl(row.imageKey, false),
        imageAlt: name,
      };
    });
  const products: Required<ProductCard>[] = [];
  const productsByCategory: Record<string, string[]> = {};
  for (const row of productRows) {
    if (row.categoryId !== null && !visible(row.categoryId)) continue;
    const id = String(row.productId);
    const name = translated(row.name, row.translations, language, 'name');
    products.push({
      id,
      name,
      href: `${baseUrl}${productPath(row.slug)}`,
      // The original with its mobile variant as srcset once the variants exist: the 200 px
      // thumbnail would blur on a desktop card.
      imageUrl: imageUrl(row.mainImageKey, false),
      imageHasVariants: row.mainImageReady === true,
      imageAlt: name,
      pricePaise: row.pricePaise,
      mrpPaise: row.mrpPaise > row.pricePaise ? row.mrpPaise : null,
      // The card offers what the product page offers: out of stock only when the store does not
      // sell out-of-stock items and the product is not an enquiry one.
      inStock:
        shopActionFor({ isEnquiryEnabled: row.isEnquiryEnabled, inStock: row.inStock }, settings) !==
        'out-of-stock',
      enquiryOnly: row.isEnquiryEnabled,
      hasVariants: row.hasVariants,
      minOrderQuantity: String(Number(row.minOrderQuantity)),
    });
    if (row.categoryId !== null) {
      const key = String(row.categoryId);
      productsByCategory[key] = [...(productsByCategory[key] ?? []), id];
    }
  }
  return { products, categories, productsByCategory };
}
