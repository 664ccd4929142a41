import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../test/render.tsx';
import { APP_DATA_KEY } from './app-data.ts';
import { openReloginModal } from './relogin-modal.tsx';

describe("platform admin's session-timeout modal", () => {
  it('signs the admin in again in place and resolves so the failed call can be retried', async () => {
    const admin = buildAppData({
      user: { role: 'platform_admin', email: 'admin@storekeep.in' },
      supplier: null,
    });
    const { fetchMock } = fakeApi(() => jsonResponse(200, admin));
    const { queryClient } = renderWithApp(<div data-testid="page" />);
    queryClient.setQueryData(APP_DATA_KEY, admin);
    await screen.findByTestId('page');

    const done = vi.fn();
    void openReloginModal(queryClient).then(done);
    expect((await screen.findByRole('dialog')).textContent).toContain('Your session has ended');
    expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('admin@storekeep.in');

    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'admin1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/auth/login');
    // Still where it was: nothing navigated away.
    expect(screen.getByTestId('page')).toBeTruthy();
  });
});
