// A done booking becomes a bill in one step: an order made by the orders module's own create-order
// use case (confirmed, the service as its line, the booking's customer and outlet). The
// Idempotency-Key names the booking, so a second click or a retry answers the same bill.
import { BOOKING_MESSAGES } from '@storekeep/domain/booking';
import { createOrderBodySchema } from '@storekeep/domain/order-api';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { createOrder } from '../orders/service.ts';
import type { MainImageUrl } from '../products/index.ts';
import { getBooking } from './calendar.ts';
import { requireBooking } from './internal.ts';
import { presentBooking } from './presenters.ts';
import * as q from './queries.ts';

export async function billBooking(
  db: Db,
  session: SupplierSession,
  bookingId: number,
  imageUrl: MainImageUrl,
) {
  const { supplierId } = session;
  const booking = await getBooking(db, session, bookingId);
  if (booking.orderId !== null) return { orderId: booking.orderId, booking };
  if (booking.status !== 'DONE') throw invalid(BOOKING_MESSAGES.notDone);
  const order = await createOrder(
    db,
    session,
    createOrderBodySchema.parse({
      source: 'INSTORE',
      outletId: booking.outletId,
      customerId: booking.customer_id,
      items: [{ productId: booking.service_id, quantity: 1 }],
      note: booking.description || null,
      confirm: true,
      fulfilled: true,
    }),
    `booking-bill-${bookingId}`,
    imageUrl,
  );
  const orderId = order.body.orderId;
  return db.transaction(async (tx) => {
    const locked = await q.lockBooking(tx, supplierId, bookingId);
    if (locked && locked.orderId === null) await q.updateBooking(tx, supplierId, bookingId, { orderId });
    return { orderId, booking: presentBooking(await requireBooking(tx, supplierId, bookingId)) };
  });
}
