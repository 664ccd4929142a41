import { DEFAULT_ACCOUNT_SETTINGS } from '@storekeep/domain/account-settings';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { OrderDetailPage } from '../routes/order-detail-page.tsx';
import { buildOrderDetail, buildOrderItem } from '../test/order-fixtures.ts';

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(order = buildOrderDetail(), handler: Handler = () => undefined, appData = buildAppData()) {
  return fakeApi((url, init) => {
    if (url === '/api/v1/app-data') return jsonResponse(200, appData);
    const handled = handler(url, init);
    if (handled) return handled;
    return jsonResponse(200, order);
  });
}

const writes = (fetchMock: ReturnType<typeof serve>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

describe('order detail', () => {
  it('shows items, tax lines, round-off and the history', async () => {
    serve(buildOrderDetail({ roundOffPaise: -40, totalPaise: 23_560 }));
    renderWithApp(<OrderDetailPage orderId={101} />);
    expect((await screen.findByTestId('order-item-1')).textContent).toContain('Toor Dal 1 kg');
    expect(screen.getByTestId('tax-line-CGST@2.5%').textContent).toContain('₹5.62');
    expect(screen.getByTestId('tax-line-SGST@2.5%').textContent).toContain('SGST @ 2.5%');
    expect(screen.getByTestId('total-round-off').textContent).toContain('-₹0.40');
    expect(screen.getByTestId('total-grand').textContent).toContain('₹235.60');
    expect(screen.getByTestId('order-history').textContent).toContain('Confirmed (billed)');
  });

  it('shows the serial (IMEI) numbers under their line and counts a pack line in packs', async () => {
    serve(
      buildOrderDetail({
        items: [
          buildOrderItem({
            productName: 'Phone X',
            unitOfMeasurement: 'pcs',
            serialNos: ['3520990017', '3520990025'],
          }),
          buildOrderItem({ lineNo: 2, slNo: 2, productName: 'Rice 5 kg bag', quantity: 2, soldAsPkd: true }),
        ],
      }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    expect((await screen.findByTestId('item-serials-1')).textContent).toBe(
      'IMEI / serial: 3520990017, 3520990025',
    );
    expect(screen.getByTestId('item-qty-2').textContent).toBe('2 packs');
    expect(screen.queryByTestId('item-serials-2')).toBeNull();
  });

  it('shows the delivery charge the shopper paid between the taxes and the round-off', async () => {
    serve(buildOrderDetail({ deliveryChargePaise: 4_000, roundOffPaise: -40, totalPaise: 27_560 }));
    renderWithApp(<OrderDetailPage orderId={101} />);
    expect((await screen.findByTestId('total-delivery-charge')).textContent).toBe('Delivery charge₹40.00');
    const rows = [...screen.getByTestId('order-totals').querySelectorAll('[data-testid]')].map((el) =>
      el.getAttribute('data-testid'),
    );
    expect(rows.indexOf('total-delivery-charge')).toBeGreaterThan(rows.indexOf('tax-line-SGST@2.5%'));
    expect(rows.indexOf('total-delivery-charge')).toBeLessThan(rows.indexOf('total-round-off'));
  });

  it('records a partial payment once, with an Idempotency-Key, even on a double click', async () => {
    let current = buildOrderDetail();
    const { fetchMock } = serve(current, (url, init) => {
      if (url.endsWith('/payments') && init.method === 'POST') {
        current = buildOrderDetail({
          paidPaise: 10_000,
          outstandingPaise: 13_600,
          paymentStatus: 'PARTIALLY_PAID',
        });
        return jsonResponse(200, current);
      }
      return init.method === 'GET' ? jsonResponse(200, current) : undefined;
    });
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-pay'));
    const amount = await screen.findByTestId('payment-amount');
    expect((amount as HTMLInputElement).value).toBe('236.00');
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('payment-submit'));
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    const sent = writes(fetchMock);
    expect(sent).toHaveLength(1);
    const [url, init] = sent[0] ?? [];
    expect(url).toBe('/api/v1/orders/101/payments');
    expect(JSON.parse(String(init?.body))).toEqual({ mode: 'CASH', amountPaise: 10_000 });
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByTestId('total-due')).textContent).toContain('₹136.00');
  });

  it("lets the owner allow a credit payment past the customer's terms, sent again with creditOverride", async () => {
    const refusal = 'Credit limit exceeded. Available credit: ₹50.00. The owner must allow this sale.';
    const { fetchMock } = serve(
      buildOrderDetail(),
      (url, init) => {
        if (!url.endsWith('/payments') || init.method !== 'POST') return undefined;
        const body = JSON.parse(String(init.body)) as { creditOverride?: boolean };
        if (!body.creditOverride)
          return jsonResponse(400, {
            error: {
              code: 'credit_override_required',
              message: refusal,
              fields: { creditOverride: refusal },
            },
          });
        return jsonResponse(
          200,
          buildOrderDetail({ paidPaise: 23_600, outstandingPaise: 0, paymentStatus: 'PAID' }),
        );
      },
      buildAppData({ accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, isEnabledCustomerCredit: true } }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-pay'));
    fireEvent.click(await screen.findByText('Credit (khata)'));
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.click(await screen.findByTestId('payment-credit-override'));
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    const sent = writes(fetchMock).map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { mode: 'CREDIT', amountPaise: 23_600 },
      { mode: 'CREDIT', amountPaise: 23_600, creditOverride: true },
    ]);
  });

  it("shows the server's refusal text as it comes", async () => {
    serve(buildOrderDetail(), (url) =>
      url.endsWith('/delivery')
        ? jsonResponse(409, {
            error: { code: 'conflict', message: 'This order was changed by someone else.' },
          })
        : undefined,
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-deliver'));
    fireEvent.click(await screen.findByTestId('delivery-deliver-ok'));
    expect((await screen.findByTestId('action-error')).textContent).toBe(
      'This order was changed by someone else.',
    );
  });

  it('assigns a delivery boy only after the confirmation', async () => {
    const { fetchMock } = serve(buildOrderDetail(), (url) =>
      url === '/api/v1/delivery-boys'
        ? jsonResponse(200, { deliveryBoys: [{ userId: 9, name: 'Manoj', mobileNumber: null }] })
        : undefined,
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-assign'));
    const select = await screen.findByTestId('assign-select');
    await within(select).findByText('Manoj');
    fireEvent.change(select, { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('assign-modal-ok'));
    expect(await screen.findByText('Assign Manoj to deliver order #7?')).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('assign-modal-ok'));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0] ?? [];
    expect(url).toBe('/api/v1/orders/101/delivery-boy');
    expect(JSON.parse(String(init?.body))).toEqual({ deliveryBoyId: 9 });
  });

  it('returns part of an order with a cash refund', async () => {
    const delivered = buildOrderDetail({
      orderStatuses: ['CONFIRMED', 'FULFILLED'],
      paymentStatus: 'PAID',
      paidPaise: 23_600,
      outstandingPaise: 0,
      allowedActions: ['return'],
      items: [
        buildOrderItem(),
        buildOrderItem({ lineNo: 2, slNo: 2, productName: 'Sugar 1 kg', returnableQty: 1, quantity: 1 }),
      ],
    });
    const { fetchMock } = serve(delivered);
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-return'));
    fireEvent.change(await screen.findByTestId('return-qty-2'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('return-submit'));
    expect((await screen.findByTestId('return-form-error')).textContent).toBe('Return up to 1 of Sugar 1 kg');
    fireEvent.change(screen.getByTestId('return-qty-2'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('return-submit'));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0] ?? [];
    expect(url).toBe('/api/v1/orders/101/returns');
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [{ lineNo: 2, quantity: 1 }],
      refundMode: 'CASH',
    });
  });

  it("gives the payment-link refusal with only 'Okay, Got it' to staff without SETTINGS:MENU", async () => {
    serve(
      buildOrderDetail(),
      (url) =>
        url.includes('/payment-link')
          ? jsonResponse(200, {
              allowed: false,
              case: 'unavailable',
              title: 'Cannot Create Payment Link',
              message: 'x',
              canOpenSettings: false,
              kind: null,
              link: null,
            })
          : undefined,
      buildAppData({ user: { role: 'staff', staffPermissions: ['ORDER:MENU'] } }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-payment-link'));
    expect(await screen.findByText('Cannot Create Payment Link')).toBeTruthy();
    expect(screen.getByTestId('payment-link-reason').textContent).toBe(
      'Online Payments Unavailable - Due to security reasons, online payment is disabled for this account.',
    );
    expect(screen.getByTestId('payment-link-ack').textContent).toBe('Okay, Got it');
    expect(screen.queryByTestId('payment-link-settings')).toBeNull();
  });

  it('sends a payment link as a WhatsApp message that carries the link to pay', async () => {
    const url = 'http://localhost/s/annapurna/order/tok123';
    const text = `Hello Meena,\nA payment of ₹100.00 is due on your order #7 from Annapurna Stores.\nPay here: ${url}`;
    serve(buildOrderDetail(), (request) =>
      request.includes('/payment-link')
        ? jsonResponse(200, {
            allowed: true,
            case: null,
            title: null,
            message: null,
            canOpenSettings: true,
            kind: 'ONLINE',
            link: {
              url,
              message: {
                messageId: 3,
                text,
                mobile: '919886011111',
                waLink: `https://wa.me/919886011111?text=${encodeURIComponent(text)}`,
              },
            },
          })
        : undefined,
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-payment-link'));
    expect((await screen.findByTestId('whatsapp-text')).textContent).toContain(`Pay here: ${url}`);
    expect(screen.getByTestId('whatsapp-open').getAttribute('href')).toContain(encodeURIComponent(url));
  });

  it('shows the rider notice by the domain rule', async () => {
    serve(
      buildOrderDetail({
        rider: { rider_name: 'Manoj', rider_phone: '9000000000', eta: null, status: 'ARRIVED' },
      }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    const notice = await screen.findByTestId('rider-notice');
    expect(notice.getAttribute('data-tone')).toBe('red');
    expect(notice.textContent).toContain('Rider has arrived');
  });

  it('edits quantities, adds an item and confirms; the price goes only when the account allows it', async () => {
    const unbilled = buildOrderDetail({
      orderStatuses: ['UNCONFIRMED'],
      confirmedAt: null,
      allowedActions: ['edit', 'confirm', 'cancel'],
    });
    const { fetchMock } = serve(unbilled, (url) =>
      url.startsWith('/api/v1/products/search')
        ? jsonResponse(200, {
            searchType: 'name',
            currentPage: 1,
            pageSize: 20,
            products: [
              {
                productId: 41,
                productName: 'Sugar 1 kg',
                mainImageUrl: null,
                barcode: '8902',
                sku: null,
                mrpPaise: 5000,
                sellingPricePaise: 4800,
                unitOfMeasurement: 'pcs',
                stockQuantity: 12,
                visibility: 'ON_DISPLAY',
              },
            ],
          })
        : undefined,
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-confirm'));
    expect((screen.getByTestId('edit-rate-1') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('edit-qty-1'), { target: { value: '1.5' } });
    const search = screen.getByTestId('edit-add-search');
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'Sugar' } });
    fireEvent.click(await screen.findByTestId('edit-add-option-41'));
    expect(((await screen.findByTestId('edit-qty-new-1')) as HTMLInputElement).value).toBe('1');
    fireEvent.click(screen.getByTestId('edit-confirm'));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0] ?? [];
    expect(url).toBe('/api/v1/orders/101/confirm');
    const sentHeaders = (init?.headers ?? {}) as Record<string, string>;
    expect(sentHeaders['Idempotency-Key']).toBeTruthy();
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { lineNo: 1, productId: 40, quantity: 1.5, discount: null, soldAsPkd: false },
        { productId: 41, quantity: 1, discount: null, soldAsPkd: false },
      ],
      billDiscount: null,
      fulfilled: true,
    });
  });

  it('cancels a paid order, asking where the money goes back', async () => {
    const { fetchMock } = serve(
      buildOrderDetail({ paidPaise: 5_000, outstandingPaise: 18_600, paymentStatus: 'PARTIALLY_PAID' }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-cancel'));
    fireEvent.change(await screen.findByTestId('refund-mode'), { target: { value: 'UPI' } });
    fireEvent.click(screen.getByTestId('cancel-modal-ok'));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0] ?? [];
    expect(url).toBe('/api/v1/orders/101/cancel');
    expect(JSON.parse(String(init?.body))).toEqual({ refundMode: 'UPI' });
  });

  it("asks a manager's PIN when the store wants approval to cancel a bill, and sends it again approved", async () => {
    const refusal = 'Deleting a bill needs a manager’s approval.';
    const { fetchMock } = serve(buildOrderDetail(), (url, init) => {
      if (url === '/api/v1/approvals/approvers')
        return jsonResponse(200, { approvers: [{ userId: 7, name: 'Ravi Kumar' }] });
      if (url === '/api/v1/approvals' && init.method === 'POST') {
        const { pin } = JSON.parse(String(init.body)) as { pin: string };
        return pin === '4321'
          ? jsonResponse(200, {
              approvalToken: 'approved-once',
              approverName: 'Ravi Kumar',
              expiresAt: '2030-01-01T00:00:00.000Z',
            })
          : jsonResponse(403, { error: { code: 'wrong_pin', message: 'Wrong PIN.' } });
      }
      if (!url.endsWith('/cancel')) return undefined;
      const body = JSON.parse(String(init.body)) as { approvalToken?: string };
      return body.approvalToken === 'approved-once'
        ? jsonResponse(200, buildOrderDetail())
        : jsonResponse(403, { error: { code: 'approval_required', message: refusal } });
    });
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-cancel'));
    fireEvent.click(await screen.findByTestId('cancel-modal-ok'));
    expect((await screen.findByTestId('approval-reason')).textContent).toBe(refusal);
    fireEvent.change(await screen.findByTestId('approval-pin'), { target: { value: '0000' } });
    fireEvent.click(screen.getByTestId('approval-submit'));
    expect(await screen.findByText('Wrong PIN.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('approval-pin'), { target: { value: '4321' } });
    fireEvent.click(screen.getByTestId('approval-submit'));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    const cancels = writes(fetchMock).filter(([url]) => String(url).endsWith('/cancel'));
    expect(cancels.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { refundMode: null },
      { refundMode: null, approvalToken: 'approved-once' },
    ]);
    // The approved request is a new action: a key of its own, not the refused one's.
    const keys = cancels.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
    expect(new Set(keys).size).toBe(2);
  });

  it('names the cancel dialog buttons apart, and says a khata sale goes back on the khata first', async () => {
    serve(
      buildOrderDetail({
        paidPaise: 5_000,
        outstandingPaise: 18_600,
        paymentStatus: 'PARTIALLY_PAID',
        payments: [
          {
            paymentId: 1,
            kind: 'PAYMENT',
            mode: 'CREDIT',
            amountPaise: 5_000,
            tenderedPaise: null,
            changePaise: null,
            reference: null,
            provider: null,
            userName: null,
            createdAt: '2026-11-23T06:31:00.000Z',
          },
        ],
      }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-cancel'));
    expect((await screen.findByTestId('cancel-modal-dismiss')).textContent).toBe('Keep order');
    expect(screen.getByTestId('cancel-modal-ok').textContent).toBe('Cancel order');
    expect(screen.getByTestId('refund-khata-note').textContent).toContain(
      "up to ₹50.00 comes off the customer's khata first",
    );
    fireEvent.change(screen.getByTestId('refund-mode'), { target: { value: 'CREDIT' } });
    expect(screen.queryByTestId('refund-khata-note')).toBeNull();
  });

  it('shows no rider on the way once the order is delivered', async () => {
    const rider = { rider_name: 'Sunil', rider_phone: null, eta: '2999-01-01T00:00:00Z', status: 'ALLOTTED' };
    serve(buildOrderDetail({ rider, orderStatuses: ['CONFIRMED', 'FULFILLED', 'DISPATCHED'] }));
    renderWithApp(<OrderDetailPage orderId={101} />);
    expect((await screen.findByTestId('order-status')).textContent).toContain('Delivered');
    expect(screen.queryByTestId('status-badge-DISPATCHED')).toBeNull();
    expect(screen.queryByTestId('rider-notice')).toBeNull();
  });

  it('takes a customer-credit payment with the OTP when the account requires one', async () => {
    const appData = buildAppData();
    const { fetchMock } = serve(
      buildOrderDetail(),
      (url) =>
        url.endsWith('/credit-otp')
          ? jsonResponse(200, { sentTo: '******3210', expiresAt: '2026-11-23T07:00:00Z' })
          : undefined,
      {
        ...appData,
        accountSettings: {
          ...appData.accountSettings,
          isEnabledCustomerCredit: true,
          customerCreditOtpRequired: true,
        },
      },
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-pay'));
    fireEvent.click(await screen.findByText('Credit (khata)'));
    fireEvent.click(await screen.findByTestId('payment-send-otp'));
    await vi.waitFor(() =>
      expect(writes(fetchMock).some(([u]) => String(u) === '/api/v1/customers/5/credit-otp')).toBe(true),
    );
    fireEvent.change(screen.getByTestId('payment-otp'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('payment-submit'));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(2));
    const [url, init] = writes(fetchMock)[1] ?? [];
    expect(url).toBe('/api/v1/orders/101/payments');
    expect(JSON.parse(String(init?.body))).toEqual({
      mode: 'CREDIT',
      amountPaise: 23_600,
      creditOtp: '123456',
    });
  });

  it('confirms without changes, and without items, for staff who may not edit orders', async () => {
    const unbilled = buildOrderDetail({
      orderStatuses: ['UNCONFIRMED'],
      confirmedAt: null,
      allowedActions: ['edit', 'confirm', 'cancel'],
    });
    const { fetchMock } = serve(
      unbilled,
      () => undefined,
      buildAppData({ user: { role: 'staff', staffPermissions: ['ORDER:MENU'] } }),
    );
    renderWithApp(<OrderDetailPage orderId={101} />);
    fireEvent.click(await screen.findByTestId('action-confirm'));
    expect(await screen.findByTestId('edit-not-allowed')).toBeTruthy();
    expect((screen.getByTestId('edit-qty-1') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('edit-save')).toBeNull();
    expect(screen.queryByTestId('edit-add-search')).toBeNull();
    fireEvent.click(screen.getByTestId('edit-confirm'));
    await vi.waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const [url, init] = writes(fetchMock)[0] ?? [];
    expect(url).toBe('/api/v1/orders/101/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ fulfilled: true });
  });
});
