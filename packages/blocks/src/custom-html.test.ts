import { describe, expect, it } from 'vitest';
import { CUSTOM_HTML_SANDBOX, customHtmlSrcDoc, decodeCustomHtml, encodeCustomHtml } from './custom-html.ts';
import { renderBlocks } from './test-helpers.ts';

const snippet = '<div class="offer">50% off & more <script>document.cookie</script></div>';

describe('custom HTML block', () => {
  it('stores the textArea URL-encoded when the block is new', () => {
    const stored = encodeCustomHtml(snippet);
    expect(stored.encoding).toBe('url');
    expect(stored.textArea).toBe(encodeURIComponent(snippet));
    expect(stored.textArea).not.toContain('<');
  });

  it('decodes what it stored, and shows older plain blocks as they are', () => {
    expect(decodeCustomHtml(encodeCustomHtml(snippet).textArea, 'url')).toBe(snippet);
    expect(decodeCustomHtml('<b>100%</b>', 'plain')).toBe('<b>100%</b>');
  });

  it('a broken encoding is shown as text instead of failing the page', () => {
    expect(decodeCustomHtml('%E0%A4%A', 'url')).toBe('%E0%A4%A');
  });

  it('the sandbox lets the snippet run scripts but never in the page origin', () => {
    expect(CUSTOM_HTML_SANDBOX.split(' ')).toContain('allow-scripts');
    expect(CUSTOM_HTML_SANDBOX).not.toContain('allow-same-origin');
    expect(CUSTOM_HTML_SANDBOX).not.toContain('allow-top-navigation');
  });

  it('renders in a sandboxed iframe, never inline in the page', () => {
    const html = renderBlocks([
      {
        type: 'CustomHtml',
        props: {
          id: 'c1',
          ...encodeCustomHtml(snippet),
          contentBlockId: '',
          height: 120,
          title: 'Offer',
          effect: 'none-effect',
        },
      },
    ]);
    expect(html).toContain(`sandbox="${CUSTOM_HTML_SANDBOX}"`);
    expect(html).not.toContain('<div class="offer">');
    expect(html).not.toContain('<script>document.cookie');
    // The snippet travels only inside the escaped srcdoc attribute.
    expect(html).toContain('srcDoc="&lt;!doctype html&gt;');
    expect(customHtmlSrcDoc('<p>x</p>')).toContain('<body><p>x</p></body>');
  });
});
