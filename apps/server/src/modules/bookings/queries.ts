// SQL of bookings: services' booking details, staff schedules, bookings and the slots they hold.
// Every query is filtered by the store's supplier_id.
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  bookingSlots,
  bookings,
  customers,
  jobs,
  products,
  serviceDetails,
  serviceStaff,
  staffDaysOff,
  staffWorkingHours,
  users,
} from '../../db/schema.ts';

// Services

export interface ServiceRow {
  serviceId: number;
  serviceName: string;
  durationMinutes: number | null;
  sellingPricePaise: number;
  salesTax: string | null;
  isSellOnline: boolean;
  staffIds: number[];
}

/** Active service products with their length and staff; one service when `serviceId` is given. */
export async function listServices(
  db: DbOrTx,
  supplierId: number,
  filter: { serviceId?: number; onlineOnly?: boolean } = {},
): Promise<ServiceRow[]> {
  const rows = await db
    .select({
      serviceId: products.productId,
      serviceName: products.name,
      durationMinutes: serviceDetails.durationMinutes,
      sellingPricePaise: products.pricePaise,
      salesTax: products.taxRate,
      isSellOnline: products.isSellOnline,
      staffIds: sql<
        Array<number | string>
      >`coalesce((SELECT array_agg(s.user_id ORDER BY s.user_id) FROM service_staff s WHERE s.supplier_id = ${products.supplierId} AND s.product_id = ${products.productId}), '{}')`,
    })
    .from(products)
    .leftJoin(
      serviceDetails,
      and(
        eq(serviceDetails.supplierId, products.supplierId),
        eq(serviceDetails.productId, products.productId),
      ),
    )
    .where(
      and(
        eq(products.supplierId, supplierId),
        eq(products.isService, true),
        eq(products.status, 'ACTIVE'),
        filter.serviceId === undefined ? undefined : eq(products.productId, filter.serviceId),
        filter.onlineOnly ? and(eq(products.isSellOnline, true), eq(products.isOnDisplay, true)) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.productId));
  return rows.map((r) => ({ ...r, staffIds: r.staffIds.map(Number) }));
}

export async function saveServiceDetails(
  tx: DbOrTx,
  supplierId: number,
  productId: number,
  input: { durationMinutes: number; staffIds: number[] },
) {
  await tx
    .insert(serviceDetails)
    .values({ supplierId, productId, durationMinutes: input.durationMinutes })
    .onConflictDoUpdate({
      target: [serviceDetails.supplierId, serviceDetails.productId],
      set: { durationMinutes: input.durationMinutes, updatedAt: sql`now()` },
    });
  await tx
    .delete(serviceStaff)
    .where(and(eq(serviceStaff.supplierId, supplierId), eq(serviceStaff.productId, productId)));
  if (input.staffIds.length > 0)
    await tx.insert(serviceStaff).values(input.staffIds.map((userId) => ({ supplierId, productId, userId })));
}

// Staff and their schedules

export interface StaffRow {
  staffId: number;
  firstName: string;
  lastName: string;
  role: string;
}

/** The people who can be booked: the owner and active staff members (not delivery boys). */
export async function listBookableStaff(db: DbOrTx, supplierId: number, staffIds?: number[]) {
  return db
    .select({ staffId: users.userId, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.supplierId, supplierId),
        inArray(users.role, ['owner', 'staff']),
        eq(users.isActive, true),
        staffIds ? inArray(users.userId, staffIds.length > 0 ? staffIds : [0]) : undefined,
      ),
    )
    .orderBy(sql`${users.role} = 'owner' DESC`, asc(users.firstName), asc(users.userId));
}

export async function listWorkingHours(db: DbOrTx, supplierId: number, staffIds?: number[]) {
  return db
    .select({
      staffId: staffWorkingHours.userId,
      weekday: staffWorkingHours.weekday,
      outletId: staffWorkingHours.outletId,
      fromTime: staffWorkingHours.fromTime,
      toTime: staffWorkingHours.toTime,
    })
    .from(staffWorkingHours)
    .where(
      and(
        eq(staffWorkingHours.supplierId, supplierId),
        staffIds ? inArray(staffWorkingHours.userId, staffIds.length > 0 ? staffIds : [0]) : undefined,
      ),
    )
    .orderBy(asc(staffWorkingHours.userId), asc(staffWorkingHours.weekday), asc(staffWorkingHours.fromTime));
}

