import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setServerTime } from '../../../app/server-time.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { Greeting } from './greeting.tsx';

/** The server clock at `hour`:15 in India (UTC+5:30), whatever this machine's time zone. */
function atStoreHour(hour: number) {
  setServerTime(new Date(Date.UTC(2026, 10, 22, hour, 15) - 330 * 60_000).toISOString());
}

describe('header greeting, by the store clock', () => {
  it.each([
    [5, 'Hello, Asha'],
    [6, 'Good Morning, Asha'],
    [12, 'Good Afternoon, Asha'],
    [18, 'Good Evening, Asha'],
  ])('at %i h says %s', async (hour, text) => {
    atStoreHour(hour);
    renderWithApp(<Greeting firstName="Asha" />);
    expect((await screen.findByTestId('greeting')).textContent).toBe(text);
  });

  it('has no trailing comma without a first name', async () => {
    atStoreHour(9);
    renderWithApp(<Greeting firstName="  " />);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Good Morning');
  });
});
