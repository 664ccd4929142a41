// Where the ACME account keys and the domains' certificates are kept: the data folder
// (DATA_DIR/tls/), beside the session secret and the uploads; one key and one certificate chain
// per domain, read back into memory when the HTTPS listener meets a name.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StoredCertificate {
  /** PEM private key of the certificate. */
  key: string;
  /** PEM chain, leaf first. */
  cert: string;
}

export interface CertificateStore {
  accountKey(directoryUrl: string): string | undefined;
  saveAccountKey(directoryUrl: string, pem: string): void;
  read(host: string): StoredCertificate | undefined;
  save(host: string, certificate: StoredCertificate): void;
}

// A host is checked against the domain pattern before it gets here; this keeps the file name safe anyway.
const fileName = (host: string) => host.toLowerCase().replace(/[^a-z0-9.-]/g, '_');

export function folderCertificateStore(dataDir: string): CertificateStore {
  const root = join(dataDir, 'tls');
  const certs = join(root, 'certs');
  mkdirSync(certs, { recursive: true, mode: 0o700 });
  const accountFile = (directoryUrl: string) =>
    join(root, `account-${createHash('sha256').update(directoryUrl).digest('hex').slice(0, 16)}.pem`);
  const readIf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  return {
    accountKey: (directoryUrl) => readIf(accountFile(directoryUrl)),
    saveAccountKey: (directoryUrl, pem) => writeFileSync(accountFile(directoryUrl), pem, { mode: 0o600 }),
    read(host) {
      const key = readIf(join(certs, `${fileName(host)}.key.pem`));
      const cert = readIf(join(certs, `${fileName(host)}.crt.pem`));
      return key && cert ? { key, cert } : undefined;
    },
    save(host, { key, cert }) {
      // The key first: a reader that finds the new chain finds its key.
      writeFileSync(join(certs, `${fileName(host)}.key.pem`), key, { mode: 0o600 });
      writeFileSync(join(certs, `${fileName(host)}.crt.pem`), cert, { mode: 0o600 });
    },
  };
}
