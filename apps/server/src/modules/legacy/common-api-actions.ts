// The back office's common_api.php actions (back-office.md §7): bookings and their calendar, bank
// details and IFSC, the SMS sender id, the store's domain and PayPal, each by its module's service.
// The spec shows none of their answers: each is the service's reply as data.
import {
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
import type { Access } from '../../http/session.ts';
import * as bookings from '../bookings/service.ts';
import { listPaymentProviders } from '../checkout/index.ts';
import { detailsByIfsc, getBankDetails } from '../khata/service.ts';
import { senderIdStatus } from '../messages/service.ts';
import { listDomains } from '../online-store/index.ts';
import { COMMON_API_PATH, type LegacyPhpAction } from './php-actions.ts';
import { dataAction, type PhpInput, parsePhpInput } from './php-input.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
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
function alias(input: PhpInput, from: string, to: string): PhpInput {
  return to in input || !(from in input) ? input : { ...input, [to]: input[from] };
}

/** One common_api.php action answering { isSuccess: true, data }. */
function action(
  name: string,
  methods: LegacyPhpAction['methods'],
  access: Access,
  run: Parameters<typeof dataAction>[0],
  changes?: true,
): LegacyPhpAction {
  return {
    path: COMMON_API_PATH,
    action: name,
    methods,
    access,
    run: dataAction(run),
    ...(changes ? { changes } : {}),
  };
}

export const backOfficePhpActions = (db: Db, messaging: MessagingSettings): LegacyPhpAction[] => [
  action('getCustomSMSSenderIdStatus', ['GET'], sms, async () => senderIdStatus(messaging)),
  action('getDomainName', ['GET'], onlineStore, async (session) => {
    const { domains } = await listDomains(db, session);
    return { domainName: domains.find((d) => d.isVerified)?.host ?? null, domains };
  }),
  action('getUserBankDetails', ['GET'], khata, (session) => getBankDetails(db, session.supplierId)),
  action('getDetailsByIfsc', ['GET'], khata, async (_session, input) =>
    detailsByIfsc(parsePhpInput(ifscParamsSchema, input).ifsc),
  ),
  action('getPayPalDetails', ['GET'], settings, async (session) => {
    const providers = await listPaymentProviders(db, session.supplierId);
    return { paypal: providers.find((p) => p.provider === 'paypal') ?? null };
  }),
  action('getCalendarInterval', ['GET'], bookingsArea, async () => ({ interval: TIME_SLOT_STEP_MINUTES })),
  action(
    'setCalendarSlot',
    ['POST'],
    bookingsArea,
    (session, input) => {
      const { staff_id: staffId, ...schedule } = parsePhpInput(
        slotInput,
        alias(input, 'staffId', 'staff_id'),
      );
      return bookings.saveSchedule(db, session, staffId, schedule);
    },
    true,
  ),
  action('getBookingDetails', ['GET'], bookingsArea, async (session) => ({
    ...(await bookings.listServices(db, session)),
    ...(await bookings.listSchedules(db, session)),
  })),
  action(
    'setBookingDetails',
    ['POST'],
    bookingsArea,
    (session, input) => {
      const { serviceId, ...body } = parsePhpInput(serviceInput, alias(input, 'service_id', 'serviceId'));
      return bookings.saveService(db, session, serviceId, body);
    },
    true,
  ),
  action('getBookedCalendar', ['GET'], bookingsArea, (session, input) =>
    bookings.getCalendar(db, session, parsePhpInput(calendarQuerySchema, input)),
  ),
  action('getBookingById', ['GET'], bookingsArea, (session, input) =>
    bookings.getBooking(
      db,
      session,
      parsePhpInput(bookingIdInput, alias(input, 'id', 'booking_id')).booking_id,
    ),
  ),
  // The spec does not say POST: a GET is taken only as a call that changes the store (a link on
  // another site must not cancel a booking). Cancelled, not erased: the booking's history stays.
  action(
    'deleteBookingById',
    ['GET', 'POST'],
    bookingsArea,
    (session, input) => {
      const { booking_id } = parsePhpInput(bookingIdInput, alias(input, 'id', 'booking_id'));
      return bookings.setBookingStatus(db, session, booking_id, 'CANCELLED');
    },
    true,
  ),
  // A new booking without an id; with one (id or booking_id) the booking is moved or edited.
  action(
    'saveBookingDetails',
    ['POST'],
    bookingsArea,
    (session, input) => {
      const withId = alias(input, 'booking_id', 'id');
      const bookingId = id.safeParse(withId.id);
      if (bookingId.success)
        return bookings.moveBooking(
          db,
          session,
          bookingId.data,
          parsePhpInput(moveBookingBodySchema, withId),
        );
      return bookings.createBooking(db, session, parsePhpInput(createBookingBodySchema, input));
    },
    true,
  ),
];
