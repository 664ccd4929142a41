import { describe, expect, it } from 'vitest';
import {
  isValidSlotRange,
  nextSlotStart,
  parseTimeKey,
  TIME_SLOT_STEP_MINUTES,
  timeDisplay,
  timeKey,
  timeSlots,
} from './time-slots.ts';

describe('time slots in 15-minute steps (shared-blocks.md §9)', () => {
  it('steps by 15 minutes over the whole day by default', () => {
    const slots = timeSlots();
    expect(TIME_SLOT_STEP_MINUTES).toBe(15);
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 2)).toEqual([
      { key: '00:00', value: '12:00 AM' },
      { key: '00:15', value: '12:15 AM' },
    ]);
    expect(slots.at(-1)).toEqual({ key: '23:45', value: '11:45 PM' });
  });

  it('starts at the first slot on or after the start and stops before the end', () => {
    expect(timeSlots('09:10', '10:00').map((s) => s.key)).toEqual(['09:15', '09:30', '09:45']);
    expect(timeSlots('12:00', '12:30', 30)).toEqual([{ key: '12:00', value: '12:00 PM' }]);
  });

  it.each([
    ['9:00', '10:00', 15],
    ['09:00', '25:00', 15],
    ['09:00', '10:00', 0],
  ])('refuses bounds %s-%s step %i', (start, end, step) => {
    expect(() => timeSlots(start, end, step)).toThrow(RangeError);
  });
});

describe('keys and display', () => {
  it.each([
    ['00:00', 0],
    ['13:45', 825],
    ['24:00', 1440],
    ['24:15', null],
    ['10:60', null],
    ['1:00', null],
  ])('parses %s → %s', (key, minutes) => {
    expect(parseTimeKey(key)).toBe(minutes);
  });

  it.each([
    [0, '00:00', '12:00 AM'],
    [545, '09:05', '9:05 AM'],
    [750, '12:30', '12:30 PM'],
    [1439, '23:59', '11:59 PM'],
  ])('%i minutes is %s / %s', (minutes, key, display) => {
    expect(timeKey(minutes)).toBe(key);
    expect(timeDisplay(minutes)).toBe(display);
  });

  it.each([
    [0, 0],
    [1, 15],
    [15, 15],
    [46, 60],
  ])('next slot after %i is %i', (minutes, next) => {
    expect(nextSlotStart(minutes)).toBe(next);
  });

  it.each([
    ['09:00', '09:15', true],
    ['09:00', '09:00', false],
    ['09:10', '09:30', false],
    ['23:45', '24:00', true],
    ['x', '09:00', false],
  ])('booking %s-%s valid: %s', (from, to, ok) => {
    expect(isValidSlotRange(from, to)).toBe(ok);
  });
});
