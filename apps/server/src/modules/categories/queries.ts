// SQL for the category tree, its per-supplier stamp and the products a category change touches.
// Every statement is scoped by supplier_id.

import type { CategoryTranslations } from '@storekeep/domain/store-translations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, categoryTrees, products } from '../../db/schema.ts';

export interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  position: number;
  isHidden: boolean;
  imageKey: string | null;
  isSeoPresent: boolean;
  productCount: number;
  translations: CategoryTranslations;
}

export async function listCategories(db: DbOrTx, supplierId: number): Promise<CategoryRow[]> {
  const counts = db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int`.as('n') })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'ACTIVE')))
    .groupBy(products.categoryId)
    .as('counts');
  const rows = await db
    .select({
      id: categories.categoryId,
      name: categories.name,
      parentId: categories.parentId,
      position: categories.position,
      isHidden: categories.isHidden,
      imageKey: categories.imageKey,
      isSeoPresent: sql<boolean>`(${categories.seoUrl} <> '' OR ${categories.seoTitle} <> '' OR ${categories.seoKeywords} <> '' OR ${categories.seoDescription} <> '')`,
      productCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      translations: categories.translations,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.categoryId))
    .where(eq(categories.supplierId, supplierId))
    .orderBy(categories.position, categories.categoryId);
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function findTreeState(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({
      isCategoryAutomated: categoryTrees.isCategoryAutomated,
      lastModifiedTimestamp: categoryTrees.lastModifiedTimestamp,
    })
    .from(categoryTrees)
    .where(eq(categoryTrees.supplierId, supplierId))
    .limit(1);
  return rows[0] ?? { isCategoryAutomated: false, lastModifiedTimestamp: 0 };
}

/** Takes the supplier's tree lock for the transaction: category changes of one store run one at a time. */
export async function lockTree(tx: DbOrTx, supplierId: number) {
  await tx.insert(categoryTrees).values({ supplierId }).onConflictDoNothing();
  const rows = await tx
    .select({
      isCategoryAutomated: categoryTrees.isCategoryAutomated,
      lastModifiedTimestamp: categoryTrees.lastModifiedTimestamp,
    })
    .from(categoryTrees)
    .where(eq(categoryTrees.supplierId, supplierId))
    .for('update');
  return rows[0] ?? { isCategoryAutomated: false, lastModifiedTimestamp: 0 };
}

/**
 * A new stamp: now in milliseconds, and always past the previous one. Also called by the import and
 * template modules when they make categories, so it makes the store's row when there is none yet.
 */
export async function bumpTree(tx: DbOrTx, supplierId: number, nowMs: number): Promise<number> {
  const rows = await tx
    .insert(categoryTrees)
    .values({ supplierId, lastModifiedTimestamp: nowMs })
    .onConflictDoUpdate({
      target: categoryTrees.supplierId,
      set: {
        lastModifiedTimestamp: sql`greatest(${categoryTrees.lastModifiedTimestamp} + 1, ${nowMs}::bigint)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ lastModifiedTimestamp: categoryTrees.lastModifiedTimestamp });
  return Number(rows[0]?.lastModifiedTimestamp ?? nowMs);
}

export async function setAutomated(tx: DbOrTx, supplierId: number, isCategoryAutomated: boolean) {
  await tx.update(categoryTrees).set({ isCategoryAutomated }).where(eq(categoryTrees.supplierId, supplierId));
}

export async function insertCategory(
  tx: DbOrTx,
  values: { supplierId: number; name: string; parentId: number | null; position: number },
): Promise<number> {
  const rows = await tx.insert(categories).values(values).returning({ id: categories.categoryId });
  return Number(rows[0]?.id);
}

export async function renameCategory(
  tx: DbOrTx,
  supplierId: number,
  id: number,
  name: string,
  translations: CategoryTranslations | undefined,
) {
  await tx
    .update(categories)
    .set({ name, ...(translations === undefined ? {} : { translations }), updatedAt: sql`now()` })
    .where(and(eq(categories.supplierId, supplierId), eq(categories.categoryId, id)));
}

