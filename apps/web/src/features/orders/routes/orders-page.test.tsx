import { ORDER_TABS } from '@storekeep/domain/order-tabs';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../app/format.ts';
import { changeLanguage } from '../../../app/i18n.ts';
import { outletScope, setOutletScope } from '../../../app/outlet-scope.ts';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { buildOrderSummary } from '../test/order-fixtures.ts';
import { OrdersPage } from './orders-page.tsx';

const counts = { UNBILLED: 2, PAYMENT_PENDING: 3, DELIVERY_PENDING: 4, ONLINE: 0, ALLORDERS: 9, INSTORE: 9 };

const twoOutlets = {
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
  isSingleOutletAccount: false,
};

function serve(orders = [buildOrderSummary()], supplierType: 'B2B' | 'B2C' = 'B2C', outlets = {}) {
  return fakeApi((url) => {
    if (url === '/api/v1/app-data')
      return jsonResponse(200, buildAppData({ supplier: { supplierType }, ...outlets }));
    if (url.startsWith('/api/v1/orders/counts')) return jsonResponse(200, { counts });
    const tab = new URL(url, 'http://x').searchParams.get('tab') ?? 'DELIVERY_PENDING';
    return jsonResponse(200, {
      orders,
      tab,
      query: { type: tab, sortBy: null, sortOrdr: null },
      range: null,
      page: 1,
      pageSize: 50,
      hasMore: false,
    });
  });
}

const listCalls = (fetchMock: ReturnType<typeof serve>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /\/api\/v1\/orders\?/.test(url));

