// `npm test`: every check, in order: type-check, lint, unit + API tests on PGlite (with coverage),
// the database-sensitive API tests again on a real Postgres when TEST_DATABASE_URL is set and
// reachable (POSTGRES_SUITE), then the
// browser journeys in Chromium against the built product. Each runner prints its own summary.
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

/**
 * The server tests that run a second time on PostgreSQL: those whose outcome the database server
 * itself decides — concurrent requests and their locks (PGlite runs one statement at a time),
 * transactions cut by a crash, the migrations and schema, row-level tenant isolation, and totals
 * computed in SQL. Every other server test runs once, on PGlite; the built product is then smoked
 * on PostgreSQL too (e2e/*.postgres.e2e.ts: every API route, every screen, the downloads). A file
 * joins by its name (vitest's file filters match part of the path).
 */
const POSTGRES_SUITE = [
  'concurrency',
  'concurrent',
  'crash',
  'isolation',
  'schema-drift',
  'migrat',
  'throttl',
  'known-totals',
  'postgres',
  // Payments and checkout: callbacks and double presses arriving at once.
  'modules/checkout/',
  // Stock crossings made by two transactions at once.
  'shop-page-cache',
];

ensureInstalled();
const results = [];
const step = (name, command, args, env) => {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = run(command, args, env ? { env: { ...process.env, ...env } } : {});
  results.push({ name, status, seconds: (Date.now() - started) / 1000 });
  return status;
};

step('type-check (tsc -b)', 'npx', ['tsc', '-b']);
step('lint and format (biome)', 'npx', ['biome', 'check', '.']);
step('unit and API tests on PGlite (vitest)', 'npx', ['vitest', 'run', '--coverage'], {
  TEST_DATABASE_URL: '',
});

const url = process.env.TEST_DATABASE_URL;
if (url && (await reachable(url))) {
  step(
    'API tests on PostgreSQL: what the database server decides (vitest)',
    'npx',
    ['vitest', 'run', '--project', 'server*', ...POSTGRES_SUITE],
    { TEST_DATABASE_URL: url },
  );
} else {
  console.log(
    `\n━━ API tests on PostgreSQL: skipped (${url ? `${url} is not reachable` : 'TEST_DATABASE_URL is not set'}) ━━`,
  );
}

ensureBuilt();
step('browser journeys in Chromium (vitest + playwright-core)', 'npx', [
  'vitest',
  'run',
  '--config',
  'e2e/vitest.config.ts',
]);

console.log('\n━━ summary ━━');
for (const r of results)
  console.log(`${r.status === 0 ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
process.exit(results.some((r) => r.status !== 0) ? 1 : 0);

async function reachable(connectionString) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
