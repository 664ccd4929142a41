// Tables of bookings (migration 0028): services' length and staff, staff working hours and days
// off, the bookings and the 15-minute slots each one holds.
import { date, integer, pgTable, primaryKey, smallint, text, time } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';

export const serviceDetails = pgTable(
  'service_details',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId] })],
);

export const serviceStaff = pgTable(
  'service_staff',
  {
    supplierId: id('supplier_id').notNull(),
    productId: id('product_id').notNull(),
    userId: id('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.productId, t.userId] })],
);

export const staffWorkingHours = pgTable(
  'staff_working_hours',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    weekday: smallint('weekday').notNull(),
    outletId: id('outlet_id').notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId, t.weekday, t.fromTime] })],
);

export const staffDaysOff = pgTable(
  'staff_days_off',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    dayOff: date('day_off', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId, t.dayOff] })],
);

export const bookings = pgTable(
  'bookings',
  {
    supplierId: id('supplier_id').notNull(),
    bookingId: id('booking_id').notNull().generatedByDefaultAsIdentity(),
    outletId: id('outlet_id').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    customerId: id('customer_id').notNull(),
    serviceId: id('service_id').notNull(),
    staffId: id('staff_id').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('BOOKED'),
    source: text('source').notNull().default('BACK_OFFICE'),
    reference: text('reference').notNull(),
    orderId: id('order_id'),
    reminderJobId: id('reminder_job_id'),
    seenAt: at('seen_at'),
    createdBy: id('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.bookingId] })],
);

export const bookingSlots = pgTable(
  'booking_slots',
  {
    supplierId: id('supplier_id').notNull(),
    staffId: id('staff_id').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: time('slot_time').notNull(),
    bookingId: id('booking_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.staffId, t.slotDate, t.slotTime] })],
);
