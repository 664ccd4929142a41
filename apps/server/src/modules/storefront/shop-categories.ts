// A store's categories for the storefront, kept per catalogue version: any category change bumps
// the version (0014 triggers), so a kept list is never stale, and most pages skip the query. The
// names come in the shopper's language where the merchant gave one.
import { translated } from '@storekeep/domain/store-translations';
import type { Db } from '../../db/client.ts';
import { cachePer } from '../../lib/cache.ts';
import * as q from './catalogue-queries.ts';
import type { ShopContext } from './shop-context.ts';

type Rows = Awaited<ReturnType<typeof q.listCategories>>;
const keptOf = cachePer<Db, number, { version: number; rows: Rows }>({ max: 5_000 });

export async function shopCategories(db: Db, shop: ShopContext): Promise<Rows> {
  const kept = keptOf(db);
  const hit = kept.get(shop.supplierId);
  const rows =
    hit && hit.version === shop.catalogueVersion ? hit.rows : await q.listCategories(db, shop.supplierId);
  if (rows !== hit?.rows) kept.set(shop.supplierId, { version: shop.catalogueVersion, rows });
  return rows.map((row) => ({ ...row, name: translated(row.name, row.translations, shop.language, 'name') }));
}
