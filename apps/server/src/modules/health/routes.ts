// GET /api/health: 200 {"status":"ok"} when the database answers a query, 503 otherwise.
// Load balancers call this many times a second: one database round trip answers every call
// made within the same second (concurrent calls share the query in flight).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

const FRESH_FOR_MS = 1000;
const OK = { status: 'ok' } as const;
const UNAVAILABLE = { status: 'unavailable' } as const;
const FIXED_TEXT = new Map<unknown, string>([OK, UNAVAILABLE].map((body) => [body, JSON.stringify(body)]));

/** A database check whose answer is reused for FRESH_FOR_MS. */
export function databaseCheck(db: Db, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let healthy = false;
  let inFlight: Promise<boolean> | null = null;
  return {
    /** The answer while it is fresh, else undefined (call run). */
    known(): boolean | undefined {
      return now() - checkedAt < FRESH_FOR_MS ? healthy : undefined;
    },
    run(onError: (error: unknown) => void): Promise<boolean> {
      if (now() - checkedAt < FRESH_FOR_MS) return Promise.resolve(healthy);
      inFlight ??= db
        .execute(sql`select 1`)
        .then(
          () => true,
          (error: unknown) => {
            onError(error);
            return false;
          },
        )
        .then((result) => {
          healthy = result;
          checkedAt = now();
          inFlight = null;
          return result;
        });
      return inFlight;
    },
  };
}

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const check = databaseCheck(db);
    app.get(
      '/health',
      {
        // A JSON probe needs no browser security headers, nor a log line per call.
        config: { access: { kind: 'public' }, logRequests: false, securityHeaders: false },
        // The reply is one of two fixed objects, written once: no schema check nor stringify per call.
        serializerCompiler: () => (data) => FIXED_TEXT.get(data) ?? JSON.stringify(data),
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      // Synchronous while the last answer is fresh (nearly every probe): no promise per call.
      (request, reply) => {
        const known = check.known();
        const answer = (healthy: boolean) => {
          reply.status(healthy ? 200 : 503).send(healthy ? OK : UNAVAILABLE);
        };
        if (known !== undefined) return answer(known);
        return check.run((error) => request.log.error({ err: error }, 'health check failed')).then(answer);
      },
    );
  };
