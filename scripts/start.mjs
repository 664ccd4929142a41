// `npm start`: install on a fresh clone, build what is out of date, then run the product.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, serverNodeFlags } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const child = spawn(
  process.execPath,
  [...serverNodeFlags(), '--enable-source-maps', join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
