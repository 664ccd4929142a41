// Custom domains by Host header: a route constraint that says whether a request's host is a
// store's verified domain ('shop') or the app's own host ('app'), so the same storefront routes
// serve at the root of a store's domain while the admin app keeps its paths on its own host.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as q from './shop-queries.ts';

/** A domain's answer is kept this long; a newly verified or removed domain shows within it. */
const HOST_TTL_MS = 30_000;

export function registerShopHostConstraint(app: FastifyInstance, db: Db, appHosts: readonly string[]) {
  const known = new Map<string, { isShop: boolean; until: number }>();
  const own = new Set(appHosts.map((h) => h.toLowerCase()));
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
      const host = (typeof raw === 'string' ? raw : '')
        .trim()
        .toLowerCase()
        .replace(/:\d+$/, '')
        .replace(/\.$/, '');
      const finish = done as (err: Error | null, value?: string) => void;
      if (!host || own.has(host) || host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('['))
        return finish(null, 'app');
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
