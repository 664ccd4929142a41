// One staff member's week: which weekdays they work, in one or more periods (10:00–13:00 and
// 15:00–20:00), each at an outlet, from and to (15-minute steps), and their days off; saved together.
import { Alert, Badge, Button, Card, Checkbox, CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import { MAX_PERIODS_PER_DAY, WEEKDAYS, workingPeriodRefusal } from '@storekeep/domain/booking';
import type { StaffSchedule, WorkingDay } from '@storekeep/domain/booking-api';
import { timeSlots } from '@storekeep/domain/time-slots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';
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
  const [days, setDays] = useState<Record<number, WorkingDay[]>>(() =>
    Object.fromEntries(WEEKDAYS.map((w) => [w, schedule.hours.filter((h) => h.weekday === w)])),
  );
  const [daysOff, setDaysOff] = useState(schedule.daysOff);
  const [newDayOff, setNewDayOff] = useState('');
  const periodsOf = (weekday: number) => days[weekday] ?? [];
  const setPeriods = (weekday: number, periods: WorkingDay[]) =>
    setDays((prev) => ({ ...prev, [weekday]: periods }));
  const change = (weekday: number, index: number, patch: Partial<WorkingDay>) =>
    setPeriods(
      weekday,
      periodsOf(weekday).map((p, i) => (i === index ? { ...p, ...patch } : p)),
    );
  /** A new period starts where the day's last one ends (the merchant then sets its times). */
  const addPeriod = (weekday: number) => {
    const periods = periodsOf(weekday);
    const last = periods.at(-1);
    const fromTime = last ? last.toTime : '10:00';
    const toTime = last ? (fromTime < '20:00' ? '20:00' : '24:00') : '19:00';
    setPeriods(weekday, [...periods, { weekday, outletId: last?.outletId ?? firstOutlet, fromTime, toTime }]);
  };
  const hours = WEEKDAYS.flatMap((w) => periodsOf(w));
  const refusal = workingPeriodRefusal(hours);

  return (
    <Card withBorder radius="md" data-testid={`staff-hours-${schedule.staffId}`}>
      <Stack gap="xs">
        <Text fw={600}>{schedule.name}</Text>
        {WEEKDAYS.map((w) => {
          const periods = periodsOf(w);
          return (
            <Stack key={w} gap={4}>
              {(periods.length > 0 ? periods : [null]).map((period, i) => (
                <Group key={period ? `${period.fromTime}-${i}` : 'off'} gap="xs" wrap="wrap" align="flex-end">
                  {i === 0 ? (
                    <Checkbox
                      w={110}
                      label={t(`bookings.weekdays.${w}`)}
                      checked={period !== null}
                      onChange={(e) => (e.currentTarget.checked ? addPeriod(w) : setPeriods(w, []))}
                      data-testid={`works-${schedule.staffId}-${w}`}
                    />
                  ) : (
                    <Text w={110} size="sm" c="dimmed" ta="right">
                      {t('bookings.andFrom')}
                    </Text>
                  )}
                  {period && (
                    <>
                      {outlets.length > 1 && (
                        <Select
                          aria-label={t('bookings.outlet')}
                          w={150}
                          data={outlets.map((o) => ({ value: String(o.outletId), label: o.name }))}
                          value={String(period.outletId)}
                          onChange={(v) => v && change(w, i, { outletId: Number(v) })}
                        />
                      )}
                      <Select
                        aria-label={t('bookings.from')}
                        w={110}
                        data={TIMES}
                        value={period.fromTime}
                        onChange={(v) => v && change(w, i, { fromTime: v })}
                        data-testid={`from-${schedule.staffId}-${w}${i > 0 ? `-${i}` : ''}`}
                      />
                      <Select
                        aria-label={t('bookings.to')}
                        w={110}
                        data={TIMES}
                        value={period.toTime}
                        onChange={(v) => v && change(w, i, { toTime: v })}
                        data-testid={`to-${schedule.staffId}-${w}${i > 0 ? `-${i}` : ''}`}
                      />
                      {i > 0 && (
                        <CloseButton
                          aria-label={t('bookings.removePeriod')}
                          onClick={() =>
                            setPeriods(
                              w,
                              periods.filter((_, j) => j !== i),
                            )
                          }
                        />
                      )}
                      {i === periods.length - 1 && periods.length < MAX_PERIODS_PER_DAY && (
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={() => addPeriod(w)}
                          data-testid={`add-period-${schedule.staffId}-${w}`}
                        >
                          {t('bookings.addPeriod')}
                        </Button>
                      )}
                    </>
                  )}
                </Group>
              ))}
            </Stack>
          );
        })}
        {refusal && (
          <Alert color="red" data-testid={`hours-refusal-${schedule.staffId}`}>
            {t(`bookings.errors.${refusal.reason}`)} (
            {t(`bookings.weekdays.${hours[refusal.index]?.weekday ?? 0}`)})
          </Alert>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <DateField
            label={t('bookings.dayOff')}
            value={newDayOff}
            onChange={(value) => setNewDayOff(value)}
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
              body: { hours, daysOff },
            })
          }
          loading={save.isPending}
          disabled={refusal !== null}
          data-testid={`save-hours-${schedule.staffId}`}
        >
          {t('bookings.saveHours')}
        </Button>
      </Stack>
    </Card>
  );
}
