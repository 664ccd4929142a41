// Product search by name words, SKU or barcode (POS and pickers).
import type { ProductSearchReply } from '@storekeep/domain/product';
import { detectSearchType, nameSearchAction } from '@storekeep/domain/product-search';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { outletScopeOf } from '../supplier/index.ts';
import { type MainImageUrl, presentSearchItem } from './presenters.ts';
import * as search from './search-queries.ts';

/** Words of a name term, as the full-text parser splits them (letters with their marks, digits). */
function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== '')
    .slice(0, 10);
}

/**
 * Search by name or barcode (back-office.md §5): a term with no letters searches barcodes; a name
 * term of 2 characters or fewer answers nothing; 20 a page.
 */
export async function searchProducts(
  db: Db,
  session: SupplierSession,
  query: {
    searchParameter?: string | undefined;
    barcode?: string | undefined;
    currentPage: number;
    pageSize: number;
    isServiceModule: '0' | '1';
    outletId?: number | undefined;
  },
  images: MainImageUrl,
): Promise<ProductSearchReply> {
  // The stock shown is that of an outlet the person may use (the supplier module's one scope rule):
  // the one asked for, else the selected one, else their first; owners need no extra query.
  const scope = await outletScopeOf(db, session);
  const outletId = query.outletId ?? session.selectedOutletId ?? scope?.[0] ?? null;
  if (outletId !== null && scope && !scope.includes(outletId)) throw notFound('Outlet not found.');
  const term = (query.barcode ?? query.searchParameter ?? '').trim();
  const searchType = query.barcode !== undefined ? 'barcode' : detectSearchType(term);
  const input: search.SearchInput = {
    supplierId: session.supplierId,
    isService: query.isServiceModule === '1',
    // Stock rows are read by supplier_id too, so another store's outlet id finds nothing.
    outletId,
    limit: query.pageSize,
    offset: (query.currentPage - 1) * query.pageSize,
  };
  const reply = (rows: Awaited<ReturnType<typeof search.searchByName>>): ProductSearchReply => ({
    searchType,
    products: rows.map((row) => presentSearchItem(row, images)),
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  });
  if (searchType === 'barcode')
    return reply(term === '' ? [] : await search.searchByBarcode(db, input, term));
  const words = searchWords(term);
  if (nameSearchAction(term) === 'clear' || words.length === 0) return reply([]);
  return reply(await search.searchByName(db, input, words, term));
}
