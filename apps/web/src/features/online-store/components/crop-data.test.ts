// The crop data an uploaded image keeps, from the cropper's state (website-builder.md §3 "Crop data").
import { imageCropSchema } from '@storekeep/domain/image-crop';
import { describe, expect, it } from 'vitest';
import { cropDataOf } from './crop-data.ts';

const media = { width: 600, height: 300, naturalWidth: 1200, naturalHeight: 600 };
const container = { width: 600, height: 300 };
const cropSize = { width: 300, height: 300 };

describe('the crop data of a cropped image', () => {
  it('keeps a centred square of a wide picture: crop area in its own pixels, box in the middle', () => {
    const data = cropDataOf({
      area: { x: 300, y: 0, width: 600, height: 600 },
      crop: { x: 0, y: 0 },
      zoom: 1,
      media,
      cropSize,
      container,
      isMobile: false,
    });
    expect(data).toEqual({
      cropperData: { x: 300, y: 0, width: 600, height: 600, rotate: 0, scaleX: 1, scaleY: 1 },
      canvasData: { left: 0, top: 0, width: 600, height: 300, naturalWidth: 1200, naturalHeight: 600 },
      cropBoxData: { left: 150, top: 0, width: 300, height: 300 },
      isMobile: false,
    });
    expect(imageCropSchema.parse(data)).toEqual(data);
  });

  it('lays the zoomed, moved picture out where the cropper shows it', () => {
    const data = cropDataOf({
      area: { x: 100, y: 50, width: 300, height: 300 },
      crop: { x: 40, y: -20 },
      zoom: 2,
      media,
      cropSize,
      container,
      isMobile: true,
    });
    expect(data.canvasData).toMatchObject({ left: -260, top: -170, width: 1200, height: 600 });
    expect(data.isMobile).toBe(true);
  });
});
