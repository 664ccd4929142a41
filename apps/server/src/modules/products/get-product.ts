// Reading one product for the editor, with its variants, outlet delivery and stock.
import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type MainImageUrl, presentProduct } from './presenters.ts';
import * as q from './queries.ts';

export async function getProduct(
  db: DbOrTx,
  session: SupplierSession,
  productId: number,
  images: MainImageUrl,
) {
  const row = await q.findProduct(db, session.supplierId, productId);
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  const [variants, delivery, stock] = await Promise.all([
    q.listVariants(db, session.supplierId, productId),
    q.listOutletDelivery(db, session.supplierId, productId),
    q.listStock(db, session.supplierId, productId),
  ]);
  return presentProduct(row, variants, delivery, stock, images);
}
