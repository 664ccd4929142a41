import { setFlagsFromString } from 'node:v8';

/**
 * V8 optimises a WebAssembly function once it has run for a while (its tiering budget). At start
 * PGlite runs a great deal of PostgreSQL once (catalog loading, recovery checks), and the default
 * budget had V8 optimising that code on the main thread as the database opened. A budget 100 times
 * larger leaves run-once code alone; code that keeps running (queries under load) is still
 * optimised, a little later (the storefront bench's pages cost the same by their 3000th request).
 *
 * Only for the embedded database. The built server's loader (boot.ts) sets it before it compiles the
 * server, because V8 accepts a code cache only under the flags it was made with.
 */
export function tuneWasmTieringForPglite(): void {
  setFlagsFromString('--wasm-tiering-budget=180000000');
}
