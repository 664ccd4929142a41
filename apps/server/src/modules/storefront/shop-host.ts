// Custom domains by Host header: a route constraint that says whether a request's host is a
// store's verified domain ('shop') or the app's own host ('app'), so the same storefront routes
// serve at the root of a store's domain while the admin app keeps its paths on its own host.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ANY_NOTICE, Cache, watchedCache } from '../../lib/cache.ts';
import * as q from './shop-queries.ts';

/**
 * What a host names: the supplier id of the store whose verified domain it is, or null for none.
 * Kept until a notice on `storefront` (0015) names the store; a host that names no store is
 * dropped by every notice, since the one that verifies it names only its new store.
 */
const hostStores = watchedCache<number | null>({
  channel: 'storefront',
  max: 10_000,
  tagsOf: (supplierId) => (supplierId === null ? [ANY_NOTICE] : [String(supplierId)]),
});

export function registerShopHostConstraint(app: FastifyInstance, db: Db, appHosts: readonly string[]) {
  const own = new Set(appHosts.map((h) => h.toLowerCase()));
  // Every request passes here, and a server sees few distinct Host headers: each is read once.
  // Any client can send any, so they are bounded.
  const headers = new Cache<string, string | null>({ max: 1000 });
  /** The host a Host header names when it could be a store's domain; null for the app's own. */
  const storeHostOf = (raw: string): string | null => {
    let host = headers.get(raw);
    if (host !== undefined) return host;
    const name = raw.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    host =
      !name || own.has(name) || name === 'localhost' || /^[\d.]+$/.test(name) || name.startsWith('[')
        ? null
        : name;
    headers.set(raw, host);
    return host;
  };
  app.addConstraintStrategy({
    name: 'shopHost',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => {
          handlers.set(value, store);
        },
      };
    },
    deriveConstraint(
      request: { headers: Record<string, string | string[] | undefined> },
      _ctx: unknown,
      done?: (err: Error | null, value?: string) => void,
    ) {
      const raw = request.headers.host;
      const finish = done as (err: Error | null, value?: string) => void;
      const host = typeof raw === 'string' ? storeHostOf(raw) : null;
      if (host === null) return finish(null, 'app');
      const kept = hostStores.of(db);
      const supplierId = kept?.get(host);
      if (supplierId !== undefined) return finish(null, supplierId === null ? 'app' : 'shop');
      const since = kept?.stamp();
      q.findShopByHost(db, host).then(
        (row) => {
          kept?.set(host, row?.supplierId ?? null, since);
          finish(null, row ? 'shop' : 'app');
        },
        (error: Error) => finish(error),
      );
    },
    mustMatchWhenDerived: false,
  } as never);
}
