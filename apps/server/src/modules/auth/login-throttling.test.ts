// Login throttling: failures are counted and the decision to check a password is taken under one
// row lock, per account and address with growing waits, so an attacker is slowed and the owner
// (from another address, or a browser that has signed in before) is not locked out.
import { LOGIN_MESSAGES } from '@storekeep/domain/login';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { createPool, type Db, fromPool, rowsOf } from '../../db/client.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  type StoreFixture,
} from '../../test/harness.ts';
import { databaseUrl } from '../../test/templates.ts';

/** Every password verification the server makes, counted (the work the throttle must bound). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords.ts', async (original) => {
  const actual = await original<typeof import('./passwords.ts')>();
  return {
    ...actual,
    verifyPassword: async (hash: string, password: string) => {
      checks.count++;
      return actual.verifyPassword(hash, password);
    },
  };
});

let h: Harness;
let store: StoreFixture;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
});
afterAll(() => h.close());
beforeEach(() => {
  checks.count = 0;
});

/** A new address for each test's attacker, so no test inherits another's failures. */
let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;
const owner = '198.51.100.20';

function signIn(
  credentials: { email: string; password: string },
  ip: string,
  cookie?: string,
  app: FastifyInstance = h.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: credentials,
    headers: cookie ? { cookie } : {},
  });
}

/**
 * Another server on the same database: on PostgreSQL with its own connection pool (as a second
 * process would have), on PGlite on the one embedded database.
 */
async function secondServer(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let db: Db = h.database.db;
  let closeDb: () => Promise<void> = async () => {};
  const url = process.env.TEST_DATABASE_URL;
  if (h.database.kind === 'postgres' && url) {
    const [row] = rowsOf<{ name: string }>(
      await h.database.db.execute(sql`SELECT current_database() AS name`),
    );
    const pool = await createPool({ connectionString: databaseUrl(url, row?.name ?? ''), max: 5 });
    db = (await fromPool(pool)).db;
    closeDb = () => pool.end();
  }
  const app = await buildApp({ config: h.config, db, logger: false, startJobWorker: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await closeDb();
    },
  };
}

const staff = () => createUser(h, { supplierId: store.supplierId, role: 'staff' });

/** The waits recorded for a key pass, as if that much time had gone by. */
async function timePasses(seconds: number) {
  await h.database.db.execute(
    sql`UPDATE login_throttles SET last_failure_at = last_failure_at - ${seconds} * interval '1 second'`,
  );
}

