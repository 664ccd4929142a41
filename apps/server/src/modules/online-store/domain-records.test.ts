// Pointing a verified domain at the shop: which records the merchant adds, and the check that
// says record by record whether DNS answers them right.
import { describe, expect, it } from 'vitest';
import { apexOf, pointRecordsFor } from './domain-records.ts';
import { builderTest } from './test-support.ts';

const target = { publicIpv4: '203.0.113.7', appHost: 'app.storekeep.in' };

describe('the records to add', () => {
  it.each([
    ['lakshmisilks.in', 'lakshmisilks.in'],
    ['shop.lakshmisilks.in', 'lakshmisilks.in'],
    ['www.lakshmi.co.in', 'lakshmi.co.in'],
  ])('%s belongs to the bare domain %s', (host, apex) => expect(apexOf(host)).toBe(apex));

  it('points a bare domain (or its www) by an A record and www by a CNAME to the bare domain', () => {
    const records = [
      { type: 'A', name: 'lakshmisilks.in', value: '203.0.113.7' },
      { type: 'CNAME', name: 'www.lakshmisilks.in', value: 'lakshmisilks.in' },
    ];
    expect(pointRecordsFor('lakshmisilks.in', target)).toEqual(records);
    expect(pointRecordsFor('www.lakshmisilks.in', target)).toEqual(records);
  });

  it('points a subdomain by a CNAME to the app host', () => {
    expect(pointRecordsFor('shop.lakshmisilks.in', target)).toEqual([
      { type: 'CNAME', name: 'shop.lakshmisilks.in', value: 'app.storekeep.in' },
    ]);
  });

  it('leaves the A record out when the server has no public address set', () => {
    expect(pointRecordsFor('lakshmisilks.in', { ...target, publicIpv4: undefined })).toEqual([
      { type: 'CNAME', name: 'www.lakshmisilks.in', value: 'lakshmisilks.in' },
    ]);
  });
});

const { call, dns, pointing } = builderTest();

describe('checking the records', () => {
  it('shows the records once verified and says which are right, wrong or missing', async () => {
    const { domain } = (await call('POST', '/api/v1/site/domains', { host: 'ganeshstores.in' })).json();
    expect(domain.pointRecords).toEqual([]);
    const early = await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe('Please verify the TXT record first.');

    dns.set(domain.txtRecord.name, [[domain.txtRecord.value]]);
    const verified = (await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`)).json().domain;
    expect(verified.pointRecords).toEqual([
      { type: 'A', name: 'ganeshstores.in', value: '203.0.113.7' },
      { type: 'CNAME', name: 'www.ganeshstores.in', value: 'ganeshstores.in' },
    ]);
    const listed = (await call('GET', '/api/v1/site/domains')).json().domains;
    expect(
      listed.find((d: { domainId: number }) => d.domainId === domain.domainId).pointRecords,
    ).toHaveLength(2);

    pointing.set('A ganeshstores.in', ['198.51.100.1']);
    const wrong = (await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`)).json();
    expect(wrong).toMatchObject({
      allRight: false,
      records: [
        {
          type: 'A',
          name: 'ganeshstores.in',
          value: '203.0.113.7',
          status: 'wrong',
          found: ['198.51.100.1'],
        },
        {
          type: 'CNAME',
          name: 'www.ganeshstores.in',
          value: 'ganeshstores.in',
          status: 'missing',
          found: [],
        },
      ],
    });

    pointing.set('A ganeshstores.in', ['203.0.113.7']);
    pointing.set('CNAME www.ganeshstores.in', ['GaneshStores.in.']);
    const right = (await call('POST', `/api/v1/site/domains/${domain.domainId}/check-records`)).json();
    expect(right.allRight).toBe(true);
    expect(right.records.map((r: { status: string }) => r.status)).toEqual(['right', 'right']);
  });
});
