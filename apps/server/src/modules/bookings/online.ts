// Online booking on the published store (when the store turns showOnlineBooking on): the services
// a shopper may book, their free slots, the booking itself (the shopper's customer record found by
// mobile number or made), and the confirmation.
import { BOOKING_MESSAGES, DEFAULT_SERVICE_MINUTES } from '@storekeep/domain/booking';
import type { Booking, ServiceBooking, ShopBookingInput } from '@storekeep/domain/booking-api';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { placeBooking } from './book.ts';
import { freeSlots } from './calendar.ts';
import { presentBooking, presentService } from './presenters.ts';
import * as q from './queries.ts';

export interface BookingShop {
  supplierId: number;
  settings: { showOnlineBooking: boolean };
}

function requireOnline(shop: BookingShop) {
  if (!shop.settings.showOnlineBooking) throw notFound(BOOKING_MESSAGES.onlineOff);
}

/** Services on sale online that somebody gives. */
export async function shopServices(db: Db, shop: BookingShop): Promise<ServiceBooking[]> {
  requireOnline(shop);
  const rows = await q.listServices(db, shop.supplierId, { onlineOnly: true });
  return rows.filter((r) => r.staffIds.length > 0).map((r) => presentService(r, DEFAULT_SERVICE_MINUTES));
}

export async function shopService(db: Db, shop: BookingShop, serviceId: number): Promise<ServiceBooking> {
  const service = (await shopServices(db, shop)).find((s) => s.serviceId === serviceId);
  if (!service) throw notFound(BOOKING_MESSAGES.serviceNotFound);
  return service;
}

export async function shopFreeSlots(
  db: Db,
  shop: BookingShop,
  serviceId: number,
  date: string,
  now = new Date(),
) {
  await shopService(db, shop, serviceId);
  return (await freeSlots(db, shop.supplierId, { service_id: serviceId, booking_date: date }, now)).slots;
}

/**
 * Books the slot with the first staff member free then. Answers the booking's reference (its
 * confirmation page's address). A slot taken meanwhile is refused as the back office refuses it.
 */
export async function bookOnline(
  db: Db,
  shop: BookingShop,
  input: ShopBookingInput,
  now = new Date(),
): Promise<string> {
  const service = await shopService(db, shop, input.serviceId);
  const slots = await shopFreeSlots(db, shop, input.serviceId, input.date, now);
  const slot = slots.find((s) => s.from_time === input.fromTime);
  const staffId = slot?.staffIds[0];
  if (!slot || staffId === undefined)
    throw new AppError(409, 'conflict', BOOKING_MESSAGES.doubleBooked, {
      fromTime: BOOKING_MESSAGES.doubleBooked,
    });
  return db.transaction(async (tx) => {
    const customerId = await q.customerForShopper(tx, shop.supplierId, {
      name: input.name,
      mobileNumber: input.mobile,
    });
    const placed = await placeBooking(
      tx,
      shop.supplierId,
      {
        date: input.date,
        fromTime: input.fromTime,
        toTime: slot.to_time,
        staffId,
        serviceId: service.serviceId,
        customerId,
        description: input.note,
        source: 'ONLINE',
      },
      { userId: null, now },
    );
    return placed.reference;
  });
}

export async function shopBooking(db: Db, shop: BookingShop, reference: string): Promise<Booking> {
  const row = await q.findBookingByReference(db, shop.supplierId, reference);
  if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  return presentBooking(row);
}
