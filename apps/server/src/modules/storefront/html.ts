// Escaping for the storefront's hand-written HTML (one rule for the whole app: @storekeep/domain/html).
export { escapeHtml } from '@storekeep/domain/html';

/** JSON for a <script type="application/ld+json">: no "</script>" or "<!--" can close it early. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A page without a favicon: an empty icon, so browsers do not ask the app host for /favicon.ico. */
export const NO_FAVICON = '<link rel="icon" href="data:,">';
