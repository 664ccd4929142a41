// The bookings routes' request and reply shapes. A booking carries the spec's Booking record under
// the spec's own names (back-office.md §4: id, booking_date, from_time, to_time, customer_id,
// service_id, staff_id, description) and what the screens show beside it in camelCase.
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  MAX_PERIODS_PER_DAY,
  MAX_SERVICE_MINUTES,
  MIN_SERVICE_MINUTES,
  rangeOf,
  workingPeriodRefusal,
} from './booking.ts';
import { normaliseMobile } from './checkout.ts';
import { isoDateSchema } from './order-api.ts';
import { TIME_SLOT_STEP_MINUTES } from './time-slots.ts';
import { INDIAN_MOBILE_PATTERN } from './validation.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** 'HH:mm' on a 15-minute step ('24:00' ends the day). */
export const timeKeySchema = z
  .string()
  .regex(/^([01]\d|2[0-4]):(00|15|30|45)$/, BOOKING_MESSAGES.slotRange)
  .refine((v) => v <= '24:00', BOOKING_MESSAGES.slotRange);

// Services

export const serviceBookingSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  sellingPricePaise: z.number().int(),
  /** Sales tax % (null: not set). */
  salesTax: z.number().nullable(),
  /** The staff members who give it; none means nobody can be booked for it yet. */
  staffIds: z.array(z.number().int()),
  isSellOnline: z.boolean(),
});
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;
export const servicesReplySchema = z.object({ services: z.array(serviceBookingSchema) });
export type ServicesReply = z.infer<typeof servicesReplySchema>;

/** PUT /bookings/services/:serviceId: how long the service takes and who gives it. */
export const serviceBookingBodySchema = z.object({
  durationMinutes: z
    .number()
    .int()
    .min(MIN_SERVICE_MINUTES, 'Enter a duration of 15 minutes or more')
    .max(MAX_SERVICE_MINUTES, 'Enter a duration of 12 hours or less')
    .refine((m) => m % TIME_SLOT_STEP_MINUTES === 0, 'Enter the duration in steps of 15 minutes'),
  staffIds: z.array(id).max(100),
});
export type ServiceBookingBody = z.infer<typeof serviceBookingBodySchema>;

// Staff working hours and days off

export const workingDaySchema = z
  .object({
    /** 0 = Sunday … 6 = Saturday. */
    weekday: z.number().int().min(0).max(6),
    outletId: id,
    fromTime: timeKeySchema,
    toTime: timeKeySchema,
  })
  .refine((d) => rangeOf(d.fromTime, d.toTime) !== null, {
    message: BOOKING_MESSAGES.slotRange,
    path: ['toTime'],
  });
export type WorkingDay = z.infer<typeof workingDaySchema>;

export const staffScheduleSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  role: z.string(),
  hours: z.array(workingDaySchema),
  daysOff: z.array(z.string()),
});
export type StaffSchedule = z.infer<typeof staffScheduleSchema>;
export const staffSchedulesReplySchema = z.object({ staff: z.array(staffScheduleSchema) });
export type StaffSchedulesReply = z.infer<typeof staffSchedulesReplySchema>;

/** PUT /bookings/staff/:staffId/schedule: the whole week and the days off. */
export const staffScheduleBodySchema = z.object({
  /** Working periods; a weekday may have several (10:00–13:00 and 15:00–20:00), never overlapping. */
  hours: z
    .array(workingDaySchema)
    .max(7 * MAX_PERIODS_PER_DAY)
    .superRefine((days, ctx) => {
      const refusal = workingPeriodRefusal(days);
      if (refusal)
        ctx.addIssue({
          code: 'custom',
          message: BOOKING_MESSAGES[refusal.reason],
          path: [refusal.index, 'fromTime'],
        });
    }),
  daysOff: z.array(isoDateSchema).max(366),
});
export type StaffScheduleBody = z.infer<typeof staffScheduleBodySchema>;

