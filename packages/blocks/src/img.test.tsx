// The blocks' pictures: files in a webp folder come as a <picture> with the webp phone and full
// copies first; other uploads keep their _500X srcset; the themes' own art is used as it is.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from './blocks/shared.tsx';
import { image } from './image.ts';

const markup = (url: string, sizes?: string) =>
  renderToStaticMarkup(<Img image={image(url, 'Logo')} eager height={40} sizes={sizes} />);

describe('block pictures', () => {
  it('offers the webp copies of a library file before its own format', () => {
    expect(markup('/uploads/site/3/library/logo/a.png', '160px')).toBe(
      '<picture class="sk-picture"><source type="image/webp" srcSet="/uploads/site/3/library/logo/a_500X.webp 500w, /uploads/site/3/library/logo/a.webp 1366w" sizes="160px"/>' +
        '<img src="/uploads/site/3/library/logo/a.png" srcSet="/uploads/site/3/library/logo/a_500X.png 500w, /uploads/site/3/library/logo/a.png 1366w" sizes="160px" alt="Logo" loading="eager" fetchPriority="high" decoding="async" height="40"/></picture>',
    );
  });

  it('keeps the _500X srcset alone for an upload outside the webp folders', () => {
    const html = markup('/uploads/site/3/logo/a.png');
    expect(html).not.toContain('<picture');
    expect(html).toContain('srcSet="/uploads/site/3/logo/a_500X.png 500w, /uploads/site/3/logo/a.png 1366w"');
  });

  it("uses a theme's own art as it is", () => {
    const html = markup('/theme-assets/fresh-basket/logo.svg');
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
    expect(html).toContain('<img src="/theme-assets/fresh-basket/logo.svg" alt="Logo"');
  });
});
