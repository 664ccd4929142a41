// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cartCountFromCookie, enhanceCartCount, showCartCount } from './cart-count.ts';

const header = () => {
  document.body.innerHTML = `<header><a href="/s/ravi/cart" data-sk-cart-link aria-label="Cart">
    <span data-sk-cart-count hidden></span></a></header>`;
  return {
    link: document.querySelector<HTMLElement>('[data-sk-cart-link]')!,
    badge: document.querySelector<HTMLElement>('[data-sk-cart-count]')!,
  };
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; jsdom has no cookieStore
  document.cookie = 'sk_cart_n=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.body.innerHTML = '';
});

describe('cart badge', () => {
  it.each([
    ['sk_cart_n=3', 3],
    ['a=1; sk_cart_n=12; b=2', 12],
    ['sk_cart_n=0', 0],
    ['sk_cart_n=-2', 0],
    ['sk_cart_n=abc', 0],
    ['sk_cart_n=1.5', 0],
    ['sk_cart=xyz', 0],
    ['', 0],
  ])('reads the count from the cookie %j as %i', (cookie, count) => {
    expect(cartCountFromCookie(cookie)).toBe(count);
  });

  it('shows the count from sk_cart_n on page load and names it in the link', () => {
    const { link, badge } = header();
    // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie
    document.cookie = 'sk_cart_n=4';
    enhanceCartCount(document);
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('4');
    expect(link.getAttribute('aria-label')).toBe('Cart 4');
  });

  it('keeps the badge hidden when the cart is empty or the cookie is missing', () => {
    const { link, badge } = header();
    enhanceCartCount(document);
    expect(badge.hidden).toBe(true);
    expect(link.getAttribute('aria-label')).toBe('Cart');
  });

  it('hides the badge again when the count drops to 0 and caps long counts at 99+', () => {
    const { link, badge } = header();
    showCartCount(document, 150);
    expect(badge.textContent).toBe('99+');
    expect(link.getAttribute('aria-label')).toBe('Cart 99+');
    showCartCount(document, 0);
    expect(badge.hidden).toBe(true);
    expect(link.getAttribute('aria-label')).toBe('Cart');
  });
});
