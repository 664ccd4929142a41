// Every journey file gets the built product on a data folder of its own, with a fresh demo store
// (a setup file of e2e/vitest.config.ts): a journey never depends on what another left behind (a
// setting, a product in the recycle bin, restocked or renamed demo data), whatever order the
// files run in. The browser and the fake SMS gateway are shared (global-setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeSmsEnv } from '@storekeep/server/fakes/fake-sms-server';
import { afterAll, beforeAll, inject } from 'vitest';
import { useBaseURL } from './browser.ts';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './server.ts';

let stop = async () => {};

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnBuiltServer({
    dataDir,
    port,
    publicUrl: url,
    // The built-in test payment provider (the demo provider): khata statements are paid through it.
    env: { ...fakeSmsEnv(inject('fakeSmsUrl')), STOREFRONT_TEST_PAYMENTS: '1' },
  });
  stop = async () => {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitHealthy(url, child, output);
  useBaseURL(url);
}, 120_000);

afterAll(() => stop());
