// The header's cart badge. Pages are cached for every shopper alike, so the count comes from the
// sk_cart_n cookie (not HttpOnly, Path = store base) rather than from the HTML.
const COOKIE = 'sk_cart_n';

/** The item count in the sk_cart_n cookie; 0 when it is missing or not a whole number. */
export function cartCountFromCookie(cookie: string): number {
  for (const part of cookie.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() !== COOKIE) continue;
    const count = Number(decodeURIComponent(value ?? '').trim());
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  }
  return 0;
}

/** Shows the count on every cart link (hidden at 0); screen readers hear it in the link's name. */
export function showCartCount(root: ParentNode, count: number): void {
  const shown = count > 99 ? '99+' : String(count);
  for (const badge of Array.from(root.querySelectorAll<HTMLElement>('[data-sk-cart-count]'))) {
    badge.textContent = shown;
    badge.hidden = count <= 0;
  }
  for (const link of Array.from(root.querySelectorAll<HTMLElement>('[data-sk-cart-link][aria-label]'))) {
    link.dataset.skLabel ??= link.getAttribute('aria-label') ?? '';
    // "Cart 3", not "Cart (3)": the visible count must read as a word of the name (WCAG 2.5.3).
    link.setAttribute('aria-label', count > 0 ? `${link.dataset.skLabel} ${shown}` : link.dataset.skLabel);
  }
}

export function enhanceCartCount(doc: Document = document): void {
  showCartCount(doc, cartCountFromCookie(doc.cookie));
}
