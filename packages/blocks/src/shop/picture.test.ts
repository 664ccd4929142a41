// The storefront's picture markup: webp first with its widths, the original's format under it,
// size attributes, lazy below the fold; and the neutral square of a product without a photo.
import { describe, expect, it } from 'vitest';
import { noPicture, picture } from './picture.ts';
import { productGrid } from './product-grid.ts';

const files = {
  src: '/p/a.jpg',
  srcSet: '/p/a_500X.jpg 500w, /p/a.jpg 4000w',
  webpSrcSet: '/p/a_500X.webp 500w, /p/a.webp 2048w',
  width: 4000,
  height: 3000,
};

describe('storefront pictures', () => {
  it('lists the webp files first, then the original format, with width, height and lazy loading', () => {
    expect(picture(files, { alt: 'Tea', sizes: '50vw' }).text).toBe(
      '<picture><source type="image/webp" srcSet="/p/a_500X.webp 500w, /p/a.webp 2048w" sizes="50vw"/>' +
        '<img src="/p/a.jpg" srcSet="/p/a_500X.jpg 500w, /p/a.jpg 4000w" sizes="50vw" alt="Tea" width="4000" height="3000" loading="lazy" decoding="async"/></picture>',
    );
  });

  it('loads a picture above the fold at once, the main one with high priority', () => {
    expect(picture(files, { alt: 'Tea', sizes: '50vw', eager: true }).text).not.toContain('loading=');
    expect(picture(files, { alt: 'Tea', sizes: '50vw', eager: true, highPriority: true }).text).toContain(
      'fetchPriority="high"',
    );
  });

  it('gives a file without variants a plain <img> inside the picture', () => {
    const html = picture({ ...files, srcSet: null, webpSrcSet: null }, { alt: 'Tea', sizes: '50vw' }).text;
    expect(html).toBe(
      '<picture><img src="/p/a.jpg" alt="Tea" width="4000" height="3000" loading="lazy" decoding="async"/></picture>',
    );
  });

  it("draws a product without a photo as a neutral square with its name's initial", () => {
    expect(noPicture('  ghee 500 ml').text).toBe(
      '<span class="sk-shop-noimg" role="img" aria-label="  ghee 500 ml"><span aria-hidden="true">G</span></span>',
    );
    const grid = productGrid({
      lang: 'en',
      baseUrl: '/s/demo',
      returnTo: '/',
      cards: [
        {
          productId: 1,
          name: 'Bathroom Slippers',
          href: '/s/demo/product/1',
          picture: null,
          pricePaise: 14_900,
          mrpPaise: 14_900,
          action: 'add-to-cart',
          minOrderQuantity: '1',
          hasVariants: false,
        },
      ],
    }).text;
    expect(grid).toContain('<span class="sk-shop-noimg" role="img" aria-label="Bathroom Slippers">');
    expect(grid).not.toContain('<img');
  });
});
