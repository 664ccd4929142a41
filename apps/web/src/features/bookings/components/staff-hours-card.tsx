// One staff member's week: which weekdays they work, at which outlet, from and to (15-minute
// steps), and their days off; saved together.
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { WEEKDAYS } from '@storekeep/domain/booking';
import type { StaffSchedule, WorkingDay } from '@storekeep/domain/booking-api';
import { timeSlots } from '@storekeep/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSchedule } from '../api/bookings.ts';
import { bookingErrorText } from './booking-error.ts';

const TIMES = [...timeSlots('00:00', '24:00'), { key: '24:00', value: '12:00 AM' }].map((s) => ({
  value: s.key,
  label: s.value,
}));

export function StaffHoursCard({
  schedule,
  outlets,
}: {
  schedule: StaffSchedule;
  outlets: Array<{ outletId: number; name: string }>;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule();
  const firstOutlet = outlets[0]?.outletId ?? 0;
  const [days, setDays] = useState<Record<number, WorkingDay | null>>(() =>
    Object.fromEntries(WEEKDAYS.map((w) => [w, schedule.hours.find((h) => h.weekday === w) ?? null])),
  );
  const [daysOff, setDaysOff] = useState(schedule.daysOff);
  const [newDayOff, setNewDayOff] = useState('');
  const set = (weekday: number, change: Partial<WorkingDay> | null) =>
    setDays((prev) => ({
      ...prev,
      [weekday]:
        change === null
          ? null
          : {
              weekday,
              outletId: firstOutlet,
              fromTime: '10:00',
              toTime: '19:00',
              ...prev[weekday],
              ...change,
            },
    }));

  return (
    <Card withBorder radius="md" data-testid={`staff-hours-${schedule.staffId}`}>
      <Stack gap="xs">
        <Text fw={600}>{schedule.name}</Text>
        {WEEKDAYS.map((w) => {
          const day = days[w];
          return (
            <Group key={w} gap="xs" wrap="wrap" align="flex-end">
              <Checkbox
                w={110}
                label={t(`bookings.weekdays.${w}`)}
                checked={day !== null && day !== undefined}
                onChange={(e) => set(w, e.currentTarget.checked ? {} : null)}
                data-testid={`works-${schedule.staffId}-${w}`}
              />
              {day && (
                <>
                  {outlets.length > 1 && (
                    <Select
                      aria-label={t('bookings.outlet')}
                      w={150}
                      data={outlets.map((o) => ({ value: String(o.outletId), label: o.name }))}
                      value={String(day.outletId)}
                      onChange={(v) => v && set(w, { outletId: Number(v) })}
                    />
                  )}
                  <Select
                    aria-label={t('bookings.from')}
                    w={110}
                    data={TIMES}
                    value={day.fromTime}
                    onChange={(v) => v && set(w, { fromTime: v })}
                    data-testid={`from-${schedule.staffId}-${w}`}
                  />
                  <Select
                    aria-label={t('bookings.to')}
                    w={110}
                    data={TIMES}
                    value={day.toTime}
                    onChange={(v) => v && set(w, { toTime: v })}
                    data-testid={`to-${schedule.staffId}-${w}`}
                  />
                </>
              )}
            </Group>
          );
        })}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('bookings.dayOff')}
            value={newDayOff}
            onChange={(e) => setNewDayOff(e.currentTarget.value)}
          />
          <Button
            variant="default"
            disabled={!newDayOff}
            onClick={() => {
              setDaysOff((prev) => [...new Set([...prev, newDayOff])].sort());
              setNewDayOff('');
            }}
          >
            {t('bookings.addDayOff')}
          </Button>
        </Group>
        {daysOff.length > 0 && (
          <Group gap={4}>
            {daysOff.map((d) => (
              <Badge
                key={d}
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('bookings.removeDayOff', { date: d })}
                    onClick={() => setDaysOff((prev) => prev.filter((x) => x !== d))}
                  />
                }
              >
                {d}
              </Badge>
            ))}
          </Group>
        )}
        {save.isError && <Alert color="red">{bookingErrorText(t, save.error)}</Alert>}
        {save.isSuccess && !save.isPending && (
          <Text size="sm" c="teal.8" data-testid={`hours-saved-${schedule.staffId}`}>
            {t('bookings.hoursSaved')}
          </Text>
        )}
        <Button
          onClick={() =>
            save.mutate({
              staffId: schedule.staffId,
              body: { hours: Object.values(days).filter((d): d is WorkingDay => d !== null), daysOff },
            })
          }
          loading={save.isPending}
          data-testid={`save-hours-${schedule.staffId}`}
        >
          {t('bookings.saveHours')}
        </Button>
      </Stack>
    </Card>
  );
}
