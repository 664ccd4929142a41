// File storage behind one small interface: a local folder by default (DATA_DIR/uploads, served
// under /uploads/), S3-compatible storage when S3_BUCKET is set. Keys are relative paths with
// forward slashes, e.g. library/12/products/34/5f0c….jpg. The drivers are in local-storage.ts and
// s3-storage.ts; create-storage.ts picks one.
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the files; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Where a browser fetches the file (a same-site path for local storage). */
  url(key: string): string;
}

/** URL path under which the local driver's files are served. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are made by the server, but a bad one must never reach the file system or a bucket. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid storage key: ${key}`);
}
