// Every journey file gets the built product on a data folder of its own, with a fresh demo store
// (a setup file of e2e/vitest.config.ts): a journey never depends on what another left behind (a
// setting, a product in the recycle bin, restocked or renamed demo data), whatever order the
// files run in, and files can run side by side. The folder is a copy of the one the product made
// on its first start in global-setup.ts (migrated and seeded once, not once per file). The browser
// and the fake SMS gateway are shared too.
//
// A file named `*.postgres.e2e.ts` gets the product on a fresh database of the PostgreSQL server
// TEST_DATABASE_URL names instead of the embedded one; without a reachable server it starts none
// and its suites skip themselves (postgresReachable).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeSmsEnv } from '@storekeep/server/fakes/fake-sms-server';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { useBaseURL } from './browser.ts';
import { freshPostgresDatabase } from './postgres.ts';
import { startBuiltServer, stopServer } from './server.ts';

let stop = async () => {};

beforeAll(async () => {
  const onPostgres = expect.getState().testPath?.endsWith('.postgres.e2e.ts') === true;
  const database = onPostgres ? await freshPostgresDatabase() : null;
  if (onPostgres && !database) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-e2e-'));
  if (!database) cpSync(inject('demoDataDir'), dataDir, { recursive: true });
  let stopServerRun = async () => {};
  stop = async () => {
    await stopServerRun();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  // Migrating and seeding the demo store takes seconds; longer while another file's server starts.
  const { child, output, url } = await startBuiltServer(
    {
      dataDir,
      ...(database ? { databaseUrl: database.url } : {}),
      // The built-in test payment provider (the demo provider): khata statements are paid through it.
      env: { ...fakeSmsEnv(inject('fakeSmsUrl')), STOREFRONT_TEST_PAYMENTS: '1' },
    },
    170_000,
  );
  stopServerRun = async () => {
    await stopServer(child);
    if (/\n\s*at |Error:/.test(output())) console.warn(`the server printed:\n${output()}`);
  };
  useBaseURL(url);
}, 180_000);

afterAll(() => stop());
