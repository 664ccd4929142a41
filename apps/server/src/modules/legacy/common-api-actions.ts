// The back office's common_api.php actions (back-office.md §7): bookings and their calendar, bank
// details and IFSC, the SMS sender id, the store's domain and PayPal, each by its module's service.
// The spec shows none of their answers: each is the service's reply as data.
import {
  bookingStatusBodySchema,
  calendarQuerySchema,
  createBookingBodySchema,
  moveBookingBodySchema,
  serviceBookingBodySchema,
  staffScheduleBodySchema,
} from '@storekeep/domain/booking-api';
import { ifscParamsSchema } from '@storekeep/domain/khata-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import { TIME_SLOT_STEP_MINUTES } from '@storekeep/domain/time-slots';
import { z } from 'zod';
import type { MessagingSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as bookings from '../bookings/service.ts';
import { listPaymentProviders } from '../checkout/payment-provider-settings.ts';
import { detailsByIfsc, getBankDetails } from '../khata/service.ts';
import { senderIdStatus } from '../messages/service.ts';
import { listDomains } from '../online-store/domains.ts';
import { type CommonApiActions, parseInput } from './common-api.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const GET = ['GET'] as const;
const POST = ['POST'] as const;
const bookingsArea = { kind: 'supplier', area: MENU_AREAS.bookings } as const;
const khata = { kind: 'supplier', permission: 'CUSTOMERS:CREDIT_KHATA' } as const;
const settings = { kind: 'supplier', area: MENU_AREAS.settings } as const;
const sms = { kind: 'supplier', area: MENU_AREAS.sms } as const;
const onlineStore = { kind: 'supplier', area: MENU_AREAS.onlineStore } as const;

const bookingIdInput = z.object({ booking_id: id, enquiry_id: z.string().max(50).optional() });
/** setBookingDetails: the service (service_id or serviceId), its length and who gives it. */
const serviceInput = serviceBookingBodySchema.extend({
  serviceId: id,
  durationMinutes: z.coerce.number().pipe(serviceBookingBodySchema.shape.durationMinutes),
});
/** setCalendarSlot: a staff member's working hours per weekday and days off (jsonData). */
const slotInput = staffScheduleBodySchema.extend({ staff_id: id });

/** The apps name ids in snake_case or camelCase; the modern schemas read one of them. */
function alias(input: Record<string, unknown>, from: string, to: string) {
  return to in input || !(from in input) ? input : { ...input, [to]: input[from] };
}

export const backOfficeCommonApiActions = (db: Db, messaging: MessagingSettings): CommonApiActions => ({
  getCustomSMSSenderIdStatus: { methods: GET, access: sms, run: async () => senderIdStatus(messaging) },
  getDomainName: {
    methods: GET,
    access: onlineStore,
    run: async (session) => {
      const { domains } = await listDomains(db, session);
      const verified = domains.find((d) => d.isVerified);
      return { domainName: verified?.host ?? null, domains };
    },
  },
  getUserBankDetails: {
    methods: GET,
    access: khata,
    run: (session) => getBankDetails(db, session.supplierId),
  },
  getDetailsByIfsc: {
    methods: GET,
    access: khata,
    run: async (_session, input) => detailsByIfsc(parseInput(ifscParamsSchema, input).ifsc),
  },
  getPayPalDetails: {
    methods: GET,
    access: settings,
    run: async (session) => {
      const providers = await listPaymentProviders(db, session.supplierId);
      return { paypal: providers.find((p) => p.provider === 'paypal') ?? null };
    },
  },
  getCalendarInterval: {
    methods: GET,
    access: bookingsArea,
    run: async () => ({ interval: TIME_SLOT_STEP_MINUTES }),
  },
  setCalendarSlot: {
    methods: POST,
    access: bookingsArea,
    run: (session, input) => {
      const { staff_id: staffId, ...schedule } = parseInput(slotInput, alias(input, 'staffId', 'staff_id'));
      return bookings.saveSchedule(db, session, staffId, schedule);
    },
  },
  getBookingDetails: {
    methods: GET,
    access: bookingsArea,
    run: async (session) => ({
      ...(await bookings.listServices(db, session)),
      ...(await bookings.listSchedules(db, session)),
    }),
  },
  setBookingDetails: {
    methods: POST,
    access: bookingsArea,
    run: (session, input) => {
      const { serviceId, ...body } = parseInput(serviceInput, alias(input, 'service_id', 'serviceId'));
      return bookings.saveService(db, session, serviceId, body);
    },
  },
  getBookedCalendar: {
    methods: GET,
    access: bookingsArea,
    run: (session, input) => bookings.getCalendar(db, session, parseInput(calendarQuerySchema, input)),
  },
  getBookingById: {
    methods: GET,
    access: bookingsArea,
    run: (session, input) =>
      bookings.getBooking(
        db,
        session,
        parseInput(bookingIdInput, alias(input, 'id', 'booking_id')).booking_id,
      ),
  },
  // The spec does not say POST: a GET is taken with the app's own credential only (a link on
  // another site must not cancel a booking). The booking is cancelled, not erased: its history stays.
  deleteBookingById: {
    methods: ['GET', 'POST'],
    access: { ...bookingsArea, appCredential: true },
    run: (session, input) => {
      const { booking_id } = parseInput(bookingIdInput, alias(input, 'id', 'booking_id'));
      return bookings.setBookingStatus(
        db,
        session,
        booking_id,
        bookingStatusBodySchema.shape.status.parse('CANCELLED'),
      );
    },
  },
  // A new booking without an id; with one (id or booking_id) the booking is moved or edited.
  saveBookingDetails: {
    methods: POST,
    access: bookingsArea,
    run: (session, input) => {
      const withId = alias(input, 'booking_id', 'id');
      const bookingId = id.safeParse(withId.id);
      if (bookingId.success)
        return bookings.moveBooking(db, session, bookingId.data, parseInput(moveBookingBodySchema, withId));
      return bookings.createBooking(db, session, parseInput(createBookingBodySchema, input));
    },
  },
});
