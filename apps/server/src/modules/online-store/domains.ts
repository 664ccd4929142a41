// Custom domains of the store: add, verify by a DNS TXT record, update and
// delete, gated by the Home.Add_Domain package permission. The resolver is injected so tests
// answer for DNS; production asks the system resolver.
import { randomBytes } from 'node:crypto';
import { BUILDER_MESSAGES } from '@storekeep/domain/website-builder';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import {
  certificateNamesFor,
  checkPointRecords,
  type DomainDns,
  type PointTarget,
  pointRecordsFor,
} from './domain-records.ts';
import { allowsCount, planOf, upgradeNeeded } from './plan-gates.ts';
import * as q from './queries.ts';

/** Answers the TXT records of a name (node:dns/promises resolveTxt's shape). */
export type TxtResolver = (hostname: string) => Promise<string[][]>;

/** What the domain use cases need besides the database: DNS lookups and where domains point. */
export interface DomainsContext {
  db: Db;
  dns: DomainDns;
  target: PointTarget;
  /** HTTPS for the domains (HTTPS_PORT set): a domain whose records are right gets its certificate. */
  certificates?: {
    has(name: string): boolean;
    /** Queues the order in the caller's transaction. */
    request(tx: DbOrTx, input: { supplierId: number; names: string[] }): Promise<unknown>;
  };
}

const NOT_VERIFIED_YET = 'Please verify the TXT record first.';

export const VERIFY_RECORD_PREFIX = '_storekeep';
export const VERIFY_VALUE_PREFIX = 'storekeep-verify=';

const HOST_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const INVALID_DOMAIN = 'Please enter a valid domain name';
const NOT_VERIFIED =
  'We could not find the TXT record yet. DNS changes can take a few hours; please try again later.';

export function normaliseHost(input: string): string {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
  if (!HOST_PATTERN.test(host)) throw invalid(INVALID_DOMAIN, { host: INVALID_DOMAIN });
  return host;
}

function present(row: Awaited<ReturnType<typeof q.listDomains>>[number], target?: PointTarget) {
  return {
    domainId: row.domainId,
    host: row.host,
    isVerified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    txtRecord: {
      name: `${VERIFY_RECORD_PREFIX}.${row.host}`,
      value: `${VERIFY_VALUE_PREFIX}${row.verificationToken}`,
    },
    pointRecords: row.verifiedAt !== null && target ? pointRecordsFor(row.host, target) : [],
    certificate: row.certificateStatus
      ? {
          status: row.certificateStatus,
          error: row.certificateError,
          expiresAt: row.certificateExpiresAt?.toISOString() ?? null,
          renewsAt: row.certificateRenewsAt?.toISOString() ?? null,
        }
      : null,
  };
}

const newToken = () => randomBytes(16).toString('hex');

async function requireDomainPermission(db: Db, session: SupplierSession, wanted: number) {
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  if (!allowsCount(await planOf(db, store.packageId), 'domain', wanted)) throw upgradeNeeded('domain');
}

export async function listDomains(db: Db, session: SupplierSession, target?: PointTarget) {
  return { domains: (await q.listDomains(db, session.supplierId)).map((row) => present(row, target)) };
}

async function assertHostFree(db: Db, host: string, exceptDomainId?: number) {
  const taken = await q.findDomainByHost(db, host);
  if (taken && taken.domainId !== exceptDomainId)
    throw conflict('This domain is already connected to a store.');
}

export async function addDomain(
  { db, target }: DomainsContext,
  session: SupplierSession,
  input: { host: string },
) {
  const host = normaliseHost(input.host);
  await requireDomainPermission(db, session, (await q.countDomains(db, session.supplierId)) + 1);
  await assertHostFree(db, host);
  const row = await q.insertDomain(db, {
    supplierId: session.supplierId,
    host,
    verificationToken: newToken(),
  });
  return { domain: present(row, target) };
}

