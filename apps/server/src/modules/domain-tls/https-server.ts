// The HTTPS listener of merchants' own domains: each name gets its certificate by SNI (one
// node:tls SecureContext per name, made on first use and dropped when a new certificate lands),
// a www. name whose bare domain has a certificate is sent there (301), everything else goes to the
// app's routes the way every other request is (the storefront answers a verified domain at its root).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createSecureContext, type SecureContext } from 'node:tls';
import type { CertificateStore } from './certificate-store.ts';

const MAX_REMEMBERED_NAMES = 10_000;

export class TlsContexts {
  readonly #contexts = new Map<string, SecureContext | null>();
  constructor(private readonly store: CertificateStore) {}

  /** The context of a name; null when it has no certificate. */
  contextOf(servername: string): SecureContext | null {
    const name = servername.toLowerCase();
    const known = this.#contexts.get(name);
    if (known !== undefined) return known;
    const stored = this.store.read(name);
    const context = stored ? createSecureContext({ key: stored.key, cert: stored.cert }) : null;
    // Any client can send any name: the remembered ones are bounded.
    if (this.#contexts.size >= MAX_REMEMBERED_NAMES) this.#contexts.clear();
    this.#contexts.set(name, context);
    return context;
  }

  /** A new certificate was stored for these names: their next handshakes read it. */
  forget(names: readonly string[]): void {
    for (const name of names) this.#contexts.delete(name.toLowerCase());
  }
}

const hostOf = (request: IncomingMessage) =>
  (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

export function createDomainsHttpsServer(
  contexts: TlsContexts,
  route: (request: IncomingMessage, response: ServerResponse) => void,
): Server {
  return createServer(
    {
      SNICallback: (servername, done) => {
        const context = contexts.contextOf(servername);
        if (context) done(null, context);
        else done(new Error(`No certificate for ${servername}`));
      },
    },
    (request, response) => {
      const host = hostOf(request);
      const bare = host.startsWith('www.') ? host.slice(4) : undefined;
      if (bare && contexts.contextOf(bare)) {
        // A listener on another port than 443 keeps its port in the address.
        const port = /:\d+$/.exec(request.headers.host ?? '')?.[0] ?? '';
        response.writeHead(301, { location: `https://${bare}${port}${request.url ?? '/'}` });
        response.end();
        return;
      }
      route(request, response);
    },
  );
}
