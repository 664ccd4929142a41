import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { LinkClicksCard } from './link-clicks-card.tsx';

const devices = (clicks: number[]) =>
  ['web', 'mobileBrowser', 'androidApp', 'iosApp'].map((device, i) => ({
    deviceCode: 61 + i,
    device,
    clicks: clicks[i] ?? 0,
  }));

describe('the link clicks card of the online store page', () => {
  it('shows the last 30 days by device', async () => {
    fakeApi(() => jsonResponse(200, { days: 30, total: 7, byDevice: devices([1, 0, 4, 2]) }));
    renderWithApp(<LinkClicksCard />);
    expect(await screen.findByText('Total: 7')).toBeTruthy();
    expect(screen.getByText('Last 30 days')).toBeTruthy();
    expect(screen.getByTestId('store-link-clicks-androidApp').textContent).toBe('4Android app');
    expect(screen.getByTestId('store-link-clicks-mobileBrowser').textContent).toBe('0Mobile browser or iPad');
  });

  it('says when no link was clicked', async () => {
    fakeApi(() => jsonResponse(200, { days: 30, total: 0, byDevice: devices([]) }));
    renderWithApp(<LinkClicksCard />);
    expect(await screen.findByText('No link clicks in the last 30 days.')).toBeTruthy();
  });
});
