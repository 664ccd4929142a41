// One booking: who, what, when, its reminder; change its end (resize), mark it done or no-show,
// cancel it (after asking), and bill a done booking in one step (the bill opens).
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Booking } from '@storekeep/domain/booking-api';
import { parseTimeKey, TIME_SLOT_STEP_MINUTES, timeKey } from '@storekeep/domain/time-slots';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';
import { useBillBooking, useBookingStatus, useMoveBooking } from '../api/bookings.ts';
import { bookingErrorText } from './booking-error.ts';
import { timeLabel } from './time-label.ts';

const dateTime = (iso: string) =>
  formatDate(iso, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

export function BookingDetailsModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const move = useMoveBooking();
  const status = useBookingStatus();
  const bill = useBillBooking();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const from = parseTimeKey(booking.from_time) ?? 0;
  const ends = Array.from({ length: 32 }, (_, i) => from + (i + 1) * TIME_SLOT_STEP_MINUTES)
    .filter((m) => m <= 24 * 60)
    .map((m) => ({ value: timeKey(m), label: timeLabel(timeKey(m)) }));
  const error = move.error ?? status.error ?? bill.error;
  const booked = booking.status === 'BOOKED';

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${booking.customerName} · ${booking.serviceName}`}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="booking-details"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" data-testid="booking-status">
            {t(`bookings.status.${booking.status}`)}
          </Badge>
          {booking.source === 'ONLINE' && <Badge variant="outline">{t('bookings.online')}</Badge>}
        </Group>
        <Text size="sm">
          {booking.booking_date}, {timeLabel(booking.from_time)} – {timeLabel(booking.to_time)} ·{' '}
          {t('bookings.with', { staff: booking.staffName })}
        </Text>
        {booking.customerMobile && <Text size="sm">{booking.customerMobile}</Text>}
        {booking.description && (
          <Text size="sm" c="dimmed">
            {booking.description}
          </Text>
        )}
        <Text size="sm" data-testid="booking-reminder">
          {booking.reminder
            ? t('bookings.reminderAt', {
                time: dateTime(booking.reminder.dueAt),
                state: t(
                  `bookings.reminderState.${booking.reminder.state === 'queued' ? 'queued' : 'other'}`,
                ),
              })
            : t('bookings.noReminder')}
        </Text>
        {booked && (
          <Select
            label={t('bookings.endsAt')}
            data={ends}
            value={booking.to_time}
            onChange={(to) =>
              to &&
              move.mutate(
                {
                  id: booking.id,
                  body: {
                    booking_date: booking.booking_date,
                    from_time: booking.from_time,
                    to_time: to,
                    staff_id: booking.staff_id,
                  },
                },
                { onSuccess: onClose },
              )
            }
            data-testid="booking-end"
          />
        )}
        {error && (
          <Alert color="red" data-testid="booking-error">
            {bookingErrorText(t, error)}
          </Alert>
        )}
        {booked && !confirmCancel && (
          <Group gap="xs">
            <Button
              onClick={() => status.mutate({ id: booking.id, status: 'DONE' }, { onSuccess: onClose })}
              data-testid="booking-done"
            >
              {t('bookings.markDone')}
            </Button>
            <Button
              variant="default"
              onClick={() => status.mutate({ id: booking.id, status: 'NO_SHOW' }, { onSuccess: onClose })}
              data-testid="booking-no-show"
            >
              {t('bookings.markNoShow')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirmCancel(true)}
              data-testid="booking-cancel"
            >
              {t('bookings.cancel')}
            </Button>
          </Group>
        )}
        {confirmCancel && (
          <Alert color="red" title={t('bookings.cancelAsk')}>
            <Group gap="xs" mt="xs">
              <Button
                color="red"
                onClick={() => status.mutate({ id: booking.id, status: 'CANCELLED' }, { onSuccess: onClose })}
                data-testid="booking-cancel-confirm"
              >
                {t('bookings.cancelYes')}
              </Button>
              <Button variant="default" onClick={() => setConfirmCancel(false)}>
                {t('bookings.keep')}
              </Button>
            </Group>
          </Alert>
        )}
        {booking.status === 'DONE' && (
          <Button
            loading={bill.isPending}
            onClick={() =>
              booking.orderId
                ? void navigate({ to: '/orders/$orderId', params: { orderId: String(booking.orderId) } })
                : bill.mutate(booking.id, {
                    onSuccess: (r) =>
                      void navigate({ to: '/orders/$orderId', params: { orderId: String(r.orderId) } }),
                  })
            }
            data-testid="booking-bill"
          >
            {booking.orderId ? t('bookings.openBill') : t('bookings.bill')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
