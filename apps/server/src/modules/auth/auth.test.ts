import { LOGIN_MESSAGES } from '@storekeep/domain/login';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';

let h: Harness;
let store: StoreFixture;
beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
});
afterAll(() => h.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('login', () => {
  it.each([
    [{ email: '', password: '' }, LOGIN_MESSAGES.bothEmpty],
    [{ email: '', password: 'x' }, LOGIN_MESSAGES.emailEmpty],
    [{ email: 'not-an-email', password: 'x' }, LOGIN_MESSAGES.emailInvalid],
    [{ email: 'a@b.in', password: '' }, LOGIN_MESSAGES.passwordEmpty],
  ])('answers %j with the spec message', async (payload, message) => {
    const reply = await post('/api/v1/auth/login', payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({ code: 'invalid', message });
  });

  it("answers a wrong password with 'User Authentication Failed..'", async () => {
    const reply = await post('/api/v1/auth/login', { email: store.owner.email, password: 'wrong-password' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.message).toBe('User Authentication Failed..');
    const unknown = await post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.json().error.message).toBe('User Authentication Failed..');
  });

  it('sets an httpOnly SameSite=Lax session cookie and returns the app data', async () => {
    const reply = await post('/api/v1/auth/login', store.owner);
    expect(reply.statusCode).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === 'sk_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(reply.json().supplier.supplierId).toBe(store.supplierId);
  });

  it('rotates the session at login: the cookie held before no longer works', async () => {
    const first = await login(h, store.owner);
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: store.owner,
      headers: { cookie: first },
    });
    const second = `sk_session=${again.cookies.find((c) => c.name === 'sk_session')?.value}`;
    expect(second).not.toBe(first);
    expect((await get('/api/v1/app-data', first)).statusCode).toBe(401);
    expect((await get('/api/v1/app-data', second)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const cookie = await login(h, store.owner);
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await h.database.db.execute(
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});

describe('sessions', () => {
  it('answers 401 without a session and with a forged cookie', async () => {
    expect((await get('/api/v1/app-data')).json().error.code).toBe('unauthenticated');
    expect((await get('/api/v1/app-data', 'sk_session=forged.value')).statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const cookie = await login(h, store.owner);
    expect((await post('/api/v1/auth/logout', undefined, cookie)).statusCode).toBe(204);
    expect((await get('/api/v1/app-data', cookie)).statusCode).toBe(401);
  });

  it('an idle session expires', async () => {
    const cookie = await login(h, store.owner);
    await h.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await get('/api/v1/app-data', cookie)).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('an enforced reset blocks everything but app-data, change-password and logout', async () => {
    const user = await createUser(h, {
      supplierId: store.supplierId,
      role: 'staff',
      enforcePasswordReset: true,
    });
    const cookie = await login(h, user);
    const appData = await get('/api/v1/app-data', cookie);
    expect(appData.json().user.enforcePasswordReset).toBe(true);
    const blocked = await get('/api/v1/settings', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('password_reset_required');

    const wrong = await post(
      '/api/v1/auth/change-password',
      { currentPassword: 'nope', newPassword: 'brand-new-pass' },
      cookie,
    );
    expect(wrong.json().error.message).toBe('Current password is incorrect.');
    const other = await login(h, user);
    const ok = await post(
      '/api/v1/auth/change-password',
      { currentPassword: user.password, newPassword: 'brand-new-pass' },
      cookie,
    );
    expect(ok.statusCode).toBe(204);
    expect((await get('/api/v1/settings', cookie)).statusCode).toBe(200);
    // Other sessions of the same user are signed out.
    expect((await get('/api/v1/app-data', other)).statusCode).toBe(401);
    expect(
      (await post('/api/v1/auth/login', { email: user.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
  });

  it('refuses a short new password', async () => {
    const cookie = await login(h, store.owner);
    const reply = await post(
      '/api/v1/auth/change-password',
      { currentPassword: store.owner.password, newPassword: 'short' },
      cookie,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields.newPassword).toBe('New password must be at least 8 characters.');
  });
});
