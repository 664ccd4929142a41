import type { Config } from '../config.ts';
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
export declare const LOCAL_UPLOADS_PREFIX = '/uploads/';
/** Keys are made by the server, but a bad one must never reach the file system or a bucket. */
export declare function assertStorageKey(key: string): void;
export declare function createStorage(config: Config): Promise<Storage>;
