import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';

async function fill(current: string, next: string, confirm: string) {
  fireEvent.change(await screen.findByTestId('current-password'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('new-password'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('confirm-password'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('change-password-submit'));
}

describe('change password page', () => {
  it('explains an enforced reset and offers no way around it', async () => {
    fakeApi(() => jsonResponse(200, buildAppData({ user: { enforcePasswordReset: true } })));
    renderWithApp(<ChangePasswordPage />);
    expect(await screen.findByTestId('password-reset-required')).toBeTruthy();
    expect(screen.queryByTestId('change-password-cancel')).toBeNull();
  });

  it('checks the new password with the shared rules before sending', async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(200, buildAppData()));
    renderWithApp(<ChangePasswordPage />);
    await fill('old-secret', 'short', 'short');
    expect(await screen.findByText('New password must be at least 8 characters.')).toBeTruthy();
    await fill('old-secret', 'new-secret-1', 'new-secret-2');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('change-password'))).toHaveLength(0);
  });

  it("shows the server's answer beside the current password", async () => {
    const { fetchMock } = fakeApi((url) =>
      url.includes('change-password')
        ? jsonResponse(400, {
            error: {
              code: 'invalid',
              message: 'Current password is incorrect.',
              fields: { currentPassword: 'Current password is incorrect.' },
            },
          })
        : jsonResponse(200, buildAppData()),
    );
    renderWithApp(<ChangePasswordPage />);
    await fill('wrong-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/auth/change-password')).toBe(true),
    );
  });
});
