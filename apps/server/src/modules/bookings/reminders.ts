// The reminder job: when a booking's reminder falls due, an SMS to the customer in the store's
// language goes out through the messages module (credits, DLT template, retries, status). A
// reminder of a booking that has since closed, or moved (a newer reminder job), sends nothing.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { bookingReminderText } from '@storekeep/domain/booking-reminder';
import { customerLanguage, isTemplateOn } from '@storekeep/domain/message-templates';
import type { Db } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/queue.ts';
import { queueMessage } from '../messages/index.ts';
import { findSupplier } from '../supplier/index.ts';
import * as q from './queries.ts';

export type ReminderOutcome = 'queued' | 'stale' | 'no-mobile' | 'switched-off';

export async function runBookingReminderJob(db: Db, job: ClaimedJob): Promise<ReminderOutcome> {
  const supplierId = job.supplierId;
  const bookingId = Number(job.payload.bookingId);
  if (supplierId === null || !Number.isSafeInteger(bookingId)) return 'stale';
  return db.transaction(async (tx) => {
    // Locked so that a move or cancel committing now either comes first (and this sends nothing)
    // or waits for the reminder of the time that was booked when it fell due.
    const locked = await q.lockBooking(tx, supplierId, bookingId);
    if (locked?.status !== 'BOOKED' || locked.reminderJobId !== job.jobId) return 'stale';
    const booking = await q.findBooking(tx, supplierId, bookingId);
    const supplier = await findSupplier(tx, supplierId);
    if (!booking || !supplier) return 'stale';
    if (!booking.customerMobile) return 'no-mobile';
    const settings = accountSettingsSchema.parse(supplier.accountSettings ?? {});
    if (!isTemplateOn(settings, 'BOOKING_REMINDER')) return 'switched-off';
    const customer = booking.customerId
      ? await q.findCustomerLanguage(tx, supplierId, booking.customerId)
      : null;
    const staffName = [booking.staffFirstName, booking.staffLastName].filter(Boolean).join(' ');
    await queueMessage(tx, {
      supplierId,
      channel: 'SMS',
      purpose: 'BOOKING_REMINDER',
      to: booking.customerMobile,
      text: bookingReminderText(customerLanguage(customer, supplier.language), {
        storeName: supplier.storeName,
        serviceName: booking.serviceName,
        date: booking.bookingDate,
        time: booking.fromTime.slice(0, 5),
        staffName,
      }),
      sendKey: `booking-reminder:${bookingId}:${job.jobId}`,
      customerId: booking.customerId,
    });
    return 'queued';
  });
}
