// HTML forms post urlencoded bodies: the plugin that registers this parser (the shop's forms, a
// payment provider's return, the built-in test provider's page) reads them as a plain record of
// strings; other plugins keep JSON only.
import type { FastifyInstance } from 'fastify';

export function acceptFormBodies(
  app: Pick<FastifyInstance, 'addContentTypeParser'>,
  options: { bodyLimit?: number } = {},
): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', ...options },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
