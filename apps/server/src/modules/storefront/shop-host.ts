// Custom domains by Host header: a route constraint that says whether a request's host is a
// store's verified domain ('shop') or the app's own host ('app'), so the same storefront routes
// serve at the root of a store's domain while the admin app keeps its paths on its own host.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as q from './shop-queries.ts';

/** A domain's answer is kept this long; a newly verified or removed domain shows within it. */
const HOST_TTL_MS = 30_000;

/** Distinct Host headers remembered with what they name; any client can send any, so it is bounded. */
const HOST_HEADERS_KEPT = 1000;

export function registerShopHostConstraint(app: FastifyInstance, db: Db, appHosts: readonly string[]) {
  const known = new Map<string, { isShop: boolean; until: number }>();
  const own = new Set(appHosts.map((h) => h.toLowerCase()));
  // Every request passes here, and a server sees few distinct Host headers: each is read once.
  const headers = new Map<string, string | null>();
  /** The host a Host header names when it could be a store's domain; null for the app's own. */
  const storeHostOf = (raw: string): string | null => {
    let host = headers.get(raw);
    if (host !== undefined) return host;
    const name = raw.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    host =
      !name || own.has(name) || name === 'localhost' || /^[\d.]+$/.test(name) || name.startsWith('[')
        ? null
        : name;
    if (headers.size >= HOST_HEADERS_KEPT) headers.clear();
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
      const hit = known.get(host);
      if (hit && hit.until > Date.now()) return finish(null, hit.isShop ? 'shop' : 'app');
      q.findShopByHost(db, host).then(
        (row) => {
          if (known.size > 10_000) known.clear();
          known.set(host, { isShop: row !== undefined, until: Date.now() + HOST_TTL_MS });
          finish(null, row ? 'shop' : 'app');
        },
        (error: Error) => finish(error),
      );
    },
    mustMatchWhenDerived: false,
  } as never);
}
