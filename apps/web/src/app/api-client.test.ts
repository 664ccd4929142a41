import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  type ApiClientDeps,
  ApiError,
  configureApi,
  createApiClient,
  fetchParsed,
  NO_CONTENT,
} from './api-client.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const unauthenticated = () => json(401, { error: { code: 'unauthenticated', message: 'Session expired' } });

function deps(overrides: Partial<ApiClientDeps> = {}): ApiClientDeps {
  return {
    fetch: vi.fn(async () => unauthenticated()),
    getRole: () => 'owner',
    getCurrentPath: () => '/orders?tab=ONLINE',
    navigate: vi.fn(),
    reLogin: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('api client session rules', () => {
  it('sends a store user to /login with the page to come back to on any 401', async () => {
    const d = deps();
    const error = await createApiClient(d)
      .request('/api/v1/notifications/counts')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(d.navigate).toHaveBeenCalledWith('/login?redirect=%2Forders%3Ftab%3DONLINE');
    expect(d.reLogin).not.toHaveBeenCalled();
  });

  it('does not redirect while already on the login page', async () => {
    const d = deps({ getCurrentPath: () => '/login?redirect=%2F' });
    await expect(createApiClient(d).request('/api/v1/app-data')).rejects.toBeInstanceOf(ApiError);
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when asked (a wrong password)', async () => {
    const d = deps();
    await expect(
      createApiClient(d).request('/api/v1/auth/login', {
        method: 'POST',
        body: {},
        skipSessionHandling: true,
      }),
    ).rejects.toThrow('Session expired');
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('gives a platform admin a re-login and retries the failed call once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(unauthenticated())
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    const d = deps({ fetch: fetchMock, getRole: () => 'platform_admin' });
    await expect(createApiClient(d).request('/api/v1/admin/suppliers?search=')).resolves.toEqual({ ok: 1 });
    expect(d.reLogin).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('asks the admin to sign in only once when several calls fail together', async () => {
    let failed = 0;
    const fetchMock = vi.fn(async () => (failed++ < 2 ? unauthenticated() : json(200, {})));
    const d = deps({ fetch: fetchMock, getRole: () => 'platform_admin' });
    const client = createApiClient(d);
    await Promise.all([client.request('/a'), client.request('/b')]);
    expect(d.reLogin).toHaveBeenCalledTimes(1);
  });

  it('sends an account that must reset its password to /change-password', async () => {
    const d = deps({
      fetch: vi.fn(async () =>
        json(403, { error: { code: 'password_reset_required', message: 'Change your password' } }),
      ),
    });
    await expect(createApiClient(d).request('/api/v1/settings')).rejects.toMatchObject({
      status: 403,
      code: 'password_reset_required',
    });
    expect(d.navigate).toHaveBeenCalledWith('/change-password');
  });

  it('parses the error envelope and keeps field errors', async () => {
    const d = deps({
      fetch: vi.fn(async () =>
        json(400, {
          error: { code: 'invalid', message: 'Check the form', fields: { roundingValue: 'Too big' } },
        }),
      ),
    });
    await expect(createApiClient(d).request('/api/v1/settings/account')).rejects.toMatchObject({
      code: 'invalid',
      message: 'Check the form',
      fields: { roundingValue: 'Too big' },
    });
  });

  it('sends cookies and JSON', async () => {
    const fetchMock = vi.fn(async () => json(200, { done: true }));
    await createApiClient(deps({ fetch: fetchMock })).request('/api/v1/x', {
      method: 'PATCH',
      body: { a: 1 },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/x',
      expect.objectContaining({ method: 'PATCH', credentials: 'include', body: '{"a":1}' }),
    );
  });
});

describe('fetchParsed', () => {
  const counts = z.object({ count: z.number().int() });

  it('answers the reply as its schema parses it', async () => {
    configureApi(deps({ fetch: vi.fn(async () => json(200, { count: 3, extra: 'dropped' })) }));
    await expect(fetchParsed('/api/v1/x', counts)).resolves.toEqual({ count: 3 });
  });

  it('refuses a reply that does not match the schema', async () => {
    configureApi(deps({ fetch: vi.fn(async () => json(200, { count: 'three' })) }));
    await expect(fetchParsed('/api/v1/x', counts)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('reads a 204 as no content', async () => {
    configureApi(deps({ fetch: vi.fn(async () => new Response(null, { status: 204 })) }));
    await expect(fetchParsed('/api/v1/auth/logout', NO_CONTENT, { method: 'POST' })).resolves.toBeUndefined();
  });
});
