// Adding an image to a product (or to a template-based product, created first).
import { MAX_PRODUCT_IMAGES, type ProductImagesReply } from '@storekeep/domain/product-images';
import type { CreateFromTemplate } from '@storekeep/domain/product-templates';
import type { SupplierSession } from '../../http/session.ts';
import { createProductFromTemplate } from '../product-templates/service.ts';
import { checkImageContent } from './image-content.ts';
import {
  commitOrDiscard,
  enqueueVariants,
  limitReached,
  newStorageKey,
  type ProductImagesContext,
  present,
  productNotFound,
  type ReadUpload,
  settle,
  storeUpload,
} from './internal.ts';
import * as q from './queries.ts';

export async function addProductImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  productId: number,
  readUpload: ReadUpload,
): Promise<ProductImagesReply> {
  const { supplierId } = session;
  if (!(await q.productExists(ctx.db, supplierId, productId))) throw productNotFound();
  if ((await q.listImages(ctx.db, supplierId, productId)).length >= MAX_PRODUCT_IMAGES) throw limitReached();
  const stored = await storeUpload(ctx, supplierId, newStorageKey(supplierId, productId), await readUpload());
  return commitOrDiscard(ctx, supplierId, stored.storageKey, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await q.lockProduct(tx, supplierId, productId))) throw productNotFound();
      await settle(tx, supplierId, stored.storageKey);
      const rows = await q.listImages(tx, supplierId, productId);
      if (rows.length >= MAX_PRODUCT_IMAGES) throw limitReached();
      const row = await q.insertImage(tx, { ...stored, supplierId, productId, position: rows.length });
      await enqueueVariants(ctx, tx, supplierId, productId, row);
      return present(ctx.storage, productId, [...rows, row]);
    }),
  );
}

/**
 * Adding an image to a template-based product first creates the real product from the template
 * (back-office.md §3), then saves the image on it. The file is checked before anything is made,
 * so a refused upload creates no product either.
 */
export async function addTemplateProductImage(
  ctx: ProductImagesContext,
  session: SupplierSession,
  templateId: number,
  options: CreateFromTemplate,
  readUpload: ReadUpload,
): Promise<ProductImagesReply> {
  const upload = await readUpload();
  await checkImageContent(ctx.profile, upload.fileName, upload.bytes);
  const { productId } = await createProductFromTemplate(ctx.db, session, templateId, options);
  return addProductImage(ctx, session, productId, async () => upload);
}
