// What a php action reads: the query's fields, a form or JSON body's, and jsonData (an object the
// apps post as JSON text in one form field), parsed by the action's schema into the envelope's
// failure on bad input.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { legacySession } from './envelope.ts';

export type PhpInput = Record<string, unknown>;
const BAD_INPUT = 'Something went wrong';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function phpInput(request: FastifyRequest): PhpInput {
  const merged: PhpInput = {
    ...(isObject(request.query) ? request.query : {}),
    ...(isObject(request.body) ? request.body : {}),
  };
  const { jsonData } = merged;
  if (typeof jsonData !== 'string') return isObject(jsonData) ? { ...merged, ...jsonData } : merged;
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonData);
  } catch {
    throw invalid(BAD_INPUT, { jsonData: 'Not valid JSON' });
  }
  if (!isObject(parsed)) throw invalid(BAD_INPUT, { jsonData: 'The details were not in the expected form.' });
  return { ...merged, ...parsed };
}

export function parsePhpInput<T extends z.ZodType>(schema: T, input: PhpInput): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw invalid(Object.values(fields)[0] ?? BAD_INPUT, fields);
}

/** The action's reply as the spec shows it for these calls: { isSuccess: true, data }. */
export const dataAction =
  (run: (session: SupplierSession, input: PhpInput) => Promise<unknown>) =>
  async (request: FastifyRequest) => ({
    isSuccess: true as const,
    data: await run(legacySession(request, supplierIdOf(request)), phpInput(request)),
  });

/** A supplierId the apps send must be the session's (envelope.ts legacySession). */
function supplierIdOf(request: FastifyRequest): number | undefined {
  const value = isObject(request.query) ? request.query.supplierId : undefined;
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw invalid(BAD_INPUT, { supplierId: 'This store could not be found.' });
  return id;
}
