// The products screens' URL state, parsed without zod so the router can import it eagerly.
import {
  MISSING_DATA_VIEWS,
  type MissingDataView,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_VISIBILITIES,
  type ProductSort,
  type ProductStatus,
  type ProductVisibility,
} from '@storekeep/domain/product';

export interface ProductListSearch {
  filter?: ProductStatus;
  display?: ProductVisibility;
  missing?: MissingDataView;
  categoryId?: number;
  sort?: ProductSort;
  page?: number;
  isServiceModule?: '1';
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function positiveInteger(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function parseProductListSearch(search: Record<string, unknown>): ProductListSearch {
  const parsed: ProductListSearch = {
    filter: oneOf(PRODUCT_STATUSES, search.filter),
    display: oneOf(PRODUCT_VISIBILITIES, search.display),
    missing: oneOf(MISSING_DATA_VIEWS, search.missing),
    categoryId: positiveInteger(search.categoryId),
    sort: oneOf(PRODUCT_SORTS, search.sort),
    page: (positiveInteger(search.page) ?? 1) > 1 ? positiveInteger(search.page) : undefined,
    isServiceModule: String(search.isServiceModule) === '1' ? '1' : undefined,
  };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as ProductListSearch;
}

export interface ProductEditorSearch {
  /** Where the editor returns after a save (or cancel); a same-site path. */
  redirectRoute?: string;
  isServiceModule?: '1';
}

export function parseProductEditorSearch(search: Record<string, unknown>): ProductEditorSearch {
  const redirectRoute = search.redirectRoute;
  return {
    ...(typeof redirectRoute === 'string' && redirectRoute.startsWith('/') && !redirectRoute.startsWith('//')
      ? { redirectRoute }
      : {}),
    ...(String(search.isServiceModule) === '1' ? { isServiceModule: '1' as const } : {}),
  };
}

/** back-office.md §2: /edit/{productId}/{reviewState}/{puvId}?redirectRoute= */
export function productEditPath(
  productId: number,
  redirectRoute?: string,
  reviewState = '0',
  puvId = '0',
): string {
  const path = `/edit/${productId}/${encodeURIComponent(reviewState)}/${encodeURIComponent(puvId)}`;
  return redirectRoute ? `${path}?redirectRoute=${encodeURIComponent(redirectRoute)}` : path;
}

export function productListPath(search: ProductListSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}
