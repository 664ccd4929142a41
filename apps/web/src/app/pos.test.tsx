// The POS as wired in the app: a 20-line bill rung up from the keyboard alone, completed once.
import { DEFAULT_PRINTER_SETTINGS } from '@storekeep/domain/printer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrderDetail } from '../features/orders/test/order-fixtures.ts';
import { buildAppData } from '../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../test/render.tsx';
import { WiredPosPage } from './pos.tsx';

const barcodeOf = (i: number) => `890100000${String(i).padStart(4, '0')}`;
const product = (i: number) => ({
  productId: 1000 + i,
  productName: `Item ${i}`,
  mainImageUrl: null,
  barcode: barcodeOf(i),
  sku: null,
  mrpPaise: 1_000 + i * 100,
  sellingPricePaise: 1_000 + i * 100,
  unitOfMeasurement: 'pcs',
  stockQuantity: 50,
  visibility: 'ON_DISPLAY',
  salesTax: 18,
  hsnSacNo: '3401',
});

afterEach(() => vi.unstubAllGlobals());

/** What a keyboard does: keys go to whatever has the focus. */
const press = (key: string, options: { altKey?: boolean; ctrlKey?: boolean } = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...options });
const type = (text: string) => {
  const input = document.activeElement as HTMLInputElement;
  fireEvent.change(input, { target: { value: input.value + text } });
};

describe('POS keyboard billing', () => {
  it('rings up 20 lines from the keyboard alone and completes the sale once, with an Idempotency-Key', async () => {
    // The local print service is not running in this test.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    const orders: { body: unknown; headers: Record<string, string> }[] = [];
    fakeApi((url, init) => {
      if (url === '/api/v1/app-data') return jsonResponse(200, buildAppData());
      if (url === '/api/v1/printer-settings') return jsonResponse(200, DEFAULT_PRINTER_SETTINGS);
      if (url.startsWith('/api/v1/products/search')) {
        const barcode = new URL(url, 'http://x').searchParams.get('barcode');
        const i = Number(barcode?.slice(-4));
        return jsonResponse(200, {
          searchType: 'barcode',
          products: [product(i)],
          currentPage: 1,
          pageSize: 20,
        });
      }
      if (url === '/api/v1/orders' && init.method === 'POST') {
        orders.push({ body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
        return new Promise((resolve) =>
          setTimeout(() => resolve(jsonResponse(201, buildOrderDetail({ orderNumber: 77 }))), 50),
        );
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    });
    renderWithApp(<WiredPosPage />, { path: '/pos' });
    const search = await screen.findByTestId('pos-search');
    await waitFor(() => expect(document.activeElement).toBe(search));

    for (let i = 1; i <= 20; i++) {
      type(barcodeOf(i));
      press('Enter');
      await waitFor(() => expect(screen.getAllByTestId('pos-line')).toHaveLength(i));
    }
    // Alt+T: cash received; the exact 'next ₹2000' amount; Enter completes.
    press('t', { altKey: true });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('pos-cash')));
    type('5000');
    await waitFor(() => expect(screen.getByTestId('pos-change').textContent).toMatch(/₹/));
    press('Enter');
    press('Enter', { ctrlKey: true }); // a second, impatient confirm
    await screen.findByTestId('pos-last-order');

    // Both presses carried the bill's one key, and only the first was sent.
    expect(orders).toHaveLength(1);
    const sent = orders[0]!;
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = sent.body as {
      items: { productId: number; quantity: number }[];
      confirm: boolean;
      payments: { mode: string; tenderedPaise: number }[];
    };
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toEqual({ productId: 1001, quantity: 1 });
    expect(body.confirm).toBe(true);
    expect(body.payments).toEqual([expect.objectContaining({ mode: 'CASH', tenderedPaise: 500_000 })]);
    expect(screen.getByTestId('pos-empty')).toBeTruthy();
  }, 120_000);
});
