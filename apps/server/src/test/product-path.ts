// A product page's path as the storefront links it (`/p/{slug}`), read from the product's row: for
// tests that open product pages of products they made.
import { productPath } from '@storekeep/domain/product-slug';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export async function productPathOf(db: Db, supplierId: number, productId: number): Promise<string> {
  const [row] = await db
    .select({ slug: t.products.slug })
    .from(t.products)
    .where(and(eq(t.products.supplierId, supplierId), eq(t.products.productId, productId)));
  if (!row) throw new Error(`no product ${productId} in store ${supplierId}`);
  return productPath(row.slug);
}
