import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setServerTime } from '../../../app/server-time.ts';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { TrialBanner } from './trial-banner.tsx';

const NOW = new Date('2026-03-10T06:30:00Z');
const trial = (start: string, end: string) =>
  buildAppData({ supplier: { isTrial: true, trialStartDate: start, trialEndDate: end } });

describe('trial banner', () => {
  it('says the trial has just started on its first day', async () => {
    setServerTime(NOW.toISOString());
    renderWithApp(<TrialBanner appData={trial('2026-03-10T02:00:00Z', '2026-03-24T02:00:00Z')} />);
    expect((await screen.findByTestId('trial-banner-text')).textContent).toBe('Your Trial has Just Started');
  });

  it('counts the days left afterwards', async () => {
    setServerTime(NOW.toISOString());
    renderWithApp(<TrialBanner appData={trial('2026-03-05T02:00:00Z', '2026-03-20T02:00:00Z')} />);
    expect((await screen.findByTestId('trial-banner-text')).textContent).toBe('10 Day(s) Left in Your Trial');
  });

  it('is not shown to a paid store', async () => {
    setServerTime(NOW.toISOString());
    renderWithApp(
      <div data-testid="probe">
        <TrialBanner appData={buildAppData()} />
      </div>,
    );
    await screen.findByTestId('probe');
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('sends an upgrade request from the Upgrade button', async () => {
    setServerTime(NOW.toISOString());
    const { fetchMock } = fakeApi(() => jsonResponse(200, { isSuccess: true }));
    renderWithApp(<TrialBanner appData={trial('2026-03-05T02:00:00Z', '2026-03-20T02:00:00Z')} />);
    fireEvent.click(await screen.findByTestId('trial-upgrade'));
    fireEvent.click(await screen.findByTestId('upgrade-send'));
    expect((await screen.findByTestId('upgrade-success')).textContent).toContain(
      'Upgrade Request Sent Successfully',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/upgrade-requests');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      upgradePackageId: 2,
      module: 'Home',
      sourceDevice: 'Web',
    });
  });
});
