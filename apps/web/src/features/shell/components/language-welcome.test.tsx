// The first-time language pages: a greeting, the nine languages (the pages switch to the one
// picked), and a confirmation that saves the choice on the account; nothing for someone who chose.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../app/i18n.ts';
import { fakeApi, renderWithApp } from '../../../test/render.tsx';
import { LanguageWelcome } from './language-welcome.tsx';

const reload = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, reload });
  reload.mockClear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await changeLanguage('en', { remember: false });
});

describe('the first-time language pages', () => {
  it('greets, offers the languages, saves Marathi on the account and reloads', async () => {
    const { fetchMock } = fakeApi(() => new Response(null, { status: 204 }));
    renderWithApp(<LanguageWelcome chosen={false} firstName="Priya" />);
    expect((await screen.findByTestId('language-welcome-greeting')).textContent).toMatch(/, Priya$/);
    fireEvent.click(screen.getByTestId('language-welcome-next'));
    fireEvent.click(await screen.findByTestId('language-mr'));
    await vi.waitFor(() => expect(i18n.language).toBe('mr'));
    fireEvent.click(screen.getByTestId('language-welcome-next'));
    expect(await screen.findByText('तुम्ही मराठी मध्ये काम कराल.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-welcome-save'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([
      '/api/v1/me/language',
      'PUT',
      JSON.stringify({ language: 'mr' }),
    ]);
    expect(localStorage.getItem('storekeep.language')).toBe('mr');
  });

  it('shows nothing to someone who has chosen', () => {
    fakeApi(() => new Response(null, { status: 204 }));
    renderWithApp(<LanguageWelcome chosen firstName="Priya" />);
    expect(screen.queryByTestId('language-welcome')).toBeNull();
  });

  it('keeps a language picked on this device’s sign-in page as the choice, without asking', async () => {
    localStorage.setItem('storekeep.language', 'ta');
    const { fetchMock } = fakeApi(() => new Response(null, { status: 204 }));
    renderWithApp(<LanguageWelcome chosen={false} firstName="Priya" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe(
      JSON.stringify({ language: 'ta' }),
    );
    expect(screen.queryByTestId('language-welcome')).toBeNull();
  });
});
