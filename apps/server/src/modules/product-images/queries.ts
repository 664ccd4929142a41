// SQL for product images, every statement scoped by supplier_id.

import { PRODUCT_IMAGE_VARIANTS_VERSION } from '@storekeep/domain/product-images';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productImages, products } from '../../db/schema.ts';

export type ProductImageRow = typeof productImages.$inferSelect;

export async function productExists(db: DbOrTx, supplierId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.productId, productId)));
  return rows.length > 0;
}

/** Locks the product row so concurrent image changes of one product take turns. */
export async function lockProduct(tx: DbOrTx, supplierId: number, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.productId, productId)))
    .for('update');
  return rows.length > 0;
}

/** The product an image belongs to, if the image is still there. */
export async function productOfImage(
  db: DbOrTx,
  supplierId: number,
  imageId: number,
): Promise<number | undefined> {
  const rows = await db
    .select({ productId: productImages.productId })
    .from(productImages)
    .where(and(eq(productImages.supplierId, supplierId), eq(productImages.imageId, imageId)));
  return rows[0]?.productId;
}

export function listImages(db: DbOrTx, supplierId: number, productId: number): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.supplierId, supplierId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position));
}

export async function findImageAt(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  position: number,
): Promise<ProductImageRow | undefined> {
  const [row] = await db
    .select()
    .from(productImages)
    .where(
      and(
        eq(productImages.supplierId, supplierId),
        eq(productImages.productId, productId),
        eq(productImages.position, position),
      ),
    );
  return row;
}

export interface StoredImage {
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

export async function insertImage(
  tx: DbOrTx,
  values: StoredImage & { supplierId: number; productId: number; position: number },
): Promise<ProductImageRow> {
  const [row] = await tx.insert(productImages).values(values).returning();
  return row as ProductImageRow;
}

export async function replaceImageAt(
  tx: DbOrTx,
  supplierId: number,
  productId: number,
  position: number,
  values: StoredImage,
): Promise<ProductImageRow | undefined> {
  const [row] = await tx
    .update(productImages)
    .set({ ...values, variantsReady: false, variantsFailed: false, updatedAt: new Date() })
    .where(
      and(
        eq(productImages.supplierId, supplierId),
        eq(productImages.productId, productId),
        eq(productImages.position, position),
      ),
    )
    .returning();
  return row;
}

/** Deletes the image at a position and closes the gap (two steps: positions stay unique throughout). */
export async function deleteImageAt(
  tx: DbOrTx,
  supplierId: number,
  productId: number,
  position: number,
): Promise<ProductImageRow | undefined> {
  const scope = and(eq(productImages.supplierId, supplierId), eq(productImages.productId, productId));
  const [row] = await tx
    .delete(productImages)
    .where(and(scope, eq(productImages.position, position)))
    .returning();
  if (!row) return undefined;
  await tx
    .update(productImages)
    .set({ position: sql`-${productImages.position}` })
    .where(and(scope, gt(productImages.position, position)));
  await tx
    .update(productImages)
    .set({ position: sql`-${productImages.position} - 1` })
    .where(and(scope, sql`${productImages.position} < 0`));
  return row;
}

/** Puts the images in the given order (every image id of the product, each once). */
export async function setOrder(
  tx: DbOrTx,
  supplierId: number,
  productId: number,
  imageIds: readonly number[],
): Promise<void> {
  const scope = and(eq(productImages.supplierId, supplierId), eq(productImages.productId, productId));
  // Park every row on a negative position first, so no step of the permutation collides.
  await tx
    .update(productImages)
    .set({ position: sql`-1 - ${productImages.position}` })
    .where(scope);
  const order = sql.join(
    imageIds.map((imageId, position) => sql`(${imageId}::bigint, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE product_images AS pi SET position = o.position, updated_at = now()
    FROM (VALUES ${order}) AS o (image_id, position)
    WHERE pi.supplier_id = ${supplierId} AND pi.product_id = ${productId} AND pi.image_id = o.image_id`);
}

export async function markVariantsReady(
  db: DbOrTx,
  supplierId: number,
  imageId: number,
  storageKey: string,
): Promise<void> {
  await db
    .update(productImages)
    .set({ variantsReady: true, variantsVersion: PRODUCT_IMAGE_VARIANTS_VERSION })
    .where(
      and(
        eq(productImages.supplierId, supplierId),
        eq(productImages.imageId, imageId),
        eq(productImages.storageKey, storageKey),
      ),
    );
}

/** True while some image row still points at the key (a replaced image's job may run late). */
export async function keyInUse(db: DbOrTx, supplierId: number, storageKey: string): Promise<boolean> {
  const rows = await db
    .select({ imageId: productImages.imageId })
    .from(productImages)
    .where(and(eq(productImages.supplierId, supplierId), eq(productImages.storageKey, storageKey)));
  return rows.length > 0;
}

export async function setVariantsFailed(
  db: DbOrTx,
  supplierId: number,
  imageId: number,
  storageKey: string,
  failed: boolean,
): Promise<void> {
  await db
    .update(productImages)
    .set({ variantsFailed: failed })
    .where(
      and(
        eq(productImages.supplierId, supplierId),
        eq(productImages.imageId, imageId),
        eq(productImages.storageKey, storageKey),
      ),
    );
}

export async function deleteImageById(tx: DbOrTx, supplierId: number, imageId: number): Promise<void> {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.supplierId, supplierId), eq(productImages.imageId, imageId)));
}

/** Moves every image of the product to a negative position, so new positions never collide. */
export async function parkImages(tx: DbOrTx, supplierId: number, productId: number): Promise<void> {
  await tx
    .update(productImages)
    .set({ position: sql`-1 - ${productImages.position}` })
    .where(and(eq(productImages.supplierId, supplierId), eq(productImages.productId, productId)));
}

export async function setPosition(
  tx: DbOrTx,
  supplierId: number,
  imageId: number,
  position: number,
): Promise<void> {
  await tx
    .update(productImages)
    .set({ position, updatedAt: new Date() })
    .where(and(eq(productImages.supplierId, supplierId), eq(productImages.imageId, imageId)));
}
