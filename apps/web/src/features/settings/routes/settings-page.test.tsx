import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from '@storekeep/domain/account-settings';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_DATA_KEY } from '../../../app/app-data.ts';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

const reply = { accountSettings: DEFAULT_ACCOUNT_SETTINGS, storeSettings: DEFAULT_STORE_SETTINGS };

describe('settings page', () => {
  it('shows every account flag group and saves only what changed', async () => {
    const { fetchMock } = fakeApi((_url, init) =>
      init.method === 'PATCH'
        ? jsonResponse(200, {
            ...reply,
            accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, isMaintainBatch: true },
          })
        : jsonResponse(200, reply),
    );
    renderWithApp(<SettingsPage />);
    for (const section of [
      'salesAndStock',
      'customerCredit',
      'billingAndDisplay',
      'quantity',
      'rounding',
      'other',
    ]) {
      expect(await screen.findByTestId(`settings-section-${section}`)).toBeTruthy();
    }
    const batch = screen.getByTestId('setting-isMaintainBatch') as HTMLInputElement;
    expect(batch.checked).toBe(false);
    fireEvent.click(batch);
    fireEvent.click(await screen.findByTestId('account-settings-form-save'));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH') ?? [];
    expect(url).toBe('/api/v1/settings/account');
    expect(JSON.parse(String(init?.body))).toEqual({ isMaintainBatch: true });
  });

  it('lists the customer messages with a sample in the store’s language and turns one on', async () => {
    const { fetchMock } = fakeApi((_url, init) =>
      init.method === 'PATCH'
        ? jsonResponse(200, {
            ...reply,
            accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, notifyOrderConfirmed: true },
          })
        : jsonResponse(200, reply),
    );
    const { queryClient } = renderWithApp(<SettingsPage />);
    const appData = buildAppData();
    queryClient.setQueryData(APP_DATA_KEY, {
      ...appData,
      supplier: { ...appData.supplier, storeName: 'Annapurna Stores', language: 'hi' },
    });
    const section = await screen.findByTestId('settings-section-customerMessages');
    expect(section.textContent).toContain('Customer messages');
    expect(screen.getByTestId('setting-notifyOrderConfirmed-note').textContent).toBe(
      'Sample: Annapurna Stores: आपका ऑर्डर #125 (₹450.00) कन्फ़र्म हो गया है। धन्यवाद!',
    );
    for (const name of [
      'notifyOrderDispatched',
      'notifyOrderDelivered',
      'notifyPaymentReceived',
      'notifyKhataReminder',
      'notifyCreditOtp',
      'notifyBookingReminder',
    ])
      expect(screen.getByTestId(`setting-${name}-note`).textContent).toContain('Annapurna Stores');
    const confirmed = screen.getByTestId('setting-notifyOrderConfirmed') as HTMLInputElement;
    expect(confirmed.checked).toBe(false);
    expect((screen.getByTestId('setting-notifyCreditOtp') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(confirmed);
    fireEvent.click(await screen.findByTestId('account-settings-form-save'));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ notifyOrderConfirmed: true });
  });

  it('shows the server field error beside the field', async () => {
    fakeApi((_url, init) =>
      init.method === 'PATCH'
        ? jsonResponse(400, {
            error: {
              code: 'invalid',
              message: 'Check the highlighted settings',
              fields: { isAllowCOD: 'Not allowed' },
            },
          })
        : jsonResponse(200, reply),
    );
    renderWithApp(<SettingsPage />);
    fireEvent.click(await screen.findByTestId('setting-isAllowCOD'));
    fireEvent.click(await screen.findByTestId('account-settings-form-save'));
    expect(await screen.findByText('Not allowed')).toBeTruthy();
  });

  it('has an error state with retry', async () => {
    fakeApi(() => jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong' } }));
    renderWithApp(<SettingsPage />);
    expect((await screen.findByTestId('settings-error')).textContent).toContain('Something went wrong');
  });

  it('saves the store’s name in Hindi from the store tab', async () => {
    const { fetchMock } = fakeApi((url, init) =>
      url.endsWith('/store-translations')
        ? jsonResponse(200, {
            translations: init.method === 'PUT' ? JSON.parse(String(init.body)).translations : {},
          })
        : jsonResponse(200, reply),
    );
    renderWithApp(<SettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-store'));
    fireEvent.change(await screen.findByTestId('store-name-translations-storeName'), {
      target: { value: 'अन्नपूर्णा स्टोर्स' },
    });
    fireEvent.click(screen.getByTestId('store-name-translations-save'));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(url).toBe('/api/v1/settings/store-translations');
    expect(JSON.parse(String(init?.body))).toEqual({ translations: { hi: { storeName: 'अन्नपूर्णा स्टोर्स' } } });
  });
});
