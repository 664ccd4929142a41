// `npm run bench`: runs the benchmarks in bench/src (TypeScript, loaded through tsx) and prints one
// `name: ratio (target) PASS|FAIL` line per benchmark. See docs/benchmarks.md.
//
// Some benchmarks run the server inside this process (orders, checkout, catalogue): this process
// then runs with the V8 flags `npm start` gives the server (apps/server/node-flags.json), started
// again with them when they are missing.
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { serverNodeFlags } from '../scripts/lib.mjs';

const nodeFlags = serverNodeFlags();
if (nodeFlags.every((flag) => process.execArgv.includes(flag))) {
  const { main } = await tsImport('./src/main.ts', import.meta.url);
  process.exitCode = await main(process.argv.slice(2));
} else {
  const child = spawn(process.execPath, [...process.execArgv, ...nodeFlags, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
