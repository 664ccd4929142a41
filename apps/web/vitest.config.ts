// jsdom component tests of the admin SPA (the 'web' project of the root vitest config).
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The files of a worker share one module graph and one jsdom: React, Mantine and the router
    // load once per worker instead of once per file (two thirds of the project's time when each
    // file paid it). Each test renders into a cleaned document (src/test/setup.ts) with its own
    // query client, so what one file leaves in modules does not reach the next.
    isolate: false,
    // jsdom renders of whole pages are slow on a loaded two-core machine; the limit guards hangs only.
    testTimeout: 30_000,
  },
});
