// SQL of the product editor: a product with its variants, delivery and stock, code holders, and the
// writes of a save. Every statement is scoped by supplier_id, and each request runs a fixed number of
// them whatever the number of variants (no N+1). The list is in list-queries.ts, search in search-queries.ts.
import { and, asc, count, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import {
  categories,
  outlets,
  productOutletDelivery,
  products,
  productVariants,
  stockLevels,
} from '../../db/schema.ts';

export const categoryJoin = and(
  eq(categories.supplierId, products.supplierId),
  eq(categories.categoryId, products.categoryId),
);

export const imageColumns = {
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
  translations: products.translations,
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
    .select({
      outletId: stockLevels.outletId,
      variantId: stockLevels.variantId,
      quantity: stockLevels.quantity,
    })
    .from(stockLevels)
    .where(and(eq(stockLevels.supplierId, supplierId), eq(stockLevels.productId, productId)))
    .orderBy(asc(stockLevels.outletId), asc(stockLevels.variantId));
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
  stock: Array<{ outletId: number; variantId: number; quantity: number }>,
) {
  if (stock.length === 0) return;
  await db.insert(stockLevels).values(
    stock.map((s) => ({
      supplierId,
      productId,
      variantId: s.variantId,
      outletId: s.outletId,
      quantity: String(s.quantity),
    })),
  );
}

/** The product's stock that is not zero, per variant (0: the product's own), over all outlets. */
export async function stockByVariant(db: DbOrTx, supplierId: number, productId: number) {
  const rows = await db
    .select({ variantId: stockLevels.variantId, quantity: sql<string>`sum(${stockLevels.quantity})` })
    .from(stockLevels)
    .where(and(eq(stockLevels.supplierId, supplierId), eq(stockLevels.productId, productId)))
    .groupBy(stockLevels.variantId)
    .having(sql`sum(${stockLevels.quantity}) <> 0`);
  return rows.map((r) => Number(r.variantId));
}
