import { defineConfig } from 'vitest/config';

// Browser journeys: the built product started by global-setup.ts, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/file-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
