import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ActingAsBar } from './acting-as-bar.tsx';

describe('acting-as bar', () => {
  it('shows the store the admin acts for and stops acting', async () => {
    const { fetchMock } = fakeApi(() =>
      jsonResponse(200, buildAppData({ user: { role: 'platform_admin' }, supplier: null })),
    );
    const acting = buildAppData({ user: { role: 'platform_admin' }, actingAsAdmin: true });
    renderWithApp(<ActingAsBar appData={acting} />);
    expect((await screen.findByTestId('acting-as-bar')).textContent).toContain('Acting as Asha Kirana');
    fireEvent.click(screen.getByTestId('stop-acting'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/admin/stop-acting');
    expect(init?.method).toBe('POST');
  });

  it('is not shown when nobody is acting', async () => {
    renderWithApp(
      <div data-testid="probe">
        <ActingAsBar appData={buildAppData()} />
      </div>,
    );
    await screen.findByTestId('probe');
    expect(screen.queryByTestId('acting-as-bar')).toBeNull();
  });
});
