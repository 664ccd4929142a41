// The booking side of a service: how long it takes (15-minute steps) and the staff who give it.
// Shown in the product editor for services and on the hours-and-services page.
import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { MAX_SERVICE_MINUTES, MIN_SERVICE_MINUTES } from '@storekeep/domain/booking';
import type { ServiceBooking } from '@storekeep/domain/booking-api';
import { TIME_SLOT_STEP_MINUTES } from '@storekeep/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveService, useSchedules } from '../api/bookings.ts';
import { bookingErrorText } from './booking-error.ts';

const DURATIONS = Array.from(
  { length: (MAX_SERVICE_MINUTES - MIN_SERVICE_MINUTES) / TIME_SLOT_STEP_MINUTES + 1 },
  (_, i) => MIN_SERVICE_MINUTES + i * TIME_SLOT_STEP_MINUTES,
);

export function ServiceBookingFields({ service }: { service: ServiceBooking }) {
  const { t } = useTranslation();
  const schedules = useSchedules();
  const save = useSaveService();
  const [duration, setDuration] = useState(String(service.durationMinutes));
  const [staff, setStaff] = useState(service.staffIds.map(String));
  return (
    <Stack gap="xs" data-testid={`service-booking-${service.serviceId}`}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('bookings.duration')}
          w={140}
          data={DURATIONS.map((m) => ({ value: String(m), label: t('bookings.minutes', { minutes: m }) }))}
          value={duration}
          onChange={(v) => v && setDuration(v)}
          data-testid={`service-duration-${service.serviceId}`}
        />
        <MultiSelect
          label={t('bookings.givenBy')}
          miw={200}
          style={{ flex: 1 }}
          data={(schedules.data?.staff ?? []).map((s) => ({ value: String(s.staffId), label: s.name }))}
          value={staff}
          onChange={setStaff}
          data-testid={`service-staff-${service.serviceId}`}
        />
        <Button
          onClick={() =>
            save.mutate({
              serviceId: service.serviceId,
              body: { durationMinutes: Number(duration), staffIds: staff.map(Number) },
            })
          }
          loading={save.isPending}
          data-testid={`service-save-${service.serviceId}`}
        >
          {t('common.save')}
        </Button>
      </Group>
      {save.isError && <Alert color="red">{bookingErrorText(t, save.error)}</Alert>}
      {save.isSuccess && (
        <Text size="sm" c="teal.8" data-testid={`service-saved-${service.serviceId}`}>
          {t('bookings.serviceSaved')}
        </Text>
      )}
    </Stack>
  );
}
