// SQL for the public store page: one store by slug, its visible categories and products.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products, suppliers } from '../../db/schema.ts';

export async function findStoreBySlug(db: DbOrTx, slug: string) {
  const rows = await db
    .select({
      supplierId: suppliers.supplierId,
      storeName: suppliers.storeName,
      storeSlug: suppliers.storeSlug,
      isExpired: suppliers.isExpired,
      accountSettings: suppliers.accountSettings,
    })
    .from(suppliers)
    .where(eq(suppliers.storeSlug, slug))
    .limit(1);
  return rows[0];
}

export async function listVisibleCategories(db: DbOrTx, supplierId: number) {
  return db
    .select({
      categoryId: categories.categoryId,
      parentId: categories.parentId,
      name: categories.name,
      translations: categories.translations,
    })
    .from(categories)
    .where(and(eq(categories.supplierId, supplierId), eq(categories.isHidden, false)))
    .orderBy(asc(categories.position), asc(categories.categoryId));
}

export async function listOnDisplayProducts(db: DbOrTx, supplierId: number, limit: number) {
  return db
    .select({
      productId: products.productId,
      categoryId: products.categoryId,
      name: products.name,
      slug: products.slug,
      translations: products.translations,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
    })
    .from(products)
    .where(
      and(eq(products.supplierId, supplierId), eq(products.status, 'ACTIVE'), eq(products.isOnDisplay, true)),
    )
    .orderBy(asc(products.name))
    .limit(limit);
}
