// The booking side of a service (how long it takes, who gives it) and each staff member's working
// hours per weekday at an outlet and days off.
import { BOOKING_MESSAGES, DEFAULT_SERVICE_MINUTES } from '@storekeep/domain/booking';
import type {
  ServiceBooking,
  ServiceBookingBody,
  StaffSchedule,
  StaffScheduleBody,
} from '@storekeep/domain/booking-api';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findOutlet } from '../supplier/index.ts';
import { presentSchedule, presentService } from './presenters.ts';
import * as q from './queries.ts';

export async function listServices(db: Db, session: SupplierSession) {
  const rows = await q.listServices(db, session.supplierId);
  return { services: rows.map((r) => presentService(r, DEFAULT_SERVICE_MINUTES)) };
}

export async function saveService(
  db: Db,
  session: SupplierSession,
  serviceId: number,
  body: ServiceBookingBody,
): Promise<ServiceBooking> {
  const { supplierId } = session;
  return db.transaction(async (tx) => {
    if ((await q.listServices(tx, supplierId, { serviceId })).length === 0)
      throw notFound(BOOKING_MESSAGES.serviceNotFound);
    const staffIds = [...new Set(body.staffIds)];
    const staff = await q.listBookableStaff(tx, supplierId, staffIds);
    if (staff.length !== staffIds.length)
      throw invalid(BOOKING_MESSAGES.staffNotFound, { staffIds: BOOKING_MESSAGES.staffNotFound });
    await q.saveServiceDetails(tx, supplierId, serviceId, {
      durationMinutes: body.durationMinutes,
      staffIds,
    });
    const [row] = await q.listServices(tx, supplierId, { serviceId });
    return presentService(row as q.ServiceRow, DEFAULT_SERVICE_MINUTES);
  });
}

export async function listSchedules(db: Db, session: SupplierSession): Promise<{ staff: StaffSchedule[] }> {
  const staff = await q.listBookableStaff(db, session.supplierId);
  const hours = await q.listWorkingHours(db, session.supplierId);
  const daysOff = await q.listDaysOff(db, session.supplierId, null);
  return { staff: staff.map((s) => presentSchedule(s, hours, daysOff)) };
}

export async function saveSchedule(
  db: Db,
  session: SupplierSession,
  staffId: number,
  body: StaffScheduleBody,
): Promise<StaffSchedule> {
  const { supplierId } = session;
  return db.transaction(async (tx) => {
    const [staff] = await q.listBookableStaff(tx, supplierId, [staffId]);
    if (!staff) throw notFound(BOOKING_MESSAGES.staffNotFound);
    for (const [i, day] of body.hours.entries())
      if (!(await findOutlet(tx, supplierId, day.outletId)))
        throw invalid('Outlet not found.', { [`hours.${i}.outletId`]: 'Outlet not found.' });
    await q.replaceSchedule(tx, supplierId, staffId, body);
    const hours = await q.listWorkingHours(tx, supplierId, [staffId]);
    const daysOff = await q.listDaysOff(tx, supplierId, null, [staffId]);
    return presentSchedule(staff, hours, daysOff);
  });
}
