import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { OutletSwitcher } from './outlet-switcher.tsx';

const twoOutlets = buildAppData({
  isSingleOutletAccount: false,
  outlets: [
    {
      outletId: 1,
      name: 'Main Road',
      stateId: 27,
      state: 'Maharashtra',
      accounts: [{ accountId: 11, accountName: 'Counter 1' }],
    },
    {
      outletId: 2,
      name: 'Station Road',
      stateId: 27,
      state: 'Maharashtra',
      accounts: [{ accountId: 21, accountName: 'Counter 1' }],
    },
  ],
});

describe('outlet switcher', () => {
  it('is hidden for a single outlet account', async () => {
    renderWithApp(
      <div data-testid="probe">
        <OutletSwitcher appData={buildAppData()} />
      </div>,
    );
    await screen.findByTestId('probe');
    expect(screen.queryByTestId('outlet-switcher')).toBeNull();
  });

  it('asks with the spec dialog, stores the choice and reloads', async () => {
    const { fetchMock } = fakeApi(() =>
      jsonResponse(200, { ...twoOutlets, selectedOutletId: 2, selectedAccountId: 21 }),
    );
    const reload = vi.fn();
    renderWithApp(<OutletSwitcher appData={twoOutlets} reload={reload} />);
    fireEvent.click(await screen.findByTestId('outlet-switcher'));
    fireEvent.click(await screen.findByTestId('outlet-option-2-21'));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Change Outlet');
    expect(screen.getByTestId('change-outlet-text').textContent).toBe(
      'Changing outlet will reset all Preview Purchase Orders.Are you sure you want to change from current outlet ?',
    );
    expect(screen.getByTestId('change-outlet-cancel').textContent).toBe('Dont Change');
    expect(screen.getByTestId('change-outlet-confirm').textContent).toBe('Change Outlet');

    fireEvent.click(screen.getByTestId('change-outlet-confirm'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/session/outlet');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ outletId: 2, accountId: 21 });
  });

  it('changes nothing when the user answers Dont Change', async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(200, twoOutlets));
    const reload = vi.fn();
    renderWithApp(<OutletSwitcher appData={twoOutlets} reload={reload} />);
    fireEvent.click(await screen.findByTestId('outlet-switcher'));
    fireEvent.click(await screen.findByTestId('outlet-option-2-21'));
    fireEvent.click(await screen.findByTestId('change-outlet-cancel'));
    await vi.waitFor(() => expect(screen.queryByTestId('change-outlet-text')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not ask when the current outlet is picked again', async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(200, twoOutlets));
    renderWithApp(<OutletSwitcher appData={twoOutlets} reload={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('outlet-switcher'));
    fireEvent.click(await screen.findByTestId('outlet-option-1-11'));
    expect(screen.queryByTestId('change-outlet-text')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
