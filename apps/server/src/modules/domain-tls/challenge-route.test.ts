// The HTTP-01 answer: given on the host it was made for, never on another, gone once removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const ask = (token: string, host: string) =>
  h.app.inject({ method: 'GET', url: `/.well-known/acme-challenge/${token}`, headers: { host } });

describe('/.well-known/acme-challenge/:token', () => {
  it('answers the key authorization on its own host only', async () => {
    h.app.domainTls.challenges.add('tok-1', {
      host: 'ganeshstores.in',
      keyAuthorization: 'tok-1.thumbprint',
    });
    const own = await ask('tok-1', 'ganeshstores.in');
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('tok-1.thumbprint');
    expect(own.headers['content-type']).toContain('text/plain');
    expect((await ask('tok-1', 'other.in')).statusCode).toBe(404);
    expect((await ask('tok-2', 'ganeshstores.in')).statusCode).toBe(404);
    h.app.domainTls.challenges.remove('tok-1');
    expect((await ask('tok-1', 'ganeshstores.in')).statusCode).toBe(404);
  });
});
