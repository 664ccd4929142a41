// Escaping for HTML written by hand (storefront pages, checkout pages, the shop templates): text of
// an element or a quoted attribute value. The same five entities react-dom writes.
const SPECIAL = /[&<>"']/;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : text;
}
