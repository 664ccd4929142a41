// `npm run seed -- --suppliers N --orders M`: bulk stores for benchmarks, into DATA_DIR or DATABASE_URL.
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt();
process.exit(run(process.execPath, [join(root, 'apps/server/dist/seed.js'), ...process.argv.slice(2)]));
