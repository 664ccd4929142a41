import type { PurchaseOrderDetail } from '@storekeep/domain/purchase-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ReturnModal } from './return-modal.tsx';

// Only what the dialog reads of the order.
const ORDER = {
  purchaseOrderId: 9,
  outletId: 1,
  lines: [
    {
      lineNo: 1,
      productId: 7,
      variantId: null,
      name: 'Phone X',
      receivedQty: 3,
      returnedQty: 0,
      receipts: [],
    },
  ],
} as unknown as PurchaseOrderDetail;

describe('the debit note dialog', () => {
  it('names the serials going back; the quantity follows them', async () => {
    const sent: unknown[] = [];
    fakeApi((url, init) => {
      if (url.includes('/purchase-orders/9/serials?lineNo=1'))
        return jsonResponse(200, {
          serials: ['S-1', 'S-2', 'S-3'].map((serialNo, i) => ({
            serialId: i + 1,
            serialNo,
            variantId: null,
            variantName: null,
            status: 'IN_STOCK',
            outletId: 1,
            outletName: 'Main',
            receivedAt: '2026-11-01T10:00:00.000Z',
            purchaseOrderId: 9,
            orderId: null,
            orderNumber: null,
            soldAt: null,
          })),
        });
      if (url.endsWith('/purchase-orders/9/returns')) {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(500);
      }
      return jsonResponse(404);
    });
    renderWithApp(<ReturnModal order={ORDER} settings={{ enableIMEINumber: true }} onClose={() => {}} />);
    const picker = await screen.findByTestId('return-serials-1');
    for (const serialNo of ['S-3', 'S-1']) {
      fireEvent.focus(picker);
      fireEvent.change(picker, { target: { value: serialNo } });
      fireEvent.keyDown(picker, { key: 'Enter' });
    }
    await waitFor(() =>
      expect((screen.getByTestId('return-quantity-1') as HTMLInputElement).value).toBe('2'),
    );
    fireEvent.click(screen.getByTestId('return-save'));
    await waitFor(() =>
      expect(sent).toEqual([{ lines: [{ lineNo: 1, quantity: 2, serialNos: ['S-3', 'S-1'] }] }]),
    );
  });

  it('shows no picker when the store does not keep serial numbers', async () => {
    fakeApi(() => jsonResponse(404));
    renderWithApp(<ReturnModal order={ORDER} settings={{ enableIMEINumber: false }} onClose={() => {}} />);
    await screen.findByTestId('return-quantity-1');
    expect(screen.queryByTestId('return-serials-1')).toBeNull();
  });
});
