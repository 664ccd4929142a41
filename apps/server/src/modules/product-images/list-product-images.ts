// Listing a product's images as the editor shows them.
import type { ProductImagesReply } from '@storekeep/domain/product-images';
import type { SupplierSession } from '../../http/session.ts';
import { type ProductImagesContext, present, productNotFound } from './internal.ts';
import * as q from './queries.ts';

export async function listProductImages(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
): Promise<ProductImagesReply> {
  if (!(await q.productExists(ctx.db, session.supplierId, productId))) throw productNotFound();
  return present(ctx.storage, productId, await q.listImages(ctx.db, session.supplierId, productId));
}
