// SQL for the storefront's listing, search and product pages. Every query is scoped by
// supplier_id; only products a shopper may see (active, on display, sold online) are read.
import type { ProductTranslations } from '@storekeep/domain/store-translations';
import type { ListingSort } from '@storekeep/domain/storefront-listing';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inStockOf, productInStock } from '../../db/in-stock.ts';
import { onlineStockOf } from '../../db/online-outlet.ts';
import { outer } from '../../db/outer.ts';
import { prepared } from '../../db/prepared.ts';
import {
  categories,
  enquiries,
  productImages,
  productSlugHistory,
  productStockTotals,
  products,
  productVariants,
} from '../../db/schema.ts';

export function listCategories(db: DbOrTx, supplierId: number) {
  return db
    .select({
      categoryId: categories.categoryId,
      parentId: categories.parentId,
      name: categories.name,
      isHidden: categories.isHidden,
      imageKey: categories.imageKey,
      seoUrl: categories.seoUrl,
      seoTitle: categories.seoTitle,
      seoKeywords: categories.seoKeywords,
      seoDescription: categories.seoDescription,
      translations: categories.translations,
    })
    .from(categories)
    .where(eq(categories.supplierId, supplierId))
    .orderBy(asc(categories.position), asc(categories.categoryId));
}

/** Products a shopper may see; `supplierId` is a value or a prepared statement's placeholder. */
const shownOnline = (supplierId: number | Placeholder) =>
  and(
    eq(products.supplierId, supplierId),
    eq(products.status, 'ACTIVE'),
    eq(products.isOnDisplay, true),
    eq(products.isSellOnline, true),
  );

/** The columns a listing sorts by: the product's own, or the same ones of a listing's page. */
interface SortColumns {
  productId: SQLWrapper;
  name: SQLWrapper;
  pricePaise: SQLWrapper;
  createdAt: SQLWrapper;
}

/** A listing's order; the product id last, so pages never overlap. */
function orderOf(sort: ListingSort, c: SortColumns): SQL[] {
  switch (sort) {
    case 'relevance':
    case 'name':
      return [asc(c.name), asc(c.productId)];
    case 'price-asc':
      return [asc(c.pricePaise), asc(c.productId)];
    case 'price-desc':
      return [desc(c.pricePaise), asc(c.productId)];
    case 'newest':
      return [desc(c.createdAt), desc(c.productId)];
  }
}

export interface ProductFilter {
  /** Visible categories the product may be in (null = any visible one, or none). */
  categoryIds: number[] | null;
  /** All visible categories, to drop products of hidden ones. */
  visibleCategoryIds: number[];
  search?: string;
  minPaise: number | null;
  maxPaise: number | null;
  inStockOnly: boolean;
}

/** `%text%` for ILIKE, with the text's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which optional parts a listing statement has: one prepared statement per shape. */
function shapeOf(filter: ProductFilter, sort: ListingSort) {
  return {
    sort,
    inCategories: filter.categoryIds !== null,
    search: Boolean(filter.search),
    min: filter.minPaise !== null,
    max: filter.maxPaise !== null,
    inStockOnly: filter.inStockOnly,
  };
}

type ListingShape = ReturnType<typeof shapeOf>;

/** The statement name's part that tells the shape's filters apart. */
const filtersName = (shape: ListingShape) =>
  `${Number(shape.inCategories)}${Number(shape.search)}${Number(shape.min)}${Number(shape.max)}${Number(shape.inStockOnly)}`;

/** The products a listing of this shape shows; every value is a placeholder (listProductCards binds them). */
function listingWhere(shape: ListingShape) {
  return and(
    shownOnline(sql.placeholder('supplierId')),
    // An empty list matches nothing, as it should.
    shape.inCategories
      ? sql`${products.categoryId} = ANY(${sql.placeholder('categoryIds')})`
      : or(isNull(products.categoryId), sql`${products.categoryId} = ANY(${sql.placeholder('visibleIds')})`),
    shape.search
      ? or(
          ilike(products.name, sql.placeholder('pattern')),
          // A shopper may type the name as the merchant gave it in any language.
          sql`EXISTS (SELECT 1 FROM jsonb_each(${products.translations}) t WHERE t.value->>'name' ILIKE ${sql.placeholder('pattern')})`,
          eq(products.barcode, sql.placeholder('search')),
          sql`EXISTS (SELECT 1 FROM ${productVariants} WHERE ${productVariants.supplierId} = ${outer(products.supplierId)} AND ${productVariants.productId} = ${outer(products.productId)} AND ${productVariants.barcode} = ${sql.placeholder('search')})`,
        )
      : undefined,
    shape.min ? gte(products.pricePaise, sql.placeholder('minPaise')) : undefined,
    shape.max ? lte(products.pricePaise, sql.placeholder('maxPaise')) : undefined,
    shape.inStockOnly ? productInStock : undefined,
  );
}

