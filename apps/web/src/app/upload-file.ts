// Sends one file as multipart (field uploadedImageFile by default) with upload progress, which fetch
// cannot report. The JSON reply is parsed with the route's reply schema, as fetchParsed does.
import { apiErrorSchema, GENERIC_ERROR_MESSAGE } from '@storekeep/domain/api-error';
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import { ApiError, loginHref, type ReplySchema } from './api-client.ts';

export interface FileUpload {
  url: string;
  /** The route's reply schema (packages/domain); without one the reply is left unread. */
  reply?: ReplySchema<unknown>;
  method?: 'POST' | 'PUT';
  file: File;
  field?: string;
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

/** Resolves with the parsed JSON reply; rejects with ApiError (or UploadCancelled). */
export function uploadFile<T>(upload: FileUpload & { reply: ReplySchema<T> }): Promise<T>;
export function uploadFile(upload: FileUpload): Promise<unknown>;
export function uploadFile({
  url,
  reply,
  method = 'POST',
  file,
  field = DEFAULT_UPLOAD_FIELD_NAME,
  onProgress,
  signal,
}: FileUpload): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body: unknown = JSON.parse(xhr.responseText);
          resolve(reply ? reply.parse(body) : undefined);
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
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
