// The product as `npm start` runs it (building what is out of date), on a fresh data folder with the
// demo store, for the storefront scripts (`npm run lighthouse`, `npm run page-weight`, `npm run theme-gallery`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitHealthy } from './server.ts';

const root = join(import.meta.dirname, '../..');

/** Starts the product, runs `use` with its address, then stops it and removes its data folder. */
export async function withProduct<T>(use: (baseURL: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-storefront-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  try {
    console.log('Starting the product (npm start builds it when sources changed)…');
    // A first build of the admin app and the server takes minutes on a busy machine.
    await waitHealthy(baseURL, server, () => log, 15 * 60_000);
    return await use(baseURL);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Exits with what `main` returns, or 1 (with the error) when it throws. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
