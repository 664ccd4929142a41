// Time slots in 15-minute steps (shared-blocks.md §3, §9), as key and display value: the key is
// 24-hour 'HH:mm' (what bookings store as from_time/to_time), the display 12-hour 'h:mm AM'.

export const TIME_SLOT_STEP_MINUTES = 15;
const DAY_MINUTES = 24 * 60;

export interface TimeSlot {
  key: string;
  value: string;
}

/** 'HH:mm' to minutes since midnight; '24:00' is the end of the day. Null when malformed. */
export function parseTimeKey(key: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(key);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > DAY_MINUTES) return null;
  return minutes;
}

export function timeKey(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 12-hour display: 0 → '12:00 AM', 750 → '12:30 PM', 1439 → '11:59 PM'. */
export function timeDisplay(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Slots from start up to (not including) end, every `step` minutes. The whole day by default. */
export function timeSlots(start = '00:00', end = '24:00', step = TIME_SLOT_STEP_MINUTES): TimeSlot[] {
  const from = parseTimeKey(start);
  const to = parseTimeKey(end);
  if (from === null || to === null || step <= 0) throw new RangeError('Invalid time slot bounds');
  const slots: TimeSlot[] = [];
  for (let t = Math.ceil(from / step) * step; t < to; t += step)
    slots.push({ key: timeKey(t), value: timeDisplay(t) });
  return slots;
}

/** The first slot at or after the time (minutes since midnight). */
export function nextSlotStart(minutes: number, step = TIME_SLOT_STEP_MINUTES): number {
  return Math.ceil(minutes / step) * step;
}

/** A booking's from/to must be slot keys with from before to. */
export function isValidSlotRange(fromKey: string, toKey: string, step = TIME_SLOT_STEP_MINUTES): boolean {
  const from = parseTimeKey(fromKey);
  const to = parseTimeKey(toKey);
  return from !== null && to !== null && from % step === 0 && to % step === 0 && from < to;
}
