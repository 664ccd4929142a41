// Sessions kept in memory (0017): a signed-in request looks its session up once, and every change
// that alters what the session may do (logout, password change, permissions, deactivation, store
// switch, expiry) takes effect on the next request, from this process or announced by the database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../db/schema.ts';
import { countStatements } from '../modules/orders/test-support.ts';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../test/harness.ts';

let h: Harness;
let store: StoreFixture;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
});
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) =>
  h.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Statements one request sends that read the sessions table. */
const sessionLookups = (run: () => Promise<unknown>) => countStatements(h, run, /from "sessions"/i);

describe('sessions kept in memory', () => {
  it('looks a session up once; later requests send no session query', async () => {
    const cookie = await login(h, store.owner);
    expect(await sessionLookups(() => get('/api/v1/app-data', cookie))).toBe(1);
    expect(await sessionLookups(() => get('/api/v1/app-data', cookie))).toBe(0);
    const withSession = await countStatements(h, () => get('/api/v1/app-data', cookie));
    const unauthenticated = await countStatements(h, () => get('/api/v1/app-data', 'sk_session=x'));
    // The same endpoint: only its own statements, none for the session.
    expect(withSession).toBeGreaterThan(0);
    expect(unauthenticated).toBe(0);
  });

  it('ends a session at logout, at once', async () => {
    const cookie = await login(h, store.owner);
    expect((await get('/api/v1/app-data', cookie)).statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout', cookie)).statusCode).toBe(204);
    expect((await get('/api/v1/app-data', cookie)).statusCode).toBe(401);
  });

  it('signs out the other sessions when the password changes', async () => {
    const user = await createUser(h, { supplierId: store.supplierId, role: 'owner' });
    const first = await login(h, user);
    const second = await login(h, user);
    expect((await get('/api/v1/app-data', first)).statusCode).toBe(200);
    const changed = await post('/api/v1/auth/change-password', second, {
      currentPassword: user.password,
      newPassword: 'a-new-pass-2',
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await get('/api/v1/app-data', first)).statusCode).toBe(401);
    expect((await get('/api/v1/app-data', second)).statusCode).toBe(200);
  });

  it('applies a permission change made elsewhere once the database announces it', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const cookie = await login(h, staff);
    expect((await get('/api/v1/orders', cookie)).statusCode).toBe(200);
    // Another server (or an admin's SQL) takes the permission away.
    await h.database.db.update(t.users).set({ permissions: [] }).where(eq(t.users.userId, staff.userId));
    await vi.waitFor(async () => expect((await get('/api/v1/orders', cookie)).statusCode).toBe(403));
  });

  it('refuses a deactivated user and a session whose expiry was moved back', async () => {
    const staff = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      permissions: ['ORDER:MENU'],
    });
    const cookie = await login(h, staff);
    expect((await get('/api/v1/app-data', cookie)).statusCode).toBe(200);
    await h.database.db.update(t.users).set({ isActive: false }).where(eq(t.users.userId, staff.userId));
    await vi.waitFor(async () => expect((await get('/api/v1/app-data', cookie)).statusCode).toBe(401));

    const owner = await login(h, store.owner);
    expect((await get('/api/v1/app-data', owner)).statusCode).toBe(200);
    await h.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = ${store.ownerId}`,
    );
    await vi.waitFor(async () => expect((await get('/api/v1/app-data', owner)).statusCode).toBe(401));
  });
});
