import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('health and API description', () => {
  it('answers {"status":"ok"} when the database answers', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with every API route, and its UI', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of h.app.apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path], `${route.method} ${route.url}`).toHaveProperty(route.method.toLowerCase());
    }
    const ui = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const css = await h.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const spec = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(Object.keys(doc.paths));
  });

  it('answers unknown API paths with the error envelope', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe('not_found');
  });

  it('echoes the request id it logs under', async () => {
    const reply = await h.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(reply.statusCode).toBe(200);
  });
});
