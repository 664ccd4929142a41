// Wiring of the bookings module: the customer's reminder job.
import { BOOKING_REMINDER_QUEUE } from '@storekeep/domain/booking';
import type { Db } from '../../db/client.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { runBookingReminderJob } from './reminders.ts';

export function registerBookingJobs(jobs: JobWorker, db: Db): void {
  jobs.register(BOOKING_REMINDER_QUEUE, async (job) => {
    await runBookingReminderJob(db, job);
  });
}