describe('login throttling', () => {
  it('checks at most 5 of 50 concurrent wrong passwords on one account', async () => {
    const user = await staff();
    const attacker = newAddress();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => signIn({ email: user.email, password: 'bad-guess' }, attacker)),
    );
    expect(checks.count).toBeLessThanOrEqual(5);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checks.count);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - checks.count);
  });

  it('checks at most 5 of 50 concurrent wrong passwords sent to two servers on one database', async () => {
    const user = await staff();
    const attacker = newAddress();
    const other = await secondServer();
    try {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          signIn(
            { email: user.email, password: 'bad-guess' },
            attacker,
            undefined,
            i % 2 ? other.app : h.app,
          ),
        ),
      );
    } finally {
      await other.close();
    }
    expect(checks.count).toBeLessThanOrEqual(5);
  });

  it('checks at most 5 of 50 concurrent guesses at an unknown e-mail too', async () => {
    const attacker = newAddress();
    await Promise.all(
      Array.from({ length: 50 }, () => signIn({ email: 'nobody-here@example.com', password: 'x' }, attacker)),
    );
    expect(checks.count).toBeLessThanOrEqual(5);
  });

  it("an attacker's failures from one address do not stop the right password from another", async () => {
    const user = await staff();
    const attacker = newAddress();
    for (let i = 0; i < 8; i++) await signIn({ email: user.email, password: 'bad-guess' }, attacker);
    // The attacker's address is refused, even with the right password.
    const refused = await signIn(user, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    const reply = await signIn(user, owner);
    expect(reply.statusCode).toBe(200);
  });

  it('a browser that has signed in before is not locked out from the attacked address', async () => {
    const user = await staff();
    const attacker = newAddress();
    // The owner signed in once on this browser, at the shop, whose address the attacker shares.
    const first = await signIn(user, attacker);
    const device = first.cookies.find((c) => c.name === 'sk_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    for (let i = 0; i < 8; i++) await signIn({ email: user.email, password: 'bad-guess' }, attacker);
    expect((await signIn(user, attacker)).statusCode).toBe(429);
    const known = await signIn(user, attacker, `sk_device=${device?.value}`);
    expect(known.statusCode).toBe(200);
    // The device cookie names its user: another account gains nothing from it.
    const other = await staff();
    for (let i = 0; i < 5; i++) await signIn({ email: other.email, password: 'bad-guess' }, attacker);
    expect((await signIn(other, attacker, `sk_device=${device?.value}`)).statusCode).toBe(429);
    // A forged (unsigned) device cookie counts for nothing.
    expect((await signIn(other, attacker, 'sk_device=1:forged')).statusCode).toBe(429);
  });

  it('repeated failures from one address get growing waits, up to a cap', async () => {
    const user = await staff();
    const attacker = newAddress();
    const fail = () => signIn({ email: user.email, password: 'bad-guess' }, attacker);
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const refused = await fail();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await timePasses(wait);
      // The wait over, one more password is checked (and fails).
      expect((await fail()).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    const refused = await fail();
    expect(refused.json().error.message).toBe(
      'Too many failed login attempts. Please try again after 15 minutes.',
    );
  });

  it('the wait is said in seconds when under a minute', async () => {
    const user = await staff();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) await signIn({ email: user.email, password: 'bad-guess' }, attacker);
    const refused = await signIn({ email: user.email, password: 'bad-guess' }, attacker);
    expect(refused.json().error.message).toBe(
      'Too many failed login attempts. Please try again after 30 seconds.',
    );
  });

  it('a success forgets the failures from that address', async () => {
    const user = await staff();
    for (let i = 0; i < 4; i++) await signIn({ email: user.email, password: 'bad-guess' }, owner);
    expect((await signIn(user, owner)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn({ email: user.email, password: 'bad-guess' }, owner)).statusCode).toBe(401);
  });

  it('very many failures on one account from many addresses slow every new address, never block it', async () => {
    const user = await staff();
    // 21 addresses × 5 failures: over the account's ceiling of 100.
    for (let a = 1; a <= 21; a++)
      await Promise.all(
        Array.from({ length: 5 }, () => signIn({ email: user.email, password: 'bad-guess' }, `192.0.2.${a}`)),
      );
    checks.count = 0;
    // A new address is still checked: the right password signs in.
    expect((await signIn(user, owner)).statusCode).toBe(200);
    // A new address that fails waits after its first failure (not its fifth).
    const fresh = '192.0.2.200';
    expect((await signIn({ email: user.email, password: 'bad-guess' }, fresh)).statusCode).toBe(401);
    const slowed = await signIn(user, fresh);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(30);
    expect(checks.count).toBe(2);
  });

  it('forgets failures after an hour without one', async () => {
    const user = await staff();
    const attacker = newAddress();
    for (let i = 0; i < 6; i++) await signIn({ email: user.email, password: 'bad-guess' }, attacker);
    expect((await signIn(user, attacker)).statusCode).toBe(429);
    await timePasses(3601);
    expect((await signIn(user, attacker)).statusCode).toBe(200);
    const left = rowsOf<{ n: number }>(
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM login_throttles WHERE last_failure_at < now() - interval '1 hour'`,
      ),
    );
    expect(left[0]?.n).toBe(0);
  });

  it('answers right and wrong passwords sent at once from several addresses without an error', async () => {
    const users = await Promise.all([staff(), staff(), staff()]);
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const user = users[i % 3] as (typeof users)[number];
        const ip = `198.51.100.${100 + (i % 4)}`;
        return signIn(i % 5 === 0 ? user : { email: user.email, password: 'bad-guess' }, ip);
      }),
    );
    expect(replies.map((r) => r.statusCode).filter((s) => ![200, 401, 429].includes(s))).toEqual([]);
  });

  it('limits one address trying many accounts', async () => {
    const ip = '100.64.0.9';
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await signIn({ email: `guess${i}@example.com`, password: 'x' }, ip)).statusCode;
    expect(last).toBe(429);
    expect((await signIn(store.owner, '198.51.100.1')).statusCode).toBe(200);
  });

  it('keeps the spec message for a wrong password', async () => {
    const user = await staff();
    const reply = await signIn({ email: user.email, password: 'bad-guess' }, '198.51.100.77');
    expect(reply.json().error.message).toBe(LOGIN_MESSAGES.authenticationFailed);
  });
});
