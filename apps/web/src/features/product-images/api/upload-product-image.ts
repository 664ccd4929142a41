// Sends one product image with upload progress: add at the end (POST) or replace the image at an
// index (PUT …/:position).
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { uploadFile } from '../../../app/upload-file.ts';
import { productImagesPath } from './product-images.ts';

export { UploadCancelled } from '../../../app/upload-file.ts';

export interface UploadRequest {
  productId: number;
  file: File;
  /** Replace the image at this index; add at the end when absent. */
  position?: number;
  /** Percent of the bytes sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export function uploadProductImage(request: UploadRequest): Promise<ProductImagesReply> {
  const { productId, file, position, onProgress, signal } = request;
  return uploadFile({
    url:
      position === undefined ? productImagesPath(productId) : `${productImagesPath(productId)}/${position}`,
    method: position === undefined ? 'POST' : 'PUT',
    reply: productImagesReplySchema,
    file,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}
