// A merchant's change shows in the store on the next request: once a write (POST, PUT, PATCH,
// DELETE) of a store's session has answered without error, its transaction has committed, and
// this process forgets what it keeps of that store before the reply leaves. The database's notice
// (0015) does the same, but over PostgreSQL it arrives a moment after the commit, and a merchant
// who publishes, rolls back or edits a product and then opens the store would get the store
// before. Only the resolved shop is dropped: what is made from it is kept under its versions
// (lib/cache.ts), so a write that changed nothing a shopper sees costs one query, once.
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { forget } from '../lib/cache.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Call before the routes are registered: the hook is added to each write route only. */
export function forgetStoreAfterWrites(app: FastifyInstance, db: Db): void {
  const afterWrite: onSendHookHandler = (request, reply, payload, done) => {
    const supplierId = request.session?.supplierId;
    if (supplierId != null && reply.statusCode < 400) forget(db, 'storefront', String(supplierId));
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => WRITES.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), afterWrite];
  });
}
