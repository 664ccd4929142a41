// Slot keys ('HH:mm') shown as the store's 12-hour times, and the days a calendar shows.
import { addDays } from '@storekeep/domain/date-ranges';
import { parseTimeKey, timeDisplay } from '@storekeep/domain/time-slots';

export const timeLabel = (key: string) => timeDisplay(parseTimeKey(key) ?? 0);

export const dayLabel = (language: string, date: string) =>
  new Intl.DateTimeFormat(`${language}-IN`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export const daysFrom = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(start, i));
