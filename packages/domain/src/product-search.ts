// Product search by name or barcode (back-office.md §4, §5, §7, §9) and the header search limit
// (shared-blocks.md §5, §9).

export const PRODUCT_SEARCH_TYPES = ['name', 'barcode'] as const;
export type ProductSearchType = (typeof PRODUCT_SEARCH_TYPES)[number];

export const NAME_SEARCH_MIN_LENGTH = 2;
export const BARCODE_SEARCH_MIN_LENGTH = 1;
export const NAME_SEARCH_MAX_LENGTH = 150;
export const BARCODE_SEARCH_MAX_LENGTH = 20;
export const PRODUCT_SEARCH_PAGE_SIZE = 20;
export const HEADER_SEARCH_MAX_LENGTH = 50;
/** The module parameter the product search calls send (back-office.md §7). */
export const PRODUCT_SEARCH_MODULE = 'activeInventory' as const;

/** Maximum input length: 150 for name search, 20 for barcode. */
export function searchMaxLength(type: ProductSearchType): number {
  return type === 'name' ? NAME_SEARCH_MAX_LENGTH : BARCODE_SEARCH_MAX_LENGTH;
}

/** A term with no letters is treated as a barcode (letters of any script count). */
export function isBarcodeTerm(term: string): boolean {
  const trimmed = term.trim();
  return trimmed !== '' && !/\p{L}/u.test(trimmed);
}

export function detectSearchType(term: string): ProductSearchType {
  return isBarcodeTerm(term) ? 'barcode' : 'name';
}

/**
 * Name search as the user types. "Terms of 2 characters or fewer clear the suggestions": the
 * minimum (2 by default, configurable) is the length a term must pass before it is searched.
 */
export function nameSearchAction(term: string, minimum = NAME_SEARCH_MIN_LENGTH): 'search' | 'clear' {
  return term.trim().length > minimum ? 'search' : 'clear';
}

export type SearchTrigger = 'typing' | 'enter' | 'button';

/** Barcode search needs at least 1 character and runs only on Enter or the search button. */
export function shouldSearchBarcode(term: string, trigger: SearchTrigger): boolean {
  return trigger !== 'typing' && term.trim().length >= BARCODE_SEARCH_MIN_LENGTH;
}

/** General search minimum: 2 for product, otherwise 3. */
export function generalSearchMinLength(module: string): number {
  return module === 'product' ? 2 : 3;
}

export interface ProductSearchState<T> {
  type: ProductSearchType;
  term: string;
  results: T[];
  page: number;
  pageSize: number;
}

export function initialSearchState<T>(type: ProductSearchType = 'name'): ProductSearchState<T> {
  return { type, term: '', results: [], page: 1, pageSize: PRODUCT_SEARCH_PAGE_SIZE };
}

/** Switching type clears the term and results and resets paging to page 1, size 20. */
export function switchSearchType<T>(
  state: ProductSearchState<T>,
  type: ProductSearchType,
): ProductSearchState<T> {
  return state.type === type ? state : initialSearchState<T>(type);
}

export interface ProductSearchQuery {
  barcode?: string;
  searchParameter?: string;
  currentPage: number;
  pageSize: number;
  module: typeof PRODUCT_SEARCH_MODULE;
}

/** The query a search sends: barcode or searchParameter, cut to the type's maximum length. */
export function productSearchQuery(type: ProductSearchType, term: string, page = 1): ProductSearchQuery {
  const value = term.trim().slice(0, searchMaxLength(type));
  const base = { currentPage: page, pageSize: PRODUCT_SEARCH_PAGE_SIZE, module: PRODUCT_SEARCH_MODULE };
  return type === 'barcode' ? { barcode: value, ...base } : { searchParameter: value, ...base };
}
