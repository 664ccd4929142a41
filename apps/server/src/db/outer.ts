// Correlated subqueries in a select list: drizzle writes the columns of a single-table select bare
// ("supplier_id", not "products"."supplier_id"), and it does so inside sql`` fields too. In a
// subquery a bare name binds to the subquery's own table first, so
// `(SELECT … FROM stock_levels WHERE "supplier_id" = "supplier_id")` is true for every row of
// every store. Wrapping the outer column in its own sql`` keeps drizzle from rewriting it.
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The outer query's column, always written with its table's name. */
export function outer(column: PgColumn): SQL {
  return sql`${column}`;
}