export async function setHidden(tx: DbOrTx, supplierId: number, ids: readonly number[], isHidden: boolean) {
  if (ids.length === 0) return;
  await tx
    .update(categories)
    .set({ isHidden, updatedAt: sql`now()` })
    .where(and(eq(categories.supplierId, supplierId), inArray(categories.categoryId, [...ids])));
}

export async function setProductsOnDisplay(
  tx: DbOrTx,
  supplierId: number,
  categoryIds: readonly number[],
  isOnDisplay: boolean,
) {
  if (categoryIds.length === 0) return;
  await tx
    .update(products)
    .set({ isOnDisplay, updatedAt: sql`now()` })
    .where(and(eq(products.supplierId, supplierId), inArray(products.categoryId, [...categoryIds])));
}

/** Parent and position of many categories in one statement. */
export async function placeCategories(
  tx: DbOrTx,
  supplierId: number,
  places: ReadonlyArray<{ id: number; parentId: number | null; position: number }>,
) {
  if (places.length === 0) return;
  const values = sql.join(
    places.map((p) => sql`(${p.id}::bigint, ${p.parentId}::bigint, ${p.position}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE categories AS c SET parent_id = v.parent_id, position = v.position, updated_at = now()
    FROM (VALUES ${values}) AS v(category_id, parent_id, position)
    WHERE c.supplier_id = ${supplierId} AND c.category_id = v.category_id`);
}

export async function moveProducts(
  tx: DbOrTx,
  supplierId: number,
  fromCategoryIds: readonly number[],
  toCategoryId: number,
) {
  if (fromCategoryIds.length === 0) return;
  await tx
    .update(products)
    .set({ categoryId: toCategoryId, updatedAt: sql`now()` })
    .where(and(eq(products.supplierId, supplierId), inArray(products.categoryId, [...fromCategoryIds])));
}

export async function countProductsIn(tx: DbOrTx, supplierId: number, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return 0;
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), inArray(products.categoryId, [...categoryIds])));
  return Number(rows[0]?.n ?? 0);
}

/** Deletes and answers the storage keys of the images the deleted categories had. */
export async function deleteCategories(tx: DbOrTx, supplierId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(categories)
    .where(and(eq(categories.supplierId, supplierId), inArray(categories.categoryId, [...ids])))
    .returning({ imageKey: categories.imageKey });
  return rows.flatMap((r) => (r.imageKey ? [r.imageKey] : []));
}

export async function findSeo(db: DbOrTx, supplierId: number, id: number) {
  const rows = await db
    .select({
      url: categories.seoUrl,
      title: categories.seoTitle,
      keywords: categories.seoKeywords,
      description: categories.seoDescription,
    })
    .from(categories)
    .where(and(eq(categories.supplierId, supplierId), eq(categories.categoryId, id)))
    .limit(1);
  return rows[0];
}

export async function updateSeo(
  tx: DbOrTx,
  supplierId: number,
  id: number,
  seo: { url: string; title: string; keywords: string; description: string },
) {
  await tx
    .update(categories)
    .set({
      seoUrl: seo.url,
      seoTitle: seo.title,
      seoKeywords: seo.keywords,
      seoDescription: seo.description,
      updatedAt: sql`now()`,
    })
    .where(and(eq(categories.supplierId, supplierId), eq(categories.categoryId, id)));
}

export async function findImageKey(db: DbOrTx, supplierId: number, id: number) {
  const rows = await db
    .select({ imageKey: categories.imageKey })
    .from(categories)
    .where(and(eq(categories.supplierId, supplierId), eq(categories.categoryId, id)))
    .limit(1);
  return rows[0];
}

export async function setImageKey(tx: DbOrTx, supplierId: number, id: number, imageKey: string | null) {
  await tx
    .update(categories)
    .set({ imageKey, updatedAt: sql`now()` })
    .where(and(eq(categories.supplierId, supplierId), eq(categories.categoryId, id)));
}
