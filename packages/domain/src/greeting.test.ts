import { describe, expect, it } from 'vitest';
import { greetUser, isDaytime, shellGreeting, storeHour, welcomeGreeting } from './greeting.ts';

describe('shell greeting by local hour (back-office.md §4)', () => {
  // "6 to before 12 Good Morning, 12 to before 18 Good Afternoon, 18 or later Good Evening, before 6 Hello"
  it.each([
    [0, 'Hello'],
    [5, 'Hello'],
    [6, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('hour %i → %s', (hour, greeting) => {
    expect(shellGreeting(hour)).toBe(greeting);
  });
});

describe('language-modal welcome by hour (shared-blocks.md §9)', () => {
  // "5 to 12 Good Morning. 12 to 17 Good Afternoon. 17 to 20 Good Evening. Otherwise Hello."
  it.each([
    [4, 'Hello'],
    [5, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [16, 'Good Afternoon'],
    [17, 'Good Evening'],
    [19, 'Good Evening'],
    [20, 'Hello'],
    [23, 'Hello'],
  ])('hour %i → %s', (hour, greeting) => {
    expect(welcomeGreeting(hour)).toBe(greeting);
  });
});

describe('greeting followed by the first name', () => {
  it.each([
    [9, 'Asha', 'Good Morning, Asha'],
    [19, '  Ravi ', 'Good Evening, Ravi'],
    [3, '', 'Hello'],
    [13, '   ', 'Good Afternoon'],
    [13, null, 'Good Afternoon'],
    [13, undefined, 'Good Afternoon'],
  ])('hour %i, name %j → %s', (hour, name, text) => {
    expect(greetUser(hour, name)).toBe(text);
  });
});

describe('the store clock', () => {
  it('reads the hour in India time, whatever the device time zone', () => {
    // 13:45 UTC is 19:15 in India: the header says Good Evening there.
    const at = new Date('2026-11-22T13:45:00Z');
    expect(storeHour(at)).toBe(19);
    expect(shellGreeting(storeHour(at))).toBe('Good Evening');
    expect(storeHour(new Date('2026-11-22T18:31:00Z'))).toBe(0);
    expect(storeHour(at, 'UTC')).toBe(13);
  });

  it('puts the sun up by the header rule', () => {
    expect([5, 6, 17, 18].map(isDaytime)).toEqual([false, true, true, false]);
  });
});
