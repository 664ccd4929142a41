import { describe, expect, it } from 'vitest';
import {
  fallbackProductSlug,
  PRODUCT_SLUG_MAX_LENGTH,
  productPath,
  productSlugBase,
  productSlugSchema,
  slugFitsName,
  uniqueProductSlug,
} from './product-slug.ts';

const none = () => false;

describe("a product's slug is its name in ASCII, lower-case and hyphenated", () => {
  it.each([
    ['Basmati Rice 5 kg', 'basmati-rice-5-kg'],
    ['बासमती चावल 5 किलो', 'basmti-cavl-5-kilo'],
    ['मराठी लाडू', 'mrathi-ladu'],
    ['தேங்காய் எண்ணெய்', 'tenkay-enney'],
    ['সরিষার তেল', 'srisar-tel'],
    ['ગોળ', 'gol'],
    ['ಅಕ್ಕಿ', 'akki'],
    ['ചായപ്പൊടി', 'cayppoti'],
    ['Café Crème ½ kg', 'cafe-creme-1-2-kg'],
    ['  --Tata   Salt!!  ', 'tata-salt'],
    ['Amul Butter (500 g) – Pack of 2', 'amul-butter-500-g-pack-of-2'],
  ])('%s → %s', (name, slug) => {
    expect(uniqueProductSlug(name, 7, none)).toBe(slug);
    expect(productSlugSchema.safeParse(slug).success).toBe(true);
  });
});

describe('a name that leaves nothing readable falls back to the id', () => {
  it.each(['★★★', '!!!', '', '   ', '%%%'])('%j → item-42', (name) => {
    expect(productSlugBase(name)).toBe('');
    expect(uniqueProductSlug(name, 42, none)).toBe('item-42');
  });
});

describe('a slug another product of the store holds gets the first free suffix', () => {
  it('adds -2, then -3', () => {
    expect(uniqueProductSlug('Sugar', 1, (s) => s === 'sugar')).toBe('sugar-2');
    expect(uniqueProductSlug('चीनी', 1, (s) => ['cini', 'cini-2'].includes(s))).toBe('cini-3');
  });
  it('suffixes the fallback too', () => {
    expect(uniqueProductSlug('★', 9, (s) => s === fallbackProductSlug(9))).toBe('item-9-2');
  });
});

describe('long names are cut at a word', () => {
  it(`keeps at most ${PRODUCT_SLUG_MAX_LENGTH} characters, ending on a whole word`, () => {
    const slug = productSlugBase('Organic '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(PRODUCT_SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(organic-)*organic$/);
  });
  it('cuts a single very long word', () => {
    expect(productSlugBase('a'.repeat(200))).toBe('a'.repeat(PRODUCT_SLUG_MAX_LENGTH));
  });
});

describe('a renamed product keeps a slug that still fits its name', () => {
  it.each([
    ['sugar', 'Sugar', true],
    ['sugar-3', 'SUGAR', true],
    ['sugar', 'Brown Sugar', false],
    ['sugar-free', 'Sugar', false],
    ['item-5', '★', true],
    ['item-5', 'Jaggery', false],
  ])('%s for %j: %s', (slug, name, fits) => {
    expect(slugFitsName(slug, name, 5)).toBe(fits);
  });
});

describe('the product path', () => {
  it('is /p/{slug} under the store', () => {
    expect(productPath('basmati-rice')).toBe('/p/basmati-rice');
  });
  it.each(['Rice', 'rice--2', '-rice', 'rice/2', 'चावल'])('refuses %j as a slug', (slug) => {
    expect(productSlugSchema.safeParse(slug).success).toBe(false);
  });
});
