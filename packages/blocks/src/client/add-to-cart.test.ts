// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceAddToCart } from './add-to-cart.ts';
import { enhanceForTest } from './test-document.ts';

const PAGE = `
  <header><a href="/s/ravi/cart" data-sk-cart-link aria-label="Cart"><span data-sk-cart-count hidden></span></a></header>
  <main>
    <form method="post" action="/s/ravi/cart" data-sk-add-to-cart>
      <input type="hidden" name="action" value="add">
      <input type="hidden" name="productId" value="41">
      <input type="hidden" name="variantId" value="7">
      <label>Quantity <input type="number" name="quantity" value="2"></label>
      <input type="hidden" name="returnTo" value="/s/ravi/product/41">
      <button type="submit">Add to cart</button>
    </form>
    <p role="status" data-sk-cart-status></p>
  </main>`;

let submit: ReturnType<typeof vi.spyOn>;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let fetchMock: ReturnType<typeof vi.fn>;
let removeListeners: () => void;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  navigate = vi.fn<(url: string) => void>();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  removeListeners = enhanceForTest(() => enhanceAddToCart(document, navigate));
});

afterEach(() => {
  removeListeners();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const form = () => document.querySelector<HTMLFormElement>('form')!;
const status = () => document.querySelector<HTMLElement>('[data-sk-cart-status]')!;
const badge = () => document.querySelector<HTMLElement>('[data-sk-cart-count]')!;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

describe('add to cart', () => {
  it('posts the form fields with Accept: application/json and shows the count and message', async () => {
    fetchMock.mockResolvedValue(json({ count: 5, message: 'Added 2 × Basmati Rice to your cart.' }));
    form().requestSubmit();
    await vi.waitFor(() => expect(status().textContent).toBe('Added 2 × Basmati Rice to your cart.'));
    expect(badge().hidden).toBe(false);
    expect(badge().textContent).toBe('5');
    expect(submit).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/s/ravi/cart');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      action: 'add',
      productId: '41',
      variantId: '7',
      quantity: '2',
      returnTo: '/s/ravi/product/41',
    });
    await vi.waitFor(() => expect(form().hasAttribute('aria-busy')).toBe(false));
  });

  it('posts to the action attribute, which browsers shadow with the field named "action"', async () => {
    // jsdom does not shadow form properties with named fields; browsers do.
    Object.defineProperty(form(), 'action', { value: form().querySelector('[name="action"]') });
    fetchMock.mockResolvedValue(json({ count: 1, message: 'Added to the cart.' }));
    form().requestSubmit();
    await vi.waitFor(() => expect(status().textContent).toBe('Added to the cart.'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3000/s/ravi/cart');
  });

  it('sends one request while the first is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    form().requestSubmit();
    form().requestSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(form().getAttribute('aria-busy')).toBe('true');
    answer(json({ count: 1, message: 'Added.' }));
    await vi.waitFor(() => expect(form().hasAttribute('aria-busy')).toBe(false));
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server refuses', () => Promise.resolve(json({ message: 'Only 1 left in stock.' }, 422))],
    ['the server fails', () => Promise.resolve(new Response('oops', { status: 500 }))],
    ['the reply is not the cart JSON', () => Promise.resolve(json({ ok: true }))],
  ])('falls back to the normal form post when %s', async (_case, reply) => {
    fetchMock.mockImplementation(reply);
    form().requestSubmit();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.contexts[0]).toBe(form());
    expect(badge().hidden).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the page the server answered instead of posting twice when it replies with HTML', async () => {
    const page = new Response('<!doctype html><title>Cart</title>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    Object.defineProperty(page, 'url', { value: 'http://localhost:3000/s/ravi/cart' });
    fetchMock.mockResolvedValue(page);
    form().requestSubmit();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:3000/s/ravi/cart'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('leaves other forms alone', () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="other" method="post" action="/x"></form>');
    const other = document.querySelector<HTMLFormElement>('#other')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    other.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
