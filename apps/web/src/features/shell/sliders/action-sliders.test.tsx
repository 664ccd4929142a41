import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ActionSliders } from './action-sliders.tsx';

describe('?action= sliders', () => {
  it('opens the payment slider with the payment settings from app data', async () => {
    renderWithApp(<ActionSliders appData={buildAppData()} />, { path: '/?action=openPaymentSlider' });
    const slider = await screen.findByTestId('payment-slider');
    expect(slider.textContent).toContain('Accept cash on delivery');
    expect(slider.textContent).toContain('JD Pay');
    expect(screen.getByTestId('slider-edit-settings')).toBeTruthy();
  });

  it('gives staff without SETTINGS:MENU only "Okay, Got it" in the tax slider', async () => {
    const staff = buildAppData({ user: { role: 'staff', staffPermissions: ['ORDER:MENU'] } });
    renderWithApp(<ActionSliders appData={staff} />, { path: '/?action=openTaxSlider' });
    expect((await screen.findByTestId('tax-slider')).textContent).toContain('Maharashtra');
    expect(screen.getByTestId('slider-got-it').textContent).toBe('Okay, Got it');
    expect(screen.queryByTestId('slider-edit-settings')).toBeNull();
  });

  it('names a slider whose feature comes later', async () => {
    renderWithApp(<ActionSliders appData={buildAppData()} />, { path: '/?action=openWalkthrough' });
    expect((await screen.findByTestId('later-slider')).textContent).toContain('coming in a later release');
  });

  it('opens nothing for an unknown action', async () => {
    renderWithApp(
      <div data-testid="probe">
        <ActionSliders appData={buildAppData()} />
      </div>,
      { path: '/?action=somethingElse' },
    );
    await screen.findByTestId('probe');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
