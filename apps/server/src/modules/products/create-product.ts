// Creating a product (on its own, or inside the website walkthrough's transaction).
import type { AccountSettings } from '@storekeep/domain/account-settings';
import { PRODUCT_MESSAGES, type ProductCreate } from '@storekeep/domain/product';
import { quantityToMilli } from '@storekeep/domain/quantity';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { getSettings } from '../settings/service.ts';
import { applyStockChanges } from '../stock/index.ts';
import { getProduct } from './get-product.ts';
import { checkCodes, checkPayload, productValues, variantValues } from './internal.ts';
import type { MainImageUrl } from './presenters.ts';
import { assignProductSlugs } from './product-slugs.ts';
import * as q from './queries.ts';

export async function createProduct(
  db: Db,
  session: SupplierSession,
  input: ProductCreate,
  images: MainImageUrl,
) {
  if (input.variants.some((v) => v.variantId !== null))
    throw invalid(PRODUCT_MESSAGES.variantNotFound, { variants: PRODUCT_MESSAGES.variantNotFound });
  // Read before the transaction: on PGlite a second statement outside it would wait for it.
  const { accountSettings } = await getSettings(db, session);
  return db.transaction(async (tx) => {
    const productId = await createProductInTransaction(tx, session, accountSettings, input);
    return getProduct(tx, session, productId, images);
  });
}

/**
 * The product rules and rows of a create, inside the caller's transaction (the website
 * walkthrough saves the first products with the store's name and theme, all or nothing).
 * Answers the new product's id.
 */
export async function createProductInTransaction(
  tx: Tx,
  session: SupplierSession,
  accountSettings: AccountSettings,
  input: ProductCreate,
): Promise<number> {
  if (input.variants.some((v) => v.variantId !== null))
    throw invalid(PRODUCT_MESSAGES.variantNotFound, { variants: PRODUCT_MESSAGES.variantNotFound });
  await checkPayload(tx, session, accountSettings, input);
  await checkCodes(tx, session, input, null);
  const productId = await q.insertProduct(tx, session.supplierId, {
    ...productValues(input),
    isService: input.isService,
  });
  await assignProductSlugs(tx, session.supplierId, [productId]);
  await q.replaceVariants(tx, session.supplierId, productId, variantValues(input));
  await q.replaceOutletDelivery(tx, session.supplierId, productId, input.outletWiseDeliveryList);
  await openStock(tx, session, productId, input);
  return productId;
}

/**
 * The opening stock given with the product: each quantity is a change through the stock ledger (an
 * OPENING move beside the level), so the levels always equal the sum of their moves. An outlet
 * given zero gets its (empty) stock line without a move: nothing changed there. A product with
 * variants is given its stock per variant (the entry names the variant by its position).
 */
async function openStock(tx: Tx, session: SupplierSession, productId: number, input: ProductCreate) {
  const { supplierId, userId } = session;
  const variantIds = (await q.listVariants(tx, supplierId, productId)).map((v) => v.variantId);
  const stock = input.createStock.map((s, i) => {
    if (variantIds.length === 0 && s.variantIndex === undefined) return { ...s, variantId: 0 };
    const variantId = s.variantIndex === undefined ? undefined : variantIds[s.variantIndex];
    if (variantId === undefined)
      throw invalid(PRODUCT_MESSAGES.chooseVariant, {
        [`createStock.${i}.variantIndex`]: PRODUCT_MESSAGES.chooseVariant,
      });
    return { ...s, variantId };
  });
  await q.insertOpeningStock(
    tx,
    supplierId,
    productId,
    stock.filter((s) => s.quantity === 0),
  );
  await applyStockChanges(
    tx,
    { supplierId, userId, orderId: null, reason: 'OPENING', allowNegative: true },
    stock.map((s) => ({
      productId,
      variantId: s.variantId,
      outletId: s.outletId,
      batchId: null,
      milli: quantityToMilli(s.quantity),
      productName: input.productName,
    })),
  );
}
