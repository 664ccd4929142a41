// SQL for products: every statement is scoped by supplier_id, and each request runs a fixed number
// of them whatever the page size or the number of variants (no N+1).
import type { MissingDataView, ProductSort, ProductStatus } from '@storekeep/domain/product';
import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import {
  categories,
  outlets,
  productImages,
  productOutletDelivery,
  products,
  productVariants,
  stockLevels,
} from '../../db/schema.ts';

const categoryJoin = and(
  eq(categories.supplierId, products.supplierId),
  eq(categories.categoryId, products.categoryId),
);

const imageColumns = {
  imageCount: sql<number>`(SELECT count(*)::int FROM product_images pi WHERE pi.supplier_id = ${outer(products.supplierId)} AND pi.product_id = ${outer(products.productId)})`,
  mainImageKey: products.mainImageKey,
  mainImageReady: products.mainImageReady,
};

export const productColumns = {
  productId: products.productId,
  name: products.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  sku: products.sku,
  barcode: products.barcode,
  hsnSacNo: products.hsnSacNo,
  unit: products.unit,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  costPaise: products.costPaise,
  taxRate: products.taxRate,
  purchaseTax: products.purchaseTax,
  status: products.status,
  isOnDisplay: products.isOnDisplay,
  detailedDescription: products.detailedDescription,
  isSellOnline: products.isSellOnline,
  isEnquiryEnabled: products.isEnquiryEnabled,
  enquiryPricePaise: products.enquiryPricePaise,
  isBulkPricingActive: products.isBulkPricingActive,
  bulkPricingDetail: products.bulkPricingDetail,
  contentPerPiece: products.contentPerPiece,
  unitPerPiece: products.unitPerPiece,
  minOrderQuantity: products.minOrderQuantity,
  isService: products.isService,
  templateId: products.templateId,
  ...imageColumns,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type ProductRow = Awaited<ReturnType<typeof findProduct>> & {};

export async function findProduct(db: DbOrTx, supplierId: number, productId: number, lock = false) {
  const query = db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, categoryJoin)
    .where(and(eq(products.supplierId, supplierId), eq(products.productId, productId)))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: products }) : query);
  return rows[0];
}

export function listVariants(db: DbOrTx, supplierId: number, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.supplierId, supplierId), eq(productVariants.productId, productId)))
    .orderBy(asc(productVariants.position), asc(productVariants.variantId));
}

export function listOutletDelivery(db: DbOrTx, supplierId: number, productId: number) {
  return db
    .select({
      outletId: productOutletDelivery.outletId,
      isDeliveryEnabled: productOutletDelivery.isDeliveryEnabled,
    })
    .from(productOutletDelivery)
    .where(
      and(eq(productOutletDelivery.supplierId, supplierId), eq(productOutletDelivery.productId, productId)),
    )
    .orderBy(asc(productOutletDelivery.outletId));
}

export function listStock(db: DbOrTx, supplierId: number, productId: number) {
  return db
    .select({ outletId: stockLevels.outletId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.supplierId, supplierId), eq(stockLevels.productId, productId)))
    .orderBy(asc(stockLevels.outletId));
}

export async function categoryExists(db: DbOrTx, supplierId: number, categoryId: number) {
  const rows = await db
    .select({ categoryId: categories.categoryId })
    .from(categories)
    .where(and(eq(categories.supplierId, supplierId), eq(categories.categoryId, categoryId)))
    .limit(1);
  return rows.length === 1;
}

/** How many of the given outlets the supplier owns. */
export async function countOwnOutlets(db: DbOrTx, supplierId: number, outletIds: number[]) {
  const rows = await db
    .select({ n: count() })
    .from(outlets)
    .where(and(eq(outlets.supplierId, supplierId), inArray(outlets.outletId, outletIds)));
  return rows[0]?.n ?? 0;
}

export interface CodeHolder {
  productId: number;
  productName: string;
  barcode: string | null;
  sku: string | null;
}

/**
 * Active products (or their variants) other than `exceptProductId` that already hold one of the
 * barcodes or SKUs. Two statements, whatever the number of codes.
 */
