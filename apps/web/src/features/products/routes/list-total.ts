// The product list's count line and page count, with the server's capped count (10 000+).
import { PRODUCT_LIST_PAGE_SIZE } from '@storekeep/domain/product';
import { formatNumber, localDigits } from '../../../app/format.ts';

/**
 * The range shown ("26–50") and the total ("10,000+": past the cap the server stops counting,
 * PRODUCT_LIST_COUNT_CAP), put into words by the caller's (translated) sentence.
 */
export function listTotalText(
  list: { page: number; pageSize: number; total: number; totalIsCapped: boolean; products: unknown[] },
  words: (range: string | null, total: string) => string,
): string {
  const from = (list.page - 1) * list.pageSize + 1;
  const to = from + list.products.length - 1;
  const total = `${formatNumber(list.total)}${list.totalIsCapped ? '+' : ''}`;
  return words(list.products.length > 0 ? localDigits(`${from}–${to}`) : null, total);
}

/** Pages to offer: past a capped count, always one more than the current page. */
export function pageCount(list: { total: number; totalIsCapped: boolean }, page: number): number {
  const counted = Math.ceil(list.total / PRODUCT_LIST_PAGE_SIZE);
  return list.totalIsCapped ? Math.max(counted, page + 1) : counted;
}
