// Renders every failure as { error: { code, message, fields } } (docs/api.md: Errors).
import type { ApiErrorBody } from '@storekeep/domain/api-error';
import { GENERIC_ERROR_MESSAGE } from '@storekeep/domain/api-error';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { localiseRefusal } from './reply-language.ts';

/** The reply, its message and field messages in the user's language (reply-language.ts). */
function body(
  request: FastifyRequest,
  code: string,
  english: string,
  englishFields?: Record<string, string>,
): ApiErrorBody {
  const { message, fields } = localiseRefusal(request, english, englishFields);
  return { error: fields ? { code, message, fields } : { code, message } };
}

export interface ErrorHandlerOptions {
  /** Answer the admin app's index.html for unknown GET paths outside /api and /s (client-side routes). */
  spaFallback: boolean;
  /**
   * Paths whose clients read their own JSON envelope (the legacy apps): their unknown paths answer
   * this body with 404, never the admin app's page.
   */
  ownNotFound?: { matches: (path: string) => boolean; body: (method: string, path: string) => unknown };
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(request, error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[path] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(body(request, 'invalid', first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply
        .status(429)
        .send(body(request, 'rate_limited', 'Too many requests. Please wait a moment.'));
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(body(request, status === 404 ? 'not_found' : 'invalid', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(request, 'internal', GENERIC_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (options.ownNotFound?.matches(path))
      return reply.status(404).send(options.ownNotFound.body(request.method, path));
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/s/');
    if (options.spaFallback && isPage && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(body(request, 'not_found', `No route ${request.method} ${path}`));
  });
}
