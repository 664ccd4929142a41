// Wiring of the online-store module's background work: the variants of site images uploaded
// before variants were made on upload, and the link clicks past their keeping period.
import type { JobWorker } from '../../jobs/worker.ts';
import { LINK_CLICK_SWEEP_EVERY_MS, removeOldLinkClicks } from './link-clicks.ts';
import type { SiteContext } from './site-helpers.ts';
import { runSiteImageVariantsJob, SITE_IMAGE_VARIANTS_QUEUE } from './site-image-variants.ts';

export function registerOnlineStoreJobs(jobs: JobWorker, ctx: SiteContext): void {
  jobs.register(SITE_IMAGE_VARIANTS_QUEUE, (job) => runSiteImageVariantsJob(ctx, job));
  jobs.every({
    name: 'link-clicks-keeping',
    everyMs: LINK_CLICK_SWEEP_EVERY_MS,
    run: async () => {
      await removeOldLinkClicks(ctx.db);
    },
  });
}
