// Per-file test harness: a migrated database (with the demo store if asked), the real app on it,
// and small factories.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Listen } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { ledgerMismatches } from './ledger.ts';
import { testSupplierRow } from './rows.ts';
import type { TemplateKind } from './templates.ts';

export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /**
   * Turns off the ledger check at close for a file that writes stock_levels on purpose without
   * moves (the kept totals' triggers are tested that way); says why.
   */
  acceptLedgerDrift(why: string): void;
  close(): Promise<void>;
}

type HarnessAppOptions = Pick<AppOptions, 'resolveTxt' | 'domainDns' | 'paymentsFetch'> & {
  /** Puts itself between the database's notices and the app (tests that delay them). */
  wrapListen?: (listen: Listen) => Listen;
};

export function createHarness(
  overrides: Partial<Config> = {},
  appOptions: HarnessAppOptions = {},
): Promise<Harness> {
  return harnessOn('migrated', overrides, appOptions);
}

/**
 * A harness whose database holds the demo store already (DEMO_LOGINS, DEMO_SLUG), seeded on the
 * day's date once for all files instead of in each (templates.ts).
 */
export function createDemoHarness(
  overrides: Partial<Config> = {},
  appOptions: HarnessAppOptions = {},
): Promise<Harness> {
  return harnessOn('demo', overrides, appOptions);
}

async function harnessOn(
  template: TemplateKind,
  overrides: Partial<Config>,
  { wrapListen, ...appOptions }: HarnessAppOptions,
): Promise<Harness> {
  const database = await createTestDatabase(template);
  const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-data-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' }), ...overrides };
  // No background job loop in API tests: its polls would land in statement counts; tests that
  // need jobs run them with app.jobs.drain().
  const app = await buildApp({
    config,
    db: database.db,
    listen: wrapListen ? wrapListen(database.listen) : database.listen,
    logger: false,
    startJobWorker: false,
    ...appOptions,
  });
  await app.ready();
  let driftAccepted = false;
  return {
    app,
    database,
    config,
    acceptLedgerDrift: (why) => {
      if (why.trim() === '') throw new Error('say why the ledger check is off');
      driftAccepted = true;
    },
    // Every file that moves stock leaves each level equal to the sum of its moves: checked here,
    // after the file's last test, for every store the file made.
    close: async () => {
      const mismatches = driftAccepted ? [] : await ledgerMismatches(database.db);
      await app.close();
      await database.dispose();
      if (mismatches.length > 0)
        throw new Error(
          `stock levels differ from the ledger's sums: ${JSON.stringify(mismatches.slice(0, 5))}`,
        );
    },
  };
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export interface StoreFixture {
  supplierId: number;
  storeName: string;
  ownerId: number;
  owner: { email: string; password: string };
  outlets: Array<{ outletId: number; accountIds: number[] }>;
}

/** A store with an owner and the given outlets (each with its accounts). */
export async function createStore(
  harness: Harness,
  options: {
    storeName?: string;
    outlets?: number[];
    supplier?: Partial<typeof t.suppliers.$inferInsert>;
    owner?: Partial<typeof t.users.$inferInsert>;
  } = {},
): Promise<StoreFixture> {
  const db = harness.database.db;
  const id = unique();
  const storeName = options.storeName ?? `Store ${id}`;
  const password = 'owner-pass-1';
  const [supplier] = await db
    .insert(t.suppliers)
    .values({
      ...testSupplierRow({ storeName, storeSlug: `store-${id}`, ownerEmail: `owner-${id}@example.com` }),
      ...options.supplier,
    })
    .returning();
  const supplierId = (supplier as { supplierId: number }).supplierId;
  const email = `owner-${id}@example.com`;
  const [owner] = await db
    .insert(t.users)
    .values({
      supplierId,
      role: 'owner',
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Owen',
      ...options.owner,
    })
    .returning({ userId: t.users.userId });
  const outlets: StoreFixture['outlets'] = [];
  for (const [i, accountCount] of (options.outlets ?? [1]).entries()) {
    const [outlet] = await db
      .insert(t.outlets)
      .values({ supplierId, name: `Outlet ${i + 1}`, position: i })
      .returning({ outletId: t.outlets.outletId });
    const outletId = (outlet as { outletId: number }).outletId;
    const accountIds: number[] = [];
    for (let a = 0; a < accountCount; a++) {
      const [account] = await db
        .insert(t.accounts)
        .values({ supplierId, outletId, accountName: `Counter ${a + 1}`, position: a })
        .returning({ accountId: t.accounts.accountId });
      accountIds.push((account as { accountId: number }).accountId);
    }
    outlets.push({ outletId, accountIds });
  }
  return {
    supplierId,
    storeName,
    ownerId: (owner as { userId: number }).userId,
    owner: { email, password },
    outlets,
  };
}

export async function createUser(
  harness: Harness,
  values: { supplierId: number | null; role: string; permissions?: string[]; enforcePasswordReset?: boolean },
): Promise<{ userId: number; email: string; password: string }> {
  const email = `${values.role}-${unique()}@example.com`;
  const password = 'user-pass-1';
  const [row] = await harness.database.db
    .insert(t.users)
    .values({
      supplierId: values.supplierId,
      role: values.role,
      email,
      passwordHash: await hashPassword(password),
      firstName: values.role === 'staff' ? 'Stella' : 'Pat',
      permissions: values.permissions ?? [],
      enforcePasswordReset: values.enforcePasswordReset ?? false,
    })
    .returning({ userId: t.users.userId });
  return { userId: (row as { userId: number }).userId, email, password };
}

/** Signs in over HTTP and returns the Cookie header to send on later requests. */
export async function login(
  harness: Harness,
  credentials: { email: string; password: string },
): Promise<string> {
  const reply = await harness.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: credentials });
  if (reply.statusCode !== 200) throw new Error(`login failed: ${reply.statusCode} ${reply.body}`);
  const cookie = reply.cookies.find((c) => c.name === 'sk_session');
  if (!cookie) throw new Error('no session cookie');
  return `sk_session=${cookie.value}`;
}
