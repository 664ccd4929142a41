// The crop data kept with an uploaded image (website-builder.md §3 "Crop data: cropperData,
// canvasData, cropBoxData, isMobile"), in the terms the apps' cropper reads it back in: the crop
// area in the picture's own pixels, the picture as laid out in the cropper, the crop box on screen.
// Built from react-easy-crop's state, which centres the crop box in its container.
import type { ImageCrop } from '@storekeep/domain/image-crop';
import type { Area, MediaSize, Point, Size } from 'react-easy-crop';

export interface CropperState {
  /** The crop in the picture's pixels (onCropComplete's second argument). */
  area: Area;
  /** The picture's offset from the centre, and its zoom. */
  crop: Point;
  zoom: number;
  /** The picture's size as shown at zoom 1, and its own size (onMediaLoaded). */
  media: MediaSize;
  /** The crop box (onCropSizeChange) and the cropper's box on screen. */
  cropSize: Size;
  container: Size;
  isMobile: boolean;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function cropDataOf(state: CropperState): ImageCrop {
  const { area, crop, zoom, media, cropSize, container } = state;
  const width = media.width * zoom;
  const height = media.height * zoom;
  return {
    cropperData: {
      x: round(area.x),
      y: round(area.y),
      width: round(area.width),
      height: round(area.height),
      rotate: 0,
      scaleX: 1,
      scaleY: 1,
    },
    canvasData: {
      left: round(container.width / 2 + crop.x - width / 2),
      top: round(container.height / 2 + crop.y - height / 2),
      width: round(width),
      height: round(height),
      naturalWidth: media.naturalWidth,
      naturalHeight: media.naturalHeight,
    },
    cropBoxData: {
      left: round((container.width - cropSize.width) / 2),
      top: round((container.height - cropSize.height) / 2),
      width: round(cropSize.width),
      height: round(cropSize.height),
    },
    isMobile: state.isMobile,
  };
}
