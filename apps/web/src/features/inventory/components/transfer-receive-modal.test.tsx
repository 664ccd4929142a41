import type { Transfer } from '@storekeep/domain/inventory-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ReceiveModal } from './transfer-receive-modal.tsx';

const TRANSFER: Transfer = {
  transferId: 5,
  fromOutletId: 1,
  toOutletId: 2,
  status: 'IN_TRANSIT',
  note: null,
  requestedAt: '2026-11-28T10:00:00.000Z',
  dispatchedAt: '2026-11-28T11:00:00.000Z',
  receivedAt: null,
  lines: [
    {
      lineNo: 1,
      productId: 7,
      variantId: null,
      variantName: null,
      productName: 'Phone X',
      unitOfMeasurement: 'pcs',
      quantity: 2,
      receivedQuantity: 0,
      serialNos: ['S-1', 'S-2'],
      inTransitSerialNos: ['S-1', 'S-2'],
    },
  ],
};

describe('the receipt dialog', () => {
  it('takes every serial on the way by default; a partial receipt names those that arrived', async () => {
    const sent: unknown[] = [];
    fakeApi((url, init) => {
      if (url.endsWith('/inventory/transfers/5/receive')) {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { ...TRANSFER, status: 'PARTLY_RECEIVED' });
      }
      return jsonResponse(404);
    });
    const onClose = vi.fn();
    renderWithApp(<ReceiveModal transfer={TRANSFER} onClose={onClose} />);
    const picker = await screen.findByTestId('receive-serials-7');
    expect(((await screen.findByTestId('receive-quantity-7')) as HTMLInputElement).value).toBe('2');
    // Backspace in the empty picker takes the last serial off: only S-1 arrived.
    fireEvent.focus(picker);
    fireEvent.keyDown(picker, { key: 'Backspace' });
    await waitFor(() =>
      expect((screen.getByTestId('receive-quantity-7') as HTMLInputElement).value).toBe('1'),
    );
    fireEvent.click(screen.getByTestId('receive-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ lines: [{ lineNo: 1, quantity: 1, serialNos: ['S-1'] }] }]);
  });
});
