// Runs every benchmark side by side in one process and prints one result line each.
// Usage: npm run bench [-- --no-build] [-- --only cold-start,throughput,admin-js,catalogue,inventory,image-variants,orders,pos,editor,storefront,checkout,purchase-receipt,reports]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminJs } from './admin-js.ts';
import { catalogueLatency } from './catalogue.ts';
import { checkoutThroughput } from './checkout.ts';
import { coldStart } from './cold-start.ts';
import { editorBench } from './editor.ts';
import { imageVariants } from './image-variants.ts';
import { inventoryLatency } from './inventory.ts';
import { ordersLatency, ordersPos } from './orders.ts';
import { cleanUp, installCleanUpHooks, spawnChild, stopAll } from './processes.ts';
import { purchaseReceipt } from './purchase-receipt.ts';
import { formatResult, progress, type Result, repoRoot } from './report.ts';
import { reportsLatency } from './reports.ts';
import { prepareDataDir, serverMain } from './server.ts';
import { storefrontThroughput } from './storefront.ts';
import { healthThroughput } from './throughput.ts';

const BENCHMARKS = [
  'cold-start',
  'throughput',
  'admin-js',
  'catalogue',
  'inventory',
  'image-variants',
  'orders',
  'pos',
  'editor',
  'storefront',
  'checkout',
  'purchase-receipt',
  'reports',
] as const;
type Benchmark = (typeof BENCHMARKS)[number];

/**
 * The benchmarks that run the server (or sharp) inside the benchmark's own process. Each runs in
 * a Node process of its own, as a server does: its figures must not depend on what an earlier
 * benchmark left in the same heap.
 */
const IN_PROCESS: ReadonlySet<Benchmark> = new Set([
  'reports',
  'catalogue',
  'inventory',
  'image-variants',
  'orders',
  'pos',
  'checkout',
  'purchase-receipt',
]);

interface Options {
  build: boolean;
  only: Set<Benchmark>;
  /** Run the in-process benchmarks here (set for the process that runs one of them). */
  here: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { build: true, only: new Set(BENCHMARKS), here: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--no-build') options.build = false;
    else if (arg === '--here') options.here = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? (argv[++i] ?? '') : arg.slice('--only='.length);
      const names = list.split(',').filter(Boolean);
      for (const name of names)
        if (!(BENCHMARKS as readonly string[]).includes(name))
          throw new Error(`unknown benchmark "${name}" (known: ${BENCHMARKS.join(', ')})`);
      options.only = new Set(names as Benchmark[]);
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write(
        'npm run bench [-- --no-build] [-- --only cold-start,throughput,admin-js,catalogue,inventory,image-variants,orders,pos,editor,storefront,checkout,purchase-receipt,reports]\n' +
          '  --no-build  measure the existing apps/server/dist and apps/web/dist instead of building them\n',
      );
      process.exit(0);
    } else throw new Error(`unknown argument "${arg}"`);
  }
  return options;
}

async function buildServer(): Promise<void> {
  progress('building the server (node build.mjs in apps/server)');
  // build.mjs names its entry points relative to the server folder.
  const child = spawnChild('server build', process.execPath, ['build.mjs'], {
    cwd: join(repoRoot, 'apps/server'),
  });
  const { code, signal } = await child.exited;
  if (code !== 0)
    throw new Error(`node apps/server/build.mjs failed (${signal ?? code}):\n${child.output()}`);
}

async function buildWeb(): Promise<void> {
  progress('building the admin app (vite build in apps/web)');
  const child = spawnChild('vite build (apps/web)', 'npx', ['vite', 'build'], {
    cwd: join(repoRoot, 'apps/web'),
  });
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`vite build apps/web failed (${signal ?? code}):\n${child.output()}`);
}

