// The crop a site image was last saved with (website-builder.md §3 "Crop data"): saved by the editor
// once it has uploaded the cropped picture, read back when the image is opened again (and by the
// apps' getCropperData.ns). Only the store's own images: another store's id reads as not found.
import {
  IMAGE_CROP_MAX_BYTES,
  IMAGE_CROP_MESSAGES,
  type ImageCrop,
  type ImageCropReply,
} from '@storekeep/domain/image-crop';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';

const imageNotFound = () => notFound(IMAGE_CROP_MESSAGES.imageNotFound);

/** The image's last crop (null before one is saved); null for an image the store lacks. */
export async function findImageCrop(
  db: Db,
  session: SupplierSession,
  imageId: number,
): Promise<ImageCropReply | null> {
  const image = await q.findImageCrop(db, session.supplierId, imageId);
  return image ? { imageId: image.imageId, crop: image.crop ?? null } : null;
}

/** The image's last crop (null before one is saved); not found for an image the store lacks. */
export async function getImageCrop(
  db: Db,
  session: SupplierSession,
  imageId: number,
): Promise<ImageCropReply> {
  const image = await findImageCrop(db, session, imageId);
  if (!image) throw imageNotFound();
  return image;
}

/** Keeps the crop the image was saved with, replacing the one before. */
export async function saveImageCrop(
  db: Db,
  session: SupplierSession,
  imageId: number,
  crop: ImageCrop,
): Promise<ImageCropReply> {
  // The schema keeps only the cropper's fields; the limit is the column's, said here first.
  if (Buffer.byteLength(JSON.stringify(crop)) > IMAGE_CROP_MAX_BYTES)
    throw invalid(IMAGE_CROP_MESSAGES.invalid, { crop: IMAGE_CROP_MESSAGES.invalid });
  if (!(await q.updateImageCrop(db, session.supplierId, imageId, crop))) throw imageNotFound();
  return { imageId, crop };
}
