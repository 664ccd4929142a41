import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { OrderDetailPage } from '../routes/order-detail-page.tsx';
import { buildOrderDetail } from '../test/order-fixtures.ts';

function serve(order: ReturnType<typeof buildOrderDetail>) {
  return fakeApi((url) => {
    if (url === '/api/v1/app-data') return jsonResponse(200, buildAppData());
    if (url === '/api/v1/printer-settings')
      return jsonResponse(200, {
        printerHost: 'localhost',
        useHttps: false,
        printerName: '',
        templateId: '58MM',
        gstin: '',
        invoiceFooter: '',
      });
    if (url.endsWith('/whatsapp-message'))
      return jsonResponse(200, {
        messageId: 1,
        text: 'Your bill',
        mobile: '9876543210',
        waLink: 'https://wa.me/919876543210',
      });
    return jsonResponse(200, order);
  });
}

describe('the invoice of an order', () => {
  it('offers view, download, print and WhatsApp for a billed order, in the store template', async () => {
    serve(buildOrderDetail());
    renderWithApp(<OrderDetailPage orderId={101} />);
    const view = await screen.findByTestId('invoice-view');
    await screen.findByText('Invoice');
    expect(view.getAttribute('href')).toMatch(/^\/api\/v1\/orders\/\d+\/invoice\?layout=(58MM|80MM)$/);
    expect(screen.getByTestId('invoice-download').getAttribute('href')).toContain('download=1');
    expect(screen.getByTestId('invoice-print')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invoice-whatsapp'));
    expect((await screen.findByTestId('whatsapp-text')).textContent).toBe('Your bill');
  });

  it('is not offered for an unbilled order', async () => {
    serve(buildOrderDetail({ orderStatuses: ['UNCONFIRMED'] }));
    renderWithApp(<OrderDetailPage orderId={101} />);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-invoice')).toBeNull();
  });
});
