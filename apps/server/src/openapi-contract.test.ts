// Every operation of the OpenAPI document the app serves states the reply of its success status:
// a JSON schema, a page's or a file's content types, an empty 204, or the redirect it answers with. The admin app parses replies with the
// same schemas (packages/domain), so a route without one is a reply nobody checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './test/harness.ts';

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * A 2xx reply with content, or a 204 or a redirect (3xx) the route declared: a status the route did
 * not declare reads 'Default Response'.
 */
function describesItsReply(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(([status, reply]) => {
    const declared = reply.description !== 'Default Response';
    if (status.startsWith('2')) return reply.content !== undefined || (status === '204' && declared);
    return status.startsWith('3') && declared;
  });
}

let h: Harness;
let document: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  h = await createHarness();
  const reply = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(reply.statusCode).toBe(200);
  document = reply.json();
});

afterAll(async () => {
  await h.close();
});

describe('OpenAPI contract', () => {
  it('states the success reply of every operation', () => {
    const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !describesItsReply(operation))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('states the content types of the routes that answer files', () => {
    const contentTypes = (path: string) =>
      Object.keys(document.paths[path]?.get?.responses?.['200']?.content ?? {});
    expect(contentTypes('/api/v1/orders/{orderId}/invoice')).toEqual(['application/pdf']);
    expect(contentTypes('/api/v1/product-exports')).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(contentTypes('/api/v1/categories/{categoryId}/image')).toEqual(['image/jpeg', 'image/png']);
  });
});
