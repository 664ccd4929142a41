// TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed; none unless named.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'storekeep-config-')), ...env });

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(
      load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,192.168.0.0/255.255.0.0,loopback,uniquelocal' })
        .trustProxy,
    ).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['2', 'true', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/x'])('refuses %s', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
