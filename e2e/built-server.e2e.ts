// The built server as a process manager runs it (`node apps/server/dist/main.js`): it starts with
// Node's own compile cache (written into dist/.compile-cache/ by the first start and read by the
// next ones), and its stack traces name the TypeScript sources through Node's own source maps.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './support/server.ts';

const cacheDir = join(import.meta.dirname, '../apps/server/dist/.compile-cache');
const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-built-server-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every file of the compile cache (Node keeps one folder per Node version and architecture). */
function cachedFiles(): string[] {
  if (!existsSync(cacheDir)) return [];
  return readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the built server', () => {
  it('starts from a compile cache written by an earlier start', async () => {
    rmSync(cacheDir, { recursive: true, force: true });
    const port = await freePort();
    const { child, output } = spawnBuiltServer({ dataDir, port });
    try {
      await waitHealthy(`http://127.0.0.1:${port}`, child, output);
    } finally {
      await stopServer(child);
    }
    // Node writes the cache when the process exits.
    expect(cachedFiles().length).toBeGreaterThan(10);
    expect(output()).toContain('Storekeep is running');
  });
});