export async function updateDomain(
  { db, target }: DomainsContext,
  session: SupplierSession,
  domainId: number,
  input: { host: string },
) {
  const host = normaliseHost(input.host);
  const current = await q.findDomain(db, session.supplierId, domainId);
  if (!current) throw notFound('Domain not found.');
  await requireDomainPermission(db, session, 1);
  await assertHostFree(db, host, domainId);
  // A new host must be proved again.
  const row =
    host === current.host
      ? current
      : await q.updateDomain(db, session.supplierId, domainId, {
          host,
          verificationToken: newToken(),
          verifiedAt: null,
          certificateStatus: null,
          certificateError: null,
          certificateExpiresAt: null,
          certificateRenewsAt: null,
        });
  if (!row) throw notFound('Domain not found.');
  return { domain: present(row, target), message: BUILDER_MESSAGES.domainUpdated };
}

export async function deleteDomain(db: Db, session: SupplierSession, domainId: number) {
  if (!(await q.deleteDomain(db, session.supplierId, domainId))) throw notFound('Domain not found.');
  return { isSuccess: true as const, message: BUILDER_MESSAGES.domainDeleted };
}

export async function verifyDomain(
  { db, dns, target }: DomainsContext,
  session: SupplierSession,
  domainId: number,
) {
  const current = await q.findDomain(db, session.supplierId, domainId);
  if (!current) throw notFound('Domain not found.');
  await requireDomainPermission(db, session, 1);
  const expected = `${VERIFY_VALUE_PREFIX}${current.verificationToken}`;
  let records: string[][] = [];
  try {
    records = await dns.resolveTxt(`${VERIFY_RECORD_PREFIX}.${current.host}`);
  } catch {
    records = [];
  }
  // A TXT record may come split in several strings; they join into one value.
  if (!records.some((parts) => parts.join('') === expected))
    throw invalid(NOT_VERIFIED, { host: NOT_VERIFIED });
  const row = await q.updateDomain(db, session.supplierId, domainId, { verifiedAt: new Date() });
  if (!row) throw notFound('Domain not found.');
  return { domain: present(row, target), message: BUILDER_MESSAGES.domainUpdated };
}

/** Resolves the pointing records of a verified domain and says which are right. */
export async function checkDomainRecords(
  { db, dns, target, certificates }: DomainsContext,
  session: SupplierSession,
  domainId: number,
) {
  const current = await q.findDomain(db, session.supplierId, domainId);
  if (!current) throw notFound('Domain not found.');
  await requireDomainPermission(db, session, 1);
  if (current.verifiedAt === null) throw invalid(NOT_VERIFIED_YET, { host: NOT_VERIFIED_YET });
  const records = await checkPointRecords(dns, pointRecordsFor(current.host, target));
  const allRight = records.every((record) => record.status === 'right');
  const names = certificateNamesFor(current.host);
  // One order at a time: a pending one is not queued again; a failed one is, on the next check.
  if (
    allRight &&
    certificates &&
    current.certificateStatus !== 'pending' &&
    !certificates.has(names[0] ?? current.host)
  ) {
    await db.transaction(async (tx) => {
      await certificates.request(tx, { supplierId: session.supplierId, names });
      await q.setDomainCertificate(tx, session.supplierId, names, {
        certificateStatus: 'pending',
        certificateError: null,
      });
    });
  }
  const row = await q.findDomain(db, session.supplierId, domainId);
  return { records, allRight, domain: present(row ?? current, target) };
}

/** The certificate job's outcome, on the store's domains it covers (domain-tls calls these). */
export async function recordCertificateIssued(
  db: DbOrTx,
  input: { supplierId: number; names: readonly string[]; expiresAt: Date; renewsAt: Date },
) {
  await q.setDomainCertificate(db, input.supplierId, input.names, {
    certificateStatus: 'issued',
    certificateError: null,
    certificateExpiresAt: input.expiresAt,
    certificateRenewsAt: input.renewsAt,
  });
}

export async function recordCertificateFailed(
  db: DbOrTx,
  input: { supplierId: number; names: readonly string[]; error: string },
) {
  await q.setDomainCertificateFailed(db, input.supplierId, input.names, input.error.slice(0, 500));
}
