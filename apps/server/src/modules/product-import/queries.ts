// SQL for product imports and the catalogue export; every query by supplier_id.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImports, products, productVariants } from '../../db/schema.ts';
import { bumpTree } from '../categories/queries.ts';

/** What the screen needs: never the staged rows (they can be 20 000), only the preview slice. */
export function importColumns(previewRows: number) {
  return {
    importId: productImports.importId,
    fileName: productImports.fileName,
    format: productImports.format,
    status: productImports.status,
    mode: productImports.mode,
    totalRows: productImports.totalRows,
    validRows: productImports.validRows,
    toImport: productImports.toImport,
    processedRows: productImports.processedRows,
    importedRows: productImports.importedRows,
    rowErrors: productImports.rowErrors,
    preview:
      previewRows > 0
        ? sql<
            unknown[]
          >`jsonb_path_query_array(${productImports.stagedRows}, ${`$[0 to ${previewRows - 1}]`}::jsonpath)`
        : sql<unknown[]>`'[]'::jsonb`,
    failure: productImports.failure,
    createdAt: productImports.createdAt,
    finishedAt: productImports.finishedAt,
  };
}

export async function findImport(db: DbOrTx, supplierId: number, importId: number, previewRows: number) {
  const rows = await db
    .select(importColumns(previewRows))
    .from(productImports)
    .where(and(eq(productImports.supplierId, supplierId), eq(productImports.importId, importId)))
    .limit(1);
  return rows[0];
}

export async function listImports(db: DbOrTx, supplierId: number, limit: number) {
  return db
    .select(importColumns(0))
    .from(productImports)
    .where(eq(productImports.supplierId, supplierId))
    .orderBy(desc(productImports.createdAt), desc(productImports.importId))
    .limit(limit);
}

export async function insertImport(db: DbOrTx, values: typeof productImports.$inferInsert) {
  const [row] = await db
    .insert(productImports)
    .values(values)
    .returning({ importId: productImports.importId });
  return row?.importId as number;
}

/** The import's progress row, locked: one runner at a time per import. */
export async function lockImport(db: DbOrTx, supplierId: number, importId: number) {
  const rows = await db
    .select({
      status: productImports.status,
      mode: productImports.mode,
      totalRows: productImports.totalRows,
      validRows: productImports.validRows,
      processedRows: productImports.processedRows,
      importedRows: productImports.importedRows,
      rowErrors: productImports.rowErrors,
    })
    .from(productImports)
    .where(and(eq(productImports.supplierId, supplierId), eq(productImports.importId, importId)))
    .for('update')
    .limit(1);
  return rows[0];
}

/** Staged rows [from, from + count) of the file. */
export async function stagedSlice(
  db: DbOrTx,
  supplierId: number,
  importId: number,
  from: number,
  count: number,
) {
  const rows = await db
    .select({
      slice: sql<
        unknown[]
      >`jsonb_path_query_array(${productImports.stagedRows}, ${`$[${from} to ${from + count - 1}]`}::jsonpath)`,
    })
    .from(productImports)
    .where(and(eq(productImports.supplierId, supplierId), eq(productImports.importId, importId)));
  return rows[0]?.slice ?? [];
}

export async function updateImport(
  db: DbOrTx,
  supplierId: number,
  importId: number,
  values: Partial<typeof productImports.$inferInsert>,
) {
  await db
    .update(productImports)
    .set(values)
    .where(and(eq(productImports.supplierId, supplierId), eq(productImports.importId, importId)));
}

/** Imports left running when the server stopped (a job runner's query: across suppliers). */
export async function runningImports(db: DbOrTx) {
  return db
    .select({ supplierId: productImports.supplierId, importId: productImports.importId })
    .from(productImports)
    .where(eq(productImports.status, 'IMPORTING'));
}

/**
 * Which of these SKUs and barcodes the store's live products or their variants already hold, with
 * the holder's name (the product form's conflict messages name it).
 */
export async function existingCodes(db: DbOrTx, supplierId: number, skus: string[], barcodes: string[]) {
  const found = { skus: new Map<string, string>(), barcodes: new Map<string, string>() };
  const live = and(eq(products.supplierId, supplierId), eq(products.status, 'ACTIVE'));
  const variantOf = and(
    eq(products.supplierId, productVariants.supplierId),
    eq(products.productId, productVariants.productId),
  );
  for (const [kind, codes] of [
    ['skus', skus],
    ['barcodes', barcodes],
  ] as const) {
    const own = kind === 'skus' ? products.sku : products.barcode;
    const variant = kind === 'skus' ? productVariants.sku : productVariants.barcode;
    for (let i = 0; i < codes.length; i += 1000) {
      const chunk = codes.slice(i, i + 1000);
      const rows = [
        ...(await db
          .select({ code: own, name: products.name })
          .from(products)
          .where(and(live, inArray(own, chunk)))),
        ...(await db
          .select({ code: variant, name: products.name })
          .from(productVariants)
          .innerJoin(products, variantOf)
          .where(and(live, inArray(variant, chunk)))),
      ];
      for (const r of rows) if (r.code && !found[kind].has(r.code)) found[kind].set(r.code, r.name);
    }
  }
  return found;
}

/** Category ids by lower-cased name, making the missing ones top-level at the end. */
export async function categoryIdsForNames(db: DbOrTx, supplierId: number, names: string[]) {
  const wanted = [...new Map(names.map((n) => [n.toLowerCase(), n])).entries()];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const rows = await db
    .select({ categoryId: categories.categoryId, key: sql<string>`lower(${categories.name})` })
    .from(categories)
    .where(
      and(
        eq(categories.supplierId, supplierId),
        inArray(
          sql`lower(${categories.name})`,
          wanted.map(([key]) => key),
        ),
      ),
    )
    .orderBy(asc(categories.categoryId));
  for (const r of rows) if (!ids.has(r.key)) ids.set(r.key, r.categoryId);
  let made = false;
  for (const [key, name] of wanted) {
    if (ids.has(key)) continue;
    const [created] = await db
      .insert(categories)
      .values({
        supplierId,
        name,
        position: sql`(SELECT coalesce(max(position), -1) + 1 FROM categories WHERE supplier_id = ${supplierId} AND parent_id IS NULL)`,
      })
      .returning({ categoryId: categories.categoryId });
    ids.set(key, created?.categoryId as number);
    made = true;
  }
  // A new category is a change of the tree: its stamp moves (automated-mode clients re-read it).
  if (made) await bumpTree(db, supplierId, Date.now());
  return ids;
}

export async function insertProducts(db: DbOrTx, rows: Array<typeof products.$inferInsert>) {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(products).values(rows).returning({ productId: products.productId });
  return inserted.length;
}

/** One page of the live catalogue for the export, by product id (keyset: constant cost per page). */
export async function exportPage(db: DbOrTx, supplierId: number, afterId: number, limit: number) {
  return db
    .select({
      productId: products.productId,
      name: products.name,
      sku: products.sku,
      barcode: products.barcode,
      hsnSacNo: products.hsnSacNo,
      unit: products.unit,
      mrpPaise: products.mrpPaise,
      pricePaise: products.pricePaise,
      costPaise: products.costPaise,
      taxRate: products.taxRate,
      category: categories.name,
    })
    .from(products)
    .leftJoin(
      categories,
      and(eq(categories.supplierId, products.supplierId), eq(categories.categoryId, products.categoryId)),
    )
    .where(
      and(
        eq(products.supplierId, supplierId),
        eq(products.status, 'ACTIVE'),
        gt(products.productId, afterId),
      ),
    )
    .orderBy(asc(products.productId))
    .limit(limit);
}
