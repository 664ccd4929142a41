// Wiring of the product-images module: its context and its two job handlers.
import { productImageProfile } from '@storekeep/domain/uploads';
import type { Db } from '../../db/client.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  DELETE_FILES_QUEUE,
  markVariantsFailed,
  type ProductImagesContext,
  runDeleteFilesJob,
  runVariantsJob,
  VARIANTS_QUEUE,
} from './service.ts';

export function productImagesContext(deps: {
  db: Db;
  storage: Storage;
  jobs: JobWorker;
}): ProductImagesContext {
  // Product images: jpeg, jpg, png up to 3 MB (back-office.md §5, website-builder.md §5).
  return { ...deps, profile: productImageProfile() };
}

export function registerProductImageJobs(jobs: JobWorker, ctx: ProductImagesContext): void {
  jobs.register(
    VARIANTS_QUEUE,
    (job) => runVariantsJob(ctx, job),
    (job) => markVariantsFailed(ctx, job),
  );
  jobs.register(DELETE_FILES_QUEUE, (job) => runDeleteFilesJob(ctx, job));
}
