import { describe, expect, it } from 'vitest';
import { richTextPropsSchema } from './blocks/rich-text.tsx';
import { sanitizeRichText } from './sanitize.ts';

describe('rich text sanitising', () => {
  it('keeps formatting, lists, headings and safe links', () => {
    const html =
      '<h2>Offers</h2><p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>One</li></ul><a href="https://shop.example/x">x</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what can run or take over the page: %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps text alignment but no other styles', () => {
    expect(sanitizeRichText('<p style="text-align:center;color:red">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
  });

  it('links opening a new tab get rel=noopener noreferrer', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('an h1 becomes h2 (the page has one h1)', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('the rich-text block sanitises when its props are parsed, so stored documents are clean', () => {
    expect(richTextPropsSchema.parse({ html: '<p>a</p><script>x()</script>' }).html).toBe('<p>a</p>');
  });
});
