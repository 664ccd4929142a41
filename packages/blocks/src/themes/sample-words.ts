// The words a theme was written with for its fictional shop: headlines, story, reviews, hours,
// addresses, offers, prices, captions and search-engine text. None of them may reach a store's
// published pages unless the merchant wrote them; the tests search published HTML for each.
// Navigation labels (menu links, footer link and column titles, the mobile bar) are left out:
// they name pages and categories, and personalise.ts keeps only those that lead somewhere.
import { SHOP_PROFILE_TEXTS } from '@storekeep/domain/shop-profile';
import { SITE_WORDS } from '@storekeep/domain/site-words';
import { SHOP_TEXTS } from '@storekeep/domain/storefront-texts';
import { decodeCustomHtml } from '../custom-html.ts';
import type { Theme } from './build.ts';

const COPY_KEYS = new Set([
  'companyName',
  'coverHeadline',
  'coverText',
  'heading',
  'text',
  'eyebrow',
  'buttonLabel',
  'quote',
  'name',
  'place',
  'about',
  'intro',
  'address',
  'hours',
  'caption',
  'alt',
  'tooltip',
  'detail',
  'phone',
  'email',
  'copyright',
  'submitLabel',
  'description',
  'keywords',
]);
/** Props holding navigation, not copy. */
const NAVIGATION_KEYS = new Set(['menuLinks', 'links', 'socialLinks', 'columns']);

/** The platform's own words (storefront labels, the profile's and the blocks' fixed words) in every language. */
const PLATFORM_WORDS = new Set(
  [...Object.values(SHOP_TEXTS), ...Object.values(SHOP_PROFILE_TEXTS), ...Object.values(SITE_WORDS)].flatMap(
    (texts) => Object.values(texts).map((text) => text.trim().toLowerCase()),
  ),
);

const textOfHtml = (html: string): string[] =>
  html
    .split(/<[^>]*>/)
    .map((part) =>
      part
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .trim(),
    )
    .filter((part) => part !== '');

/** Labels of the theme's navigation and its pages' titles: they name places, not facts. */
function navigationLabels(theme: Theme): Set<string> {
  const labels = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.label === 'string' && typeof record.href === 'string')
        labels.add(record.label.toLowerCase());
      if (typeof record.title === 'string' && Array.isArray(record.links))
        labels.add(record.title.toLowerCase());
      Object.values(record).forEach(walk);
    }
  };
  walk(theme.document.fragments);
  for (const page of theme.document.pages) labels.add(page.title.toLowerCase());
  return labels;
}

function collect(value: unknown, key: string, out: string[], type: string): void {
  if (NAVIGATION_KEYS.has(key) || (type === 'MobileStickyFooter' && key === 'items')) return;
  if (typeof value === 'string') {
    if (key === 'html') out.push(...textOfHtml(value));
    else if (key === 'title' && type === 'Amenities') out.push(value);
    else if (COPY_KEYS.has(key)) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out, type);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (type === 'CustomHtml' && typeof record.textArea === 'string') {
      const encoding = record.encoding === 'url' ? 'url' : 'plain';
      out.push(...textOfHtml(decodeCustomHtml(record.textArea, encoding)));
    }
    for (const [inner, innerValue] of Object.entries(record)) {
      if (inner === 'type' && typeof innerValue === 'string') continue;
      const innerType = typeof record.type === 'string' && inner === 'props' ? record.type : type;
      collect(innerValue, inner, out, innerType);
    }
  }
}

/** The theme's sample words, each a phrase as written (deduplicated, platform labels removed). */
export function themeSampleWords(theme: Theme): string[] {
  const out: string[] = [];
  collect(theme.document.fragments, '', out, '');
  for (const page of theme.document.pages) {
    collect(page.content, '', out, '');
    collect(page.seo, '', out, '');
  }
  const navigation = navigationLabels(theme);
  return [...new Set(out.map((text) => text.trim()))].filter(
    (text) =>
      text.length >= 3 && !PLATFORM_WORDS.has(text.toLowerCase()) && !navigation.has(text.toLowerCase()),
  );
}
