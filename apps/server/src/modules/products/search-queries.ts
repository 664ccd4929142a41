// SQL of the product search (name words on the full-text index, SKU or barcode prefix), scoped by supplier_id.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outer } from '../../db/outer.ts';
import { products } from '../../db/schema.ts';

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
  // pos: a product sold loose and in packs (a pack's content)
  contentPerPiece: products.contentPerPiece,
  unitPerPiece: products.unitPerPiece,
  stockQuantity:
    outletId === null
      ? sql<string>`0`
      : sql<string>`coalesce((SELECT sum(s.quantity) FROM stock_levels s WHERE s.supplier_id = ${outer(products.supplierId)} AND s.product_id = ${outer(products.productId)} AND s.outlet_id = ${outletId}), 0)`,
  /** The variants, each with its own price, codes and stock at the outlet (stock is kept per variant). */
  variants: sql<SearchVariantRow[]>`coalesce((SELECT jsonb_agg(jsonb_build_object('variantId', v.variant_id,
      'variantName', v.variant_name, 'mrpPaise', v.mrp_paise, 'pricePaise', v.price_paise, 'barcode', v.barcode,
      'sku', v.sku, 'stock', ${
        outletId === null
          ? sql`0`
          : sql`coalesce((SELECT s.quantity FROM stock_levels s WHERE s.supplier_id = v.supplier_id AND s.product_id = v.product_id AND s.variant_id = v.variant_id AND s.outlet_id = ${outletId}), 0)`
      }) ORDER BY v.position, v.variant_id)
    FROM product_variants v WHERE v.supplier_id = ${outer(products.supplierId)} AND v.product_id = ${outer(products.productId)}), '[]'::jsonb)`,
});

export interface SearchVariantRow {
  variantId: number;
  variantName: string;
  mrpPaise: number;
  pricePaise: number;
  barcode: string | null;
  sku: string | null;
  stock: string | number;
}

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
