import { describe, expect, it } from 'vitest';
import {
  IMAGE_SAVED_TOAST_MS,
  MAX_PRODUCT_IMAGES,
  productImageVariantPaths,
  reorderProductImagesSchema,
} from './product-images.ts';

describe('product image variants', () => {
  it('names every variant with the image-path builder (thumbnail _WxH + fit, mobile _500X, 1080 px wide, webp in the library)', () => {
    expect(productImageVariantPaths('/uploads/library/4/products/9/a1b2.jpg')).toEqual({
      thumbnail: '/uploads/library/4/products/9/a1b2_200x200.jpg?fit=cover',
      thumbnailWebp: '/uploads/library/4/products/9/a1b2_200x200.webp?fit=cover',
      mobile: '/uploads/library/4/products/9/a1b2_500X.jpg',
      mobileWebp: '/uploads/library/4/products/9/a1b2_500X.webp',
      webp: '/uploads/library/4/products/9/a1b2.webp',
      largeWebp: '/uploads/library/4/products/9/a1b2_1080x.webp?fit=inside',
    });
  });

  it('gives no webp name outside the banner, library and email folders (shared-blocks.md §7)', () => {
    expect(productImageVariantPaths('/uploads/products/a.png').webp).toBe('/uploads/products/a.png');
  });
});

describe('product image limits', () => {
  it('allows up to 40 images and shows the saved toast for 8000 ms (back-office.md §9)', () => {
    expect(MAX_PRODUCT_IMAGES).toBe(40);
    expect(IMAGE_SAVED_TOAST_MS).toBe(8000);
  });

  it('takes a reorder of 1 to 40 image ids', () => {
    expect(reorderProductImagesSchema.safeParse({ imageIds: [3, 1, 2] }).success).toBe(true);
    expect(reorderProductImagesSchema.safeParse({ imageIds: [] }).success).toBe(false);
    expect(
      reorderProductImagesSchema.safeParse({ imageIds: Array.from({ length: 41 }, (_, i) => i + 1) }).success,
    ).toBe(false);
  });
});
