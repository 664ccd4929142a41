// Sends one image as multipart (field uploadedImageFile) with upload progress, which fetch cannot
// report: add at the end (POST) or replace the image at an index (PUT …/:position).
import { apiErrorSchema, GENERIC_ERROR_MESSAGE } from '@storekeep/domain/api-error';
import { type ProductImagesReply, productImagesReplySchema } from '@storekeep/domain/product-images';
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { ApiError, loginHref } from '../../../app/api-client.ts';
import { productImagesPath } from './product-images.ts';

export interface UploadRequest {
  productId: number;
  file: File;
  /** Replace the image at this index; add at the end when absent. */
  position?: number;
  /** Percent of the bytes sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // not JSON
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(xhr.status, code, message, fields);
  }
  return new ApiError(xhr.status, 'internal', GENERIC_ERROR_MESSAGE);
}

export function uploadProductImage(request: UploadRequest): Promise<ProductImagesReply> {
  const { productId, file, position, onProgress, signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    const url =
      position === undefined ? productImagesPath(productId) : `${productImagesPath(productId)}/${position}`;
    xhr.open(position === undefined ? 'POST' : 'PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(productImagesReplySchema.parse(JSON.parse(xhr.responseText)));
        } catch {
          reject(new ApiError(xhr.status, 'internal', GENERIC_ERROR_MESSAGE));
        }
        return;
      }
      if (xhr.status === 401)
        window.location.assign(loginHref(window.location.pathname + window.location.search));
      reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'internal', GENERIC_ERROR_MESSAGE));
    xhr.onabort = () => reject(new UploadCancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(DEFAULT_UPLOAD_FIELD_NAME, file, file.name);
    xhr.send(form);
  });
}
