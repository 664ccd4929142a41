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
    // jsdom renders of whole pages are slow on a loaded two-core machine; the limit guards hangs only.
    testTimeout: 30_000,
  },
});
