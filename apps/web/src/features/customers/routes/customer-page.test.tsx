import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CustomerPage } from './customer-page.tsx';

const customer = {
  customerId: 5,
  name: 'Ravi Kumar',
  mobileNumber: '9876543210',
  gstin: null,
  isB2b: false,
  balancePaise: 15_000,
  email: null,
  creditLimitPaise: null,
  creditPeriodDays: null,
  addresses: [
    {
      addressId: 3,
      label: null,
      addressLine1: '4 Temple Street',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      stateCode: '27',
      pincode: '411001',
      isDefault: true,
    },
  ],
  createdAt: '2026-11-01T06:00:00.000Z',
};

const khata = (balancePaise: number, paid: boolean) => ({
  customerId: 5,
  balancePaise,
  page: 1,
  hasMore: false,
  entries: [
    ...(paid
      ? [
          {
            entryId: 2,
            kind: 'PAYMENT_RECEIVED',
            amountPaise: -5_000,
            orderId: null,
            orderNumber: null,
            mode: 'UPI',
            note: null,
            createdAt: '2026-11-23T07:00:00.000Z',
          },
        ]
      : []),
    {
      entryId: 1,
      kind: 'CREDIT_SALE',
      amountPaise: 15_000,
      orderId: 101,
      orderNumber: 7,
      mode: 'CREDIT',
      note: null,
      createdAt: '2026-11-20T07:00:00.000Z',
    },
  ],
});

describe('customer page', () => {
  it('shows the khata balance and ledger, and receives a payment once', async () => {
    let paid = false;
    const { fetchMock } = fakeApi((url, init) => {
      if (url === '/api/v1/app-data') return jsonResponse(200, buildAppData());
      if (url.endsWith('/khata/payments')) {
        paid = true;
        return jsonResponse(200, khata(10_000, true));
      }
      if (url.includes('/khata')) return jsonResponse(200, khata(paid ? 10_000 : 15_000, paid));
      return init.method === 'GET' ? jsonResponse(200, customer) : jsonResponse(404, {});
    });
    renderWithApp(<CustomerPage customerId={5} />);
    expect((await screen.findByTestId('khata-balance')).textContent).toBe('₹150.00');
    expect((await screen.findByTestId('khata-entry-1')).textContent).toContain('Credit sale · #7');
    fireEvent.click(screen.getByTestId('receive-payment'));
    fireEvent.change(await screen.findByTestId('receive-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('receive-submit'));
    fireEvent.click(screen.getByTestId('receive-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('khata-balance').textContent).toBe('₹100.00'));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ mode: 'CASH', amountPaise: 5_000 });
    expect(screen.getByTestId('khata-entry-2').textContent).toContain('Payment received');
  });

  it('sets the language of the customer’s messages, or gives it back to the store’s', async () => {
    let language: string | null = null;
    const { fetchMock } = fakeApi((url, init) => {
      if (url === '/api/v1/app-data') return jsonResponse(200, buildAppData());
      if (url.includes('/khata')) return jsonResponse(200, khata(15_000, false));
      if (init.method === 'PATCH') language = JSON.parse(String(init.body)).language;
      return jsonResponse(200, { ...customer, language });
    });
    renderWithApp(<CustomerPage customerId={5} />);
    const select = (await screen.findByTestId('customer-message-language')) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0]?.textContent).toBe('Store’s language');
    fireEvent.change(select, { target: { value: 'hi' } });
    await vi.waitFor(() =>
      expect((screen.getByTestId('customer-message-language') as HTMLSelectElement).value).toBe('hi'),
    );
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      ['/api/v1/customers/5', { language: 'hi' }],
    ]);
    fireEvent.change(screen.getByTestId('customer-message-language'), { target: { value: '' } });
    await vi.waitFor(() => expect(language).toBe(null));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2);
  });
});
