// The plan gates as the builder asks for them, the first-run walkthrough (name, theme and first
// products in one go) and the store the builder works on.

import { productCreateSchema } from '@storekeep/domain/product';
import type { ShopProfile } from '@storekeep/domain/shop-profile';
import { type FirstProduct, firstProductPayload } from '@storekeep/domain/walkthrough';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { createProductInTransaction } from '../products/service.ts';
import { getSettings, updateAccountSettingsIn } from '../settings/service.ts';
import { packLimit, planOf, type SiteLimitKey } from './plan-gates.ts';
import * as q from './queries.ts';
import { loadDocument, pageCounts } from './site-document.ts';
import { selectThemeIn } from './site-draft.ts';
import { requireOwnImages, storeUrl, themeNotFound } from './site-helpers.ts';

export async function getPackLimit(db: Db, session: SupplierSession, key: SiteLimitKey) {
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  const plan = await planOf(db, store.packageId);
  let count = 0;
  if (key === 'domain') count = await q.countDomains(db, session.supplierId);
  else {
    const site = await q.findSite(db, session.supplierId);
    if (site) count = pageCounts(loadDocument(site.draft))[key];
  }
  return packLimit(plan, key, count);
}

/**
 * The first-run walkthrough: store name, logo, the shop's facts, theme and the first products
 * (with their stock in hand) in one transaction (all saved or none); the theme's text blocks are
 * written from the facts, the shop stops being virtual and the merchant goes on to the products
 * page (whoever may open the walkthrough may create products). Each product goes through the
 * product rules of a create; a refusal names its row in the fields (products.<row>.<field>) with
 * the product form's message. Answers the new products' ids in row order, for their photos.
 */
export async function saveWalkthrough(
  db: Db,
  session: SupplierSession,
  input: {
    storeName: string;
    logoUrl: string | null;
    themeId: number;
    profile: ShopProfile;
    makesToOrder: boolean;
    products: FirstProduct[];
  },
) {
  if (input.logoUrl) await requireOwnImages(db, session.supplierId, [input.logoUrl]);
  const theme = await q.findTheme(db, input.themeId);
  if (!theme) throw themeNotFound();
  // Read before the transaction: on PGlite a statement outside it would wait for it.
  const site = await q.findSite(db, session.supplierId);
  const { accountSettings } = await getSettings(db, session);
  const outletIds = await q.listOutletIds(db, session.supplierId);
  const productIds = await db.transaction(async (tx) => {
    // The name and logo first: the picked theme takes the store's logo in.
    await q.updateStoreIdentity(tx, session.supplierId, {
      storeName: input.storeName,
      logoUrl: input.logoUrl,
    });
    // The theme is written again from the answers, even when it was picked before.
    await selectThemeIn(
      tx,
      session,
      { themeId: input.themeId, confirmReplace: !site?.isModified || site.themeId !== input.themeId },
      input.profile,
    );
    await q.updateSite(tx, session.supplierId, { isVirtual: false, shopProfile: input.profile });
    // A shop that makes to order takes orders without stock in hand.
    if (input.makesToOrder) await updateAccountSettingsIn(tx, session, { isSellOutOfStock: true });
    const ids: number[] = [];
    for (const [row, product] of input.products.entries()) {
      const payload = productCreateSchema.parse(firstProductPayload(product, outletIds));
      try {
        ids.push(await createProductInTransaction(tx, session, accountSettings, payload));
      } catch (error) {
        throw error instanceof AppError ? inRow(error, row) : error;
      }
    }
    return ids;
  });
  return { isSuccess: true as const, redirectTo: '/products', productIds };
}

/** The product's refusal with its fields under the walkthrough row (products.2.sku). */
function inRow(error: AppError, row: number): AppError {
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? { productName: error.message }).map(([field, message]) => [
      `products.${row}.${field}`,
      message,
    ]),
  );
  return new AppError(error.status, error.code, error.message, fields);
}

export async function supplierInfo(db: Db, session: SupplierSession) {
  const store = await q.findStore(db, session.supplierId);
  if (!store) throw notFound();
  const site = await q.findSite(db, session.supplierId);
  return {
    supplierId: store.supplierId,
    storeName: store.storeName,
    storeSlug: store.storeSlug,
    storeUrl: storeUrl(store.storeSlug),
    logoUrl: store.logoUrl,
    verticalId: store.verticalId,
    themeId: site?.themeId ?? null,
    isVirtual: site?.isVirtual ?? true,
  };
}
