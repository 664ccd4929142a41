// GET /api/events: the store's live events as server-sent events (text/event-stream) for the
// signed-in admin app. Outside /api/v1 and the OpenAPI document: it is a stream, not a JSON call;
// each stream only ever carries its session's store (messages.test.ts proves it).
import type { ServerResponse } from 'node:http';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplierSession } from '../../http/session.ts';
import type { LiveHub } from './live-events.ts';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

export const liveEventRoutes =
  (hub: LiveHub): FastifyPluginAsyncZod =>
  async (app) => {
    const streams = new Set<ServerResponse>();
    app.get(
      '/api/events',
      {
        schema: { hide: true },
        config: { access: { kind: 'supplier', area: MENU_AREAS.orders }, logRequests: false },
      },
      async (request, reply) => {
        const session = supplierSession(request);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write('retry: 3000\n: connected\n\n');
        const keepAlive = setInterval(() => raw.write(': ping\n\n'), KEEP_ALIVE_MS);
        const unsubscribe = hub.subscribe(session.supplierId, (event) => {
          raw.write(`event: ${event.kind}\ndata: ${JSON.stringify({ orderId: event.orderId })}\n\n`);
        });
        const end = () => {
          clearInterval(keepAlive);
          unsubscribe();
        };
        request.raw.on('close', end);
        streams.add(raw);
        raw.on('close', () => streams.delete(raw));
      },
    );
    app.addHook('preClose', async () => {
      hub.closeAll();
      for (const raw of streams) raw.end();
    });
  };