/** One product card of a listing page, as the listing statement hands it back. */
export interface ListingCard {
  productId: number;
  name: string;
  slug: string;
  translations: ProductTranslations;
  mrpPaise: number;
  pricePaise: number;
  isEnquiryEnabled: boolean;
  /** numeric(14,3) as PostgreSQL writes it ('1.000'), as a numeric column reads. */
  minOrderQuantity: string;
  inStock: boolean;
  mainImageKey: string | null;
  mainImageReady: boolean;
  variantCount: number;
}

/**
 * The listing statement of one shape, with placeholders for every value (category ids travel as
 * one array): built by the query builder once per database handle, then only bound and run.
 *
 * The page is chosen first (its rows, in order, and the total as a window count), then its
 * products' stock totals are joined to those rows only. The variant count and the main picture
 * are the product row's own columns, and the stock total one row of product_stock_totals, all kept
 * by triggers (migrations 0021 and 0022): summing stock_levels and counting product_variants for
 * the page took two grouped scans and sorts, about half the statement's time.
 *
 * The page comes back as one row: the cards as one JSON array (in the listing's order) and the
 * total. Returned as 24 rows of 13 columns, each of the 312 values was a separate copy out of
 * PGlite's reply and a separate pass of drizzle's row mapper, some 15 % of an uncached category
 * page's CPU; one JSON value is one copy and one JSON.parse (the page: 1 500 → 2 000 requests/s).
 */
