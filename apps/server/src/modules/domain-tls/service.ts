// HTTPS for merchants' own domains: certificates asked for through the job queue, stored in the
// data folder, served by SNI on HTTPS_PORT and renewed 30 days before they expire. Other modules
// ask for a certificate with requestCertificate; app.ts wires the rest with createDomainTls.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { recordCertificateFailed, recordCertificateIssued } from '../online-store/index.ts';
import { folderCertificateStore } from './certificate-store.ts';
import { ChallengeAnswers } from './challenges.ts';
import { createDomainsHttpsServer, TlsContexts } from './https-server.ts';
import { issueCertificate } from './issue-certificate.ts';
import { acmeChallengeRoutes, CHALLENGE_PATH } from './routes.ts';

export const DOMAIN_CERTIFICATE_QUEUE = 'domain-certificate';
const RENEW_BEFORE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a certificate that expires at `expiresAt` is renewed. */
export const renewalDate = (expiresAt: Date): Date =>
  new Date(expiresAt.getTime() - RENEW_BEFORE_DAYS * DAY_MS);

/** Whether certificates are asked for at all (HTTPS_PORT set). */
export const httpsEnabled = (config: Config): boolean => config.https.port !== undefined;

/** Queues a certificate for the names (the first is the one it is stored under). */
export async function requestCertificate(
  tx: DbOrTx,
  input: { supplierId: number; names: readonly string[]; runAt?: Date },
): Promise<number> {
  return enqueueJob(tx, {
    queue: DOMAIN_CERTIFICATE_QUEUE,
    supplierId: input.supplierId,
    payload: { names: [...input.names] },
    ...(input.runAt ? { runAt: input.runAt } : {}),
  });
}

export interface DomainTls {
  contexts: TlsContexts;
  /** The HTTP-01 answers waiting for the authority. */
  challenges: ChallengeAnswers;
  /** Starts the HTTPS listener on HTTPS_PORT (or the given port, 0 for any); resolves to the port. */
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

/** Registers the challenge route and the certificate jobs; the listener starts with listen(). */
export async function createDomainTls(
  app: FastifyInstance,
  deps: { config: Config; db: DbOrTx; jobs: JobWorker },
): Promise<DomainTls> {
  const { config, db, jobs } = deps;
  const store = folderCertificateStore(config.dataDir);
  const challenges = new ChallengeAnswers();
  const contexts = new TlsContexts(store);
  await app.register(acmeChallengeRoutes(challenges));
  // A domain with a certificate is only served over HTTPS (the challenge answers stay on HTTP).
  if (config.https.port !== undefined) {
    const portPart = config.https.port === 443 ? '' : `:${config.https.port}`;
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https' || request.url.startsWith(CHALLENGE_PATH)) return;
      const host = request.hostname.replace(/:\d+$/, '').toLowerCase();
      if (contexts.contextOf(host)) return reply.redirect(`https://${host}${portPart}${request.url}`, 301);
    });
  }

  jobs.register(DOMAIN_CERTIFICATE_QUEUE, async (job) => {
    const names = (job.payload.names as string[] | undefined) ?? [];
    const { supplierId } = job;
    let issued: Awaited<ReturnType<typeof issueCertificate>>;
    try {
      issued = await issueCertificate({ settings: config.https, store, challenges }, names);
    } catch (error) {
      // The merchant sees the authority's reason; the queue retries the order as it does any job.
      const message = error instanceof Error ? error.message : String(error);
      if (supplierId !== null) await recordCertificateFailed(db, { supplierId, names, error: message });
      throw error;
    }
    // Every name reads the same certificate (its SNI lookup is by name).
    for (const name of names.slice(1)) store.save(name, issued);
    contexts.forget(names);
    app.log.info({ names, expiresAt: issued.expiresAt }, 'domain certificate issued');
    if (supplierId === null) return;
    const renewsAt = renewalDate(issued.expiresAt);
    await db.transaction(async (tx) => {
      await recordCertificateIssued(tx, { supplierId, names, expiresAt: issued.expiresAt, renewsAt });
      await requestCertificate(tx, { supplierId, names, runAt: renewsAt });
    });
  });

  const server = createDomainsHttpsServer(contexts, (request, response) => app.routing(request, response));
  let listening = false;
  return {
    contexts,
    challenges,
    listen: (port = config.https.port ?? 443) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => {
          listening = true;
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
