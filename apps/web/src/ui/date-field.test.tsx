// The app's date field: typed 'YYYY-MM-DD' or D-MMM-YYYY becomes the day 'YYYY-MM-DD', the day
// shows D-MMM-YYYY with the month in the person's language, the calendar names months in it and
// starts on Monday, and days outside min/max cannot be chosen.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNativeDigits } from '../app/digits.ts';
import { changeLanguage } from '../app/i18n.ts';
import { renderWithApp } from '../test/render.tsx';
import { DateField, parseTypedDay } from './date-field.tsx';

function Field({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Day" value={value} onChange={setValue} min={min} max={max} data-testid="day" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = async () => (await screen.findByTestId('day')) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('parseTypedDay', () => {
  it.each([
    ['2026-11-05', 'en', '2026-11-05'],
    ['2026-2-3', 'en', '2026-02-03'],
    ['5-Nov-2026', 'en', '2026-11-05'],
    ['05 november 2026', 'en', '2026-11-05'],
    ['5-नव॰-2026', 'hi', '2026-11-05'],
    ['५-नव.-२०२६', 'hi', '2026-11-05'],
    ['5 नवम्बर 2026', 'hi', '2026-11-05'],
    ['5-Nov-2026', 'hi', '2026-11-05'],
    ['21-நவ.-2026', 'ta', '2026-11-21'],
    ['2026-02-30', 'en', null],
    ['31-Feb-2026', 'en', null],
    ['5-Xyz-2026', 'en', null],
    ['2026-11', 'en', null],
    ['', 'en', null],
  ])('reads %s (%s) as %s', (text, language, day) => {
    expect(parseTypedDay(text, language)).toBe(day);
  });
});

describe('date field', () => {
  afterEach(async () => {
    setNativeDigits(false);
    await changeLanguage('en', { remember: false });
  });

  it('takes a typed ISO day and shows it D-MMM-YYYY once left', async () => {
    renderWithApp(<Field />);
    const day = await input();
    fireEvent.focus(day);
    fireEvent.change(day, { target: { value: '2026-11-01' } });
    expect(value()).toBe('2026-11-01');
    fireEvent.blur(day);
    expect(day.value).toBe('1-Nov-2026');
  });

  it('takes a typed D-MMM-YYYY day', async () => {
    renderWithApp(<Field initial="2026-01-10" />);
    const day = await input();
    expect(day.value).toBe('10-Jan-2026');
    fireEvent.change(day, { target: { value: '5-Nov-2026' } });
    expect(value()).toBe('2026-11-05');
  });

  it('empties an optional day when its text is deleted', async () => {
    renderWithApp(<Field initial="2026-01-10" />);
    fireEvent.change(await input(), { target: { value: '' } });
    expect(value()).toBe('');
  });

  it('refuses a day outside min and max, typed or in the calendar', async () => {
    renderWithApp(<Field initial="2026-11-10" min="2026-11-03" max="2026-11-27" />);
    const day = await input();
    fireEvent.change(day, { target: { value: '2026-11-28' } });
    fireEvent.change(day, { target: { value: '2026-11-02' } });
    expect(value()).toBe('2026-11-10');
    fireEvent.change(day, { target: { value: '2026-11-27' } });
    expect(value()).toBe('2026-11-27');
    fireEvent.blur(day);
    fireEvent.click(day);
    const cell = (label: string) =>
      screen.getAllByRole('button').find((button) => button.getAttribute('aria-label') === label);
    expect(cell('28 November 2026')?.hasAttribute('data-disabled')).toBe(true);
    expect(cell('2 November 2026')?.hasAttribute('data-disabled')).toBe(true);
    expect(cell('3 November 2026')?.hasAttribute('data-disabled')).toBe(false);
  });

  it('starts the calendar on Monday', async () => {
    renderWithApp(<Field initial="2026-11-10" />);
    fireEvent.click(await input());
    const weekdays = await screen.findAllByRole('columnheader');
    expect(weekdays[0]?.textContent).toBe('Mo');
  });

  it('names the month in Hindi, in the field and in the calendar', async () => {
    await changeLanguage('hi', { remember: false });
    renderWithApp(<Field initial="2026-11-05" />);
    const day = await input();
    expect(day.value).toBe('5-नव॰-2026');
    fireEvent.click(day);
    expect(await screen.findByText('नवम्बर 2026')).toBeTruthy();
    fireEvent.change(day, { target: { value: '12-नव॰-2026' } });
    expect(value()).toBe('2026-11-12');
  });

  it('writes the day in Devanagari digits when the person asked for them', async () => {
    await changeLanguage('hi', { remember: false });
    setNativeDigits(true);
    renderWithApp(<Field initial="2026-11-05" />);
    const day = await input();
    expect(day.value).toBe('५-नव॰-२०२६');
    fireEvent.click(day);
    expect(await screen.findByText('नवम्बर २०२६')).toBeTruthy();
    const cell = screen.getAllByRole('button').find((b) => b.getAttribute('aria-label') === '5 नवम्बर 2026');
    expect(cell?.textContent).toBe('५');
  });
});
