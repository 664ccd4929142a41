// SQL for product imports and the catalogue export; every query by supplier_id.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImports, products } from '../../db/schema.ts';

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

/** Which of these SKUs (case-insensitive) and barcodes the store's live products already use. */
export async function existingCodes(db: DbOrTx, supplierId: number, skus: string[], barcodes: string[]) {
  const found = { skus: new Set<string>(), barcodes: new Set<string>() };
  const live = and(eq(products.supplierId, supplierId), eq(products.status, 'ACTIVE'));
  for (let i = 0; i < skus.length; i += 1000) {
    const chunk = skus.slice(i, i + 1000).map((s) => s.toLowerCase());
    const rows = await db
      .select({ sku: sql<string>`lower(${products.sku})` })
      .from(products)
      .where(and(live, inArray(sql`lower(${products.sku})`, chunk)));
    for (const r of rows) found.skus.add(r.sku);
  }
  for (let i = 0; i < barcodes.length; i += 1000) {
    const rows = await db
      .select({ barcode: products.barcode })
      .from(products)
      .where(and(live, inArray(products.barcode, barcodes.slice(i, i + 1000))));
    for (const r of rows) if (r.barcode) found.barcodes.add(r.barcode);
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
  }
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
