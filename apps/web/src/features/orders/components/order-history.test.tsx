import type { OrderPayment } from '@storekeep/domain/order-reply-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { PaymentLog } from './order-history.tsx';

const payment = (overrides: Partial<OrderPayment>): OrderPayment => ({
  paymentId: 1,
  kind: 'PAYMENT',
  mode: 'CASH',
  amountPaise: 10_000,
  tenderedPaise: null,
  changePaise: null,
  reference: null,
  provider: null,
  userName: null,
  createdAt: '2026-11-23T06:31:00.000Z',
  ...overrides,
});

describe('payment log', () => {
  it('names an online payment by its provider, with the provider’s payment id', async () => {
    renderWithApp(
      <PaymentLog
        payments={[
          payment({
            paymentId: 7,
            mode: 'ONLINE',
            amountPaise: 25_000,
            provider: 'razorpay',
            reference: 'pay_29QQ',
          }),
          payment({ paymentId: 8, kind: 'REFUND', mode: 'UPI', amountPaise: 25_000, userName: 'Owen' }),
        ]}
      />,
    );
    const online = await screen.findByTestId('payment-7');
    expect(within(online).getByText('Payment · Online (Razorpay)')).toBeTruthy();
    expect(within(online).getByText(/pay_29QQ/)).toBeTruthy();
    expect(within(online).getByText('₹250.00')).toBeTruthy();
    const refund = screen.getByTestId('payment-8');
    expect(within(refund).getByText('Refund · UPI')).toBeTruthy();
    expect(within(refund).getByText('−₹250.00')).toBeTruthy();
    expect(screen.queryByTestId('payment-log-empty')).toBeNull();
  });

  it('says so when nothing was paid', async () => {
    renderWithApp(<PaymentLog payments={[]} />);
    expect((await screen.findByTestId('payment-log-empty')).textContent).toBe('No payments yet.');
  });
});
