// SQL for product imports and the catalogue export; every query by supplier_id.
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, productImportRows, productImports, products, productVariants } from '../../db/schema.ts';
import { bumpTree } from '../categories/index.ts';

/** What the screen needs (the rows themselves live in product_import_rows). */
const importColumns = {
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
  failure: productImports.failure,
  createdAt: productImports.createdAt,
  finishedAt: productImports.finishedAt,
};

export async function findImport(db: DbOrTx, supplierId: number, importId: number) {
  const rows = await db
    .select(importColumns)
    .from(productImports)
    .where(and(eq(productImports.supplierId, supplierId), eq(productImports.importId, importId)))
    .limit(1);
  return rows[0];
}

/** The first rows of the file as read, for the preview. */
export async function previewRows(db: DbOrTx, supplierId: number, importId: number, count: number) {
  return db
    .select({ row: productImportRows.rowNo, cells: productImportRows.cells })
    .from(productImportRows)
    .where(and(eq(productImportRows.supplierId, supplierId), eq(productImportRows.importId, importId)))
    .orderBy(asc(productImportRows.seq))
    .limit(count);
}

export async function listImports(db: DbOrTx, supplierId: number, limit: number) {
  return db
    .select(importColumns)
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

/** The file's rows in file order, in batches (a statement takes at most 65 535 parameters). */
export async function insertImportRows(
  db: DbOrTx,
  supplierId: number,
  importId: number,
  rows: ReadonlyArray<{ row: number; cells: unknown; value: unknown }>,
) {
  for (let i = 0; i < rows.length; i += 2000)
    await db.insert(productImportRows).values(
      rows.slice(i, i + 2000).map((r, j) => ({
        supplierId,
        importId,
        seq: i + j,
        rowNo: r.row,
        cells: r.cells,
        value: r.value,
      })),
    );
}

export async function deleteImportRows(db: DbOrTx, supplierId: number, importId: number) {
  await db
    .delete(productImportRows)
    .where(and(eq(productImportRows.supplierId, supplierId), eq(productImportRows.importId, importId)));
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

/** Rows [from, from + count) of the file, in file order. */
export async function stagedSlice(
  db: DbOrTx,
  supplierId: number,
  importId: number,
  from: number,
  count: number,
) {
  return db
    .select({ row: productImportRows.rowNo, cells: productImportRows.cells, value: productImportRows.value })
    .from(productImportRows)
    .where(
      and(
        eq(productImportRows.supplierId, supplierId),
        eq(productImportRows.importId, importId),
        gte(productImportRows.seq, from),
        lt(productImportRows.seq, from + count),
      ),
    )
    .orderBy(asc(productImportRows.seq));
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

/** Inserts the rows; answers the new products' ids. */
export async function insertProducts(db: DbOrTx, rows: Array<typeof products.$inferInsert>) {
  if (rows.length === 0) return [];
  const inserted = await db.insert(products).values(rows).returning({ productId: products.productId });
  return inserted.map((row) => row.productId);
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
