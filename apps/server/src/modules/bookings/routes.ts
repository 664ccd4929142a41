// HTTP for bookings (the Bookings area: every role but the delivery boy): services' booking
// details, staff schedules, the calendar, booking, moving, closing and billing a booking.
import {
  bookingBillReplySchema,
  bookingSchema,
  bookingStatusBodySchema,
  bookingSummaryReplySchema,
  calendarQuerySchema,
  calendarReplySchema,
  createBookingBodySchema,
  customerBookingsReplySchema,
  freeSlotsQuerySchema,
  freeSlotsReplySchema,
  moveBookingBodySchema,
  serviceBookingBodySchema,
  serviceBookingSchema,
  servicesReplySchema,
  staffScheduleBodySchema,
  staffScheduleSchema,
  staffSchedulesReplySchema,
} from '@storekeep/domain/booking-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import * as bookings from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.bookings } } as const;
const tags = ['bookings'];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const bookingParams = z.object({ bookingId: id });

export const bookingRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const images = mainImageUrlBuilder(app.storage);
    app.get(
      '/bookings/services',
      {
        config: access,
        schema: {
          tags,
          summary: 'Services with their length and staff',
          response: { 200: servicesReplySchema },
        },
      },
      async (request) => bookings.listServices(db, supplierSession(request)),
    );
    app.put(
      '/bookings/services/:serviceId',
      {
        config: access,
        schema: {
          tags,
          summary: 'How long a service takes and who gives it',
          params: z.object({ serviceId: id }),
          body: serviceBookingBodySchema,
          response: { 200: serviceBookingSchema },
        },
      },
      async (request) =>
        bookings.saveService(db, supplierSession(request), request.params.serviceId, request.body),
    );
    app.get(
      '/bookings/staff',
      {
        config: access,
        schema: {
          tags,
          summary: 'Staff who can be booked, with working hours and days off',
          response: { 200: staffSchedulesReplySchema },
        },
      },
      async (request) => bookings.listSchedules(db, supplierSession(request)),
    );
    app.put(
      '/bookings/staff/:staffId/schedule',
      {
        config: access,
        schema: {
          tags,
          summary: "A staff member's working hours per weekday and days off",
          params: z.object({ staffId: id }),
          body: staffScheduleBodySchema,
          response: { 200: staffScheduleSchema },
        },
      },
      async (request) =>
        bookings.saveSchedule(db, supplierSession(request), request.params.staffId, request.body),
    );
    app.get(
      '/bookings',
      {
        config: access,
        schema: {
          tags,
          summary: 'The calendar: bookings of a day or week, of one staff member or all',
          querystring: calendarQuerySchema,
          response: { 200: calendarReplySchema },
        },
      },
      async (request) => bookings.getCalendar(db, supplierSession(request), request.query),
    );
    app.get(
      '/bookings/summary',
      {
        config: access,
        schema: {
          tags,
          summary: 'New online bookings not yet seen, and bookings today',
          response: { 200: bookingSummaryReplySchema },
        },
      },
      async (request) => bookings.bookingSummary(db, supplierSession(request)),
    );
    app.post(
      '/bookings/seen',
      {
        config: access,
        schema: {
          tags,
          summary: 'The merchant has seen the new online bookings',
          response: { 200: bookingSummaryReplySchema },
        },
      },
      async (request) => bookings.markOnlineSeen(db, supplierSession(request)),
    );
    app.get(
      '/bookings/free-slots',
      {
        config: access,
        schema: {
          tags,
          summary: 'Start times at which a service fits on a day, and with whom',
          querystring: freeSlotsQuerySchema,
          response: { 200: freeSlotsReplySchema },
        },
      },
      async (request) => bookings.freeSlots(db, supplierSession(request).supplierId, request.query),
    );
    app.get(
      '/bookings/by-customer/:customerId',
      {
        config: access,
        schema: {
          tags,
          summary: "A customer's bookings, newest first",
          params: z.object({ customerId: id }),
          response: { 200: customerBookingsReplySchema },
        },
      },
      async (request) => bookings.customerBookings(db, supplierSession(request), request.params.customerId),
    );
    app.post(
      '/bookings',
      {
        config: access,
        schema: {
          tags,
          summary: 'Book a service with a staff member',
          body: createBookingBodySchema,
          response: { 201: bookingSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await bookings.createBooking(db, supplierSession(request), request.body)),
    );
    app.get(
      '/bookings/:bookingId',
      {
        config: access,
        schema: { tags, summary: 'One booking', params: bookingParams, response: { 200: bookingSchema } },
      },
      async (request) => bookings.getBooking(db, supplierSession(request), request.params.bookingId),
    );
    app.put(
      '/bookings/:bookingId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Move or resize a booking, or give it to another staff member',
          params: bookingParams,
          body: moveBookingBodySchema,
          response: { 200: bookingSchema },
        },
      },
      async (request) =>
        bookings.moveBooking(db, supplierSession(request), request.params.bookingId, request.body),
    );
    app.post(
      '/bookings/:bookingId/status',
      {
        config: access,
        schema: {
          tags,
          summary: 'Mark a booking done or no-show, or cancel it',
          params: bookingParams,
          body: bookingStatusBodySchema,
          response: { 200: bookingSchema },
        },
      },
      async (request) =>
        bookings.setBookingStatus(
          db,
          supplierSession(request),
          request.params.bookingId,
          request.body.status,
        ),
    );
    app.post(
      '/bookings/:bookingId/bill',
      {
        config: access,
        schema: {
          tags,
          summary: 'Turn a done booking into a bill',
          params: bookingParams,
          response: { 200: bookingBillReplySchema },
        },
      },
      async (request) => bookings.billBooking(db, supplierSession(request), request.params.bookingId, images),
    );
  };
