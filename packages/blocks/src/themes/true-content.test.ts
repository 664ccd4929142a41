import { Render } from '@puckeditor/core/rsc';
import type { LanguageCode } from '@storekeep/domain/languages';
import { EMPTY_SHOP_PROFILE, type ShopProfile, shopProfileText } from '@storekeep/domain/shop-profile';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { puckConfig } from '../config.tsx';
import { migrateSiteDocument, type SiteDocument } from '../document.ts';
import { composePageData } from '../page-data.ts';
import { THEMES } from './index.ts';
import { personaliseTheme, type ThemeStore } from './personalise.ts';
import { themeSampleWords } from './sample-words.ts';

const profile: ShopProfile = {
  sells: 'Atta, dals, spices and daily groceries',
  area: 'Jayanagar',
  city: 'Bengaluru',
  sinceYear: 2011,
  fulfilment: 'both',
  hours: '8 am to 9 pm, every day',
  about: 'A family kirana that packs every order by hand.',
};

const storeWith = (given: ShopProfile, language: LanguageCode = 'en'): ThemeStore => ({
  storeName: 'Sharma Kirana',
  language,
  profile: given,
  categories: [{ categoryId: 41, name: 'Atta & Flours', seoUrl: 'atta-flours' }],
  logoUrl: null,
  phone: '98450 12345',
  email: 'owner@sharmakirana.in',
  address: '12 MG Road, 560001',
});

/** Every page of the site as a published store renders it (no catalogue: blocks show no cards). */
function publishedText(site: SiteDocument): string {
  const metadata = {
    store: { storeName: 'Sharma Kirana', baseUrl: '/s/sharma', currency: 'INR', locale: 'en-IN' },
    catalogue: { products: {}, categories: {} },
  };
  const html = site.pages
    .map((page) =>
      renderToString(
        createElement(Render, { config: puckConfig, data: composePageData(site, page), metadata }),
      ),
    )
    .join('\n');
  const seo = site.pages.map((page) => `${page.seo.title}\n${page.seo.description}\n${page.seo.keywords}`);
  return decode(`${html}\n${seo.join('\n')}`);
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe.each(THEMES.map((theme) => [theme.id, theme] as const))(
  'theme %s on a published store',
  (_id, theme) => {
    const words = themeSampleWords(theme);
    const original = migrateSiteDocument(theme.document);

    it('has sample words to look for (its fictional shop: names, claims, reviews)', () => {
      expect(words.length).toBeGreaterThan(30);
    });

    it.each([
      ['a full shop profile', profile],
      ['no profile at all', EMPTY_SHOP_PROFILE],
    ])('shows none of the theme’s sample words with %s', (_label, profileGiven) => {
      const store = storeWith(profileGiven);
      const text = publishedText(personaliseTheme(original, store));
      // A word the merchant gave is theirs to show (a theme's review may name the merchant's city).
      const given = JSON.stringify(store);
      const found = words.filter((word) => text.includes(word) && !given.includes(word));
      expect(found).toEqual([]);
    });

    it('fills its text blocks from the merchant’s answers', () => {
      const text = publishedText(personaliseTheme(original, storeWith(profile)));
      expect(text).toContain(profile.sells);
      expect(text).toContain(profile.hours);
      expect(text).toContain(profile.about);
    });

    it('leaves testimonials, galleries and offers off the published page until the merchant fills them', () => {
      const html = publishedText(personaliseTheme(original, storeWith(profile)));
      expect(html).not.toContain('class="sk-testimonial');
      expect(html).not.toContain('data-add-your-own');
      expect(html).not.toContain('Since 1998');
    });

    it('writes the platform’s few words in the store’s language', () => {
      const text = publishedText(personaliseTheme(original, storeWith(profile, 'hi')));
      expect(text).toContain(shopProfileText('hi', 'since', { year: 2011 }));
    });
  },
);

describe('an unfilled block', () => {
  const testimonials = puckConfig.components.Testimonials;
  const props = { id: 't1', heading: 'What our customers say', items: [], effect: 'none-effect' as const };
  const render = (isEditing: boolean) =>
    renderToString(
      testimonials.render({
        ...props,
        puck: { isEditing, metadata: {}, dragRef: null, renderDropZone: () => null },
      } as unknown as Parameters<typeof testimonials.render>[0]),
    );

  it('renders nothing on the published store', () => {
    expect(render(false)).toBe('');
  });

  it('shows “Add your own” in the editor', () => {
    expect(render(true)).toContain('Add your own');
    expect(render(true)).toContain('This section stays off your published store until you fill it in.');
  });
});
