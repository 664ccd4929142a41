// Which files the storefront offers for a product picture: webp at the widths made, the original's
// format for browsers without webp, the original alone until the variants exist.
import { describe, expect, it } from 'vitest';
import { cardPictureFiles, productPictureFiles, thumbnailPictureFiles } from './product-pictures.ts';

const library = '/uploads/library/7/products/3/photo.jpg';
const stored = { url: library, width: 4000, height: 3000, variantsReady: true, variantsVersion: 2 };

describe('product picture files', () => {
  it('offers the 500, 1080 and 2048 px webp files of a large photo, and the JPEG under them', () => {
    expect(productPictureFiles(stored)).toEqual({
      src: library,
      srcSet:
        '/uploads/library/7/products/3/photo_500X.jpg 500w, /uploads/library/7/products/3/photo.jpg 4000w',
      webpSrcSet:
        '/uploads/library/7/products/3/photo_500X.webp 500w, /uploads/library/7/products/3/photo_1080x.webp?fit=inside 1080w, /uploads/library/7/products/3/photo.webp 2048w',
      width: 4000,
      height: 3000,
    });
  });

  it('leaves out the 1080 px file for pictures made before it existed', () => {
    expect(productPictureFiles({ ...stored, variantsVersion: 1 }).webpSrcSet).toBe(
      '/uploads/library/7/products/3/photo_500X.webp 500w, /uploads/library/7/products/3/photo.webp 2048w',
    );
  });

  it('gives a portrait photo its webp width inside the 2048 px box', () => {
    const files = productPictureFiles({ ...stored, width: 3000, height: 4000 });
    expect(files.webpSrcSet).toContain('photo.webp 1536w');
  });

  it('offers one webp file for a picture no wider than the phone copy', () => {
    const files = productPictureFiles({ ...stored, width: 400, height: 400 });
    expect(files).toMatchObject({
      srcSet: null,
      webpSrcSet: '/uploads/library/7/products/3/photo.webp 400w',
    });
  });

  it('shows the original alone while the variants are being made', () => {
    expect(productPictureFiles({ ...stored, variantsReady: false })).toEqual({
      src: library,
      srcSet: null,
      webpSrcSet: null,
      width: 4000,
      height: 3000,
    });
  });

  it('offers no webp for a file outside the webp folders', () => {
    const files = productPictureFiles({ ...stored, url: '/uploads/products/old.jpg' });
    expect(files.webpSrcSet).toBeNull();
    expect(files.srcSet).toBe('/uploads/products/old_500X.jpg 500w, /uploads/products/old.jpg 4000w');
  });

  it('makes a thumbnail from the 200×200 square and its webp', () => {
    expect(thumbnailPictureFiles(stored)).toEqual({
      src: '/uploads/library/7/products/3/photo_200x200.jpg?fit=cover',
      srcSet: null,
      webpSrcSet: '/uploads/library/7/products/3/photo_200x200.webp?fit=cover',
      width: 200,
      height: 200,
    });
  });
});

describe('product card picture files', () => {
  it('offers the square and the phone copy, as webp and as JPEG', () => {
    expect(cardPictureFiles(library, true)).toEqual({
      src: '/uploads/library/7/products/3/photo_200x200.jpg?fit=cover',
      srcSet:
        '/uploads/library/7/products/3/photo_200x200.jpg?fit=cover 200w, /uploads/library/7/products/3/photo_500X.jpg 500w',
      webpSrcSet:
        '/uploads/library/7/products/3/photo_200x200.webp?fit=cover 200w, /uploads/library/7/products/3/photo_500X.webp 500w',
      width: 200,
      height: 200,
    });
  });

  it('shows the original while the variants are being made', () => {
    expect(cardPictureFiles(library, false)).toMatchObject({ src: library, srcSet: null, webpSrcSet: null });
  });
});
