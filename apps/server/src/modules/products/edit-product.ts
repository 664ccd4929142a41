// Saving an edited product, and the editor's check of a barcode another product holds.
import { PRODUCT_MESSAGES, type ProductEdit } from '@storekeep/domain/product';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { getSettings } from '../settings/service.ts';
import { insertAudit } from '../supplier/index.ts';
import { getProduct } from './get-product.ts';
import { checkCodes, checkPayload, productValues, variantValues } from './internal.ts';
import type { MainImageUrl } from './presenters.ts';
import { assignProductSlugs } from './product-slugs.ts';
import * as q from './queries.ts';

export async function editProduct(
  db: Db,
  session: SupplierSession,
  productId: number,
  input: ProductEdit,
  images: MainImageUrl,
  /** More of the same save, in its transaction (the legacy update sets the images too). */
  alsoInTransaction?: (tx: Tx) => Promise<void>,
) {
  const { accountSettings } = await getSettings(db, session);
  return db.transaction(async (tx) => {
    const current = await q.findProduct(tx, session.supplierId, productId, true);
    if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
    if (current.status !== 'ACTIVE') throw new AppError(409, 'conflict', PRODUCT_MESSAGES.inRecycleBin);
    const keptIds = input.variants.flatMap((v) => (v.variantId === null ? [] : [v.variantId]));
    if (keptIds.length > 0) {
      const existing = new Set(
        (await q.listVariants(tx, session.supplierId, productId)).map((v) => v.variantId),
      );
      if (keptIds.some((id) => !existing.has(id)))
        throw invalid(PRODUCT_MESSAGES.variantNotFound, { variants: PRODUCT_MESSAGES.variantNotFound });
    }
    await checkPayload(tx, session, accountSettings, input);
    await checkCodes(tx, session, input, productId);
    const values = productValues(input);
    await q.updateProduct(tx, session.supplierId, productId, values);
    // A new name is a new address in the online store; the old one answers 301 to it.
    if (values.name !== current.name)
      await assignProductSlugs(tx, session.supplierId, [productId], { keepFormer: true });
    // A changed selling price or MRP goes to the activity log (who changed which price, from what).
    if (values.pricePaise !== current.pricePaise || values.mrpPaise !== current.mrpPaise)
      await insertAudit(tx, {
        supplierId: session.supplierId,
        userId: session.userId,
        action: 'product.price_changed',
        details: {
          productId,
          productName: values.name ?? current.name,
          fromPaise: current.pricePaise,
          toPaise: values.pricePaise ?? null,
          fromMrpPaise: current.mrpPaise,
          toMrpPaise: values.mrpPaise ?? null,
        },
      });
    await keepStockWithVariants(tx, session.supplierId, productId, input);
    await q.replaceVariants(tx, session.supplierId, productId, variantValues(input));
    await q.replaceOutletDelivery(tx, session.supplierId, productId, input.outletWiseDeliveryList);
    await alsoInTransaction?.(tx);
    return getProduct(tx, session, productId, images);
  });
}

/**
 * Stock is kept per variant (0 for a product without variants): a variant that still holds stock
 * is not removed, and a product holding stock of its own gets no variants, so no stock is left on
 * a row nothing shows (every level stays the sum of its moves).
 */
async function keepStockWithVariants(tx: Tx, supplierId: number, productId: number, input: ProductEdit) {
  const stocked = await q.stockByVariant(tx, supplierId, productId);
  if (stocked.length === 0) return;
  const kept = new Set(input.variants.flatMap((v) => (v.variantId === null ? [] : [v.variantId])));
  if (stocked.includes(0) && input.variants.length > 0)
    throw invalid(PRODUCT_MESSAGES.stockBeforeVariants, { variants: PRODUCT_MESSAGES.stockBeforeVariants });
  const variants = await q.listVariants(tx, supplierId, productId);
  const removed = variants.find((v) => stocked.includes(v.variantId) && !kept.has(v.variantId));
  if (removed) {
    const message = PRODUCT_MESSAGES.variantHasStock(removed.variantName);
    throw invalid(message, { variants: message });
  }
}

/** For the editor's barcode field: which other active product already holds this barcode. */
export async function findBarcodeConflict(
  db: Db,
  session: SupplierSession,
  barcode: string,
  productId: number | undefined,
) {
  const holders = await q.findCodeHolders(
    db,
    session.supplierId,
    { barcodes: [barcode], skus: [] },
    productId ?? null,
  );
  const holder = holders[0];
  return {
    conflict: holder
      ? {
          productId: holder.productId,
          productName: holder.productName,
          message: PRODUCT_MESSAGES.barcodeConflict(holder.productName),
        }
      : null,
  };
}
