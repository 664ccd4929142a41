// Starts Storekeep: open the database, migrate, give products their slugs, create the demo store on
// first start, serve.
// The embedded database's WebAssembly starts compiling first, on V8's background threads, while the
// main thread loads Fastify and the modules (one long synchronous evaluation, during which PGlite's
// own start-up could not take a step); PGlite then opens while the app registers its routes (no
// route runs a query before the server listens, which is after the migrations).
import { loadConfig } from './config.ts';
import { compilePgliteWasm, openDatabase, startDatabase } from './db/client.ts';
import { DEMO_LOGINS, demoStoreExists } from './demo/demo-store.ts';
import { tuneWasmTieringForPglite } from './lib/wasm-tiering.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const external = config.databaseUrl ? await openDatabase(config) : undefined;
  if (!external) tuneWasmTieringForPglite();
  const pgliteWasm = external ? undefined : compilePgliteWasm();
  const [{ buildApp }, { migrate }] = await Promise.all([import('./app.ts'), import('./db/migrate.ts')]);
  const { database, ready } = external
    ? { database: external, ready: Promise.resolve() }
    : startDatabase(config.dataDir, await pgliteWasm);
  const app = await buildApp({ config, db: database.db, listen: database.listen });
  await ready;
  await migrate(database);
  // Products written before slugs existed (or by a script) get their name's slug once.
  await (await import('./modules/products/index.ts')).assignMissingProductSlugs(database.db);
  // onReady hooks (the theme gallery) may write: only after the migrations.
  await app.ready();
  // The generator (and its sample data) loads only on a first start, when there is no demo store yet.
  const seeded =
    config.seedDemo &&
    !(await demoStoreExists(database.db)) &&
    (await (await import('./demo/generate.ts')).seedDemoStore(database.db, new Date(), app.storage));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Storekeep is running at ${config.publicUrl}`,
    `  Database: ${where}${seeded ? ' (demo store created)' : ''}`,
    `  Demo login: ${DEMO_LOGINS.owner.email} / ${DEMO_LOGINS.owner.password}`,
    `  Platform admin: ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
    `  Storefront: ${config.publicUrl}/s/demo   API docs: ${config.publicUrl}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Storekeep could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
