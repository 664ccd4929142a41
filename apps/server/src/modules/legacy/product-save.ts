// Saving a product as the apps send it (updateProductFromApp, the missing image/category save): the
// fields they send over the product as it is (fields left out keep their values), then the edit of
// the products module with the images named by URL set in the same transaction.
import { type ProductReply, productEditFromReply, productEditSchema } from '@storekeep/domain/product';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import {
  listProductImages,
  type ProductImagesContext,
  setProductImagesFromUrls,
} from '../product-images/service.ts';
import type { MainImageUrl } from '../products/index.ts';
import { editProduct, getProduct } from '../products/service.ts';

export const BAD_PRODUCT = 'Something went wrong';

export async function saveProductFromApp(
  ctx: ProductImagesContext,
  session: SupplierSession,
  images: MainImageUrl,
  change: { productId: number; fields: Record<string, unknown>; imageUrls: string[] | undefined },
): Promise<{ saved: ProductReply; imageUrls: string[] }> {
  const { db } = ctx;
  const { productId, fields, imageUrls } = change;
  const current = await getProduct(db, session, productId, images);
  const edit = productEditSchema.safeParse({ ...productEditFromReply(current), ...fields });
  if (!edit.success) {
    const messages: Record<string, string> = {};
    for (const issue of edit.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message;
    throw invalid(Object.values(messages)[0] ?? BAD_PRODUCT, messages);
  }
  const saved = await editProduct(
    db,
    session,
    productId,
    edit.data,
    images,
    imageUrls === undefined
      ? undefined
      : (tx) => setProductImagesFromUrls(ctx, tx, session, productId, imageUrls),
  );
  ctx.jobs.wake();
  const list = await listProductImages(ctx, session, productId);
  return { saved, imageUrls: list.images.map((image) => image.url) };
}
