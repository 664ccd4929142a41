// The built server's code cache (apps/server/src/boot.ts): not written by a start that created the
// demo store, written by the next one, used as it is after that, and replaced when V8 rejects it.
// Each start is the real built product (`node apps/server/dist/main.js`) on a folder of its own.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './support/server.ts';

const dist = join(import.meta.dirname, '../apps/server/dist');
const cacheDir = join(dist, '.code-cache');
const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-code-cache-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database's cache file of this build, if there is one. */
function cacheFile(): string | undefined {
  if (!existsSync(cacheDir)) return undefined;
  const name = readdirSync(cacheDir).find((file) => /^server-[0-9a-f]+-pglite\.bin$/.test(file));
  return name ? join(cacheDir, name) : undefined;
}

/** Starts the built server, waits until it answers, lets it settle, and stops it. */
async function startAndStop(settleMs: number): Promise<string> {
  const port = await freePort();
  const { child, output } = spawnBuiltServer({ dataDir, port });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, child, output);
    // The cache is written just after the server starts listening.
    await new Promise((r) => setTimeout(r, settleMs));
  } finally {
    await stopServer(child);
  }
  return output();
}

describe('the built server code cache', () => {
  it('is written after a start, used by the next ones, and replaced when it does not fit', async () => {
    const stale = cacheFile();
    if (stale) rmSync(stale);

    // First start on a new folder: the demo store is created, and no cache is written.
    expect(await startAndStop(1_000)).toContain('demo store created');
    expect(cacheFile()).toBeUndefined();

    // The next start writes it.
    const output = await startAndStop(2_000);
    expect(output).not.toContain('demo store created');
    expect(output).not.toContain('code cache was not written');
    const written = cacheFile();
    expect(written).toBeDefined();
    const file = written as string;
    expect(statSync(file).size).toBeGreaterThan(100_000);

    // A start that accepts the cache leaves it as it is.
    const before = statSync(file).mtimeMs;
    await startAndStop(2_000);
    expect(statSync(file).mtimeMs).toBe(before);

    // A cache V8 rejects (here: not a cache at all) does not stop the server, and is replaced.
    writeFileSync(file, 'not a code cache');
    await startAndStop(2_000);
    expect(statSync(file).size).toBeGreaterThan(100_000);
    expect(readFileSync(file).includes('not a code cache')).toBe(false);
  });
});
