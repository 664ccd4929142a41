import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCheck } from './modules/health/routes.ts';
import { createHarness, type Harness } from './test/harness.ts';

let h: Harness;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Storekeep app</title>');
  writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  h = await createHarness({ webDistDir: web });
});
afterAll(() => h.close());

describe('serving the admin app', () => {
  it('answers index.html for the app and its client-side routes, never cached', async () => {
    for (const url of ['/', '/settings', '/trialExpiry/expired?x=1']) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toContain('Storekeep app');
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and answers missing files and API paths with 404', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await h.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await h.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.json().error.code).toBe('not_found');
  });

  it('sends browser security headers, without forcing https on a plain-http address', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/' });
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toBeUndefined();
    const missing = await h.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the request frame', () => {
  it('refuses a caller without a session before reading the body, with the security headers', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": "not a list"}',
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // A cookie that is not a signed session is no session either.
    const forged = await h.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: { cookie: 'sk_session=forged; other=1' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('health check', () => {
  it('reuses one database answer for a second and shares the query in flight', async () => {
    let queries = 0;
    let clock = 0;
    const db = { execute: async () => void queries++ } as unknown as Parameters<typeof databaseCheck>[0];
    const check = databaseCheck(db, () => clock);
    const noop = () => undefined;
    expect(await Promise.all([check.run(noop), check.run(noop)])).toEqual([true, true]);
    expect(queries).toBe(1);
    clock = 999;
    await check.run(noop);
    expect(queries).toBe(1);
    clock = 2000;
    await check.run(noop);
    expect(queries).toBe(2);
  });

  it('reports a failing database as unavailable', async () => {
    const db = {
      execute: async () => {
        throw new Error('down');
      },
    } as unknown as Parameters<typeof databaseCheck>[0];
    const errors: unknown[] = [];
    expect(await databaseCheck(db).run((e) => errors.push(e))).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
