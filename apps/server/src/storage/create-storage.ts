// Picks the storage driver from the configuration: S3-compatible storage when S3_BUCKET is set, a
// local folder otherwise. Each driver loads only when chosen (the S3 client is large).
import type { Config } from '../config.ts';
import type { Storage } from './storage.ts';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(config.s3);
  }
  const { createLocalStorage } = await import('./local-storage.ts');
  return createLocalStorage(config.uploadsDir);
}
