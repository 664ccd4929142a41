import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DiscountCodesPage } from './discount-codes-page.tsx';

const code = {
  discountCodeId: 7,
  code: 'DIWALI10',
  kind: 'PERCENT',
  value: 10,
  minOrderPaise: 50_000,
  startsAt: null,
  endsAt: '2026-11-30T18:29:59.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  paused: false,
  state: 'ACTIVE',
  usedCount: 3,
  discountGivenPaise: 35_400,
  createdAt: '2026-11-01T06:00:00.000Z',
};

describe('discount codes page', () => {
  it('lists each code with its rules and uses so far, and says when there are none', async () => {
    let codes = [code];
    fakeApi(() => jsonResponse(200, { discountCodes: codes }));
    const { unmount } = renderWithApp(<DiscountCodesPage />);
    const card = await screen.findByTestId('discount-code-DIWALI10');
    expect(card.textContent).toContain(
      '10% off · On orders of ₹500 or more · Until 30-Nov-2026 · 1 per customer',
    );
    expect(card.textContent).toContain('Used 3 of 100 · Discount given: ₹354.00');
    expect(card.textContent).toContain('Active');
    unmount();
    codes = [];
    renderWithApp(<DiscountCodesPage />);
    expect(await screen.findByTestId('discount-codes-empty')).toBeTruthy();
  });

  it('creates a code and shows the server’s field error beside the code', async () => {
    const bodies: unknown[] = [];
    fakeApi((_url, init) => {
      if (init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(400, {
          error: {
            code: 'invalid',
            message: 'This code is already in use in your store.',
            fields: { code: 'This code is already in use in your store.' },
          },
        });
      }
      return jsonResponse(200, { discountCodes: [] });
    });
    renderWithApp(<DiscountCodesPage />);
    fireEvent.click(await screen.findByTestId('discount-code-add'));
    fireEvent.change(await screen.findByTestId('discount-code-text'), { target: { value: 'diwali10' } });
    fireEvent.change(screen.getByTestId('discount-code-percent'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('discount-code-ends'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('discount-code-save'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      code: 'DIWALI10',
      kind: 'PERCENT',
      value: 10,
      endsAt: '2026-11-30T23:59:59+05:30',
      usageLimit: null,
    });
    expect((await screen.findAllByText('This code is already in use in your store.')).length).toBeGreaterThan(
      0,
    );
  });
});
