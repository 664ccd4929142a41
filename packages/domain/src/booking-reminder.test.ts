import { describe, expect, it } from 'vitest';
import { BOOKING_REMINDER_TEMPLATES, bookingReminderText } from './booking-reminder.ts';
import { countSmsSegments } from './sms-segments.ts';

const facts = {
  storeName: 'Glow Studio',
  serviceName: 'Haircut',
  date: '2026-01-05',
  time: '10:30',
  staffName: 'Asha Rao',
};

describe('the booking reminder', () => {
  it('names the store, service, day (day first), time and staff member', () => {
    expect(bookingReminderText('en', facts)).toBe(
      'Glow Studio: a reminder of your Haircut appointment on 05-01-2026 at 10:30 with Asha Rao.',
    );
  });

  it('is written in the store’s language, English for an unknown one', () => {
    expect(bookingReminderText('hi', facts)).toBe(
      'Glow Studio: आपकी Haircut की अपॉइंटमेंट 05-01-2026 को 10:30 बजे Asha Rao के साथ है।',
    );
    expect(bookingReminderText('xx', facts)).toContain('a reminder of your Haircut');
  });

  it.each(Object.entries(BOOKING_REMINDER_TEMPLATES))(
    'in %s fills every value and fits two SMS segments',
    (lang) => {
      const text = bookingReminderText(lang, facts);
      for (const value of ['Glow Studio', 'Haircut', '05-01-2026', '10:30', 'Asha Rao'])
        expect(text).toContain(value);
      expect(text).not.toMatch(/[{}]/);
      expect(countSmsSegments(text).segments).toBeLessThanOrEqual(2);
    },
  );
});
