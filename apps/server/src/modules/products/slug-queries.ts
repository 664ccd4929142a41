// SQL of product slugs (the online store's product addresses): the store's slugs a set of names
// could clash with, setting slugs while keeping the replaced ones, and the rows still holding the
// stand-in item-{id} the database gives a product inserted without a slug.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** Slug changes of one store run one at a time: two saves never pick the same free suffix. */
export async function lockStoreSlugs(tx: DbOrTx, supplierId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(2701, ${supplierId}::int)`);
}

export async function slugsOf(tx: DbOrTx, supplierId: number, productIds: number[]) {
  return tx
    .select({ productId: products.productId, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), inArray(products.productId, productIds)));
}

/** The store's slugs that are one of these bases or a base with a numeric suffix. */
export async function takenSlugs(tx: DbOrTx, supplierId: number, bases: string[]): Promise<Set<string>> {
  const list = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(bases)}::jsonb))`;
  const rows = rowsOf<{ slug: string }>(
    await tx.execute(sql`
      SELECT slug FROM products
      WHERE supplier_id = ${supplierId}
        AND (slug IN ${list} OR regexp_replace(slug, '-[0-9]+$', '') IN ${list})`),
  );
  return new Set(rows.map((row) => row.slug));
}

/**
 * Gives products their new slugs; with `keepFormer` each replaced slug is kept for its product so
 * its address still answers. A slug taken anew is no longer anyone's former one.
 */
export async function setSlugs(
  tx: DbOrTx,
  supplierId: number,
  changes: Array<{ productId: number; slug: string; previous: string }>,
  keepFormer: boolean,
) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.productId}::bigint, ${c.slug}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE products AS p SET slug = v.slug
    FROM (VALUES ${values}) AS v (product_id, slug)
    WHERE p.supplier_id = ${supplierId} AND p.product_id = v.product_id`);
  await tx.execute(sql`
    DELETE FROM product_slug_history
    WHERE supplier_id = ${supplierId}
      AND slug IN (SELECT jsonb_array_elements_text(${JSON.stringify(changes.map((c) => c.slug))}::jsonb))`);
  if (keepFormer)
    await tx.execute(sql`
      INSERT INTO product_slug_history (supplier_id, slug, product_id)
      VALUES ${sql.join(
        changes.map((c) => sql`(${supplierId}, ${c.previous}, ${c.productId})`),
        sql`, `,
      )}
      ON CONFLICT (supplier_id, slug) DO UPDATE SET product_id = EXCLUDED.product_id, created_at = now()`);
}

/** Stores with products still holding the stand-in slug (read through the partial index). */
export async function storesWithStandInSlugs(db: DbOrTx) {
  const rows = rowsOf<{ supplier_id: number | string }>(
    await db.execute(sql`SELECT DISTINCT supplier_id FROM products WHERE slug = 'item-' || product_id::text`),
  );
  return rows.map((row) => Number(row.supplier_id));
}

export async function standInSlugProducts(db: DbOrTx, supplierId: number, afterId: number, limit: number) {
  const rows = rowsOf<{ product_id: number | string }>(
    await db.execute(sql`
      SELECT product_id FROM products
      WHERE supplier_id = ${supplierId} AND slug = 'item-' || product_id::text AND product_id > ${afterId}
      ORDER BY product_id LIMIT ${limit}`),
  );
  return rows.map((row) => Number(row.product_id));
}
