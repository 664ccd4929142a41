// The spec's date range picker: presets as the spec writes them (translated in other languages),
// shown D-MMM-YYYY, default Last 7 Days, weeks from Monday, and no day after the server's date.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNativeDigits } from '../app/digits.ts';
import { changeLanguage } from '../app/i18n.ts';
import { renderWithApp } from '../test/render.tsx';
import {
  CUSTOM_RANGE,
  DateRangePicker,
  type DateRangeValue,
  DEFAULT_DATE_RANGE,
  resolveDateRange,
} from './date-range-picker.tsx';

const TODAY = '2026-11-27'; // a Friday

function Picker({ initial = DEFAULT_DATE_RANGE }: { initial?: DateRangeValue }) {
  const [value, setValue] = useState(initial);
  return <DateRangePicker value={value} today={TODAY} onChange={setValue} />;
}

describe('date range picker', () => {
  it.each([
    [{ preset: 'Last 7 Days' }, { start: '2026-11-21', end: '2026-11-27' }],
    [{ preset: 'Last Week' }, { start: '2026-11-16', end: '2026-11-22' }],
    [{ preset: 'Last Month' }, { start: '2026-10-01', end: '2026-10-31' }],
    [
      { preset: CUSTOM_RANGE, from: '2026-11-20', to: '2026-12-05' },
      { start: '2026-11-20', end: '2026-11-27' },
    ],
    [
      { preset: CUSTOM_RANGE, from: '2026-11-25', to: '2026-11-02' },
      { start: '2026-11-02', end: '2026-11-25' },
    ],
  ] as const)('resolves %o to %o, never past the server date', (value, range) => {
    expect(resolveDateRange(value as DateRangeValue, TODAY)).toEqual(range);
  });

  it('opens on Last 7 Days shown D-MMM-YYYY, and a custom range cannot end after today', async () => {
    renderWithApp(<Picker />);
    expect((await screen.findByTestId('date-range-text')).textContent).toBe('21-Nov-2026 – 27-Nov-2026');
    renderWithApp(<Picker initial={{ preset: CUSTOM_RANGE, from: '2026-11-01', to: '2026-11-10' }} />);
    const to = (await screen.findByTestId('date-range-to')) as HTMLInputElement;
    const from = (await screen.findByTestId('date-range-from')) as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['1-Nov-2026', '10-Nov-2026']);
    // The day after the server's date is refused, typed or picked.
    fireEvent.change(to, { target: { value: '2026-11-28' } });
    fireEvent.blur(to);
    expect(to.value).toBe('10-Nov-2026');
    fireEvent.click(to);
    const day = (label: string) =>
      screen.getAllByRole('button').find((button) => button.getAttribute('aria-label') === label);
    expect(day('28 November 2026')?.hasAttribute('data-disabled')).toBe(true);
    expect(day('27 November 2026')?.hasAttribute('data-disabled')).toBe(false);
    // An end before the start moves the start.
    fireEvent.change(to, { target: { value: '2026-10-15' } });
    expect(from.value).toBe('15-Oct-2026');
  });

  describe('in the user language', () => {
    afterEach(async () => {
      setNativeDigits(false);
      await changeLanguage('en', { remember: false });
    });

    it('names the preset and the months in Tamil', async () => {
      await changeLanguage('ta', { remember: false });
      renderWithApp(<Picker />);
      expect((await screen.findByTestId('date-range-text')).textContent).toBe('21-நவ.-2026 – 27-நவ.-2026');
      expect((screen.getByTestId('date-range-preset') as HTMLInputElement).value).toBe('கடந்த 7 நாட்கள்');
    });

    it('writes Hindi in Devanagari digits when the person asked for them', async () => {
      await changeLanguage('hi', { remember: false });
      setNativeDigits(true);
      renderWithApp(<Picker />);
      expect((await screen.findByTestId('date-range-text')).textContent).toBe('२१-नव॰-२०२६ – २७-नव॰-२०२६');
      expect((screen.getByTestId('date-range-preset') as HTMLInputElement).value).toBe('पिछले ७ दिन');
    });
  });
});
