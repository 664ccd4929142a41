// /bookings: the calendar of a day (every staff member) or a week (one staff member) with 15-minute
// rows, the counter of new online bookings, and the list of the shown bookings. New bookings open
// the booking slider; blocks drag to another time or staff member; a click opens the booking.
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { storeNow, weekdayOf } from '@storekeep/domain/booking';
import type { Booking, StaffSchedule } from '@storekeep/domain/booking-api';
import { addDays } from '@storekeep/domain/date-ranges';
import { parseTimeKey, timeKey } from '@storekeep/domain/time-slots';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  useBookingSummary,
  useCalendar,
  useMarkSeen,
  useMoveBooking,
  useSchedules,
} from '../api/bookings.ts';
import { BookingDetailsModal } from '../components/booking-details-modal.tsx';
import { bookingErrorText } from '../components/booking-error.ts';
import { type CalendarColumn, CalendarGrid } from '../components/calendar-grid.tsx';
import { dayLabel, daysFrom, timeLabel } from '../components/time-label.ts';

const DEFAULT_FROM = 9 * 60;
const DEFAULT_TO = 20 * 60;

/** The staff member's working periods on a date (none on a day off). */
function hoursOn(staff: StaffSchedule, date: string) {
  if (staff.daysOff.includes(date)) return [];
  return staff.hours
    .filter((h) => h.weekday === weekdayOf(date))
    .map((h) => ({ from: parseTimeKey(h.fromTime) ?? 0, to: parseTimeKey(h.toTime) ?? 0 }));
}

