// A merchant's own domain end to end over HTTP and HTTPS: added, verified by its TXT record,
// its pointing records shown and checked, its certificate issued by Pebble (a local ACME test
// authority; PEBBLE_VA_ALWAYS_VALID stands in for the public DNS the names do not have), the store
// answered over HTTPS by SNI with that certificate, www sent to the bare domain, the renewal queued.
import { get as httpsGet } from 'node:https';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { PEBBLE_PATH, type Pebble, startPebble } from '../../fakes/pebble.ts';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { DOMAIN_CERTIFICATE_QUEUE } from './service.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
const fetchTls = (options: { port: number; path: string; ca: string; servername?: string; host?: string }) =>
  new Promise<Answer>((resolve, reject) => {
    const request = httpsGet(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        ca: options.ca,
        ...(options.servername ? { servername: options.servername } : {}),
        headers: options.host ? { host: options.host } : {},
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
  });

describe.skipIf(!PEBBLE_PATH)('own domain over HTTPS (Pebble)', () => {
  let pebble: Pebble;
  let h: Harness;
  let cookie: string;
  const txt = new Map<string, string[][]>();
  const pointing = new Map<string, string[]>();
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    pebble = await startPebble();
    const answer = async (key: string) => {
      const found = pointing.get(key);
      if (!found) throw Object.assign(new Error(`ENODATA ${key}`), { code: 'ENODATA' });
      return found;
    };
    h = await createHarness(
      {
        publicIpv4: '203.0.113.7',
        https: {
          port: 443,
          acmeDirectoryUrl: pebble.directoryUrl,
          acmeCaFile: pebble.listenerCaFile,
          acmeEmail: 'owner@ganesh.test',
        },
      },
      {
        resolveTxt: async (name) => txt.get(name) ?? [],
        domainDns: {
          resolve4: (name) => answer(`A ${name}`),
          resolveCname: (name) => answer(`CNAME ${name}`),
        },
      },
    );
    const store = await createStore(h, { storeName: 'Ganesh General Stores' });
    cookie = await login(h, store.owner);
  }, 180_000);

  afterAll(async () => {
    await h?.close();
    pebble?.stop();
  });

  it('issues the certificate, serves the store by SNI, redirects www and queues the renewal', async () => {
    const { domain } = (await call('POST', '/api/v1/site/domains', { host: 'ganeshstores.test' })).json();
    txt.set(domain.txtRecord.name, [[domain.txtRecord.value]]);
    const verified = (await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`)).json().domain;
    expect(verified.pointRecords).toEqual([
      { type: 'A', name: 'ganeshstores.test', value: '203.0.113.7' },
      { type: 'CNAME', name: 'www.ganeshstores.test', value: 'ganeshstores.test' },
    ]);
    pointing.set('A ganeshstores.test', ['203.0.113.7']);
    pointing.set('CNAME www.ganeshstores.test', ['ganeshstores.test']);
    const checked = (await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`)).json();
    expect(checked).toMatchObject({ allRight: true, domain: { certificate: { status: 'pending' } } });
    // A second check while the order is pending queues no second one.
    await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`);
    const queued = await h.database.db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE queue = ${DOMAIN_CERTIFICATE_QUEUE} AND state = 'queued'`,
    );
    expect(rowsOf<{ n: number }>(queued)[0]?.n).toBe(1);

    expect(await h.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const [listed] = (await call('GET', '/api/v1/site/domains')).json().domains;
    expect(listed.certificate).toMatchObject({ status: 'issued', error: null });
    const expiresAt = new Date(listed.certificate.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(new Date(listed.certificate.renewsAt).getTime()).toBe(expiresAt - 30 * 24 * 60 * 60 * 1000);
    const port = await h.app.domainTls.listen(0);
    const pebbleRoot = await pebble.issuingRoot();

    const home = await fetchTls({
      port,
      path: '/',
      ca: pebbleRoot,
      servername: 'ganeshstores.test',
      host: 'ganeshstores.test',
    });
    expect(home.status).toBe(200);
    expect(home.body).toContain('Ganesh General Stores');

    const www = await fetchTls({
      port,
      path: '/category/1?page=2',
      ca: pebbleRoot,
      servername: 'www.ganeshstores.test',
      host: 'www.ganeshstores.test',
    });
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe('https://ganeshstores.test/category/1?page=2');

    // Over plain HTTP the domain is sent to HTTPS; the challenge path stays on HTTP.
    const plain = await h.app.inject({ method: 'GET', url: '/cart', headers: { host: 'ganeshstores.test' } });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('https://ganeshstores.test/cart');
    const challenge = await h.app.inject({
      method: 'GET',
      url: '/.well-known/acme-challenge/unknown',
      headers: { host: 'ganeshstores.test' },
    });
    expect(challenge.statusCode).toBe(404);

    // A name without a certificate gets no handshake.
    await expect(
      fetchTls({ port, path: '/', ca: pebbleRoot, servername: 'other.test', host: 'other.test' }),
    ).rejects.toThrow();

    // The renewal waits in the queue for 30 days before the certificate's expiry.
    const renewal = await h.database.db.execute(
      sql`SELECT run_at AS "runAt" FROM jobs WHERE queue = ${DOMAIN_CERTIFICATE_QUEUE} AND state = 'queued'`,
    );
    const rows = rowsOf<{ runAt: string | Date }>(renewal);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.runAt ?? 0).getTime()).toBe(new Date(listed.certificate.renewsAt).getTime());
  }, 180_000);
});
