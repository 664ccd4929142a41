import { describe, expect, it } from 'vitest';
import {
  detectSearchType,
  generalSearchMinLength,
  HEADER_SEARCH_MAX_LENGTH,
  initialSearchState,
  isBarcodeTerm,
  nameSearchAction,
  PRODUCT_SEARCH_PAGE_SIZE,
  productSearchQuery,
  type SearchTrigger,
  searchMaxLength,
  shouldSearchBarcode,
  switchSearchType,
} from './product-search.ts';

describe('limits (back-office.md §5, §9; shared-blocks.md §9)', () => {
  it('caps input at 150 for name search and 20 for barcode', () => {
    expect(searchMaxLength('name')).toBe(150);
    expect(searchMaxLength('barcode')).toBe(20);
  });
  it('pages product search by 20 and caps the header search at 50', () => {
    expect(PRODUCT_SEARCH_PAGE_SIZE).toBe(20);
    expect(HEADER_SEARCH_MAX_LENGTH).toBe(50);
  });
});

describe('a term with no letters is treated as a barcode', () => {
  it.each([
    ['8901234567890', true, 'barcode'],
    ['  890-12/3 ', true, 'barcode'],
    ['Rice 5kg', false, 'name'],
    ['चावल', false, 'name'],
    ['   ', false, 'name'],
  ])('%j → barcode %s', (term, barcode, type) => {
    expect(isBarcodeTerm(term)).toBe(barcode);
    expect(detectSearchType(term)).toBe(type);
  });
});

describe('name search: terms of 2 characters or fewer clear the suggestions', () => {
  it.each([
    ['', 2, 'clear'],
    ['ri', 2, 'clear'],
    [' ri ', 2, 'clear'],
    ['ric', 2, 'search'],
    ['rice', 4, 'clear'],
    ['rice ', 3, 'search'],
  ] as const)('%j with minimum %i → %s', (term, minimum, action) => {
    expect(nameSearchAction(term, minimum)).toBe(action);
  });
  it('defaults the minimum to 2', () => {
    expect(nameSearchAction('ab')).toBe('clear');
    expect(nameSearchAction('abc')).toBe('search');
  });
});

describe('barcode search needs 1 character and an explicit trigger', () => {
  it.each<[string, SearchTrigger, boolean]>([
    ['8', 'enter', true],
    ['8', 'button', true],
    ['8', 'typing', false],
    [' ', 'enter', false],
  ])('%j on %s → %s', (term, trigger, ok) => {
    expect(shouldSearchBarcode(term, trigger)).toBe(ok);
  });
});

it.each([
  ['product', 2],
  ['customer', 3],
  ['order', 3],
])('general search minimum for %s is %i', (module, min) => {
  expect(generalSearchMinLength(module)).toBe(min);
});

describe('switching type clears term and results and resets paging', () => {
  it('resets to page 1 of size 20', () => {
    const state = { type: 'name' as const, term: 'rice', results: [{ id: 1 }], page: 3, pageSize: 20 };
    expect(switchSearchType(state, 'barcode')).toEqual({
      type: 'barcode',
      term: '',
      results: [],
      page: 1,
      pageSize: 20,
    });
  });
  it('keeps the state when the type is unchanged', () => {
    const state = { ...initialSearchState<number>(), term: 'dal' };
    expect(switchSearchType(state, 'name')).toBe(state);
  });
});

describe('search query', () => {
  it('sends barcode or searchParameter with module activeInventory', () => {
    expect(productSearchQuery('barcode', ` ${'9'.repeat(25)} `)).toEqual({
      barcode: '9'.repeat(20),
      currentPage: 1,
      pageSize: 20,
      module: 'activeInventory',
    });
    expect(productSearchQuery('name', 'rice', 2)).toEqual({
      searchParameter: 'rice',
      currentPage: 2,
      pageSize: 20,
      module: 'activeInventory',
    });
  });
});
