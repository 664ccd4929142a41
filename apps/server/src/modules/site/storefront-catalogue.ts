// Answers the featured blocks' catalogue requests (packages/blocks catalogue.ts) from the store's
// own rows: visible categories only, products that are active, on display and sold online.

import type { Data } from '@puckeditor/core';
import { answerCatalogueRequests, catalogueRequests } from '@storekeep/blocks/catalogue';
import type { CatalogueSnapshot, CategoryCard, ProductCard } from '@storekeep/blocks/metadata';
import type { DbOrTx } from '../../db/client.ts';
import type { MainImageUrl } from '../products/presenters.ts';
import * as q from './queries.ts';

/** Enough for every featured block on a page (each shows at most a few dozen). */
const PRODUCT_ROWS = 300;

export async function catalogueFor(
  db: DbOrTx,
  imageUrl: MainImageUrl,
  supplierId: number,
  baseUrl: string,
  data: Data,
): Promise<CatalogueSnapshot> {
  const requests = catalogueRequests(data.content);
  if (requests.length === 0) return { products: {}, categories: {} };
  const [categoryRows, productRows] = await Promise.all([
    q.listShopCategories(db, supplierId),
    q.listShopProducts(db, supplierId, PRODUCT_ROWS),
  ]);
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
    .map((row) => ({
      id: String(row.categoryId),
      name: row.name,
      href: `${baseUrl}/category/${row.categoryId}`,
      // Category images are served to the signed-in admin only for now; the card shows its name.
      imageUrl: null,
      imageAlt: row.name,
    }));
  const products: ProductCard[] = [];
  const productsByCategory: Record<string, string[]> = {};
  for (const row of productRows) {
    if (row.categoryId !== null && !visible(row.categoryId)) continue;
    const id = String(row.productId);
    products.push({
      id,
      name: row.name,
      href: `${baseUrl}/product/${row.productId}`,
      imageUrl: imageUrl(row.mainImageKey, row.mainImageReady),
      imageAlt: row.name,
      pricePaise: row.pricePaise,
      mrpPaise: row.mrpPaise > row.pricePaise ? row.mrpPaise : null,
      inStock: true,
      enquiryOnly: row.isEnquiryEnabled,
    });
    if (row.categoryId !== null) {
      const key = String(row.categoryId);
      productsByCategory[key] = [...(productsByCategory[key] ?? []), id];
    }
  }
  return answerCatalogueRequests(requests, { products, categories, productsByCategory });
}
