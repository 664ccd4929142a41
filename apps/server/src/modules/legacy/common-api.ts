// common_api.php (back-office.md §7 "common_api.php actions", shared-blocks.md): one path whose
// `action` query parameter names the call. Fastify holds one route per method and path, so every
// group's actions go through this one dispatcher: a group adds its entries to the action table
// (app.ts) instead of registering the path itself. Each action has its own access rule, checked
// as a route's would be, and answers { isSuccess: true, data }.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../http/errors.ts';
import { type Access, checkAccess, type SupplierSession } from '../../http/session.ts';
import { legacySession } from './envelope.ts';

export const COMMON_API_PATH = '/marketplace/static/php/web/common_api.php';
export const UNKNOWN_ACTION_MESSAGE = 'Unknown action';

/** What an action reads: the query's fields, a form or JSON body's, and jsonData's parsed fields. */
export type CommonApiInput = Record<string, unknown>;

export interface CommonApiAction {
  /** GET for reads; POST for writes (a GET write must also ask for the app's credential). */
  methods: readonly ('GET' | 'POST')[];
  access: Access;
  run: (session: SupplierSession, input: CommonApiInput, request: FastifyRequest) => Promise<unknown>;
}

export type CommonApiActions = Record<string, CommonApiAction>;

/** jsonData: the apps post an object as JSON text in one form field. */
function inputOf(request: FastifyRequest): CommonApiInput {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const merged: CommonApiInput = { ...query, ...body };
  const jsonData = merged.jsonData;
  if (typeof jsonData === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(jsonData);
    } catch {
      throw invalid('Something went wrong', { jsonData: 'Not valid JSON' });
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw invalid('Something went wrong', { jsonData: 'A JSON object' });
    return { ...merged, ...(parsed as Record<string, unknown>) };
  }
  if (jsonData && typeof jsonData === 'object' && !Array.isArray(jsonData))
    return { ...merged, ...(jsonData as Record<string, unknown>) };
  return merged;
}

/** Parses an action's input with its schema; the envelope renders a failure as the API would. */
export function parseInput<T extends z.ZodType>(schema: T, input: CommonApiInput): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw invalid(Object.values(fields)[0] ?? 'Invalid request', fields);
}

const reply = z.object({ isSuccess: z.literal(true), data: z.unknown() });
const query = z.object({ action: z.string().max(60) }).catchall(z.unknown());

export const commonApiRoutes =
  (actions: CommonApiActions): FastifyPluginAsyncZod =>
  async (app) => {
    const handle = async (request: FastifyRequest, method: 'GET' | 'POST') => {
      const { action: name } = request.query as { action: string };
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (!action?.methods.includes(method)) throw notFound(UNKNOWN_ACTION_MESSAGE);
      const route = request.routeOptions;
      checkAccess(request, { ...route, config: { ...route.config, access: action.access } });
      const data = await action.run(legacySession(request), inputOf(request), request);
      return { isSuccess: true as const, data };
    };
    const schema = {
      tags: ['legacy apps'],
      description: `Actions: ${Object.keys(actions).sort().join(', ')}`,
      querystring: query,
      response: { 200: reply },
    };
    // Signed in at the door; each action then checks its own rule (store, area, permission).
    const config = { access: { kind: 'signed-in' } } as const;
    app.get(
      COMMON_API_PATH,
      { config, schema: { ...schema, summary: 'common_api.php: the action named by ?action=' } },
      (request) => handle(request, 'GET'),
    );
    app.post(
      COMMON_API_PATH,
      {
        config,
        schema: {
          ...schema,
          summary: 'common_api.php: the action named by ?action= (form, jsonData or JSON body)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: z.record(z.string(), z.unknown()).optional(),
        },
      },
      (request) => handle(request, 'POST'),
    );
  };
