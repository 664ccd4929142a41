// The crop an image was last saved with (website-builder.md §3 "Crop data: cropperData, canvasData,
// cropBoxData, isMobile"; shared-blocks.md §3 "Theme crop data"), in the cropper's own terms: the
// crop area in the picture's pixels (cropperData), the picture as the cropper laid it out
// (canvasData) and the crop box on screen (cropBoxData). Kept per uploaded site image so an
// editor can reopen the image with the crop it was saved with.
import { z } from 'zod';

export const IMAGE_CROP_MESSAGES = {
  invalid: 'The crop data is not in the expected form.',
  imageNotFound: 'This image is not in your store.',
} as const;

/** Pixels either way of the picture's corner; no picture the uploads accept comes near it. */
const MAX_PX = 100_000;
const bad = { error: IMAGE_CROP_MESSAGES.invalid };
const offset = z.number(bad).min(-MAX_PX, bad).max(MAX_PX, bad);
const length = z.number(bad).min(0, bad).max(MAX_PX, bad);

/** Only the fields a cropper reports: anything else is dropped, so a stored crop stays small. */
export const imageCropSchema = z.object(
  {
    cropperData: z.object(
      {
        x: offset,
        y: offset,
        width: length,
        height: length,
        rotate: z.number(bad).min(-360, bad).max(360, bad).default(0),
        scaleX: z.number(bad).min(-10, bad).max(10, bad).default(1),
        scaleY: z.number(bad).min(-10, bad).max(10, bad).default(1),
      },
      bad,
    ),
    canvasData: z.object(
      {
        left: offset,
        top: offset,
        width: length,
        height: length,
        naturalWidth: length.optional(),
        naturalHeight: length.optional(),
      },
      bad,
    ),
    cropBoxData: z.object({ left: offset, top: offset, width: length, height: length }, bad),
    isMobile: z.boolean(bad),
  },
  bad,
);
export type ImageCrop = z.infer<typeof imageCropSchema>;

/** The largest stored crop, as JSON text: the schema's fields fit many times over. */
export const IMAGE_CROP_MAX_BYTES = 4096;

export const imageCropReplySchema = z.object({
  imageId: z.number().int().positive(),
  /** null until a crop is saved for the image. */
  crop: imageCropSchema.nullable(),
});
export type ImageCropReply = z.infer<typeof imageCropReplySchema>;
