// The booking slider (?action=openBookingSlider, back-office.md §2): the booking form, for the
// customer named by ?customerId when it opens from the customer page; then where the booking went.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Booking } from '@storekeep/domain/booking-api';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingForm } from './booking-form.tsx';
import { timeLabel } from './time-label.ts';

export function BookingSlider({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customerId = useRouterState({
    select: (state) => Number((state.location.search as Record<string, unknown>).customerId) || undefined,
  });
  const [booked, setBooked] = useState<Booking | null>(null);
  if (booked)
    return (
      <Stack gap="sm" data-testid="booking-slider-done">
        <Alert color="teal">
          {t('bookings.booked', {
            service: booked.serviceName,
            staff: booked.staffName,
            date: booked.booking_date,
            time: timeLabel(booked.from_time),
          })}
        </Alert>
        <Button
          onClick={() => {
            onClose();
            void navigate({ href: `/bookings?date=${booked.booking_date}` });
          }}
        >
          {t('bookings.openCalendar')}
        </Button>
        <Button variant="default" onClick={() => setBooked(null)}>
          {t('bookings.bookAnother')}
        </Button>
        <Text size="xs" c="dimmed">
          {booked.reminder ? t('bookings.reminderQueued') : t('bookings.noReminder')}
        </Text>
      </Stack>
    );
  return <BookingForm customerId={customerId} onBooked={setBooked} />;
}
