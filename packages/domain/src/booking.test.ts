// Booking rules (back-office.md §4 Booking; shared-blocks.md: time slots in 15-minute steps).
import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  freeStarts,
  rangeOf,
  reminderDueAt,
  slotKeysOf,
  storeInstant,
  storeNow,
  weekdayOf,
  workingHoursRefusal,
  workingPeriodRefusal,
} from './booking.ts';
import { BOOKING_SHOP_TEXTS, bookingShopText } from './booking-shop-texts.ts';

const hours = { from: 600, to: 1080 }; // 10:00–18:00

describe('a booking’s range', () => {
  it.each([
    ['10:00', '10:45', { from: 600, to: 645 }],
    ['23:45', '24:00', { from: 1425, to: 1440 }],
    ['10:10', '10:40', null],
    ['11:00', '10:00', null],
    ['10:00', '10:00', null],
  ])('%s–%s is %o', (from, to, range) => {
    expect(rangeOf(from, to)).toEqual(range);
  });

  it('holds one slot per 15 minutes', () => {
    expect(slotKeysOf({ from: 600, to: 645 })).toEqual(['10:00', '10:15', '10:30']);
  });
});

describe('working hours', () => {
  const split = [
    { from: 600, to: 780 },
    { from: 900, to: 1200 },
  ];
  it.each([
    [[hours], false, { from: 600, to: 645 }, null],
    [[hours], false, { from: 1050, to: 1095 }, 'outsideHours'],
    [[], false, { from: 600, to: 645 }, 'outsideHours'],
    [[hours], true, { from: 600, to: 645 }, 'dayOff'],
    // 10:00–13:00 and 15:00–20:00: inside either period, never across the break
    [split, false, { from: 735, to: 780 }, null],
    [split, false, { from: 900, to: 960 }, null],
    [split, false, { from: 765, to: 810 }, 'outsideHours'],
    [split, false, { from: 840, to: 885 }, 'outsideHours'],
    [split, false, { from: 750, to: 930 }, 'outsideHours'],
  ] as const)('%o, day off %s, %o → %s', (h, off, range, refusal) => {
    expect(workingHoursRefusal(h, off, range)).toBe(refusal);
  });

  it.each([
    [
      'two periods of a day apart',
      [
        ['10:00', '13:00'],
        ['15:00', '20:00'],
      ],
      null,
    ],
    [
      'two that touch',
      [
        ['10:00', '13:00'],
        ['13:00', '20:00'],
      ],
      null,
    ],
    [
      'two that overlap',
      [
        ['10:00', '13:00'],
        ['12:45', '20:00'],
      ],
      { index: 1, reason: 'hoursOverlap' },
    ],
    [
      'one inside another',
      [
        ['10:00', '20:00'],
        ['15:00', '16:00'],
      ],
      { index: 1, reason: 'hoursOverlap' },
    ],
    [
      'five in a day',
      [
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['14:00', '15:00'],
        ['16:00', '17:00'],
      ],
      { index: 4, reason: 'tooManyPeriods' },
    ],
  ] as const)('working periods: %s', (_name, periods, refusal) => {
    const days = periods.map(([fromTime, toTime]) => ({ weekday: 2, fromTime, toTime }));
    expect(workingPeriodRefusal(days)).toEqual(refusal);
    // The same periods on different weekdays never clash.
    expect(workingPeriodRefusal(days.map((d, i) => ({ ...d, weekday: i % 7 })))).toBeNull();
  });

  it('offers the starts where the whole service fits around the bookings', () => {
    const starts = freeStarts(hours, [{ from: 660, to: 720 }], 45);
    expect(starts.slice(0, 2)).toEqual([600, 615]);
    expect(starts).not.toContain(630); // 10:30–11:15 would touch 11:00
    expect(starts).toContain(720);
    expect(starts.at(-1)).toBe(1035); // 17:15–18:00
    expect(freeStarts(hours, [], 45, 1000)[0]).toBe(1005);
  });
});

describe('dates and the store’s clock', () => {
  it('knows the weekday of a date (0 = Sunday)', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('reads India time, which has no daylight saving', () => {
    expect(storeInstant('2026-11-30', 600).toISOString()).toBe('2026-11-30T04:30:00.000Z');
    expect(storeNow(new Date('2026-11-29T20:00:00Z'))).toEqual({ date: '2026-11-30', minutes: 90 });
  });

  it('reminds a day before, two hours before when booked late, never after the fact', () => {
    const start = new Date('2026-11-30T04:30:00Z');
    expect(reminderDueAt(start, new Date('2026-11-20T00:00:00Z'))?.toISOString()).toBe(
      '2026-11-29T04:30:00.000Z',
    );
    expect(reminderDueAt(start, new Date('2026-11-29T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T02:30:00.000Z',
    );
    expect(reminderDueAt(start, new Date('2026-11-30T03:00:00Z'))).toBeNull();
  });
});

describe('status changes', () => {
  it('lets a booked booking close once, and nothing else', () => {
    expect(canChangeStatus('BOOKED', 'DONE')).toBe(true);
    expect(canChangeStatus('BOOKED', 'CANCELLED')).toBe(true);
    expect(canChangeStatus('DONE', 'CANCELLED')).toBe(false);
    expect(canChangeStatus('CANCELLED', 'BOOKED')).toBe(false);
  });
});

describe('the shop’s booking texts', () => {
  it('are in all nine languages with the English placeholders, none an English copy', () => {
    const en = BOOKING_SHOP_TEXTS.en;
    for (const [lang, texts] of Object.entries(BOOKING_SHOP_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        const marks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(marks(text), `${lang}.${key}`).toEqual(marks(en[key as keyof typeof en]));
        if (lang !== 'en') expect(text, `${lang}.${key}`).not.toBe(en[key as keyof typeof en]);
      }
    }
    expect(bookingShopText('hi', 'minutes', { minutes: 45 })).toBe('45 मिनट');
  });
});
