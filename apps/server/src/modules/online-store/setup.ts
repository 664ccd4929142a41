// Wiring of the online-store module's background work: the variants of site images uploaded
// before variants were made on upload.
import type { JobWorker } from '../../jobs/worker.ts';
import type { SiteContext } from './site-helpers.ts';
import { runSiteImageVariantsJob, SITE_IMAGE_VARIANTS_QUEUE } from './site-image-variants.ts';

export function registerSiteImageJobs(jobs: JobWorker, ctx: SiteContext): void {
  jobs.register(SITE_IMAGE_VARIANTS_QUEUE, (job) => runSiteImageVariantsJob(ctx, job));
}
