// Cold start: spawn the built server on an existing PGlite data folder until the first 200 from
// /api/health, against spawning a script that only opens the same folder with PGlite and runs `select 1`.
import { join } from 'node:path';
import { settings, targets } from '../config.ts';
import { spawnChild, stopChild, waitForHealthy, waitForOutput } from './processes.ts';
import { median, ms, progress, type Result, repoRoot } from './report.ts';
import { spawnServer } from './server.ts';

const pgliteOpen = join(repoRoot, 'bench/fixtures/pglite-open.mjs');

async function timeServerStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const { child, port } = await spawnServer(dataDir);
  await waitForHealthy(child, port);
  const elapsed = performance.now() - started;
  const { graceful } = await stopChild(child);
  if (!graceful) throw new Error('the server did not stop on SIGTERM');
  return elapsed;
}

async function timePgliteOpen(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawnChild('pglite-open', process.execPath, [pgliteOpen, join(dataDir, 'pglite')], {
    cwd: repoRoot,
  });
  await waitForOutput(child, 'ready');
  const elapsed = performance.now() - started;
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`pglite-open exited with ${code}:\n${child.output()}`);
  return elapsed;
}

export async function coldStart(dataDir: string): Promise<Result> {
  const server: number[] = [];
  const pglite: number[] = [];
  // One warm-up pair (file cache, JIT caches of the OS) that does not count.
  progress(`cold start: 1 warm-up + ${settings.coldStartRounds} measured pairs`);
  await timeServerStart(dataDir);
  await timePgliteOpen(dataDir);
  for (let round = 0; round < settings.coldStartRounds; round++) {
    server.push(await timeServerStart(dataDir));
    pglite.push(await timePgliteOpen(dataDir));
  }
  const serverMedian = median(server);
  const pgliteMedian = median(pglite);
  return {
    name: 'cold-start-vs-pglite-open',
    value: serverMedian / pgliteMedian,
    target: targets.coldStart,
    details: [
      `server spawn -> first 200 from /api/health: median ${ms(serverMedian)} (${server.map(ms).join(', ')})`,
      `node + PGlite.create + select 1:           median ${ms(pgliteMedian)} (${pglite.map(ms).join(', ')})`,
    ],
  };
}
