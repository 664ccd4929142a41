// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceQuote } from './quote.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/_shop/shop-x.js" data-sk-base="/s/ravi"></script>';
  document.body.innerHTML = `<form method="post" action="/s/ravi/checkout">
    <label><input type="radio" name="fulfilment" value="DELIVERY" checked> Deliver</label>
    <label><input type="radio" name="fulfilment" value="PICKUP"> Pick up</label>
    <input name="pincode" data-sk-pincode>
    <select name="stateCode"><option value="">From the pincode</option><option value="07">Delhi</option></select>
    <input name="name">
    <div data-sk-quote><p>old totals</p></div>
  </form>`;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  enhanceQuote(document);
});
afterEach(() => vi.unstubAllGlobals());

const quote = (html: string) =>
  new Response(JSON.stringify({ totalPaise: 100, html }), {
    headers: { 'content-type': 'application/json' },
  });
const type = (name: string, value: string) => {
  const field = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const box = () => document.querySelector('[data-sk-quote]')!.innerHTML;

describe('checkout quote', () => {
  it('asks for the totals once the pincode has six digits and shows the server’s box', async () => {
    fetchMock.mockResolvedValue(quote('<p>IGST 12% ₹12.00</p>'));
    type('pincode', '1100');
    expect(fetchMock).not.toHaveBeenCalled();
    type('pincode', '110001');
    await vi.waitFor(() => expect(box()).toBe('<p>IGST 12% ₹12.00</p>'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/s/ravi/checkout/quote?fulfilment=DELIVERY&pincode=110001&stateCode=',
    );
  });

  it('keeps the discount code applied in the totals it asks for', async () => {
    fetchMock.mockResolvedValue(quote('<p>with the code</p>'));
    document
      .querySelector('[data-sk-quote]')!
      .insertAdjacentHTML(
        'beforebegin',
        '<input name="discountCode" value="DIWALI10"><input name="mobile" value="9845012345">',
      );
    type('pincode', '110001');
    await vi.waitFor(() => expect(box()).toBe('<p>with the code</p>'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/s/ravi/checkout/quote?fulfilment=DELIVERY&pincode=110001&stateCode=&discountCode=DIWALI10&mobile=9845012345',
    );
  });

  it('asks again when the shopper picks store pickup, not for other fields', async () => {
    fetchMock.mockResolvedValue(quote('<p>pickup totals</p>'));
    type('name', 'Asha');
    expect(fetchMock).not.toHaveBeenCalled();
    const pickup = document.querySelector<HTMLInputElement>('input[value="PICKUP"]')!;
    pickup.checked = true;
    pickup.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(box()).toBe('<p>pickup totals</p>'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('fulfilment=PICKUP');
  });

  it('keeps the box as it was when the server cannot answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    type('pincode', '560001');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(box()).toBe('<p>old totals</p>');
  });
});
