// Settings as the app wires it: the checkout feature's delivery and online-payment tabs.
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from '@storekeep/domain/account-settings';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../test/render.tsx';
import { WiredSettingsPage } from './settings.tsx';

const settings = { accountSettings: DEFAULT_ACCOUNT_SETTINGS, storeSettings: DEFAULT_STORE_SETTINGS };
const delivery = {
  kind: 'amount',
  ranges: [{ min: 0, max: 49_999, charge: 4_000 }],
  pickupInfo: 'Counter 2, 10am to 8pm',
};

function bodyOf(fetchMock: ReturnType<typeof fakeApi>['fetchMock'], method: string, path: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('delivery settings tab', () => {
  it('shows the ranges in rupees and saves a new range in paise', async () => {
    const { fetchMock } = fakeApi((url, init) => {
      if (url === '/api/v1/settings/delivery')
        return init.method === 'PUT'
          ? jsonResponse(200, JSON.parse(String(init.body)))
          : jsonResponse(200, delivery);
      return jsonResponse(200, settings);
    });
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-delivery'));
    expect(((await screen.findByTestId('delivery-range-0-max')) as HTMLInputElement).value).toBe('₹499.99');
    expect((screen.getByTestId('delivery-pickup-info') as HTMLTextAreaElement).value).toBe(
      'Counter 2, 10am to 8pm',
    );
    fireEvent.click(screen.getByTestId('delivery-add-range'));
    // The new range starts one paisa after the last one ends.
    expect(((await screen.findByTestId('delivery-range-1-min')) as HTMLInputElement).value).toBe('₹500');
    type('delivery-range-1-max', '100000');
    type('delivery-range-1-charge', '0');
    fireEvent.click(screen.getByTestId('delivery-save'));
    await vi.waitFor(() => expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/delivery')).toBeDefined());
    expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/delivery')).toEqual({
      kind: 'amount',
      ranges: [
        { min: 0, max: 49_999, charge: 4_000 },
        { min: 50_000, max: 10_000_000, charge: 0 },
      ],
      pickupInfo: 'Counter 2, 10am to 8pm',
    });
    expect(await screen.findByText('Delivery charges saved')).toBeTruthy();
  });

  it('checks the ranges with the server rules before saving: a missing charge is shown at the field', async () => {
    const { fetchMock } = fakeApi((url) =>
      url === '/api/v1/settings/delivery'
        ? jsonResponse(200, { ...delivery, ranges: [] })
        : jsonResponse(200, settings),
    );
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-delivery'));
    expect(await screen.findByTestId('delivery-no-ranges')).toBeTruthy();
    fireEvent.click(screen.getByTestId('delivery-add-range'));
    type('delivery-range-0-max', '300');
    fireEvent.click(screen.getByTestId('delivery-save'));
    expect(await screen.findByText('Charge is required')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/delivery')).toBeUndefined();
  });

  it('locks earlier ranges, removes only the last, and adds no range while the last is incomplete', async () => {
    fakeApi((url) =>
      url === '/api/v1/settings/delivery' ? jsonResponse(200, delivery) : jsonResponse(200, settings),
    );
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-delivery'));
    await screen.findByTestId('delivery-range-0-max');
    fireEvent.click(screen.getByTestId('delivery-add-range'));
    await screen.findByTestId('delivery-range-1-min');
    const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
    expect([input('delivery-range-0-min').disabled, input('delivery-range-0-max').disabled]).toEqual([
      true,
      true,
    ]);
    expect(input('delivery-range-0-charge').disabled).toBe(false);
    // The new range starts where the last one ended, and may stay open.
    expect([input('delivery-range-1-min').disabled, input('delivery-range-1-max').disabled]).toEqual([
      true,
      false,
    ]);
    expect(input('delivery-range-1-max').placeholder).toBe('and above');
    expect(screen.queryByTestId('delivery-range-0-remove')).toBeNull();
    // An open or empty last range cannot be followed by another.
    fireEvent.click(screen.getByTestId('delivery-add-range'));
    expect(await screen.findByText('Max order Quantity is required')).toBeTruthy();
    expect(screen.queryByTestId('delivery-range-2')).toBeNull();
    // Removing the last range unlocks the previous max.
    fireEvent.click(screen.getByTestId('delivery-range-1-remove'));
    await vi.waitFor(() => expect(screen.queryByTestId('delivery-range-1')).toBeNull());
    expect(input('delivery-range-0-max').disabled).toBe(false);
  });

  it('saves an open last range ("and above") with no max', async () => {
    const { fetchMock } = fakeApi((url, init) => {
      if (url === '/api/v1/settings/delivery')
        return init.method === 'PUT'
          ? jsonResponse(200, JSON.parse(String(init.body)))
          : jsonResponse(200, delivery);
      return jsonResponse(200, settings);
    });
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-delivery'));
    await screen.findByTestId('delivery-range-0-max');
    fireEvent.click(screen.getByTestId('delivery-add-range'));
    await screen.findByTestId('delivery-range-1-min');
    type('delivery-range-1-charge', '0');
    fireEvent.click(screen.getByTestId('delivery-save'));
    await vi.waitFor(() => expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/delivery')).toBeDefined());
    expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/delivery').ranges).toEqual([
      { min: 0, max: 49_999, charge: 4_000 },
      { min: 50_000, max: null, charge: 0 },
    ]);
  });

  it('keeps rupee ranges off the number-of-items tab and brings them back on the order-value tab', async () => {
    fakeApi((url) =>
      url === '/api/v1/settings/delivery' ? jsonResponse(200, delivery) : jsonResponse(200, settings),
    );
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-delivery'));
    await screen.findByTestId('delivery-range-0-max');
    fireEvent.click(screen.getByTestId('delivery-kind-quantity'));
    expect(await screen.findByTestId('delivery-no-ranges')).toBeTruthy();
    fireEvent.click(screen.getByTestId('delivery-add-range'));
    expect(((await screen.findByTestId('delivery-range-0-min')) as HTMLInputElement).value).toBe('0');
    expect(((await screen.findByTestId('delivery-range-0-max')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('delivery-kind-amount'));
    await vi.waitFor(() =>
      expect((screen.getByTestId('delivery-range-0-max') as HTMLInputElement).value).toBe('₹499.99'),
    );
  });

  it('shows the server field error beside the range', async () => {
    fakeApi((url, init) => {
      if (url === '/api/v1/settings/delivery' && init.method === 'PUT')
        return jsonResponse(400, {
          error: {
            code: 'invalid',
            message: 'Ranges must not overlap.',
            fields: { 'ranges.0.min': 'Ranges must not overlap.' },
          },
        });
      if (url === '/api/v1/settings/delivery') return jsonResponse(200, delivery);
      return jsonResponse(200, settings);
    });
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-delivery'));
    fireEvent.click(await screen.findByTestId('delivery-save'));
    const range = await screen.findByTestId('delivery-range-0');
    expect(await within(range).findByText('Ranges must not overlap.')).toBeTruthy();
  });
});

describe('online payments tab', () => {
  it('lists stored keys without secrets and saves a provider’s keys', async () => {
    const { fetchMock } = fakeApi((url, init) => {
      if (url === '/api/v1/settings/payment-providers')
        return jsonResponse(200, [
          { provider: 'razorpay', keyId: 'rzp_live_1', hasWebhookSecret: true, isLive: true },
        ]);
      if (url === '/api/v1/settings/payment-providers/paypal')
        return jsonResponse(200, [
          { provider: 'razorpay', keyId: 'rzp_live_1', hasWebhookSecret: true, isLive: true },
          { provider: 'paypal', keyId: 'client-1', hasWebhookSecret: true, isLive: false },
        ]);
      void init;
      return jsonResponse(200, settings);
    });
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-payments'));
    expect((await screen.findByTestId('provider-razorpay-status')).textContent).toBe('Keys saved');
    expect((screen.getByTestId('provider-razorpay-keyId') as HTMLInputElement).value).toBe('rzp_live_1');
    expect((screen.getByTestId('provider-razorpay-keySecret') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('provider-paypal-status').textContent).toBe('Not set up');
    expect(screen.getByText('Webhook ID')).toBeTruthy();

    // The secret is required (the server's schema).
    type('provider-paypal-keyId', 'client-1');
    fireEvent.click(screen.getByTestId('provider-paypal-save'));
    expect(await within(screen.getByTestId('provider-paypal')).findByText('Required Field')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/payment-providers/paypal')).toBeUndefined();

    type('provider-paypal-keySecret', 'secret-1');
    type('provider-paypal-webhook', 'WH-1');
    fireEvent.click(screen.getByTestId('provider-paypal-save'));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/v1/settings/payment-providers/paypal')).toEqual({
        keyId: 'client-1',
        keySecret: 'secret-1',
        webhookSecret: 'WH-1',
        isLive: false,
      }),
    );
    expect(await screen.findByText('PayPal keys saved')).toBeTruthy();
    expect((await screen.findByTestId('provider-paypal-status')).textContent).toBe('Keys saved');
  });

  it('turns cash on delivery off through the account settings', async () => {
    const { fetchMock } = fakeApi((url, init) => {
      if (url === '/api/v1/settings/payment-providers') return jsonResponse(200, []);
      if (init.method === 'PATCH')
        return jsonResponse(200, {
          ...settings,
          accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, isAllowCOD: false },
        });
      return jsonResponse(200, settings);
    });
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-payments'));
    fireEvent.click(await screen.findByTestId('payment-cod'));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, 'PATCH', '/api/v1/settings/account')).toEqual({ isAllowCOD: false }),
    );
  });

  it('has an error state with retry', async () => {
    fakeApi((url) =>
      url === '/api/v1/settings/payment-providers'
        ? jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong' } })
        : jsonResponse(200, settings),
    );
    renderWithApp(<WiredSettingsPage />);
    fireEvent.click(await screen.findByTestId('settings-tab-payments'));
    expect((await screen.findByTestId('payment-providers-error')).textContent).toContain(
      'Something went wrong',
    );
  });
});
