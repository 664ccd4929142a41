// Keeps the shape of Node's nextTick records alive for the life of the process.
//
// Every `process.nextTick` builds a record with an object literal whose first two keys are computed
// (`{ [async_id_symbol]: id, [trigger_async_id_symbol]: trigger, callback, args }`). V8 defines
// such keys through a runtime function that remembers the shape (map) it saw at each key, weakly,
// and on Node 20 it never recovers when that shape is collected: the next record is given a newly
// made shape, the site is marked megamorphic, and from then on every record is built in the
// runtime, key by key, with a transition lookup each. A full garbage collection at a moment when
// no record is pending collects the shapes; the server's start (the database opening, migrations)
// does exactly that. Node's streams and http make several records per request, so every request
// paid for it: `/api/health` spent 38–46 µs of CPU against 29 µs for the same answer from a process
// whose records stayed monomorphic (measured with the same Fastify options side by side).
//
// Holding one record from before the first collection keeps its shape, and the shapes before it
// (each map holds its parent), reachable, so the remembered shapes are never cleared.
import { createHook } from 'node:async_hooks';

let kept: object[] = [];

/**
 * Call first thing at start-up, before anything that can trigger a full collection. Idempotent.
 * The records are caught with an async hook, enabled for these two calls only.
 */
export function keepTickRecordShapes(): void {
  if (kept.length > 0) return;
  const caught: object[] = [];
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') caught.push(resource as object);
    },
  }).enable();
  try {
    // Both forms a record takes: without arguments (args undefined) and with them (an array).
    process.nextTick(noop);
    process.nextTick(noop, 0);
  } finally {
    hook.disable();
  }
  kept = caught;
}

/** How many records are held (tests). */
export const keptTickRecords = (): number => kept.length;

function noop(): void {}
