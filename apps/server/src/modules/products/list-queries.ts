// SQL of the product list: its tabs and missing-data views, their counts, moving products between
// states, and deleting from the recycle bin. Every statement is scoped by supplier_id.
import type { MissingDataView, ProductSort, ProductStatus } from '@storekeep/domain/product';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import { categories, productImages, products } from '../../db/schema.ts';
import { categoryJoin, imageColumns } from './queries.ts';

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
  /** Stock per outlet (the list's stock column), from the levels the stock ledger keeps. */
  stock: sql<
    Array<{ outletId: number; variantId: number; variantName: string | null; quantity: string }>
  >`coalesce((SELECT jsonb_agg(jsonb_build_object('outletId', sl.outlet_id, 'variantId', sl.variant_id, 'variantName', pv.variant_name, 'quantity', sl.quantity) ORDER BY sl.outlet_id, pv.position, sl.variant_id) FROM stock_levels sl LEFT JOIN product_variants pv ON pv.supplier_id = sl.supplier_id AND pv.variant_id = sl.variant_id WHERE sl.supplier_id = ${outer(products.supplierId)} AND sl.product_id = ${outer(products.productId)}), '[]'::jsonb)`,
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

/** The sales-tax rates the store's active products carry, each with how many products have it. */
export async function salesTaxRates(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({ rate: products.taxRate, products: sql<number>`count(*)::int` })
    .from(products)
    .where(
      and(
        eq(products.supplierId, supplierId),
        eq(products.status, 'ACTIVE'),
        sql`${products.taxRate} IS NOT NULL`,
      ),
    )
    .groupBy(products.taxRate)
    .orderBy(asc(products.taxRate));
  return rows.map((row) => ({ rate: Number(row.rate), products: row.products }));
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
