// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhancePincode } from './pincode.ts';

const KORAMANGALA = {
  pincode: '560034',
  city: 'Bengaluru',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  stateCode: '29',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  document.head.innerHTML = '<script type="module" src="/_shop/shop-x.js" data-sk-base="/s/ravi"></script>';
  document.body.innerHTML = `<form method="post" action="/s/ravi/checkout">
    <label>Pincode <input name="pincode" inputmode="numeric" data-sk-pincode></label>
    <label>City <input name="city"></label>
    <label>State <input name="state"></label>
    <select name="stateCode" aria-label="State code"><option value="">Choose</option><option value="29">Karnataka</option><option value="07">Delhi</option></select>
  </form>`;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  enhancePincode(document);
});
afterEach(() => vi.unstubAllGlobals());

const field = <T extends HTMLInputElement | HTMLSelectElement>(name: string) =>
  document.querySelector<T>(`[name="${name}"]`)!;
const type = (value: string) => {
  const input = field<HTMLInputElement>('pincode');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const found = (place: object) =>
  new Response(JSON.stringify(place), { headers: { 'content-type': 'application/json' } });

describe('pincode autofill', () => {
  it('fills city, state and state code from the store’s pincode lookup once six digits are typed', async () => {
    fetchMock.mockResolvedValue(found(KORAMANGALA));
    type('56003');
    expect(fetchMock).not.toHaveBeenCalled();
    type('560034');
    await vi.waitFor(() => expect(field('city').value).toBe('Bengaluru'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/s/ravi/api/pincode/560034');
    expect(field('state').value).toBe('Karnataka');
    expect(field('stateCode').value).toBe('29');
  });

  it('keeps what the shopper typed, but replaces its own earlier answer', async () => {
    fetchMock.mockResolvedValueOnce(found(KORAMANGALA));
    type('560034');
    await vi.waitFor(() => expect(field('city').value).toBe('Bengaluru'));
    field('state').value = 'Karnataka (KA)';
    fetchMock.mockResolvedValueOnce(
      found({ pincode: '110001', city: 'New Delhi', district: 'New Delhi', state: 'Delhi', stateCode: '07' }),
    );
    type('110001');
    await vi.waitFor(() => expect(field('city').value).toBe('New Delhi'));
    expect(field('stateCode').value).toBe('07');
    expect(field('state').value).toBe('Karnataka (KA)');
  });

  it('changes nothing for an unknown pincode or when the lookup fails', async () => {
    field('city').value = '';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Pincode not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    type('999999');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    type('560035');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field('city').value).toBe('');
    expect(field('state').value).toBe('');
    expect(field('stateCode').value).toBe('');
  });

  it('ignores an answer that arrives after the shopper typed another pincode', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    type('560034');
    type('56003');
    answer(found(KORAMANGALA));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field('city').value).toBe('');
  });
});
