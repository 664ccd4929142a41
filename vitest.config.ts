import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser journeys live in e2e/ with their own config.

/** The server project's settings, shared by its two halves below. */
const server = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Server test files that replace a module with vi.mock: they run in a module graph of their own,
 * since a mock in a shared graph would reach the files after them.
 */
const MOCKING_SERVER_FILES = ['src/modules/auth/login-throttling.test.ts'];
export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to its main process, which on a
    // two-core machine halves the speed, while the main process has little to do once the tests
    // run.
    maxWorkers: availableParallelism(),
    // Transformed sources are kept between runs (keyed by their content and the configuration), so
    // a run transforms only what changed: a second of a one-file run. Outside node_modules, which
    // npm owns.
    experimental: {
      fsModuleCache: true,
      fsModuleCachePath: join(tmpdir(), 'storekeep-vitest-modules'),
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'blocks',
          root: 'packages/blocks',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: MOCKING_SERVER_FILES,
          // The files of a worker share one module graph: each file builds its own app on its own
          // database (test/harness.ts), so nothing of a file's state reaches the next, and the
          // server's modules are loaded once per worker instead of once per file (most of the
          // run's time when each file paid it).
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server-mocking', include: MOCKING_SERVER_FILES },
      },
      'apps/web/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
