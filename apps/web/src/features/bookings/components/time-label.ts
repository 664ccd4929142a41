// Slot keys ('HH:mm') shown as the store's 12-hour times, and the days a calendar shows.
import { addDays } from '@storekeep/domain/date-ranges';
import { parseTimeKey, timeDisplay } from '@storekeep/domain/time-slots';
import { formatDate } from '../../../app/format.ts';

export const timeLabel = (key: string) => timeDisplay(parseTimeKey(key) ?? 0);

export const dayLabel = (date: string) =>
  formatDate(`${date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const daysFrom = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(start, i));
