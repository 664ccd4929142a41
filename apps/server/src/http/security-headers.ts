// Browser security headers (Content-Security-Policy, HSTS, frame and referrer policies, …) from
// helmet. Our policy has no per-request part (no nonces, no functions in the directives), so
// helmet runs once at start-up into a recorder and every response gets the recorded headers.
// (@fastify/helmet rebuilds every helmet middleware, parsing the policy again, on each request.)
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's responses get no browser security headers (JSON probes). */
    securityHeaders?: boolean;
  }
}

/** The headers helmet sets for these options, names in lower case. */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Every response gets the headers, except routes that say `config: { securityHeaders: false }`. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
}
