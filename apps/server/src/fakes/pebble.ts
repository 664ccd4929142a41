// Pebble, the ACME test authority from Debian's `pebble` package, started for a test: a throwaway
// CA for its own HTTPS listener (the package ships none), free ports, and the root its issued
// certificates chain to. PEBBLE_VA_ALWAYS_VALID stands in for the public DNS the test names lack.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PEBBLE_PATH = ['/usr/bin/pebble', '/usr/local/bin/pebble'].find((path) => existsSync(path));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** GET over HTTPS trusting `ca` only. */
export const getTls = (port: number, path: string, ca: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    httpsGet({ host: '127.0.0.1', port, path, ca }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });

/** A throwaway CA and the certificate of Pebble's own HTTPS listener; answers the CA's file. */
function listenerCertificate(dir: string): string {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  run(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=pebble test root',
  );
  run('req', ...ec, '-keyout', 'key.pem', '-out', 'listener.csr', '-subj', '/CN=localhost');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  run(
    'x509',
    '-req',
    '-in',
    'listener.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'cert.pem',
    '-days',
    '2',
    '-extfile',
    'san.ext',
  );
  return join(dir, 'ca.pem');
}

export interface Pebble {
  /** ACME_DIRECTORY_URL. */
  directoryUrl: string;
  /** ACME_CA_FILE: the root of Pebble's own listener. */
  listenerCaFile: string;
  /** The root Pebble's issued certificates chain to (asked of its management port). */
  issuingRoot(): Promise<string>;
  stop(): void;
}

export async function startPebble(): Promise<Pebble> {
  if (!PEBBLE_PATH) throw new Error('pebble is not installed (apt-get install pebble)');
  const dir = mkdtempSync(join(tmpdir(), 'storekeep-pebble-'));
  const listenerCaFile = listenerCertificate(dir);
  const listenerCa = readFileSync(listenerCaFile, 'utf8');
  const [acmePort, managementPort, httpPort, tlsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  writeFileSync(
    join(dir, 'pebble.json'),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${acmePort}`,
        managementListenAddress: `127.0.0.1:${managementPort}`,
        certificate: join(dir, 'cert.pem'),
        privateKey: join(dir, 'key.pem'),
        httpPort,
        tlsPort,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const child: ChildProcess = spawn(PEBBLE_PATH, ['-config', join(dir, 'pebble.json')], {
    env: { ...process.env, PEBBLE_VA_ALWAYS_VALID: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_VA_NOSLEEP: '1' },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await getTls(acmePort, '/dir', listenerCa)).status === 200) break;
    } catch (error) {
      if (tries > 150) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    directoryUrl: `https://127.0.0.1:${acmePort}/dir`,
    listenerCaFile,
    issuingRoot: async () => (await getTls(managementPort, '/roots/0', listenerCa)).body,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
