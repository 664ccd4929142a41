// The calendar: 15-minute rows, one column per staff member (a day) or per day (a staff member's
// week), bookings as blocks that can be dragged to another time, day or staff member; time outside
// the column's working hours is shaded.
import { Box, Text, UnstyledButton } from '@mantine/core';
import type { Booking } from '@storekeep/domain/booking-api';
import { parseTimeKey, TIME_SLOT_STEP_MINUTES, timeKey } from '@storekeep/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { timeLabel } from './time-label.ts';

export interface CalendarColumn {
  key: string;
  label: string;
  date: string;
  staffId: number;
  /** Working minutes that day, or null (day off / not working). */
  /** The working periods of the day (empty: not working). */
  hours: Array<{ from: number; to: number }>;
}

const ROW_PX = 22;
const minutesOf = (key: string) => parseTimeKey(key) ?? 0;

const STATUS_COLOURS: Record<string, string> = {
  BOOKED: 'var(--mantine-color-blue-1)',
  DONE: 'var(--mantine-color-teal-1)',
  NO_SHOW: 'var(--mantine-color-orange-1)',
  CANCELLED: 'var(--mantine-color-gray-2)',
};

export function CalendarGrid({
  columns,
  bookings,
  from,
  to,
  onOpen,
  onMove,
}: {
  columns: CalendarColumn[];
  bookings: Booking[];
  from: number;
  to: number;
  onOpen: (booking: Booking) => void;
  onMove: (booking: Booking, column: CalendarColumn, startMinutes: number) => void;
}) {
  const { t } = useTranslation();
  const rows: number[] = [];
  for (let m = from; m < to; m += TIME_SLOT_STEP_MINUTES) rows.push(m);
  const height = rows.length * ROW_PX;
  const byId = new Map(bookings.map((b) => [String(b.id), b]));

  return (
    <Box
      style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      tabIndex={0}
      aria-label={t('bookings.calendar')}
      role="region"
      data-testid="booking-calendar"
    >
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: `64px repeat(${columns.length}, minmax(140px, 1fr))`,
          minWidth: 64 + columns.length * 140,
        }}
      >
        <Box />
        {columns.map((c) => (
          <Text
            key={c.key}
            fw={600}
            size="sm"
            ta="center"
            p={6}
            style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}
          >
            {c.label}
          </Text>
        ))}
        <Box style={{ position: 'relative', height }}>
          {rows.map((m, i) =>
            m % 60 === 0 ? (
              <Text key={m} size="xs" c="dimmed" style={{ position: 'absolute', top: i * ROW_PX, right: 6 }}>
                {timeLabel(timeKey(m))}
              </Text>
            ) : null,
          )}
        </Box>
        {columns.map((c) => (
          <Box
            key={c.key}
            style={{ position: 'relative', height, borderLeft: '1px solid var(--mantine-color-gray-3)' }}
            data-testid={`calendar-column-${c.date}-${c.staffId}`}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              // The block keeps where it was held: dropped with the pointer on a row, it starts as
              // many rows above as the pointer was below its top when the drag began.
              e.preventDefault();
              const [id, heldRows] = e.dataTransfer.getData('text/plain').split(':');
              const booking = byId.get(id ?? '');
              const row = Math.floor((e.clientY - e.currentTarget.getBoundingClientRect().top) / ROW_PX);
              const start = from + Math.max(0, row - Number(heldRows ?? 0)) * TIME_SLOT_STEP_MINUTES;
              if (booking) onMove(booking, c, start);
            }}
          >
            {rows.map((m, i) => {
              const working = c.hours.some((h) => m >= h.from && m < h.to);
              return (
                <Box
                  key={m}
                  data-testid={`slot-${c.date}-${c.staffId}-${timeKey(m)}`}
                  style={{
                    position: 'absolute',
                    top: i * ROW_PX,
                    left: 0,
                    right: 0,
                    height: ROW_PX,
                    borderTop:
                      m % 60 === 0
                        ? '1px solid var(--mantine-color-gray-3)'
                        : '1px dotted var(--mantine-color-gray-2)',
                    background: working ? undefined : 'var(--mantine-color-gray-1)',
                  }}
                />
              );
            })}
            {bookings
              .filter(
                (b) => b.booking_date === c.date && b.staff_id === c.staffId && b.status !== 'CANCELLED',
              )
              .map((b) => {
                const top = ((minutesOf(b.from_time) - from) / TIME_SLOT_STEP_MINUTES) * ROW_PX;
                const h = ((minutesOf(b.to_time) - minutesOf(b.from_time)) / TIME_SLOT_STEP_MINUTES) * ROW_PX;
                return (
                  <UnstyledButton
                    key={b.id}
                    draggable={b.status === 'BOOKED'}
                    onDragStart={(e) => {
                      const held = Math.floor(
                        (e.clientY - e.currentTarget.getBoundingClientRect().top) / ROW_PX,
                      );
                      e.dataTransfer.setData('text/plain', `${b.id}:${held}`);
                    }}
                    onClick={() => onOpen(b)}
                    data-testid={`booking-block-${b.id}`}
                    style={{
                      position: 'absolute',
                      top: top + 1,
                      left: 4,
                      right: 4,
                      height: Math.max(h - 2, ROW_PX - 2),
                      background: STATUS_COLOURS[b.status],
                      borderLeft: '3px solid var(--mantine-color-blue-7)',
                      borderRadius: 4,
                      padding: '2px 6px',
                      overflow: 'hidden',
                      cursor: b.status === 'BOOKED' ? 'grab' : 'pointer',
                      zIndex: 1,
                    }}
                  >
                    <Text size="xs" fw={600} lineClamp={1} c="dark.9">
                      {timeLabel(b.from_time)} {b.customerName}
                    </Text>
                    <Text size="xs" lineClamp={1} c="dark.7">
                      {b.serviceName}
                      {b.source === 'ONLINE' ? ` · ${t('bookings.online')}` : ''}
                    </Text>
                  </UnstyledButton>
                );
              })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
