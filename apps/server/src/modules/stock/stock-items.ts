// The stock items lines name: a product, or one of its variants when it has variants (stock is
// kept per variant), checked and locked at an outlet for adjustments, counts, reorder and transfers.
import { INVENTORY_MESSAGES } from '@storekeep/domain/inventory';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { lockProductsAt, type ProductForStock } from './queries.ts';

/**
 * Each line's stock item at the outlet (its product, and its variant when the product has
 * variants), locked; 400 naming the line of an unknown product, a missing or foreign variant.
 */
export async function stockItemsOf(
  tx: DbOrTx,
  supplierId: number,
  outletId: number,
  lines: ReadonlyArray<{ productId: number; variantId?: number | undefined }>,
): Promise<ProductForStock[]> {
  const rows = await lockProductsAt(tx, supplierId, outletId, [...new Set(lines.map((l) => l.productId))]);
  return lines.map((line, i) => {
    const ofProduct = rows.filter((row) => row.product_id === line.productId);
    if (ofProduct.length === 0)
      throw invalid('Product not found.', { [`lines.${i}.productId`]: 'Product not found.' });
    const hasVariants = ofProduct.some((row) => row.has_variants);
    if (hasVariants && line.variantId === undefined)
      throw invalid(INVENTORY_MESSAGES.chooseVariant, {
        [`lines.${i}.variantId`]: INVENTORY_MESSAGES.chooseVariant,
      });
    const item = ofProduct.find((row) => row.variant_id === (line.variantId ?? 0));
    if (!item)
      throw invalid(INVENTORY_MESSAGES.variantWrong, {
        [`lines.${i}.variantId`]: INVENTORY_MESSAGES.variantWrong,
      });
    return item;
  });
}
