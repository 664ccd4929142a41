// A certificate order that fails is shown to the merchant as failed with the authority's reason,
// and the next records check orders it again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { DOMAIN_CERTIFICATE_QUEUE } from './service.ts';

describe('a certificate order that fails', () => {
  let h: Harness;
  let cookie: string;
  const txt = new Map<string, string[][]>();
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    h = await createHarness(
      {
        publicIpv4: '203.0.113.7',
        // Nothing listens on port 9 of this machine: the authority cannot be reached.
        https: {
          port: 443,
          acmeDirectoryUrl: 'https://127.0.0.1:9/dir',
          acmeCaFile: undefined,
          acmeEmail: undefined,
        },
      },
      {
        resolveTxt: async (name) => txt.get(name) ?? [],
        domainDns: {
          resolve4: async () => ['203.0.113.7'],
          resolveCname: async (name) => [name.replace(/^www\./, '')],
        },
      },
    );
    cookie = await login(h, (await createStore(h, { storeName: 'Ganesh General Stores' })).owner);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is shown as failed with the reason, and ordered again by the next check', async () => {
    const { domain } = (await call('POST', '/api/v1/site/domains', { host: 'ganeshstores.test' })).json();
    txt.set(domain.txtRecord.name, [[domain.txtRecord.value]]);
    await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`);
    await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`);
    await h.app.jobs.drain();

    const [failed] = (await call('GET', '/api/v1/site/domains')).json().domains;
    expect(failed.certificate).toMatchObject({ status: 'failed', expiresAt: null, renewsAt: null });
    // The reason is acme-client's, in its words.
    expect(failed.certificate.error).toEqual(expect.any(String));
    expect(failed.certificate.error.length).toBeGreaterThan(0);

    // The failed job waits for its retry; a check by the merchant queues a new order at once.
    const again = (await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`)).json();
    expect(again.domain.certificate).toMatchObject({ status: 'pending', error: null });
    const queued = await h.database.db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE queue = ${DOMAIN_CERTIFICATE_QUEUE} AND state = 'queued'`,
    );
    expect(rowsOf<{ n: number }>(queued)[0]?.n).toBe(2);
  });
});
