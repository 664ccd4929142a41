import { describe, expect, it } from 'vitest';
import { hasWebpVariant, type ImageVariant, imagePath, imageSources, thumbnailPath } from './image-path.ts';

const BANNER = 'https://img.example.in/store/banner/sale.jpg';
const PRODUCT = 'https://img.example.in/product/42/rice.png';

describe('webp variants only under banner, library or email folders', () => {
  it.each([
    [BANNER, true],
    ['/library/a.png', true],
    ['/EMAIL/a.png', true],
    [PRODUCT, false],
    ['/product/bannerish.png', false],
  ])('%s → %s', (url, webp) => {
    expect(hasWebpVariant(url)).toBe(webp);
  });
});

describe('image path builder: _WxH with a fit parameter, _500X for mobile', () => {
  it.each<[string, ImageVariant | undefined, string]>([
    [PRODUCT, undefined, PRODUCT],
    [PRODUCT, { width: 300, height: 200 }, 'https://img.example.in/product/42/rice_300x200.png'],
    [
      PRODUCT,
      { width: 300, height: 200, fit: 'contain' },
      'https://img.example.in/product/42/rice_300x200.png?fit=contain',
    ],
    [PRODUCT, { width: 300 }, 'https://img.example.in/product/42/rice_300x.png'],
    [PRODUCT, { height: 300 }, 'https://img.example.in/product/42/rice_x300.png'],
    [PRODUCT, { mobile: true, width: 300, fit: 'cover' }, 'https://img.example.in/product/42/rice_500X.png'],
    [PRODUCT, { fit: 'cover' }, PRODUCT],
    [PRODUCT, { webp: true }, PRODUCT],
    [BANNER, { webp: true }, 'https://img.example.in/store/banner/sale.webp'],
    [BANNER, { mobile: true, webp: true }, 'https://img.example.in/store/banner/sale_500X.webp'],
    [
      '/product/a.png?v=3#top',
      { width: 10, height: 10, fit: 'fill' },
      '/product/a_10x10.png?v=3&fit=fill#top',
    ],
    ['/product/noext', { width: 10, height: 10 }, '/product/noext_10x10'],
    ['/product.v2/noext', { mobile: true }, '/product.v2/noext_500X'],
  ])('%s with %j → %s', (url, variant, path) => {
    expect(imagePath(url, variant)).toBe(path);
  });

  it('makes 200x200 cover thumbnails (the category crop box)', () => {
    expect(thumbnailPath(PRODUCT)).toBe('https://img.example.in/product/42/rice_200x200.png?fit=cover');
    expect(thumbnailPath(PRODUCT, 'contain')).toBe(
      'https://img.example.in/product/42/rice_200x200.png?fit=contain',
    );
  });
});

describe('picture sources', () => {
  it('offers webp for banner images', () => {
    expect(imageSources(BANNER, { width: 1366, height: 550 })).toEqual({
      src: 'https://img.example.in/store/banner/sale_1366x550.jpg',
      mobileSrc: 'https://img.example.in/store/banner/sale_500X.jpg',
      webpSrc: 'https://img.example.in/store/banner/sale_1366x550.webp',
      mobileWebpSrc: 'https://img.example.in/store/banner/sale_500X.webp',
    });
  });
  it('offers none for product images', () => {
    expect(imageSources(PRODUCT)).toEqual({
      src: PRODUCT,
      mobileSrc: 'https://img.example.in/product/42/rice_500X.png',
      webpSrc: null,
      mobileWebpSrc: null,
    });
  });
});
