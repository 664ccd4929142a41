import type { Transfer } from '@storekeep/domain/inventory-api';
import type { ProductSerial } from '@storekeep/domain/serials';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DispatchModal } from './transfer-dispatch-modal.tsx';

const line = (lineNo: number, productId: number, productName: string, quantity: number) => ({
  lineNo,
  productId,
  variantId: null,
  variantName: null,
  productName,
  unitOfMeasurement: 'pcs',
  quantity,
  receivedQuantity: 0,
  serialNos: [],
  inTransitSerialNos: [],
});

const TRANSFER: Transfer = {
  transferId: 4,
  fromOutletId: 1,
  toOutletId: 2,
  status: 'REQUESTED',
  note: null,
  requestedAt: '2026-11-28T10:00:00.000Z',
  dispatchedAt: null,
  receivedAt: null,
  lines: [line(1, 7, 'Phone X', 1), line(2, 8, 'Tea', 2)],
};

const serial = (serialNo: string): ProductSerial => ({
  serialId: 1,
  serialNo,
  variantId: null,
  variantName: null,
  status: 'IN_STOCK',
  outletId: 1,
  outletName: 'Main',
  receivedAt: '2026-11-01T10:00:00.000Z',
  purchaseOrderId: 3,
  orderId: null,
  orderNumber: null,
  soldAt: null,
});

function renderModal(dispatch: (body: unknown) => Response) {
  const sent: unknown[] = [];
  const { fetchMock } = fakeApi((url, init) => {
    if (url.includes('/inventory/products/7/serials'))
      return jsonResponse(200, { serials: [serial('S-1'), serial('S-2')] });
    if (url.includes('/inventory/products/8/serials')) return jsonResponse(200, { serials: [] });
    if (url.endsWith('/inventory/transfers/4/dispatch')) {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return dispatch(body);
    }
    return jsonResponse(404);
  });
  const onClose = vi.fn();
  renderWithApp(<DispatchModal transfer={TRANSFER} onClose={onClose} />);
  return { sent, onClose, fetchMock };
}

/** As the scanner does: types the number into the picker and presses Enter. */
async function pick(serialNo: string) {
  const input = await screen.findByTestId('dispatch-serials-7');
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: serialNo } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('the dispatch dialog', () => {
  it('offers the sending outlet’s serials of a serialised line only, and sends each line’s choice', async () => {
    const { sent, onClose } = renderModal(() =>
      jsonResponse(200, { ...TRANSFER, status: 'IN_TRANSIT', dispatchedAt: '2026-11-28T11:00:00.000Z' }),
    );
    expect((await screen.findByTestId('dispatch-line-7')).textContent).toContain('Phone X: 1 pcs to send');
    await screen.findByTestId('dispatch-serials-7');
    expect(screen.queryByTestId('dispatch-serials-8')).toBeNull();
    await pick('S-2');
    fireEvent.click(screen.getByTestId('dispatch-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        lines: [
          { lineNo: 1, serialNos: ['S-2'] },
          { lineNo: 2, serialNos: [] },
        ],
      },
    ]);
  });

  it('shows a refusal once, beside its line, and forgets it when the line changes', async () => {
    const message = 'Phone X: choose one serial (IMEI) number for each unit sent.';
    renderModal(() =>
      jsonResponse(400, { error: { code: 'invalid', message, fields: { 'lines.0.serialNos': message } } }),
    );
    await screen.findByTestId('dispatch-serials-7');
    fireEvent.click(screen.getByTestId('dispatch-save'));
    expect((await screen.findAllByText(message)).length).toBe(1);
    await pick('S-1');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});
