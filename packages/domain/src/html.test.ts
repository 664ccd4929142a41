import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it("writes react-dom's five entities and leaves other text as it is", () => {
    expect(escapeHtml(`Dal's <best> & "finest"`)).toBe('Dal&#x27;s &lt;best&gt; &amp; &quot;finest&quot;');
    expect(escapeHtml('हल्दी ₹58')).toBe('हल्दी ₹58');
  });
});