export async function findCodeHolders(
  db: DbOrTx,
  supplierId: number,
  codes: { barcodes: string[]; skus: string[] },
  exceptProductId: number | null,
): Promise<CodeHolder[]> {
  const matches = (
    barcode: typeof products.barcode | typeof productVariants.barcode,
    sku: typeof products.sku | typeof productVariants.sku,
  ): SQL | undefined => {
    const parts: SQL[] = [];
    if (codes.barcodes.length > 0) parts.push(inArray(barcode, codes.barcodes));
    if (codes.skus.length > 0) parts.push(inArray(sku, codes.skus));
    return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` OR `)})`;
  };
  const productMatch = matches(products.barcode, products.sku);
  if (!productMatch) return [];
  const other = exceptProductId === null ? undefined : ne(products.productId, exceptProductId);
  const fromProducts = await db
    .select({
      productId: products.productId,
      productName: products.name,
      barcode: products.barcode,
      sku: products.sku,
    })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.status, 'ACTIVE'), other, productMatch))
    .orderBy(asc(products.productId))
    .limit(50);
  const fromVariants = await db
    .select({
      productId: products.productId,
      productName: products.name,
      barcode: productVariants.barcode,
      sku: productVariants.sku,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(
        eq(products.supplierId, productVariants.supplierId),
        eq(products.productId, productVariants.productId),
      ),
    )
    .where(
      and(
        eq(productVariants.supplierId, supplierId),
        eq(products.status, 'ACTIVE'),
        other,
        matches(productVariants.barcode, productVariants.sku),
      ),
    )
    .orderBy(asc(productVariants.variantId))
    .limit(50);
  return [...fromProducts, ...fromVariants];
}

export type ProductValues = Omit<
  typeof products.$inferInsert,
  | 'supplierId'
  | 'productId'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'variantCount'
  | 'mainImageKey'
  | 'mainImageReady'
>;

export async function insertProduct(db: DbOrTx, supplierId: number, values: ProductValues) {
  const [row] = await db
    .insert(products)
    .values({ ...values, supplierId })
    .returning({ productId: products.productId });
  return (row as { productId: number }).productId;
}

export async function updateProduct(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  values: ProductValues,
) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.supplierId, supplierId), eq(products.productId, productId)));
}

export interface VariantValues {
  variantId: number | null;
  variantName: string;
  mrpPaise: number;
  pricePaise: number;
  costPaise: number;
  sku: string | null;
  barcode: string | null;
}

/** Replaces the product's variants: drops the ones not listed, updates the kept ones, adds the new. */
export async function replaceVariants(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  variants: VariantValues[],
) {
  const kept = variants.flatMap((v, position) => (v.variantId === null ? [] : [{ ...v, position }]));
  const keptIds = kept.map((v) => v.variantId as number);
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.supplierId, supplierId),
        eq(productVariants.productId, productId),
        keptIds.length > 0 ? notInArray(productVariants.variantId, keptIds) : undefined,
      ),
    );
  if (kept.length > 0) {
    const rows = sql.join(
      kept.map(
        (v) =>
          sql`(${v.variantId}::bigint, ${v.position}::integer, ${v.variantName}::text, ${v.mrpPaise}::bigint, ${v.pricePaise}::bigint, ${v.costPaise}::bigint, ${v.sku}::text, ${v.barcode}::text)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      UPDATE product_variants AS v SET
        position = x.position, variant_name = x.variant_name, mrp_paise = x.mrp_paise,
        price_paise = x.price_paise, cost_paise = x.cost_paise, sku = x.sku, barcode = x.barcode
      FROM (VALUES ${rows}) AS x (variant_id, position, variant_name, mrp_paise, price_paise, cost_paise, sku, barcode)
      WHERE v.supplier_id = ${supplierId} AND v.product_id = ${productId} AND v.variant_id = x.variant_id`);
  }
  const added = variants.flatMap((v, position) =>
    v.variantId === null
      ? [
          {
            supplierId,
            productId,
            position,
            variantName: v.variantName,
            mrpPaise: v.mrpPaise,
            pricePaise: v.pricePaise,
            costPaise: v.costPaise,
            sku: v.sku,
            barcode: v.barcode,
          },
        ]
      : [],
  );
  if (added.length > 0) await db.insert(productVariants).values(added);
}

export async function replaceOutletDelivery(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  list: Array<{ outletId: number; isDeliveryEnabled: boolean }>,
) {
  await db
    .delete(productOutletDelivery)
    .where(
      and(eq(productOutletDelivery.supplierId, supplierId), eq(productOutletDelivery.productId, productId)),
    );
  if (list.length > 0)
    await db.insert(productOutletDelivery).values(list.map((o) => ({ supplierId, productId, ...o })));
}

export async function insertOpeningStock(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  stock: Array<{ outletId: number; quantity: number }>,
) {
  if (stock.length === 0) return;
  await db
    .insert(stockLevels)
    .values(
      stock.map((s) => ({ supplierId, productId, outletId: s.outletId, quantity: String(s.quantity) })),
    );
}

// Listing

const MISSING: Record<MissingDataView, SQL> = {
  image: sql`NOT EXISTS (SELECT 1 FROM product_images pi WHERE pi.supplier_id = ${outer(products.supplierId)} AND pi.product_id = ${outer(products.productId)})`,
  category: sql`${products.categoryId} IS NULL`,
  tax: sql`${products.taxRate} IS NULL`,
  price: sql`${products.pricePaise} = 0`,
  barcode: sql`${products.barcode} IS NULL`,
};

const SORTS: Record<ProductSort, SQL[]> = {
  name_asc: [asc(products.name), asc(products.productId)],
  name_desc: [desc(products.name), desc(products.productId)],
  newest: [desc(products.createdAt), desc(products.productId)],
  oldest: [asc(products.createdAt), asc(products.productId)],
  price_asc: [asc(products.pricePaise), asc(products.productId)],
  price_desc: [desc(products.pricePaise), desc(products.productId)],
  updated: [desc(products.updatedAt), desc(products.productId)],
};

export interface ListFilter {
  status: ProductStatus;
  isService: boolean;
  isOnDisplay?: boolean | undefined;
  missing?: MissingDataView | undefined;
  categoryId?: number | undefined;
}

function listWhere(supplierId: number, f: ListFilter) {
  return and(
    eq(products.supplierId, supplierId),
    eq(products.status, f.status),
    eq(products.isService, f.isService),
    f.isOnDisplay === undefined ? undefined : eq(products.isOnDisplay, f.isOnDisplay),
    f.missing ? MISSING[f.missing] : undefined,
    f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
  );
}

export const listColumns = {
  productId: products.productId,
  name: products.name,
  ...imageColumns,
  categoryId: products.categoryId,
  categoryName: categories.name,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  costPaise: products.costPaise,
  taxRate: products.taxRate,
  sku: products.sku,
  barcode: products.barcode,
  isOnDisplay: products.isOnDisplay,
  status: products.status,
  isService: products.isService,
  templateId: products.templateId,
  updatedAt: products.updatedAt,
};

export async function listProducts(
  db: DbOrTx,
  supplierId: number,
  filter: ListFilter,
  sort: ProductSort,
  page: number,
  pageSize: number,
  countCap: number,
) {
  const where = listWhere(supplierId, filter);
  // The page's ids first (index order, no joins), then the joins and per-row image figures for
  // those rows only: a deep page must not work out the image count of every row it skips.
  const pageIds = db
    .select({ productId: products.productId })
    .from(products)
    .where(where)
    .orderBy(...SORTS[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = await db
    .select(listColumns)
    .from(products)
    .leftJoin(categories, categoryJoin)
    .where(and(eq(products.supplierId, supplierId), inArray(products.productId, pageIds)))
    .orderBy(...SORTS[sort]);
  // Counted up to the cap only: an exact count reads every matching row of a large catalogue.
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(countCap + 1)
    .as('matches');
  const total = await db.select({ n: count() }).from(matches);
  const n = Number(total[0]?.n ?? 0);
  return { rows, total: Math.min(n, countCap), totalIsCapped: n > countCap };
}

/** Every tab and missing-data view's count in one statement. */
export async function countProducts(db: DbOrTx, supplierId: number, isService: boolean) {
  const active = sql`${products.status} = 'ACTIVE'`;
  const n = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;
  const [row] = await db
    .select({
      ACTIVE: n(active),
      IN_RECYCLEBIN: n(sql`${products.status} = 'IN_RECYCLEBIN'`),
      ON_DISPLAY: n(sql`${active} AND ${products.isOnDisplay}`),
      OFF_DISPLAY: n(sql`${active} AND NOT ${products.isOnDisplay}`),
      image: n(sql`${active} AND ${MISSING.image}`),
      category: n(sql`${active} AND ${MISSING.category}`),
      tax: n(sql`${active} AND ${MISSING.tax}`),
      price: n(sql`${active} AND ${MISSING.price}`),
      barcode: n(sql`${active} AND ${MISSING.barcode}`),
    })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.isService, isService)));
  return row as NonNullable<typeof row>;
}

/** Moves products between states; answers the ids it changed. */
export async function setStatus(
  db: DbOrTx,
  supplierId: number,
  ids: number[],
  from: ProductStatus,
  to: ProductStatus,
) {
  return db
    .update(products)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(eq(products.supplierId, supplierId), inArray(products.productId, ids), eq(products.status, from)),
    )
    .returning({ productId: products.productId });
}

export async function setOnDisplay(db: DbOrTx, supplierId: number, ids: number[], isOnDisplay: boolean) {
  return db
    .update(products)
    .set({ isOnDisplay, updatedAt: new Date() })
    .where(
      and(
        eq(products.supplierId, supplierId),
        inArray(products.productId, ids),
        eq(products.status, 'ACTIVE'),
      ),
    )
    .returning({ productId: products.productId });
}

// Search

/** `LIKE` text that matches itself literally, then anything (prefix match). */
export function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchInput {
  supplierId: number;
  isService: boolean;
  outletId: number | null;
  limit: number;
  offset: number;
}

const searchColumns = (outletId: number | null) => ({
  productId: products.productId,
  name: products.name,
  mainImageKey: products.mainImageKey,
  mainImageReady: products.mainImageReady,
  barcode: products.barcode,
  sku: products.sku,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  unit: products.unit,
  isOnDisplay: products.isOnDisplay,
  isService: products.isService,
  // pos: the bill needs the tax rate and HSN/SAC of what it scans
  taxRate: products.taxRate,
  hsnSacNo: products.hsnSacNo,
  stockQuantity:
    outletId === null
      ? sql<string>`0`
      : sql<string>`coalesce((SELECT s.quantity FROM stock_levels s WHERE s.supplier_id = ${outer(products.supplierId)} AND s.product_id = ${outer(products.productId)} AND s.outlet_id = ${outletId}), 0)`,
});

/**
 * Name search: every word of the term starts a word of the name (full-text prefix match on the
 * GIN index), or the term starts the SKU. Names that start with the term come first.
 */
export function searchByName(db: DbOrTx, input: SearchInput, words: string[], term: string) {
  const query = words.map((w) => `${w}:*`).join(' & ');
  return db
    .select(searchColumns(input.outletId))
    .from(products)
    .where(
      and(
        eq(products.supplierId, input.supplierId),
        eq(products.status, 'ACTIVE'),
        eq(products.isService, input.isService),
        sql`(to_tsvector('simple', ${products.name}) @@ to_tsquery('simple', ${query}) OR ${products.sku} LIKE ${prefixPattern(term)})`,
      ),
    )
    .orderBy(
      sql`lower(${products.name}) LIKE ${prefixPattern(term.toLowerCase())} DESC`,
      asc(products.name),
      asc(products.productId),
    )
    .limit(input.limit)
    .offset(input.offset);
}

/** Barcode search: the product's or one of its variants' barcode starts with the term. */
export function searchByBarcode(db: DbOrTx, input: SearchInput, term: string) {
  const pattern = prefixPattern(term);
  return db
    .select(searchColumns(input.outletId))
    .from(products)
    .where(
      and(
        eq(products.supplierId, input.supplierId),
        eq(products.status, 'ACTIVE'),
        eq(products.isService, input.isService),
        // A union of two prefix index scans; an OR across the two tables would read every product.
        sql`${products.productId} IN (SELECT x.product_id FROM products x WHERE x.supplier_id = ${input.supplierId} AND x.barcode LIKE ${pattern} UNION SELECT v.product_id FROM product_variants v WHERE v.supplier_id = ${input.supplierId} AND v.barcode LIKE ${pattern})`,
      ),
    )
    .orderBy(sql`${products.barcode} = ${term} DESC`, asc(products.barcode), asc(products.productId))
    .limit(input.limit)
    .offset(input.offset);
}

/** Image keys of products in the recycle bin (their files go when the products are deleted). */
export async function recycledImageKeys(db: DbOrTx, supplierId: number, ids: number[]) {
  const rows = await db
    .select({ storageKey: productImages.storageKey })
    .from(productImages)
    .innerJoin(
      products,
      and(eq(products.supplierId, productImages.supplierId), eq(products.productId, productImages.productId)),
    )
    .where(
      and(
        eq(productImages.supplierId, supplierId),
        inArray(productImages.productId, ids),
        eq(products.status, 'IN_RECYCLEBIN'),
      ),
    );
  return rows.map((row) => row.storageKey);
}

/** Deletes products that are in the recycle bin (their images, variants, answers go with them). */
export async function deleteRecycled(db: DbOrTx, supplierId: number, ids: number[]) {
  return db
    .delete(products)
    .where(
      and(
        eq(products.supplierId, supplierId),
        inArray(products.productId, ids),
        eq(products.status, 'IN_RECYCLEBIN'),
      ),
    )
    .returning({ productId: products.productId });
}
