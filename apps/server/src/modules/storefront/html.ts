// Escaping for the storefront's hand-written HTML (one rule for the whole app: @storekeep/domain/html).
export { escapeHtml } from '@storekeep/domain/html';

/** JSON for a <script type="application/ld+json">: no "</script>" or "<!--" can close it early. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
