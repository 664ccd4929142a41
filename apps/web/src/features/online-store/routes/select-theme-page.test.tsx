import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { SITE_KEY } from '../api/site.ts';
import { SelectThemePage } from './select-theme-page.tsx';

const INFO = {
  supplierId: 7,
  storeName: 'Meena Stores',
  storeSlug: 'meena',
  storeUrl: '/s/meena',
  logoUrl: null,
  verticalId: 18,
  themeId: null,
  isVirtual: false,
};
const theme = (themeId: number, name: string, themeKey: string | null, description: string) => ({
  themeId,
  name,
  description,
  verticalIds: [18],
  isTemplate: themeKey !== null,
  themeKey,
  previewUrl: '/x',
  preview: null,
});

function serveGallery() {
  fakeApi((url) => {
    if (url === '/api/v1/site/supplier-info') return jsonResponse(200, INFO);
    if (url === '/api/v1/site/theme-categories')
      return jsonResponse(200, {
        categories: [
          { categoryId: 1, name: 'Shops' },
          { categoryId: 2, name: 'Food & Drink' },
        ],
      });
    if (url === '/api/v1/site/verticals')
      return jsonResponse(200, {
        verticals: [
          { verticalId: 18, key: 'grocery', name: 'Grocery', categoryId: 1 },
          { verticalId: 33, key: 'restaurant', name: 'Restaurant & Cafe', categoryId: 2 },
        ],
      });
    if (url === '/api/v1/site/select-theme')
      return jsonResponse(200, { isSuccess: true, modified: false, themeId: 3 });
    if (url.startsWith('/api/v1/site/themes'))
      return jsonResponse(200, {
        themes: [
          theme(3, 'Fresh Basket', 'fresh-basket', 'Bright and produce-first: category circles.'),
          theme(9, 'Meena Special', null, 'Our own copy, as the designer wrote it.'),
        ],
      });
    return jsonResponse(404, { error: { code: 'not_found', message: 'No route' } });
  });
}

beforeEach(() => serveGallery());
afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('the theme gallery in the merchant’s language', () => {
  it('shows the groups, verticals and shipped themes’ descriptions in Tamil, by their ids', async () => {
    await changeLanguage('ta', { remember: false });
    renderWithApp(<SelectThemePage verticalId={18} />);
    expect(await screen.findByText('கடைகள்')).toBeTruthy();
    expect(screen.getByText('உணவு & பானம்')).toBeTruthy();
    expect(await screen.findByText('மளிகை')).toBeTruthy();
    expect(screen.getByText('உணவகம் & கஃபே')).toBeTruthy();
    expect(await screen.findByText(/^பளிச்சென்று, காய்கறி-பழங்கள் முன்னால்/)).toBeTruthy();
    // A theme's name is a name; a designer's copy keeps the description it was given.
    expect(screen.getByText('Fresh Basket')).toBeTruthy();
    expect(screen.getByText('Our own copy, as the designer wrote it.')).toBeTruthy();
    expect(screen.queryByText('Grocery')).toBeNull();
  });

  it('shows the server’s English in English', async () => {
    renderWithApp(<SelectThemePage verticalId={18} />);
    expect(await screen.findByText('Shops')).toBeTruthy();
    expect(await screen.findByText('Grocery')).toBeTruthy();
    expect(await screen.findByText('Bright and produce-first: category circles.')).toBeTruthy();
  });
});

describe('choosing a theme', () => {
  it('opens the editor without the answer the editor had before (no site), which would send the merchant back', async () => {
    const { queryClient, router } = renderWithApp(<SelectThemePage verticalId={18} />);
    queryClient.setQueryData(SITE_KEY, { hasSite: false });
    fireEvent.click(await screen.findByTestId('theme-select-3'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/onlineStore/editor'));
    expect(queryClient.getQueryData(SITE_KEY)).toBeUndefined();
  });
});
