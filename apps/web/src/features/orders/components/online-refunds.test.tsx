import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { OnlineRefunds } from './online-refunds.tsx';

const failed = {
  refundId: 3,
  provider: 'razorpay',
  amountPaise: 18_000,
  status: 'FAILED',
  providerRefundId: null,
  error: 'Razorpay refused the refund: The balance is not enough for this refund.',
  attempts: 1,
  createdAt: '2026-11-23T18:00:00.000Z',
};

describe('online refunds of a cancelled order', () => {
  it("shows a failed refund with the provider's reason and retries it", async () => {
    const { fetchMock } = fakeApi((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(200, [
            { ...failed, status: 'REFUNDED', error: null, providerRefundId: 'rfnd_1', attempts: 2 },
          ])
        : jsonResponse(200, [failed]),
    );
    renderWithApp(<OnlineRefunds orderId={41} enabled />);
    expect((await screen.findByTestId('online-refund-error')).textContent).toBe(failed.error);
    expect(screen.getByTestId('online-refund-status').textContent).toBe('Failed');
    expect(screen.getByText('−₹180.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('online-refund-retry'));
    await vi.waitFor(() => expect(screen.getByTestId('online-refund-status').textContent).toBe('Refunded'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/orders/41/online-refunds/3/retry')).toBe(
      true,
    );
    expect(await screen.findByText('Refund done')).toBeTruthy();
    expect(screen.queryByTestId('online-refund-retry')).toBeNull();
  });

  it('asks nothing for an order that is not a cancelled online one', async () => {
    const { fetchMock } = fakeApi(() => jsonResponse(200, [failed]));
    renderWithApp(<OnlineRefunds orderId={41} enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('online-refunds')).toBeNull();
  });
});
