// Asks the certificate authority (ACME_DIRECTORY_URL) for a domain's certificate with acme-client,
// proving the names by HTTP-01: the answers wait in ChallengeAnswers until the authority fetches
// /.well-known/acme-challenge/:token on each name.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import * as acme from 'acme-client';
import type { CertificateStore, StoredCertificate } from './certificate-store.ts';
import type { ChallengeAnswers } from './challenges.ts';

export interface AcmeSettings {
  acmeDirectoryUrl: string;
  acmeCaFile: string | undefined;
  acmeEmail: string | undefined;
}

export interface IssueDeps {
  settings: AcmeSettings;
  store: CertificateStore;
  challenges: ChallengeAnswers;
}

// A failed request fails the job at once: the job queue retries it with its own backoff, where
// acme-client's retries (up to 75 s) would hold the worker and leave the merchant without a reason.
(
  acme.axios.defaults as typeof acme.axios.defaults & { acmeSettings: { retryMaxAttempts: number } }
).acmeSettings.retryMaxAttempts = 0;

let trustedCaFile: string | undefined;
/** acme-client talks through its own axios instance: an extra root (a test CA) is added to it once. */
function trustExtraRoot(caFile: string | undefined) {
  if (!caFile || trustedCaFile === caFile) return;
  acme.axios.defaults.httpsAgent = new Agent({ ca: [...rootCertificates, readFileSync(caFile, 'utf8')] });
  trustedCaFile = caFile;
}

async function accountKey({ settings, store }: IssueDeps): Promise<string> {
  const known = store.accountKey(settings.acmeDirectoryUrl);
  if (known) return known;
  const made = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
  store.saveAccountKey(settings.acmeDirectoryUrl, made);
  return made;
}

/** The certificate's expiry, from its PEM chain (the leaf comes first). */
export const expiryOf = (chain: string): Date => acme.crypto.readCertificateInfo(chain).notAfter;

/**
 * Orders one certificate for the names (the first is its common name), stores it under the first
 * name and returns it with its expiry.
 */
export async function issueCertificate(
  deps: IssueDeps,
  names: readonly string[],
): Promise<StoredCertificate & { expiresAt: Date }> {
  const [commonName, ...altNames] = names;
  if (!commonName) throw new Error('A certificate needs at least one name');
  trustExtraRoot(deps.settings.acmeCaFile);
  const client = new acme.Client({
    directoryUrl: deps.settings.acmeDirectoryUrl,
    accountKey: await accountKey(deps),
  });
  const [key, csr] = await acme.crypto.createCsr({ commonName, altNames: [commonName, ...altNames] });
  const cert = await client.auto({
    csr,
    ...(deps.settings.acmeEmail ? { email: deps.settings.acmeEmail } : {}),
    termsOfServiceAgreed: true,
    challengePriority: ['http-01'],
    // The records check has already resolved the names to this server; the authority validates.
    skipChallengeVerification: true,
    challengeCreateFn: async (authz, challenge, keyAuthorization) => {
      deps.challenges.add(challenge.token, { host: authz.identifier.value, keyAuthorization });
    },
    challengeRemoveFn: async (_authz, challenge) => {
      deps.challenges.remove(challenge.token);
    },
  });
  const stored = { key: key.toString(), cert };
  deps.store.save(commonName, stored);
  return { ...stored, expiresAt: expiryOf(cert) };
}