describe('order list', () => {
  it('counts the outlet in the header until all outlets are chosen, then sends the same scope everywhere', async () => {
    const { fetchMock } = serve([buildOrderSummary()], 'B2C', twoOutlets);
    renderWithApp(<OrdersPage />, { path: '/orders' });
    const scope = await screen.findByTestId('orders-outlet-scope');
    expect(scope.textContent).toContain('Main Road');
    await screen.findByTestId('order-tab-count-UNBILLED');
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls().filter((url) => url.includes('outlets='))).toEqual([]);
    fireEvent.click(within(scope).getByText('All outlets'));
    await vi.waitFor(() => {
      expect(urls().some((url) => /\/api\/v1\/orders\?.*outlets=all/.test(url))).toBe(true);
      expect(urls().some((url) => /\/api\/v1\/orders\/counts\?.*outlets=all/.test(url))).toBe(true);
    });
    expect(outletScope()).toBe('all');
    setOutletScope('selected');
  });

  it('shows the six tabs with their counts and opens on DELIVERY_PENDING', async () => {
    const { fetchMock } = serve();
    renderWithApp(<OrdersPage />, { path: '/orders' });
    for (const tab of ORDER_TABS) {
      expect((await screen.findByTestId(`order-tab-count-${tab}`)).textContent).toBe(`(${counts[tab]})`);
    }
    expect(screen.getByTestId('order-tab-DELIVERY_PENDING').getAttribute('aria-selected')).toBe('true');
    expect(listCalls(fetchMock)[0]).toContain('tab=DELIVERY_PENDING');
  });

  it('sorts the B2B payment-pending tab by totalOutstanding, largest first', async () => {
    const { fetchMock } = serve([buildOrderSummary()], 'B2B');
    const { router } = renderWithApp(<OrdersPage />, { path: '/orders' });
    fireEvent.click(await screen.findByTestId('order-tab-PAYMENT_PENDING'));
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ tab: 'PAYMENT_PENDING' }));
    await vi.waitFor(() =>
      expect(listCalls(fetchMock).some((url) => url.includes('tab=PAYMENT_PENDING'))).toBe(true),
    );
    const url = listCalls(fetchMock).find((u) => u.includes('tab=PAYMENT_PENDING')) ?? '';
    expect(url).toContain('sortBy=totalOutstanding');
    expect(url).toContain('sortOrder=DESC');
  });

  it('does not sort a B2C payment-pending tab by outstanding', async () => {
    const { fetchMock } = serve();
    renderWithApp(<OrdersPage />, { path: '/orders?tab=PAYMENT_PENDING' });
    await screen.findByTestId('order-results');
    expect(listCalls(fetchMock).every((url) => !url.includes('sortBy'))).toBe(true);
  });

  it('shows statuses by the domain rules: paid and fulfilled is Delivered and Completed', async () => {
    serve([
      buildOrderSummary({
        orderId: 1,
        paymentStatus: 'PAID',
        orderStatuses: ['CONFIRMED', 'FULFILLED'],
        showUnlinkedProduct: true,
      }),
      buildOrderSummary({
        orderId: 2,
        paymentStatus: 'PARTIALLY_PAID',
        orderStatuses: ['CANCELLED'],
        showUnlinkedProduct: true,
        showUnlinkedBatch: true,
      }),
    ]);
    renderWithApp(<OrdersPage />, { path: '/orders?tab=ALLORDERS' });
    const paid = within(await screen.findByTestId('order-status-1'));
    expect(paid.getByTestId('payment-badge').textContent).toBe('Paid');
    expect(paid.getByTestId('status-badge-FULFILLED').textContent).toBe('Delivered');
    expect(paid.getByTestId('status-badge-COMPLETED').textContent).toBe('Completed');
    expect(paid.queryByTestId('status-badge-CONFIRMED')).toBeNull();
    expect(paid.getByTestId('unlinked-product')).toBeTruthy();
    // Cancelled shows the payment status and Cancelled, and clears the unlinked flags.
    const cancelled = within(screen.getByTestId('order-status-2'));
    expect(cancelled.getByTestId('payment-badge').textContent).toBe('Partially Paid');
    expect(cancelled.getByTestId('status-badge-CANCELLED').textContent).toBe('Cancelled');
    expect(cancelled.queryByTestId('unlinked-product')).toBeNull();
    expect(cancelled.queryByTestId('unlinked-batch')).toBeNull();
  });

  it('sends the search and a date preset to the list and the counts', async () => {
    const { fetchMock } = serve();
    renderWithApp(<OrdersPage />, { path: '/orders?q=Ravi&range=Today' });
    await screen.findByTestId('order-results');
    const list = listCalls(fetchMock)[0] ?? '';
    const params = new URL(list, 'http://x').searchParams;
    expect(params.get('search')).toBe('Ravi');
    expect(params.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(params.get('from')).toBe(params.get('to'));
    const countsUrl = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/counts')) ?? '';
    expect(countsUrl).toContain('search=Ravi');
  });

  it('has an empty state', async () => {
    serve([]);
    renderWithApp(<OrdersPage />, { path: '/orders' });
    expect((await screen.findByTestId('orders-empty')).textContent).toBe('No orders in this tab yet.');
  });
});

describe('order list in Tamil', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('writes when the order was placed with the Tamil month name and Latin digits', async () => {
    serve([buildOrderSummary({ orderId: 7, createdAt: '2026-11-22T06:11:00.000Z' })]);
    renderWithApp(<OrdersPage />, { path: '/orders?tab=ALLORDERS' });
    const row = await screen.findByTestId('order-row-7');
    await changeLanguage('ta', { remember: false });
    await vi.waitFor(() => expect(row.textContent).toContain('நவ., 2026'));
    expect(row.textContent).not.toContain('Nov');
    expect(row.textContent).toContain(formatDateTime('2026-11-22T06:11:00.000Z'));
  });

  it('writes the same date in English as before', async () => {
    serve([buildOrderSummary({ orderId: 7, createdAt: '2026-11-22T06:11:00.000Z' })]);
    renderWithApp(<OrdersPage />, { path: '/orders?tab=ALLORDERS' });
    const row = await screen.findByTestId('order-row-7');
    expect(row.textContent).toMatch(/2\d Nov 2026, \d{1,2}:\d1 (am|pm)/);
  });
});
