// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storeBase } from './store-base.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('store base', () => {
  it.each([
    ['/s/ravi', '/s/ravi'],
    ['', ''],
  ])('comes from the script tag (data-sk-base=%j)', (base, expected) => {
    document.head.innerHTML = `<script type="module" src="/_shop/shop-x.js" data-sk-base="${base}"></script>`;
    expect(storeBase(document)).toBe(expected);
  });

  it('falls back to the cart link, then to the root of a custom domain', () => {
    document.body.innerHTML = '<a href="/s/ravi/cart" data-sk-cart-link>Cart</a>';
    expect(storeBase(document)).toBe('/s/ravi');
    document.body.innerHTML = '';
    expect(storeBase(document)).toBe('');
  });
});
