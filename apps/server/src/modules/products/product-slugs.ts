// Product slugs, the online store's product addresses (packages/domain/src/product-slug.ts): given
// after every insert and rename, in the caller's transaction, and at start to rows that were
// written without one. A renamed product's old slug keeps answering (slug history).
import {
  fallbackProductSlug,
  productSlugBase,
  slugFitsName,
  uniqueProductSlug,
} from '@storekeep/domain/product-slug';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as q from './slug-queries.ts';

/** Rows per statement: well under PostgreSQL's limit of bound parameters. */
const CHUNK = 1000;

const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Gives these products of the store the slug of their current name, where the one they hold does
 * not fit it (new, renamed, or the stand-in): the name's slug, suffixed when another product of
 * the store holds it. Runs inside the caller's transaction.
 */
export async function assignProductSlugs(
  tx: DbOrTx,
  supplierId: number,
  productIds: number[],
  /** A rename: the replaced slugs were addresses and keep answering (301 to the new one). */
  { keepFormer = false } = {},
) {
  if (productIds.length === 0) return;
  await q.lockStoreSlugs(tx, supplierId);
  const rows = [];
  for (const ids of chunks(productIds)) rows.push(...(await q.slugsOf(tx, supplierId, ids)));
  const stale = rows.filter((row) => !slugFitsName(row.slug, row.name, row.productId));
  if (stale.length === 0) return;
  const bases = [
    ...new Set(stale.map((row) => productSlugBase(row.name) || fallbackProductSlug(row.productId))),
  ];
  const taken = await q.takenSlugs(tx, supplierId, bases);
  const changes = stale.map((row) => {
    const slug = uniqueProductSlug(row.name, row.productId, (s) => taken.has(s));
    taken.add(slug);
    return { productId: row.productId, slug, previous: row.slug };
  });
  for (const part of chunks(changes)) await q.setSlugs(tx, supplierId, part, keepFormer);
}

/**
 * At start: products still holding the stand-in item-{id} (written before slugs existed, or by a
 * script) get their name's slug, store by store, a thousand per transaction. A name of symbols
 * only keeps the stand-in: it is that product's slug. The stand-ins replaced here are not kept as
 * former slugs: such products were linked by their id address, which still answers.
 */
export async function assignMissingProductSlugs(db: Db): Promise<void> {
  for (const supplierId of await q.storesWithStandInSlugs(db)) {
    let afterId = 0;
    for (;;) {
      const ids = await q.standInSlugProducts(db, supplierId, afterId, CHUNK);
      if (ids.length === 0) break;
      await db.transaction((tx) => assignProductSlugs(tx, supplierId, ids));
      afterId = ids.at(-1) as number;
    }
  }
}