export async function listDaysOff(
  db: DbOrTx,
  supplierId: number,
  range: { from: string; to: string } | null,
  staffIds?: number[],
) {
  return db
    .select({ staffId: staffDaysOff.userId, dayOff: staffDaysOff.dayOff })
    .from(staffDaysOff)
    .where(
      and(
        eq(staffDaysOff.supplierId, supplierId),
        range ? and(gte(staffDaysOff.dayOff, range.from), lte(staffDaysOff.dayOff, range.to)) : undefined,
        staffIds ? inArray(staffDaysOff.userId, staffIds.length > 0 ? staffIds : [0]) : undefined,
      ),
    )
    .orderBy(asc(staffDaysOff.dayOff));
}

export async function replaceSchedule(
  tx: DbOrTx,
  supplierId: number,
  userId: number,
  input: {
    hours: Array<{ weekday: number; outletId: number; fromTime: string; toTime: string }>;
    daysOff: string[];
  },
) {
  await tx
    .delete(staffWorkingHours)
    .where(and(eq(staffWorkingHours.supplierId, supplierId), eq(staffWorkingHours.userId, userId)));
  if (input.hours.length > 0)
    await tx.insert(staffWorkingHours).values(input.hours.map((h) => ({ supplierId, userId, ...h })));
  await tx
    .delete(staffDaysOff)
    .where(and(eq(staffDaysOff.supplierId, supplierId), eq(staffDaysOff.userId, userId)));
  const days = [...new Set(input.daysOff)];
  if (days.length > 0)
    await tx.insert(staffDaysOff).values(days.map((dayOff) => ({ supplierId, userId, dayOff })));
}

// Bookings

const bookingColumns = {
  bookingId: bookings.bookingId,
  outletId: bookings.outletId,
  bookingDate: bookings.bookingDate,
  fromTime: bookings.fromTime,
  toTime: bookings.toTime,
  customerId: bookings.customerId,
  serviceId: bookings.serviceId,
  staffId: bookings.staffId,
  description: bookings.description,
  status: bookings.status,
  source: bookings.source,
  reference: bookings.reference,
  orderId: bookings.orderId,
  reminderJobId: bookings.reminderJobId,
  createdAt: bookings.createdAt,
  customerName: customers.name,
  customerMobile: customers.mobileNumber,
  serviceName: products.name,
  servicePricePaise: products.pricePaise,
  staffFirstName: users.firstName,
  staffLastName: users.lastName,
  reminderDueAt: jobs.runAt,
  reminderState: jobs.state,
};
export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

function selectBookings(db: DbOrTx, supplierId: number, where: ReturnType<typeof and>) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(
      customers,
      and(eq(customers.supplierId, bookings.supplierId), eq(customers.customerId, bookings.customerId)),
    )
    .innerJoin(
      products,
      and(eq(products.supplierId, bookings.supplierId), eq(products.productId, bookings.serviceId)),
    )
    .innerJoin(users, eq(users.userId, bookings.staffId))
    .leftJoin(jobs, and(eq(jobs.jobId, bookings.reminderJobId), eq(jobs.supplierId, bookings.supplierId)))
    .where(and(eq(bookings.supplierId, supplierId), where))
    .orderBy(asc(bookings.bookingDate), asc(bookings.fromTime), asc(bookings.bookingId));
}

export async function findBooking(db: DbOrTx, supplierId: number, bookingId: number) {
  return (await selectBookings(db, supplierId, eq(bookings.bookingId, bookingId)))[0];
}

export async function findBookingByReference(db: DbOrTx, supplierId: number, reference: string) {
  return (await selectBookings(db, supplierId, eq(bookings.reference, reference)))[0];
}

/** The calendar: bookings between two dates (both included), of one staff member or all, in the outlets given. */
export function listBookings(
  db: DbOrTx,
  supplierId: number,
  filter: { from: string; to: string; staffId?: number; outletIds: number[] | null },
) {
  return selectBookings(
    db,
    supplierId,
    and(
      gte(bookings.bookingDate, filter.from),
      lte(bookings.bookingDate, filter.to),
      filter.staffId === undefined ? undefined : eq(bookings.staffId, filter.staffId),
      filter.outletIds ? inArray(bookings.outletId, filter.outletIds) : undefined,
    ),
  );
}

export function listCustomerBookings(db: DbOrTx, supplierId: number, customerId: number) {
  return selectBookings(db, supplierId, eq(bookings.customerId, customerId));
}

/** Locks the booking's row for a change (status, move, bill). */
export async function lockBooking(tx: DbOrTx, supplierId: number, bookingId: number) {
  const rows = await tx
    .select({
      bookingId: bookings.bookingId,
      status: bookings.status,
      serviceId: bookings.serviceId,
      customerId: bookings.customerId,
      staffId: bookings.staffId,
      outletId: bookings.outletId,
      bookingDate: bookings.bookingDate,
      fromTime: bookings.fromTime,
      toTime: bookings.toTime,
      orderId: bookings.orderId,
      reminderJobId: bookings.reminderJobId,
    })
    .from(bookings)
    .where(and(eq(bookings.supplierId, supplierId), eq(bookings.bookingId, bookingId)))
    .for('update');
  return rows[0];
}

