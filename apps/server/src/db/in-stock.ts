// Whether a shopper sees a product as in stock: a service always is, anything else when its stock
// over all outlets (product_stock_totals, kept by the stock triggers of migration 0021) is above
// zero. One rule for every query that shows it: listings, the product page, the site's blocks.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { outer } from './outer.ts';
import { productStockTotals, products } from './schema.ts';

/** In stock, from a product's `is_service` and its stock total (null when it has no total row). */
export function inStockOf(isService: SQLWrapper, stockTotal: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${isService} OR COALESCE(${stockTotal}, 0) > 0)`;
}

/** In stock, for a query over products: its total read by key, per product row. */
export const productInStock = inStockOf(
  products.isService,
  sql`(SELECT ${productStockTotals.stockTotal} FROM ${productStockTotals} WHERE ${productStockTotals.supplierId} = ${outer(products.supplierId)} AND ${productStockTotals.productId} = ${outer(products.productId)})`,
);
