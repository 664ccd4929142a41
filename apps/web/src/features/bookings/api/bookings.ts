// The bookings API as the screens use it: the calendar, one booking, a customer's bookings, free
// slots, services and staff schedules, and the writes (book, move, close, bill, save).
import {
  type Booking,
  bookingBillReplySchema,
  bookingSchema,
  bookingSummaryReplySchema,
  type CalendarReply,
  type CreateBookingBody,
  calendarReplySchema,
  customerBookingsReplySchema,
  freeSlotsReplySchema,
  type MoveBookingBody,
  type ServiceBookingBody,
  type StaffScheduleBody,
  serviceBookingSchema,
  servicesReplySchema,
  staffScheduleSchema,
  staffSchedulesReplySchema,
} from '@storekeep/domain/booking-api';
import { NOTIFICATION_POLL_MS } from '@storekeep/domain/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { fetchParsed } from '../../../app/api-client.ts';
import { idempotencyHeaders, newIdempotencyKey } from '../../../app/idempotency.ts';

export const BOOKINGS_KEY = ['bookings'] as const;

export function useCalendar(startDate: string, type: 'day' | 'week', staffId: number | null) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'calendar', startDate, type, staffId],
    placeholderData: keepPreviousData,
    // New online bookings appear without a reload, on the same beat as the menu's counters.
    refetchInterval: NOTIFICATION_POLL_MS,
    queryFn: async (): Promise<CalendarReply> => {
      const params = new URLSearchParams({ start_date: startDate, type });
      if (staffId !== null) params.set('staff_id', String(staffId));
      return fetchParsed(`/api/v1/bookings?${params}`, calendarReplySchema);
    },
  });
}

export function useBookingSummary() {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'summary'],
    refetchInterval: NOTIFICATION_POLL_MS,
    queryFn: () => fetchParsed('/api/v1/bookings/summary', bookingSummaryReplySchema),
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchParsed('/api/v1/bookings/seen', bookingSummaryReplySchema, { method: 'POST' }),
    onSuccess: (summary) => {
      queryClient.setQueryData([...BOOKINGS_KEY, 'summary'], summary);
      // The menu's Bookings badge counts the same bookings.
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'counts'] });
    },
  });
}

export function useCustomerBookings(customerId: number) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'customer', customerId],
    queryFn: () => fetchParsed(`/api/v1/bookings/by-customer/${customerId}`, customerBookingsReplySchema),
  });
}

export function useFreeSlots(serviceId: number | null, date: string, staffId: number | null) {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'free', serviceId, date, staffId],
    enabled: serviceId !== null && date !== '',
    queryFn: () => {
      const params = new URLSearchParams({ service_id: String(serviceId), booking_date: date });
      if (staffId !== null) params.set('staff_id', String(staffId));
      return fetchParsed(`/api/v1/bookings/free-slots?${params}`, freeSlotsReplySchema);
    },
  });
}

export function useServices() {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'services'],
    queryFn: () => fetchParsed('/api/v1/bookings/services', servicesReplySchema),
  });
}

export function useSchedules() {
  return useQuery({
    queryKey: [...BOOKINGS_KEY, 'staff'],
    queryFn: () => fetchParsed('/api/v1/bookings/staff', staffSchedulesReplySchema),
  });
}

function useBookingWrite<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}

export const useCreateBooking = () =>
  useBookingWrite((body: CreateBookingBody) =>
    fetchParsed('/api/v1/bookings', bookingSchema, { method: 'POST', body }),
  );

export const useMoveBooking = () =>
  useBookingWrite(({ id, body }: { id: number; body: MoveBookingBody }) =>
    fetchParsed(`/api/v1/bookings/${id}`, bookingSchema, { method: 'PUT', body }),
  );

export const useBookingStatus = () =>
  useBookingWrite(({ id, status }: { id: number; status: 'DONE' | 'NO_SHOW' | 'CANCELLED' }) =>
    fetchParsed(`/api/v1/bookings/${id}/status`, bookingSchema, { method: 'POST', body: { status } }),
  );

export const useBillBooking = () =>
  useBookingWrite((id: number) =>
    fetchParsed(`/api/v1/bookings/${id}/bill`, bookingBillReplySchema, {
      method: 'POST',
      headers: idempotencyHeaders(newIdempotencyKey()),
    }),
  );

export const useSaveService = () =>
  useBookingWrite(({ serviceId, body }: { serviceId: number; body: ServiceBookingBody }) =>
    fetchParsed(`/api/v1/bookings/services/${serviceId}`, serviceBookingSchema, { method: 'PUT', body }),
  );

export const useSaveSchedule = () =>
  useBookingWrite(({ staffId, body }: { staffId: number; body: StaffScheduleBody }) =>
    fetchParsed(`/api/v1/bookings/staff/${staffId}/schedule`, staffScheduleSchema, { method: 'PUT', body }),
  );

export type { Booking };
