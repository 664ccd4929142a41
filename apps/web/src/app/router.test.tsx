import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../test/fixtures.ts';
import { fakeApi, jsonResponse } from '../test/render.tsx';
import { i18n } from './i18n.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';
import { theme } from './theme.ts';

function start(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

const pathOf = (router: ReturnType<typeof start>) => router.state.location.href;

describe('session rules of the routes', () => {
  it('sends a visitor without a session to /login with the page to come back to', async () => {
    fakeApi(() => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Sign in' } }));
    const router = start('/settings');
    await vi.waitFor(() => expect(pathOf(router)).toBe('/login?redirect=%2Fsettings'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
  });

  it('sends an account that must reset its password to /change-password first', async () => {
    fakeApi(() => jsonResponse(200, buildAppData({ user: { enforcePasswordReset: true } })));
    const router = start('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(await screen.findByTestId('password-reset-required')).toBeTruthy();
  });

  it.each([
    [0, '/trialExpiry/expired', 'trial-expired'],
    [1, '/trialExpiry/progress', 'trial-progress'],
  ])('sends an expired account with updateRequest %i to %s', async (updateRequest, path, testId) => {
    fakeApi(() => jsonResponse(200, buildAppData({ supplier: { isExpired: true, updateRequest } })));
    const router = start('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByTestId(testId)).toBeTruthy();
  });

  it("opens the POS, outside the shell, in the person's own language on a device that chose none", async () => {
    localStorage.clear();
    fakeApi((url) =>
      url.includes('/api/v1/app-data')
        ? jsonResponse(200, buildAppData({ user: { language: 'ta' } }))
        : jsonResponse(200, {}),
    );
    try {
      start('/pos');
      await vi.waitFor(() => expect(i18n.language).toBe('ta'));
      expect(document.documentElement.lang).toBe('ta');
    } finally {
      await i18n.changeLanguage('en');
      document.documentElement.lang = 'en';
    }
  });

  it('tells a staff member without ORDER:MENU that Orders is not theirs', async () => {
    fakeApi((url) =>
      url.includes('notifications')
        ? jsonResponse(200, { counts: {} })
        : jsonResponse(200, buildAppData({ user: { role: 'staff', staffPermissions: [] } })),
    );
    start('/orders');
    expect((await screen.findByTestId('forbidden')).textContent).toContain('Orders');
  });

  it('opens Downloads, the last menu entry to get its own screen, with no "later release" page left', async () => {
    fakeApi((url) =>
      url.includes('notifications')
        ? jsonResponse(200, { counts: {} })
        : url.includes('/api/v1/downloads')
          ? jsonResponse(200, { downloads: [] })
          : jsonResponse(200, buildAppData()),
    );
    start('/downloads');
    expect((await screen.findByTestId('downloads-empty')).textContent).toContain('No downloads yet');
    expect(screen.queryByTestId('coming-soon-downloads')).toBeNull();
  });

  it('answers an unknown path with the 404 page', async () => {
    fakeApi(() => jsonResponse(200, buildAppData()));
    start('/no-such-page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