export function BookingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const askedDate = useRouterState({
    select: (s) => (s.location.search as Record<string, unknown>).date,
  });
  const [date, setDate] = useState(
    typeof askedDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(askedDate)
      ? askedDate
      : storeNow(new Date()).date,
  );
  const [view, setView] = useState<'day' | 'week'>('day');
  const [staffId, setStaffId] = useState<number | null>(null);
  const [open, setOpen] = useState<Booking | null>(null);
  const schedules = useSchedules();
  const staff = schedules.data?.staff ?? [];
  const weekStaff = staffId ?? staff[0]?.staffId ?? null;
  const calendar = useCalendar(date, view, view === 'week' ? weekStaff : staffId);
  const summary = useBookingSummary();
  const seen = useMarkSeen();
  const move = useMoveBooking();
  const bookings = calendar.data?.bookings ?? [];

  // What the merchant has on screen has been seen: the counter of new online bookings clears.
  const unseen = summary.data?.newOnline ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: mark seen once per new arrival shown
  useEffect(() => {
    if (unseen > 0 && calendar.isSuccess) {
      const timer = setTimeout(() => seen.mutate(), 5000);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [unseen, calendar.isSuccess]);

  const columns: CalendarColumn[] =
    view === 'day'
      ? staff
          .filter((s) => staffId === null || s.staffId === staffId)
          .map((s) => ({
            key: `${s.staffId}`,
            label: s.name,
            date,
            staffId: s.staffId,
            hours: hoursOn(s, date),
          }))
      : daysFrom(date, 7).flatMap((d) => {
          const s = staff.find((x) => x.staffId === weekStaff);
          return s
            ? [
                {
                  key: d,
                  label: dayLabel(d),
                  date: d,
                  staffId: s.staffId,
                  hours: hoursOn(s, d),
                },
              ]
            : [];
        });
  const spans = columns.flatMap((c) => c.hours);
  const starts = bookings.map((b) => parseTimeKey(b.from_time) ?? DEFAULT_FROM);
  const ends = bookings.map((b) => parseTimeKey(b.to_time) ?? DEFAULT_TO);
  const from = Math.floor(Math.min(DEFAULT_FROM, ...spans.map((s) => s.from), ...starts) / 60) * 60;
  const to = Math.ceil(Math.max(DEFAULT_TO, ...spans.map((s) => s.to), ...ends) / 60) * 60;

  const onMove = (b: Booking, column: CalendarColumn, start: number) => {
    const length = (parseTimeKey(b.to_time) ?? 0) - (parseTimeKey(b.from_time) ?? 0);
    move.mutate({
      id: b.id,
      body: {
        booking_date: column.date,
        from_time: timeKey(start),
        to_time: timeKey(start + length),
        staff_id: column.staffId,
      },
    });
  };
  const step = view === 'day' ? 1 : 7;

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('nav.bookings')}
        subtitle={t('bookings.todayCount', { count: summary.data?.today ?? 0 })}
        actions={
          <Group gap="xs">
            <Button variant="default" component={Link} to="/bookings/hours" data-testid="bookings-hours-link">
              {t('bookings.hoursAndServices')}
            </Button>
            <Button
              onClick={() =>
                void navigate({
                  to: '.',
                  search: (prev: Record<string, unknown>) => ({ ...prev, action: 'openBookingSlider' }),
                })
              }
              data-testid="bookings-new"
            >
              {t('bookings.newBooking')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        {unseen > 0 && (
          <Alert color="blue" data-testid="bookings-new-online">
            <Group gap="xs">
              <Badge>{unseen}</Badge>
              <Text size="sm">{t('bookings.newOnline', { count: unseen })}</Text>
            </Group>
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as 'day' | 'week')}
            data={[
              { value: 'day', label: t('bookings.day') },
              { value: 'week', label: t('bookings.week') },
            ]}
            data-testid="bookings-view"
          />
          <Button
            variant="default"
            onClick={() => setDate(addDays(date, -step))}
            aria-label={t('bookings.previous')}
          >
            ‹
          </Button>
          <Button variant="default" onClick={() => setDate(storeNow(new Date()).date)}>
            {t('bookings.today')}
          </Button>
          <Button
            variant="default"
            onClick={() => setDate(addDays(date, step))}
            aria-label={t('bookings.next')}
          >
            ›
          </Button>
          <Text fw={600} data-testid="bookings-date">
            {dayLabel(date)}
            {view === 'week' ? ` – ${dayLabel(addDays(date, 6))}` : ''}
          </Text>
          <Select
            aria-label={t('bookings.staff')}
            placeholder={t('bookings.allStaff')}
            clearable={view === 'day'}
            data={staff.map((s) => ({ value: String(s.staffId), label: s.name }))}
            value={
              view === 'week'
                ? weekStaff === null
                  ? null
                  : String(weekStaff)
                : staffId === null
                  ? null
                  : String(staffId)
            }
            onChange={(v) => setStaffId(v ? Number(v) : null)}
            w={200}
            data-testid="bookings-staff"
          />
        </Group>
        {move.isError && (
          <Alert color="red" data-testid="bookings-move-error" withCloseButton onClose={() => move.reset()}>
            {bookingErrorText(t, move.error)}
          </Alert>
        )}
        {calendar.isError ? (
          <Alert color="red">{bookingErrorText(t, calendar.error)}</Alert>
        ) : staff.length > 0 && columns.length > 0 ? (
          <CalendarGrid
            columns={columns}
            bookings={bookings}
            from={from}
            to={to}
            onOpen={setOpen}
            onMove={onMove}
          />
        ) : (
          <Text c="dimmed">{schedules.isPending ? t('common.loading') : t('bookings.noStaff')}</Text>
        )}
        <Card withBorder radius="md" data-testid="bookings-list">
          <Text fw={600} mb="xs">
            {t('bookings.listTitle')}
          </Text>
          {bookings.length === 0 ? (
            <Text size="sm" c="dimmed">
              {calendar.isPending ? t('common.loading') : t('bookings.none')}
            </Text>
          ) : (
            <Stack gap={6}>
              {bookings.map((b) => (
                <Group
                  key={b.id}
                  gap="xs"
                  wrap="wrap"
                  justify="space-between"
                  data-testid={`booking-row-${b.id}`}
                >
                  <Button variant="subtle" size="compact-sm" onClick={() => setOpen(b)}>
                    {b.booking_date} · {timeLabel(b.from_time)} · {b.customerName}
                  </Button>
                  <Text size="sm">
                    {b.serviceName} · {b.staffName}
                  </Text>
                  <Group gap={4}>
                    {b.source === 'ONLINE' && <Badge variant="outline">{t('bookings.online')}</Badge>}
                    <Badge variant="light">{t(`bookings.status.${b.status}`)}</Badge>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </Stack>
      {open && (
        <BookingDetailsModal
          booking={bookings.find((b) => b.id === open.id) ?? open}
          onClose={() => setOpen(null)}
        />
      )}
    </Container>
  );
}
