import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setServerTime } from '../../../app/server-time.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { Greeting } from './greeting.tsx';

function atLocalHour(hour: number) {
  const at = new Date();
  at.setHours(hour, 15, 0, 0);
  setServerTime(at.toISOString());
}

describe('header greeting', () => {
  it.each([
    [5, 'Hello, Asha'],
    [6, 'Good Morning, Asha'],
    [12, 'Good Afternoon, Asha'],
    [18, 'Good Evening, Asha'],
  ])('at %i h says %s', async (hour, text) => {
    atLocalHour(hour);
    renderWithApp(<Greeting firstName="Asha" />);
    expect((await screen.findByTestId('greeting')).textContent).toBe(text);
  });

  it('has no trailing comma without a first name', async () => {
    atLocalHour(9);
    renderWithApp(<Greeting firstName="  " />);
    expect((await screen.findByTestId('greeting')).textContent).toBe('Good Morning');
  });
});
