// The outlet online orders are served from, and its stock: the store's first outlet (by position,
// then id). The checkout takes an online order's stock from it and the cart checks each line
// against it; the product page reads the same levels to mark what the cart would refuse.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { outer } from './outer.ts';
import { outlets, products, stockLevels } from './schema.ts';

/** The id of the store's online outlet, for a query over the store `supplierId`. */
export function onlineOutletIdOf(supplierId: SQLWrapper | number): SQL<number> {
  return sql<number>`(SELECT first_outlet.outlet_id FROM ${outlets} first_outlet WHERE first_outlet.supplier_id = ${supplierId} ORDER BY first_outlet.position, first_outlet.outlet_id LIMIT 1)`;
}

/**
 * A stock item's level at the online outlet (null without a row), for a query over products:
 * `variantId` is the variant's id (an outer column: `outer(productVariants.variantId)`), or 0 for
 * the product itself.
 */
export function onlineStockOf(variantId: SQLWrapper | number): SQL<string | null> {
  return sql<
    string | null
  >`(SELECT s.quantity FROM ${stockLevels} s WHERE s.supplier_id = ${outer(products.supplierId)} AND s.product_id = ${outer(products.productId)} AND s.variant_id = ${variantId} AND s.outlet_id = ${onlineOutletIdOf(outer(products.supplierId))})`;
}
