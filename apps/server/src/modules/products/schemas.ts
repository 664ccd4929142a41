// Route-only shapes of the products API; the payloads and replies shared with the admin app are in
// @storekeep/domain/product.
import { z } from 'zod';

export const productParamsSchema = z.object({ productId: z.coerce.number().int().positive() });

export const countsQuerySchema = z.object({ isServiceModule: z.enum(['0', '1']).default('0') });

export const barcodeConflictQuerySchema = z.object({
  barcode: z.string().trim().min(1).max(20),
  /** The product being edited (its own barcode is no conflict). */
  productId: z.coerce.number().int().positive().optional(),
});
