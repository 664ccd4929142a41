// Starting the built server (apps/server/dist/main.js) on a PGlite data folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Child, freePort, spawnChild, stopChild, tempDir, waitForHealthy } from './processes.ts';
import { repoRoot } from './report.ts';

export const serverMain = join(repoRoot, 'apps/server/dist/main.js');

/** The V8 flags `npm start` gives the server (apps/server/node-flags.json). */
export const serverNodeFlags: string[] = JSON.parse(
  readFileSync(join(repoRoot, 'apps/server/node-flags.json'), 'utf8'),
);

export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  // Always the embedded database and local files, whatever the calling shell has set.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  delete env.S3_BUCKET;
  return env;
}

/** Spawns the server; the caller waits for it (waitForHealthy) and stops it. */
export async function spawnServer(dataDir: string): Promise<{ child: Child; port: number }> {
  const port = await freePort();
  const child = spawnChild('server', process.execPath, [...serverNodeFlags, serverMain], {
    cwd: repoRoot,
    env: serverEnv(dataDir, port),
  });
  return { child, port };
}

/** A DATA_DIR the server has started on once (migrations applied, demo store created) and then left. */
export async function prepareDataDir(): Promise<string> {
  const dataDir = tempDir('storekeep-bench-data-');
  const { child, port } = await spawnServer(dataDir);
  await waitForHealthy(child, port);
  const { graceful } = await stopChild(child);
  if (!graceful) throw new Error('the server did not stop on SIGTERM while preparing the data folder');
  return dataDir;
}
