// Browser security headers (Content-Security-Policy, HSTS, frame and referrer policies, …) from
// helmet. Our policy has no per-request part (no nonces, no functions in the directives), so
// helmet runs once at start-up on a response that is never sent, and every response gets the recorded headers.
// (@fastify/helmet rebuilds every helmet middleware, parsing the policy again, on each request.)
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's responses get no browser security headers (JSON probes). */
    securityHeaders?: boolean;
  }
}

/** The headers helmet sets for these options, names in lower case. */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  // helmet sets its headers on a response; a response that is never sent records them.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}
