// Who keeps a store's published site in memory (the storefront's resolved shops) hears here, in
// this process, that a publish or roll-back was committed: the database's notice follows a moment
// later on PostgreSQL, and a merchant reloading the store right away must see the new version.
// The builder announces; it does not know who listens, so the storefront depends on it and not
// the other way round.
import type { Db } from '../../db/client.ts';

export type SiteChangeListener = (db: Db, supplierId: number) => void;

const listeners = new Set<SiteChangeListener>();

/** Calls `listener` after each committed publish or roll-back; resolves to the function that stops it. */
export function onSitePublished(listener: SiteChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSitePublished(db: Db, supplierId: number): void {
  for (const listener of listeners) listener(db, supplierId);
}
