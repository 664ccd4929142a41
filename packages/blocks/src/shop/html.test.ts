import { describe, expect, it } from 'vitest';
import { flag, Html, html } from './html.ts';

describe('html', () => {
  it('escapes text and attribute values as react-dom does', () => {
    const name = `Dal's <best> & "finest"`;
    expect(html`<a title="${name}">${name}</a>`.text).toBe(
      '<a title="Dal&#x27;s &lt;best&gt; &amp; &quot;finest&quot;">Dal&#x27;s &lt;best&gt; &amp; &quot;finest&quot;</a>',
    );
  });

  it('inserts markup made by html as it is, and escapes markup given as a string', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}</p>`.text).toBe('<p><b>a&lt;b</b></p>');
    expect(html`<p>${'<b>x</b>'}</p>`.text).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(html`<p>${new Html('<i>trusted</i>')}</p>`.text).toBe('<p><i>trusted</i></p>');
  });

  it('joins arrays, writes numbers and leaves out null, undefined and false', () => {
    const items = [1, 2].map((n) => html`<li>${n}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.text).toBe(
      '<ul><li>1</li><li>2</li></ul>0',
    );
    expect(html`${['<', html`<br/>`]}`.text).toBe('&lt;<br/>');
  });

  it('writes a boolean attribute only when it is on', () => {
    expect(html`<input${flag('checked', true)}/><input${flag('checked', false)}/>`.text).toBe(
      '<input checked=""/><input/>',
    );
  });
});
