// Refuses, before any route's hooks, schema or handler see it, a request whose path, query or
// parsed body holds a text that cannot be stored (a NUL byte or a lone surrogate: the domain's
// rule). Hooks on the root, so no route can reach PostgreSQL with one and answer 500: the path and
// query as soon as the route is known (the storefront looks its shop up by the path), the body
// once it is parsed.
import { findTextProblems } from '@storekeep/domain/text-input';
import type { FastifyInstance, HookHandlerDoneFunction } from 'fastify';
import { invalid } from './errors.ts';

function refuseProblems(fields: Record<string, string>, done: HookHandlerDoneFunction): void {
  const [first] = Object.entries(fields);
  if (first) done(invalid(`${first[0]}: ${first[1]}`, fields));
  else done();
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // Most requests have neither: no walk, no object made.
    if (!request.url.includes('%00') && !request.url.includes('\0')) return done();
    refuseProblems(findTextProblems(request.query, '', findTextProblems(request.params)), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (Buffer.isBuffer(request.body) || typeof request.body !== 'object') return done();
    refuseProblems(findTextProblems(request.body), done);
  });
}