// Bookings

export const bookingReminderSchema = z.object({
  dueAt: z.string(),
  /** queued: waiting for its time (or for the messaging work); done / failed once handled. */
  state: z.string(),
});

export const bookingSchema = z.object({
  id: z.number().int(),
  booking_date: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  customer_id: z.number().int(),
  service_id: z.number().int(),
  staff_id: z.number().int(),
  description: z.string(),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  outletId: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string().nullable(),
  serviceName: z.string(),
  staffName: z.string(),
  /** The bill made from the booking, once billed. */
  orderId: z.number().int().nullable(),
  reminder: bookingReminderSchema.nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

const bookingTimes = {
  booking_date: isoDateSchema,
  from_time: timeKeySchema,
  to_time: timeKeySchema,
  staff_id: id,
};
const rangeRule = <T extends { from_time: string; to_time: string }>(b: T) =>
  rangeOf(b.from_time, b.to_time) !== null;

/** POST /bookings. */
export const createBookingBodySchema = z
  .object({
    ...bookingTimes,
    customer_id: id,
    service_id: id,
    description: z.string().trim().max(500).default(''),
  })
  .refine(rangeRule, { message: BOOKING_MESSAGES.slotRange, path: ['to_time'] });
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

/** PUT /bookings/:bookingId: move (drag), resize, another staff member, the description. */
export const moveBookingBodySchema = z
  .object({ ...bookingTimes, description: z.string().trim().max(500).optional() })
  .refine(rangeRule, { message: BOOKING_MESSAGES.slotRange, path: ['to_time'] });
export type MoveBookingBody = z.input<typeof moveBookingBodySchema>;

/** POST /bookings/:bookingId/status. */
export const bookingStatusBodySchema = z.object({ status: z.enum(['DONE', 'NO_SHOW', 'CANCELLED']) });

/** GET /bookings: the calendar (back-office.md §9 getBookedCalendar: start_date, type, staff_id). */
export const calendarQuerySchema = z.object({
  start_date: isoDateSchema,
  type: z.enum(['day', 'week']).default('day'),
  staff_id: id.optional(),
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
export const calendarReplySchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  bookings: z.array(bookingSchema),
});
export type CalendarReply = z.infer<typeof calendarReplySchema>;

/** GET /customers/:customerId/bookings (the customer page). */
export const customerBookingsReplySchema = z.object({ bookings: z.array(bookingSchema) });

/** GET /bookings/free-slots: where a service fits on a day, and with whom. */
export const freeSlotsQuerySchema = z.object({
  service_id: id,
  booking_date: isoDateSchema,
  staff_id: id.optional(),
});
export const freeSlotSchema = z.object({
  from_time: z.string(),
  to_time: z.string(),
  staffIds: z.array(z.number().int()),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;
export const freeSlotsReplySchema = z.object({ slots: z.array(freeSlotSchema) });

/** GET /bookings/summary: the counter (new online bookings not yet seen) and today's count. */
export const bookingSummaryReplySchema = z.object({ newOnline: z.number().int(), today: z.number().int() });
export type BookingSummary = z.infer<typeof bookingSummaryReplySchema>;

/** POST /bookings/:bookingId/bill: the bill made from a done booking. */
export const bookingBillReplySchema = z.object({ orderId: z.number().int(), booking: bookingSchema });

/** The shop's booking form (POST /book on the published store): a form post, fields as text. */
export const shopBookingInputSchema = z.object({
  serviceId: id,
  date: isoDateSchema,
  fromTime: timeKeySchema,
  name: z.string().trim().min(1, 'Enter your name.').max(100),
  mobile: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(INDIAN_MOBILE_PATTERN, 'Enter a valid 10-digit mobile number.'))
    .transform(normaliseMobile),
  note: z.string().trim().max(500).optional().default(''),
});
export type ShopBookingInput = z.output<typeof shopBookingInputSchema>;
