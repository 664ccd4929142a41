// The built server's entry (dist/main.js): runs dist/server.cjs, the whole server in one file,
// through V8's code cache (docs/decisions.md, "The built server starts from a code cache").
//
// Without a cache V8 parses the server's code and compiles every function that runs at start-up,
// about 150 ms on the main thread before the database can begin to open. The cache holds those
// functions compiled; V8 checks that it was made for this V8 and these flags and otherwise rejects
// it. It is written after a start that found none (or a rejected one), once the server listens,
// into dist/.code-cache/ under the bundle's content hash: a rebuild never meets an old cache
// (V8 itself checks only the source's length). Node 22 does this itself (module.enableCompileCache);
// Node 20 has only the vm API used here.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { mapStackTracesOf } from './lib/bundle-stack-traces.ts';
import { keepTickRecordShapes } from './lib/tick-maps.ts';
import { tuneWasmTieringForPglite } from './lib/wasm-tiering.ts';
import type { Started } from './main.ts';

/** The server bundle's content hash, set by build.mjs. */
declare const SERVER_BUNDLE_HASH: string;

keepTickRecordShapes();
// The flags a cache is made under must be set before it is read.
const embedded = !process.env.DATABASE_URL;
if (embedded) tuneWasmTieringForPglite();

const dir = dirname(fileURLToPath(import.meta.url));
const file = join(dir, 'server.cjs');
const cacheFile = join(
  dir,
  '.code-cache',
  `server-${SERVER_BUNDLE_HASH}-${embedded ? 'pglite' : 'postgres'}.bin`,
);

if (process.sourceMapsEnabled) mapStackTracesOf(file);

let cachedData: Buffer | undefined;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // First start of this build (or under other flags): made below.
}

// The CommonJS wrapper, plus IMPORT: build.mjs renames the bundle's dynamic `import(` of external
// packages to `IMPORT(` (same length, so the source map holds), because a vm script's own import()
// has no module loader to call on Node 20. The wrapper stays on the bundle's first line (the banner)
// for the same reason. Strict, as the ES modules it was built from (the bundle's own "use strict"
// comes after the banner, where it is no longer a directive).
const script = new Script(
  `(function (exports, require, module, __filename, __dirname, IMPORT) {'use strict';${readFileSync(file, 'utf8')}\n})`,
  { filename: file, cachedData },
);
const serverModule = { exports: {} as { started?: Promise<Started> } };
(script.runInThisContext() as (...args: unknown[]) => void).call(
  serverModule.exports,
  serverModule.exports,
  createRequire(file),
  serverModule,
  file,
  dir,
  (specifier: string) => import(specifier),
);

if (!cachedData || script.cachedDataRejected) {
  void serverModule.exports.started?.then(({ seeded }) => {
    // A start that created the demo store ran long enough for V8 to drop the compiled code of
    // functions that ran only at the beginning (bytecode flushing), the bundle's top level among
    // them; a cache made then would lack them. The next start makes it.
    if (!seeded) setImmediate(writeCache);
  });
}

function writeCache(): void {
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch (error) {
    // A read-only installation starts without the cache, as it would on Node without one.
    process.emitWarning(`The code cache was not written: ${(error as Error).message}`);
  }
}