function listingStatement(db: DbOrTx, shape: ListingShape) {
  const name = `storefront_listing_${shape.sort}_${filtersName(shape)}`;
  return prepared(db, name, (handle) => {
    const page = handle.$with('page').as(
      handle
        .select({
          productId: products.productId,
          name: products.name,
          slug: products.slug,
          translations: products.translations,
          mrpPaise: products.mrpPaise,
          pricePaise: products.pricePaise,
          isEnquiryEnabled: products.isEnquiryEnabled,
          minOrderQuantity: products.minOrderQuantity,
          isService: products.isService,
          mainImageKey: products.mainImageKey,
          mainImageReady: products.mainImageReady,
          variantCount: products.variantCount,
          createdAt: products.createdAt,
          total: sql<number>`(count(*) over ())::int`.as('total'),
        })
        .from(products)
        .where(listingWhere(shape))
        .orderBy(...orderOf(shape.sort, products))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    const card = sql`json_build_object('productId', ${page.productId}, 'name', ${page.name}, 'slug', ${page.slug}, 'translations', ${page.translations}, 'mrpPaise', ${page.mrpPaise}, 'pricePaise', ${page.pricePaise}, 'isEnquiryEnabled', ${page.isEnquiryEnabled}, 'minOrderQuantity', ${page.minOrderQuantity}::text, 'inStock', ${inStockOf(page.isService, productStockTotals.stockTotal)}, 'mainImageKey', ${page.mainImageKey}, 'mainImageReady', ${page.mainImageReady}, 'variantCount', ${page.variantCount})`;
    return handle
      .with(page)
      .select({
        cards: sql<
          ListingCard[] | string
        >`COALESCE(json_agg(${card} ORDER BY ${sql.join(orderOf(shape.sort, page), sql`, `)}), '[]'::json)`,
        total: sql<number | null>`max(${page.total})`,
      })
      .from(page)
      .leftJoin(
        productStockTotals,
        and(
          eq(productStockTotals.supplierId, sql.placeholder('supplierId')),
          eq(productStockTotals.productId, page.productId),
        ),
      )
      .prepare(name);
  });
}

/** How many products a listing of this shape has, for a page past the last (it has no window count). */
function countStatement(db: DbOrTx, shape: ListingShape) {
  const name = `storefront_listing_count_${filtersName(shape)}`;
  return prepared(db, name, (handle) =>
    handle
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(listingWhere(shape))
      .prepare(name),
  );
}

export async function listProductCards(
  db: DbOrTx,
  supplierId: number,
  filter: ProductFilter,
  page: { sort: ListingSort; limit: number; offset: number },
) {
  const shape = shapeOf(filter, page.sort);
  const search = filter.search ?? '';
  const values = {
    supplierId,
    categoryIds: filter.categoryIds ?? [],
    visibleIds: filter.visibleCategoryIds,
    pattern: containing(search),
    search,
    minPaise: filter.minPaise ?? 0,
    maxPaise: filter.maxPaise ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
  // The total rides along as a window count: one statement for the page and the pager.
  const [result] = await listingStatement(db, shape).execute(values);
  const rows = parsedJson(result?.cards ?? []);
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page: the window count is gone with the rows, so count alone.
    const [counted] = await countStatement(db, shape).execute(values);
    return { rows, total: counted?.total ?? 0 };
  }
  return { rows, total: result?.total ?? 0 };
}

/** PostgreSQL and PGlite hand json back parsed; a driver that gives text is parsed here. */
const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** What a shopper sees of one product (the product page and the enquiry it takes). */
const shopProductColumns = {
  productId: products.productId,
  categoryId: products.categoryId,
  name: products.name,
  slug: products.slug,
  translations: products.translations,
  barcode: products.barcode,
  sku: products.sku,
  unit: products.unit,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
  detailedDescription: products.detailedDescription,
  isEnquiryEnabled: products.isEnquiryEnabled,
  enquiryPricePaise: products.enquiryPricePaise,
  isBulkPricingActive: products.isBulkPricingActive,
  bulkPricingDetail: products.bulkPricingDetail,
  minOrderQuantity: products.minOrderQuantity,
  inStock: productInStock,
};

export async function findShopProduct(db: DbOrTx, supplierId: number, productId: number) {
  const rows = await db
    .select(shopProductColumns)
    .from(products)
    .where(and(shownOnline(supplierId), eq(products.productId, productId)))
    .limit(1);
  return rows[0];
}

export interface ShopProductImageRow {
  storageKey: string;
  width: number;
  height: number;
  variantsReady: boolean;
  variantsVersion: number;
}

export interface ShopProductVariantRow {
  variantId: number;
  variantName: string;
  sku: string | null;
  barcode: string | null;
  mrpPaise: number;
  pricePaise: number;
  /** Its level at the online outlet (onlineStockOf), null without a row. */
  stock: string | number | null;
}

/** The product's pictures in order, as one JSON array (json_agg keeps the page at one statement). */
const imagesJson = sql<
  ShopProductImageRow[]
>`(SELECT COALESCE(json_agg(json_build_object('storageKey', ${productImages.storageKey}, 'width', ${productImages.width}, 'height', ${productImages.height}, 'variantsReady', ${productImages.variantsReady}, 'variantsVersion', ${productImages.variantsVersion}) ORDER BY ${productImages.position}), '[]'::json) FROM ${productImages} WHERE ${productImages.supplierId} = ${outer(products.supplierId)} AND ${productImages.productId} = ${outer(products.productId)})`;

/** The product's variants in order, each with its stock at the online outlet, as one JSON array. */
const variantsJson = sql<
  ShopProductVariantRow[]
>`(SELECT COALESCE(json_agg(json_build_object('variantId', ${productVariants.variantId}, 'variantName', ${productVariants.variantName}, 'sku', ${productVariants.sku}, 'barcode', ${productVariants.barcode}, 'mrpPaise', ${productVariants.mrpPaise}, 'pricePaise', ${productVariants.pricePaise}, 'stock', ${onlineStockOf(outer(productVariants.variantId))}) ORDER BY ${productVariants.position}, ${productVariants.variantId}), '[]'::json) FROM ${productVariants} WHERE ${productVariants.supplierId} = ${outer(products.supplierId)} AND ${productVariants.productId} = ${outer(products.productId)})`;

/** What the product page reads of its product: the columns above, its pictures and its variants. */
export interface ShopProductPageRow {
  productId: number;
  categoryId: number | null;
  name: string;
  slug: string;
  translations: ProductTranslations;
  barcode: string | null;
  sku: string | null;
  unit: string;
  mrpPaise: number;
  pricePaise: number;
  detailedDescription: string;
  isEnquiryEnabled: boolean;
  enquiryPricePaise: number | null;
  isBulkPricingActive: boolean;
  bulkPricingDetail: Array<{ minQuantity: number; pricePaise: number }>;
  /** numeric(14,3) as PostgreSQL writes it ('1.000'), as a numeric column reads. */
  minOrderQuantity: string;
  isService: boolean;
  /** The product's own level at the online outlet (variant 0; a product with variants has none). */
  stock: string | number | null;
  images: ShopProductImageRow[];
  variants: ShopProductVariantRow[];
}

/**
 * The product page's row as one JSON object: one value to copy out of PGlite's reply and map,
 * not nineteen (the listing statement's reason, on a smaller scale).
 */
const productPageJson = sql<
  ShopProductPageRow | string
>`json_build_object('productId', ${products.productId}, 'categoryId', ${products.categoryId}, 'name', ${products.name}, 'slug', ${products.slug}, 'translations', ${products.translations}, 'barcode', ${products.barcode}, 'sku', ${products.sku}, 'unit', ${products.unit}, 'mrpPaise', ${products.mrpPaise}, 'pricePaise', ${products.pricePaise}, 'detailedDescription', ${products.detailedDescription}, 'isEnquiryEnabled', ${products.isEnquiryEnabled}, 'enquiryPricePaise', ${products.enquiryPricePaise}, 'isBulkPricingActive', ${products.isBulkPricingActive}, 'bulkPricingDetail', ${products.bulkPricingDetail}, 'minOrderQuantity', ${products.minOrderQuantity}::text, 'isService', ${products.isService}, 'stock', ${onlineStockOf(0)}, 'images', ${imagesJson}, 'variants', ${variantsJson})`;

/**
 * Everything the product page shows of its product in one statement: the row, the stock of each
 * item a shopper may choose at the online outlet, the pictures and the variants, as one JSON object. Built once per database handle (prepared).
 */
export async function findShopProductPage(
  db: DbOrTx,
  supplierId: number,
  slug: string,
): Promise<ShopProductPageRow | undefined> {
  const rows = await prepared(db, 'storefront_product_page_by_slug', (handle) =>
    handle
      .select({ product: productPageJson })
      .from(products)
      .where(and(shownOnline(sql.placeholder('supplierId')), eq(products.slug, sql.placeholder('slug'))))
      .limit(1)
      .prepare('storefront_product_page_by_slug'),
  ).execute({ supplierId, slug });
  const row = rows[0];
  return row ? parsedJson(row.product) : undefined;
}

/** The current slug of the product shown online that had this slug before a rename. */
export async function findFormerSlugProduct(db: DbOrTx, supplierId: number, formerSlug: string) {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(
      productSlugHistory,
      and(
        eq(productSlugHistory.supplierId, products.supplierId),
        eq(productSlugHistory.productId, products.productId),
      ),
    )
    .where(and(shownOnline(supplierId), eq(productSlugHistory.slug, formerSlug)))
    .limit(1);
  return rows[0]?.slug;
}

/** Products for the sitemap: slug, category and last change. */
export function listSitemapProducts(db: DbOrTx, supplierId: number, limit: number) {
  return db
    .select({ slug: products.slug, categoryId: products.categoryId, updatedAt: products.updatedAt })
    .from(products)
    .where(shownOnline(supplierId))
    .orderBy(asc(products.productId))
    .limit(limit);
}

export async function insertEnquiry(db: DbOrTx, values: typeof enquiries.$inferInsert) {
  await db.insert(enquiries).values(values);
}

/** The main picture of the first product a shopper may see (the store's OG image of last resort). */
export async function findFirstProductPicture(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({
      storageKey: productImages.storageKey,
      width: productImages.width,
      height: productImages.height,
      variantsReady: productImages.variantsReady,
    })
    .from(products)
    .innerJoin(
      productImages,
      and(
        eq(productImages.supplierId, products.supplierId),
        eq(productImages.productId, products.productId),
        eq(productImages.position, 0),
      ),
    )
    .where(shownOnline(supplierId))
    .orderBy(asc(products.productId))
    .limit(1);
  return rows[0];
}
