// Starts the built product on a fresh data folder and a free port, with the demo store, for the
// browser journeys; stops it afterwards. `npm test` builds it first (scripts/lib.mjs ensureBuilt).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const { child, output } = spawnBuiltServer({ dataDir, port, publicUrl: baseURL });
  await waitHealthy(baseURL, child, output);
  project.provide('baseURL', baseURL);
  return async () => {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
