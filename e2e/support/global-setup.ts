// Starts what the journey files share: the one browser every file connects to, the fake SMS
// gateway, and the demo store's data folder as the built product makes it on its first start
// (migrated and seeded once); stops and removes them afterwards. Each file starts its own server
// on a copy of that folder (file-server.ts), so every file still begins with a fresh demo store.
// `npm test` builds the product first (scripts/lib.mjs ensureBuilt).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeSmsEnv, startFakeSmsServer } from '@storekeep/server/fakes/fake-sms-server';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './chromium.ts';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared browser's address (browser.ts). */
    browserEndpoint: string;
    /** The local fake SMS and WhatsApp gateway the server sends to (GET /messages lists them). */
    fakeSmsUrl: string;
    /** The embedded database's folder after the product's first start: migrated, demo store seeded. */
    demoDataDir: string;
  }
}

/** The built product's first start on an empty folder, stopped cleanly once it answers. */
async function seededDataDir(fakeSmsUrl: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-e2e-demo-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnBuiltServer({
    dataDir,
    port,
    publicUrl: url,
    env: fakeSmsEnv(fakeSmsUrl),
  });
  try {
    await waitHealthy(url, child, output, 170_000);
  } finally {
    await stopServer(child);
  }
  return dataDir;
}

export default async function setup(project: TestProject) {
  const fakeSms = await startFakeSmsServer();
  const [browser, demoDataDir] = await Promise.all([launchBrowserServer(), seededDataDir(fakeSms.url)]);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('fakeSmsUrl', fakeSms.url);
  project.provide('demoDataDir', demoDataDir);
  return async () => {
    await browser.close();
    await fakeSms.close();
    rmSync(demoDataDir, { recursive: true, force: true });
  };
}
