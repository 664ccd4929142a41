// Starts the built product on a fresh data folder and a free port, with the demo store, and the
// one browser every journey file connects to; stops both afterwards. `npm test` builds the product
// first (scripts/lib.mjs ensureBuilt).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeSmsEnv, startFakeSmsServer } from '@storekeep/server/fakes/fake-sms-server';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './chromium.ts';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The shared browser's address (browser.ts). */
    browserEndpoint: string;
    /** The local fake SMS and WhatsApp gateway the server sends to (GET /messages lists them). */
    fakeSmsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const fakeSms = await startFakeSmsServer();
  const { child, output } = spawnBuiltServer({
    dataDir,
    port,
    publicUrl: baseURL,
    // The built-in test payment provider (the demo provider): khata statements are paid through it.
    env: { ...fakeSmsEnv(fakeSms.url), STOREFRONT_TEST_PAYMENTS: '1' },
  });
  // The browser starts while the server does.
  const [browser] = await Promise.all([launchBrowserServer(), waitHealthy(baseURL, child, output)]);
  project.provide('baseURL', baseURL);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('fakeSmsUrl', fakeSms.url);
  return async () => {
    await browser.close();
    await stopServer(child);
    await fakeSms.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
