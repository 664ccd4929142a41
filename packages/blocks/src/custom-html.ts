// Custom HTML blocks: a new block stores its textArea URL-encoded (the domain rule), older ones
// may hold it plain. It is shown only inside a sandboxed iframe without allow-same-origin, so its
// scripts run in an opaque origin and cannot touch the storefront's or the editor's page.
import { storedCustomHtml } from '@storekeep/domain/website-builder';

export type CustomHtmlEncoding = 'url' | 'plain';

export const CUSTOM_HTML_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';
export const CUSTOM_HTML_MAX_LENGTH = 100_000;

export function encodeCustomHtml(html: string): { textArea: string; encoding: CustomHtmlEncoding } {
  return { textArea: storedCustomHtml(html, true), encoding: 'url' };
}

/** The HTML of a stored block; a broken encoding shows as text rather than failing the page. */
export function decodeCustomHtml(textArea: string, encoding: CustomHtmlEncoding): string {
  if (encoding === 'plain') return textArea;
  try {
    return decodeURIComponent(textArea);
  } catch {
    return textArea;
  }
}

/** The iframe document: the merchant's HTML with a base that opens links in a new tab. */
export function customHtmlSrcDoc(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><base target="_blank"><style>body{margin:0;font-family:system-ui,sans-serif}</style></head><body>${html}</body></html>`;
}