/** This script again, with the same Node flags, for one in-process benchmark; true when it ran. */
async function inFreshProcess(name: Benchmark): Promise<boolean> {
  const script = process.argv[1] as string;
  const child = spawn(
    process.execPath,
    [...process.execArgv, script, '--no-build', '--here', '--only', name],
    {
      stdio: 'inherit',
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Returns the exit code: 0 when every benchmark ran (whatever its verdict), 1 when one could not run. */
export async function main(argv: string[]): Promise<number> {
  installCleanUpHooks();
  let options: Options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`bench: ${reason(error)}\n`);
    return 1;
  }
  const started = performance.now();
  const failures: string[] = [];
  const report = (results: Result[]) => {
    for (const result of results) process.stdout.write(`${formatResult(result)}\n`);
  };
  const attempt = async (names: string[], run: () => Promise<Result[]>, own?: Benchmark) => {
    if (own && IN_PROCESS.has(own) && !options.here) {
      if (!(await inFreshProcess(own))) failures.push(`${names.join(', ')}: could not run (see above)`);
      return;
    }
    try {
      report(await run());
    } catch (error) {
      failures.push(`${names.join(', ')}: could not run: ${reason(error)}`);
      for (const name of names) process.stdout.write(`${name}: could not run (see below)\n`);
    }
  };

  try {
    const needsServer =
      options.only.has('cold-start') ||
      options.only.has('throughput') ||
      options.only.has('editor') ||
      options.only.has('storefront');
    let dataDir: string | undefined;
    let serverProblem: string | undefined;
    if (needsServer) {
      try {
        if (options.build) await buildServer();
        else if (!existsSync(serverMain))
          throw new Error(`--no-build was given but apps/server/dist/main.js does not exist`);
        progress('preparing a PGlite data folder (first start: migrations and demo store)');
        dataDir = await prepareDataDir();
      } catch (error) {
        serverProblem = reason(error);
      }
    }
    const withServer = (run: (dir: string) => Promise<Result[]>) => async () => {
      if (!dataDir) throw new Error(serverProblem ?? 'no data folder');
      return run(dataDir);
    };
    if (options.only.has('cold-start'))
      await attempt(
        ['cold-start-vs-pglite-open'],
        withServer(async (dir) => [await coldStart(dir)]),
      );
    if (options.only.has('throughput'))
      await attempt(
        ['health-throughput-vs-bare-node'],
        withServer(async (dir) => [await healthThroughput(dir)]),
      );
    if (options.only.has('admin-js'))
      await attempt(['admin-initial-js-vs-hello', 'admin-initial-share'], () =>
        adminJs({ build: options.build }),
      );
    if (options.only.has('catalogue'))
      await attempt(
        [
          'product-list-p99-vs-raw-sql',
          'product-list-statements-per-request',
          'product-search-p99-vs-raw-sql',
          'product-search-statements-per-request',
        ],
        catalogueLatency,
        'catalogue',
      );
    if (options.only.has('inventory'))
      await attempt(
        ['inventory-list-p99-vs-raw-sql', 'inventory-list-statements-per-request'],
        inventoryLatency,
        'inventory',
      );
    if (options.only.has('image-variants'))
      await attempt(['image-variants-throughput'], imageVariants, 'image-variants');
    if (options.only.has('orders'))
      await attempt(
        [
          'order-list-p99-vs-raw-sql',
          'order-list-statements-per-request',
          'order-detail-p99-vs-raw-sql',
          'order-detail-statements-per-request',
        ],
        ordersLatency,
        'orders',
      );
    if (options.only.has('pos')) await attempt(['pos-bill-throughput-pglite-vs-postgres'], ordersPos, 'pos');
    if (options.only.has('reports'))
      await attempt(
        [
          'sales-report-month-p99-vs-raw-sql',
          'sales-report-year-p99-vs-raw-sql',
          'sales-report-year-p99-ms',
          'gstr1-export-job-vs-raw-sql',
        ],
        reportsLatency,
        'reports',
      );
    if (options.only.has('checkout'))
      await attempt(['checkout-throughput-vs-raw-sql'], checkoutThroughput, 'checkout');
    if (options.only.has('purchase-receipt'))
      await attempt(['purchase-receipt-200-lines-vs-raw-sql'], purchaseReceipt, 'purchase-receipt');
    if (options.only.has('editor'))
      await attempt(
        ['editor-js-vs-puck', 'editor-tti-vs-storefront'],
        withServer(async (dir) => {
          if (options.build) await buildWeb();
          return editorBench(dir);
        }),
      );
    if (options.only.has('storefront'))
      await attempt(
        [
          'storefront-product-uncached-vs-static',
          'storefront-category-uncached-vs-static',
          'storefront-product-cached-vs-static',
          'storefront-category-cached-vs-static',
        ],
        withServer(storefrontThroughput),
      );
  } finally {
    await stopAll();
    cleanUp();
  }

  progress(`done in ${Math.round((performance.now() - started) / 1000)} s`);
  if (failures.length === 0) return 0;
  for (const failure of failures) process.stderr.write(`\nbench: ${failure}\n`);
  return 1;
}
