// The API description's browser UI at /api/docs. Swagger UI costs about 100 ms of start-up, so it
// is built on the first visit, in a small Fastify instance of its own that serves the document
// this server generates; requests under /api/docs are handed to it.
import fastifySwagger, { type SwaggerOptions } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

const DOCS_PREFIX = '/api/docs';
type StaticDocument = Extract<
  Extract<SwaggerOptions, { mode: 'static' }>['specification'],
  { document: unknown }
>['document'];
/** Hop-by-hop and length headers are the outer server's business. */
const NOT_FORWARDED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

export function docsRoutes(app: FastifyInstance): void {
  let docsApp: Promise<FastifyInstance> | null = null;
  const build = async (): Promise<FastifyInstance> => {
    const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
    const docs = Fastify({ logger: false });
    // The server generates OpenAPI 3 (app.ts, `openapi` option), which is what static mode serves.
    const document = app.swagger() as StaticDocument;
    await docs.register(fastifySwagger, { mode: 'static', specification: { document } });
    await docs.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
    await docs.ready();
    return docs;
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= build().catch((error: unknown) => {
      docsApp = null;
      throw error;
    });
    const docs = await docsApp;
    const answer = await docs.inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !NOT_FORWARDED.has(name.toLowerCase())) reply.header(name, value);
    return reply.status(answer.statusCode).send(answer.rawPayload);
  };

  const options = { schema: { hide: true }, config: { access: { kind: 'public' as const } } };
  app.get(DOCS_PREFIX, options, forward);
  app.get(`${DOCS_PREFIX}/*`, options, forward);
}
