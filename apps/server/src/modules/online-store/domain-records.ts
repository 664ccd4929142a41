// The DNS records that point a verified custom domain at the shop, and the check that resolves
// them and says, record by record, whether each is right, wrong or missing.
import { Resolver } from 'node:dns/promises';

export type PointRecordType = 'A' | 'CNAME';
export interface PointRecord {
  type: PointRecordType;
  name: string;
  value: string;
}
export interface PointRecordCheck extends PointRecord {
  status: 'right' | 'wrong' | 'missing';
  found: string[];
}

/** The lookups the checks need (node:dns/promises' shapes); tests answer for DNS. */
export interface DomainDns {
  resolveTxt(hostname: string): Promise<string[][]>;
  resolve4(hostname: string): Promise<string[]>;
  resolveCname(hostname: string): Promise<string[]>;
}

/** Where domains point: the server's public IPv4 (for A records) and the app's host (for CNAMEs). */
export interface PointTarget {
  publicIpv4: string | undefined;
  appHost: string;
}

/** The system's resolver, or one asking the given servers (DNS_RESOLVER). */
export function systemDomainDns(servers: string[] | undefined): DomainDns {
  const resolver = new Resolver();
  if (servers) resolver.setServers(servers);
  return {
    resolveTxt: (name) => resolver.resolveTxt(name),
    resolve4: (name) => resolver.resolve4(name),
    resolveCname: (name) => resolver.resolveCname(name),
  };
}

// Second-level names under which registrars sell domains (example.co.in is a bare domain).
const SECOND_LEVELS = new Set([
  'co.in',
  'net.in',
  'org.in',
  'firm.in',
  'gen.in',
  'ind.in',
  'ac.in',
  'edu.in',
  'co.uk',
  'org.uk',
  'com.au',
  'co.nz',
]);

/** The registrable (bare) part of a host: shop.example.co.in → example.co.in. */
export function apexOf(host: string): string {
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  return labels.slice(SECOND_LEVELS.has(lastTwo) ? -3 : -2).join('.');
}

/**
 * A bare domain (or www.bare) gets an A record to the server's address and www as a CNAME to the
 * bare domain, redirected there by the server; any other subdomain a CNAME to the app's host.
 */
export function pointRecordsFor(host: string, target: PointTarget): PointRecord[] {
  const apex = apexOf(host);
  if (host !== apex && host !== `www.${apex}`) return [{ type: 'CNAME', name: host, value: target.appHost }];
  const records: PointRecord[] = [];
  if (target.publicIpv4) records.push({ type: 'A', name: apex, value: target.publicIpv4 });
  records.push({ type: 'CNAME', name: `www.${apex}`, value: apex });
  return records;
}

/** The names a domain's certificate covers: a bare domain with its www, or the one subdomain. */
export function certificateNamesFor(host: string): string[] {
  const apex = apexOf(host);
  return host === apex || host === `www.${apex}` ? [apex, `www.${apex}`] : [host];
}

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

async function lookup(dns: DomainDns, record: PointRecord): Promise<string[]> {
  try {
    return record.type === 'A' ? await dns.resolve4(record.name) : await dns.resolveCname(record.name);
  } catch {
    // No such record (ENODATA, ENOTFOUND) or no answer: reported as missing.
    return [];
  }
}

export async function checkPointRecords(dns: DomainDns, records: PointRecord[]): Promise<PointRecordCheck[]> {
  return Promise.all(
    records.map(async (record) => {
      const found = await lookup(dns, record);
      const right = found.length > 0 && found.every((value) => sameName(value, record.value));
      return { ...record, found, status: right ? 'right' : found.length === 0 ? 'missing' : 'wrong' };
    }),
  );
}