export async function insertBooking(tx: DbOrTx, values: typeof bookings.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bookings).values(values).returning({ bookingId: bookings.bookingId });
  return (row as { bookingId: number }).bookingId;
}

export async function updateBooking(
  tx: DbOrTx,
  supplierId: number,
  bookingId: number,
  values: Partial<typeof bookings.$inferInsert>,
) {
  await tx
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(bookings.supplierId, supplierId), eq(bookings.bookingId, bookingId)));
}

/**
 * Takes the staff member's slots for the booking. Answers false when any of them is held already
 * (by a committed booking, or by one committing now: Postgres makes this insert wait for it).
 */
export async function holdSlots(
  tx: DbOrTx,
  slot: { supplierId: number; staffId: number; date: string; bookingId: number },
  times: string[],
): Promise<boolean> {
  const taken = await tx
    .insert(bookingSlots)
    .values(
      times.map((slotTime) => ({
        supplierId: slot.supplierId,
        staffId: slot.staffId,
        slotDate: slot.date,
        slotTime,
        bookingId: slot.bookingId,
      })),
    )
    .onConflictDoNothing()
    .returning({ slotTime: bookingSlots.slotTime });
  return taken.length === times.length;
}

export async function releaseSlots(tx: DbOrTx, supplierId: number, bookingId: number) {
  await tx
    .delete(bookingSlots)
    .where(and(eq(bookingSlots.supplierId, supplierId), eq(bookingSlots.bookingId, bookingId)));
}

/** Held ranges of staff members on a day (from the slot rows' bookings). */
export async function heldRanges(db: DbOrTx, supplierId: number, date: string, staffIds: number[]) {
  if (staffIds.length === 0) return [];
  return db
    .select({ staffId: bookings.staffId, fromTime: bookings.fromTime, toTime: bookings.toTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.supplierId, supplierId),
        eq(bookings.bookingDate, date),
        inArray(bookings.staffId, staffIds),
        inArray(bookings.status, ['BOOKED', 'DONE']),
      ),
    );
}

/** A queued reminder that has not run is taken off the queue (the booking moved or was cancelled). */
export async function dropQueuedReminder(tx: DbOrTx, supplierId: number, jobId: number) {
  await tx.execute(
    sql`DELETE FROM jobs WHERE job_id = ${jobId} AND supplier_id = ${supplierId} AND state = 'queued'`,
  );
}

export async function bookingSummary(db: DbOrTx, supplierId: number, today: string) {
  const rows = rowsOf<{ newOnline: number; today: number }>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM bookings WHERE supplier_id = ${supplierId} AND source = 'ONLINE' AND seen_at IS NULL AND status = 'BOOKED') AS "newOnline",
        (SELECT count(*)::int FROM bookings WHERE supplier_id = ${supplierId} AND booking_date = ${today}::date AND status IN ('BOOKED', 'DONE')) AS "today"`),
  );
  return rows[0] ?? { newOnline: 0, today: 0 };
}

export async function markOnlineSeen(db: DbOrTx, supplierId: number) {
  await db
    .update(bookings)
    .set({ seenAt: sql`now()` })
    .where(and(eq(bookings.supplierId, supplierId), isNull(bookings.seenAt)));
}

export async function findCustomer(db: DbOrTx, supplierId: number, customerId: number) {
  const rows = await db
    .select({ customerId: customers.customerId })
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)))
    .limit(1);
  return rows[0];
}

/**
 * The shopper's customer record, found by mobile number or made, under the same advisory lock the
 * storefront checkout takes on the number, so two requests never make the same shopper twice.
 */
export async function customerForShopper(
  tx: DbOrTx,
  supplierId: number,
  shopper: { name: string; mobileNumber: string },
): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${supplierId}::int, hashtext(${shopper.mobileNumber}))`);
  const found = await tx
    .select({ customerId: customers.customerId })
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.mobileNumber, shopper.mobileNumber)))
    .orderBy(asc(customers.customerId))
    .limit(1);
  if (found[0]) return found[0].customerId;
  const [created] = await tx
    .insert(customers)
    .values({ supplierId, name: shopper.name, mobileNumber: shopper.mobileNumber })
    .returning({ customerId: customers.customerId });
  return (created as { customerId: number }).customerId;
}

/** The language a customer reads messages in, or null for the store's. */
export async function findCustomerLanguage(db: DbOrTx, supplierId: number, customerId: number) {
  const rows = await db
    .select({ language: customers.language })
    .from(customers)
    .where(and(eq(customers.supplierId, supplierId), eq(customers.customerId, customerId)));
  return rows[0]?.language ?? null;
}
