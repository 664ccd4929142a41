// Where the store's paths start ('/s/{slug}' on the app host, '' on a custom domain): the script
// tag carries it (data-sk-base, see apps/server/src/modules/storefront/assets.ts); the cart link
// is the fallback for pages that link the script some other way.
export function storeBase(doc: Document = document): string {
  const tagged = doc.querySelector<HTMLElement>('[data-sk-base]');
  if (tagged?.dataset.skBase !== undefined) return tagged.dataset.skBase.replace(/\/+$/, '');
  const cartLink = doc.querySelector<HTMLAnchorElement>('a[data-sk-cart-link]');
  if (cartLink) return new URL(cartLink.href, doc.baseURI).pathname.replace(/\/cart\/?$/, '');
  return '';
}
