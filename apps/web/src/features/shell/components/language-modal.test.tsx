// The user menu's language modal: besides the nine languages, a switch for the language's own
// digits, kept on the account and applied to every date and number at once; none for English.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNativeDigits, usesNativeDigits } from '../../../app/digits.ts';
import { formatNumber } from '../../../app/format.ts';
import { changeLanguage } from '../../../app/i18n.ts';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { LanguageModal } from './language-modal.tsx';

afterEach(async () => {
  setNativeDigits(false);
  localStorage.clear();
  await changeLanguage('en', { remember: false });
});

const serve = () =>
  fakeApi((url) =>
    url === '/api/v1/app-data' ? jsonResponse(200, buildAppData()) : new Response(null, { status: 204 }),
  );

describe('the language modal', () => {
  it('offers Hindi speakers Devanagari digits and saves the choice on the account', async () => {
    await changeLanguage('hi', { remember: false });
    const { fetchMock } = serve();
    renderWithApp(<LanguageModal opened onClose={() => {}} />);
    const digits = (await screen.findByTestId('native-digits-switch')) as HTMLInputElement;
    expect(screen.getByText('नंबर देवनागरी अंकों में दिखाएँ (१२३)')).toBeTruthy();
    expect(digits.checked).toBe(false);
    expect(formatNumber(100000)).toBe('1,00,000');
    fireEvent.click(digits);
    await vi.waitFor(() => expect(usesNativeDigits()).toBe(true));
    expect(formatNumber(100000)).toBe('१,००,०००');
    const save = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/me/digits') as [
      string,
      RequestInit,
    ];
    expect([save[1].method, save[1].body]).toEqual(['PUT', JSON.stringify({ nativeDigits: true })]);
  });

  it('has no digits switch in English', async () => {
    serve();
    renderWithApp(<LanguageModal opened onClose={() => {}} />);
    expect(await screen.findByTestId('language-hi')).toBeTruthy();
    expect(screen.queryByTestId('native-digits-switch')).toBeNull();
  });
});
