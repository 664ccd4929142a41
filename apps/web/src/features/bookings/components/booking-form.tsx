// The booking form of the slider: customer, service, the staff members who give it, the day and a
// free time, and a note. Free times come from the server, so the form offers only what it accepts.
import { Alert, Button, Select, Stack, Textarea } from '@mantine/core';
import { storeNow } from '@storekeep/domain/booking';
import type { Booking } from '@storekeep/domain/booking-api';
import { customerListReplySchema } from '@storekeep/domain/customer-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchParsed } from '../../../app/api-client.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { useCreateBooking, useFreeSlots, useSchedules, useServices } from '../api/bookings.ts';
import { bookingErrorText } from './booking-error.ts';
import { timeLabel } from './time-label.ts';

function useCustomerOptions(search: string) {
  return useQuery({
    queryKey: ['customers', 'list', search, 1],
    queryFn: () =>
      fetchParsed(
        `/api/v1/customers?${new URLSearchParams({ page: '1', ...(search ? { search } : {}) })}`,
        customerListReplySchema,
      ),
  });
}

export function BookingForm({
  customerId: initialCustomer,
  onBooked,
}: {
  customerId?: number | undefined;
  onBooked: (booking: Booking) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<string | null>(initialCustomer ? String(initialCustomer) : null);
  const [service, setService] = useState<string | null>(null);
  const [staff, setStaff] = useState<string | null>(null);
  const [date, setDate] = useState(storeNow(new Date()).date);
  const [time, setTime] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const customers = useCustomerOptions(search);
  const services = useServices();
  const schedules = useSchedules();
  const serviceId = service ? Number(service) : null;
  const chosenService = services.data?.services.find((s) => s.serviceId === serviceId);
  const slots = useFreeSlots(serviceId, date, staff ? Number(staff) : null);
  const create = useCreateBooking();

  const customerData = (customers.data?.customers ?? []).map((c) => ({
    value: String(c.customerId),
    label: [c.name, c.mobileNumber].filter(Boolean).join(' · '),
  }));
  if (customer && !customerData.some((c) => c.value === customer))
    customerData.unshift({ value: customer, label: `#${customer}` });
  const staffData = (schedules.data?.staff ?? [])
    .filter((s) => chosenService?.staffIds.includes(s.staffId))
    .map((s) => ({ value: String(s.staffId), label: s.name }));
  const slotData = (slots.data?.slots ?? []).map((s) => ({
    value: s.from_time,
    label: timeLabel(s.from_time),
  }));
  const slot = slots.data?.slots.find((s) => s.from_time === time);

  const submit = () => {
    if (!customer || !serviceId || !slot) return;
    create.mutate(
      {
        booking_date: date,
        from_time: slot.from_time,
        to_time: slot.to_time,
        customer_id: Number(customer),
        service_id: serviceId,
        staff_id: staff ? Number(staff) : (slot.staffIds[0] as number),
        description,
      },
      { onSuccess: onBooked },
    );
  };

  return (
    <Stack gap="sm" data-testid="booking-form">
      <Select
        label={t('bookings.customer')}
        searchable
        data={customerData}
        value={customer}
        onChange={setCustomer}
        onSearchChange={setSearch}
        nothingFoundMessage={t('bookings.noCustomer')}
        data-testid="booking-customer"
      />
      <Select
        label={t('bookings.service')}
        data={(services.data?.services ?? [])
          .filter((s) => s.staffIds.length > 0)
          .map((s) => ({
            value: String(s.serviceId),
            label: `${s.serviceName} · ${t('bookings.minutes', { minutes: s.durationMinutes })}`,
          }))}
        value={service}
        onChange={(v) => {
          setService(v);
          setStaff(null);
          setTime(null);
        }}
        nothingFoundMessage={t('bookings.noServices')}
        data-testid="booking-service"
      />
      <Select
        label={t('bookings.staff')}
        placeholder={t('bookings.anyStaff')}
        clearable
        data={staffData}
        value={staff}
        onChange={(v) => {
          setStaff(v);
          setTime(null);
        }}
        data-testid="booking-staff"
      />
      <DateField
        label={t('bookings.date')}
        value={date}
        onChange={(value) => {
          setDate(value);
          setTime(null);
        }}
        data-testid="booking-date"
      />
      <Select
        label={t('bookings.time')}
        data={slotData}
        value={time}
        onChange={setTime}
        disabled={!serviceId}
        nothingFoundMessage={t('bookings.noSlots')}
        description={serviceId && slots.data && slotData.length === 0 ? t('bookings.noSlots') : undefined}
        data-testid="booking-time"
      />
      <Textarea
        label={t('bookings.description')}
        value={description}
        maxLength={500}
        onChange={(e) => setDescription(e.currentTarget.value)}
        data-testid="booking-description"
      />
      {create.isError && (
        <Alert color="red" data-testid="booking-form-error">
          {bookingErrorText(t, create.error)}
        </Alert>
      )}
      <Button
        onClick={submit}
        loading={create.isPending}
        disabled={!customer || !slot}
        data-testid="booking-submit"
      >
        {t('bookings.book')}
      </Button>
    </Stack>
  );
}
