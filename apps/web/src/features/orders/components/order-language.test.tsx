// The order screens follow the user's language: labels, plurals of the rider notice and the
// status names come from the catalogue, amounts and names stay as they are.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildOrderDetail } from '../test/order-fixtures.ts';
import { OrderStatusBadges } from './order-status-badges.tsx';
import { OrderTotals } from './order-totals.tsx';
import { RiderNotice } from './rider-notice.tsx';

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('order screens in Hindi', () => {
  it('labels the bill totals in Hindi and keeps the amounts', async () => {
    await changeLanguage('hi', { remember: false });
    renderWithApp(<OrderTotals order={buildOrderDetail()} />);
    const subtotal = await screen.findByTestId('total-subtotal');
    expect(within(subtotal).getByText('उप-योग (कर योग्य मूल्य)')).toBeTruthy();
    expect(within(subtotal).getByText('₹224.76')).toBeTruthy();
    expect(within(screen.getByTestId('total-due')).getByText('बाकी')).toBeTruthy();
  });

  it('names the payment and order statuses in Hindi', async () => {
    await changeLanguage('hi', { remember: false });
    renderWithApp(
      <OrderStatusBadges
        shown={{
          payment: 'PARTIALLY_PAID',
          paymentName: 'Partially Paid',
          statuses: ['CONFIRMED'],
          names: ['Billed'],
          showUnlinkedProduct: true,
          showUnlinkedBatch: false,
        }}
      />,
    );
    expect((await screen.findByTestId('payment-badge')).textContent).toBe('आंशिक भुगतान');
    expect(screen.getByTestId('status-badge-CONFIRMED').textContent).toBe('बिल बन गया');
    expect(screen.getByTestId('unlinked-product').textContent).toBe('कैटलॉग से न जुड़ा सामान');
  });

  it("says the domain's rider notices in Hindi, with the minutes", async () => {
    await changeLanguage('hi', { remember: false });
    const rider = { rider_name: 'Manoj', rider_phone: null, eta: '2000-01-01T00:00:00Z', status: 'ALLOTTED' };
    const { unmount } = renderWithApp(
      <RiderNotice rider={rider} orderStatuses={['CONFIRMED']} deliveryStatus={null} />,
    );
    expect((await screen.findByTestId('rider-notice')).textContent).toMatch(/^राइडर \d+ मिनट लेट हैManoj$/);
    unmount();
    renderWithApp(
      <RiderNotice
        rider={{ ...rider, status: 'ARRIVED' }}
        orderStatuses={['CONFIRMED']}
        deliveryStatus={null}
      />,
    );
    expect((await screen.findByTestId('rider-notice')).textContent).toContain('राइडर पहुँच गया है');
  });
});
