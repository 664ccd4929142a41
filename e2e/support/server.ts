// Starting the product for browser runs (e2e global setup, Lighthouse): a free port, and waiting
// until /api/health answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/**
 * Spawns the built product as `npm start` runs it (`node <server flags> apps/server/dist/main.js`)
 * on the embedded database in `dataDir`, or on the PostgreSQL database `databaseUrl` names,
 * collecting what it prints. The caller waits for it (waitHealthy) and stops it (stopServer).
 */
export function spawnBuiltServer(options: {
  dataDir: string;
  port: number;
  publicUrl?: string;
  databaseUrl?: string;
  /** More settings (the fake SMS gateway's, e2e/support/global-setup.ts). */
  env?: Record<string, string>;
}): {
  child: ChildProcess;
  output: () => string;
} {
  let output = '';
  const flags = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8')) as string[];
  const child = spawn(
    process.execPath,
    [...flags, '--enable-source-maps', join(root, 'apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        DATA_DIR: options.dataDir,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        ...(options.publicUrl ? { PUBLIC_URL: options.publicUrl } : {}),
        LOG_LEVEL: 'warn',
        DATABASE_URL: options.databaseUrl ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

/** SIGTERM, and the exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Spawns the built product on a free port and waits until it is healthy. The port is free when
 * chosen but the product listens only after migrating (seconds later): another process may take it
 * meanwhile, and then the product starts again on another port (up to three tries).
 */
export async function startBuiltServer(
  options: Omit<Parameters<typeof spawnBuiltServer>[0], 'port' | 'publicUrl'>,
  timeoutMs?: number,
): Promise<{ child: ChildProcess; output: () => string; url: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child, output } = spawnBuiltServer({ ...options, port, publicUrl: url });
    try {
      await waitHealthy(url, child, output, timeoutMs);
      return { child, output, url };
    } catch (error) {
      await stopServer(child);
      if (attempt < 3 && output().includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}
