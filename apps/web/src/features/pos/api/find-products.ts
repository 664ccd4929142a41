// Product lookup at the counter: GET /api/v1/products/search by barcode (a term without letters,
// as a scanner types it) or by name, 20 a page (back-office.md §5, §7). The stock it answers is the
// given outlet's: the one the POS bills at.
import { packContentMilli } from '@storekeep/domain/loose';
import { productSearchReplySchema } from '@storekeep/domain/product';
import { detectSearchType, productSearchQuery } from '@storekeep/domain/product-search';
import { fetchParsed } from '../../../app/api-client.ts';
import type { SaleProduct } from '../model/sale-draft.ts';

export async function findProducts(
  term: string,
  outletId: number | null,
): Promise<{ type: 'name' | 'barcode'; products: SaleProduct[] }> {
  const type = detectSearchType(term);
  const query = productSearchQuery(type, term, 1);
  const params = new URLSearchParams({
    ...(query.barcode !== undefined ? { barcode: query.barcode } : {}),
    ...(query.searchParameter !== undefined ? { searchParameter: query.searchParameter } : {}),
    currentPage: '1',
    pageSize: String(query.pageSize),
    ...(outletId !== null ? { outletId: String(outletId) } : {}),
  });
  const reply = await fetchParsed(`/api/v1/products/search?${params}`, productSearchReplySchema);
  const products = reply.products.flatMap((p): SaleProduct[] => {
    const { productId } = p;
    if (productId === undefined) return [];
    const product = {
      productId,
      productName: p.productName,
      barcode: p.barcode,
      unitOfMeasurement: p.unitOfMeasurement,
      sellingPricePaise: p.sellingPricePaise,
      salesTax: p.salesTax ?? null,
      hsnSacNo: p.hsnSacNo ?? null,
      stockQuantity: p.stockQuantity,
      packMilli: packContentMilli({
        unitOfMeasurement: p.unitOfMeasurement,
        contentPerPiece: p.contentPerPiece ?? null,
        unitPerPiece: p.unitPerPiece ?? null,
      }),
    };
    if (p.variants.length === 0) return [product];
    // A product with variants is sold as one of them, each with its price, barcode and stock.
    return p.variants.map((v) => ({
      ...product,
      variantId: v.variantId,
      productName: `${p.productName} (${v.variantName})`,
      barcode: v.barcode,
      sellingPricePaise: v.sellingPricePaise,
      stockQuantity: v.stockQuantity,
    }));
  });
  return { type: reply.searchType, products };
}
