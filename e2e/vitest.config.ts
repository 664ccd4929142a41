import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './support/sequencer.ts';

// Browser journeys: the built product, started for each file by support/file-server.ts (on PGlite,
// or on PostgreSQL for `*.postgres.e2e.ts`), driven in Debian's Chromium (global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/file-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each on its own server: a journey spends much of its time waiting (for
    // the browser, the server, a queued message), which the other file's work fills. Three were
    // faster (11.5 min against 13 for the whole CI run on a 2-core machine) but lost a run in three
    // to load: a push notice or a print job arriving after its journey's wait.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
