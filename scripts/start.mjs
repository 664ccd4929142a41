// `npm start`: install on a fresh clone, build what is out of date, then run the product.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
// V8 flags for the server (apps/server/node-flags.json; docs/decisions.md, "A 64 MB young
// generation"): the benchmarks start the server with the same ones.
const nodeFlags = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
const child = spawn(
  process.execPath,
  [...nodeFlags, '--enable-source-maps', join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
