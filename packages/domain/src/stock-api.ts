// Request and reply shapes of the stock API (/api/v1/stock), shared by the server and the admin app.
import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { isoDateSchema as isoDate } from './order-api.ts';
import { isWholeMilli, QUANTITY_MAX } from './quantity.ts';

const id = z.number().int().positive();
const paise = z.number().int();

/** GET /stock?productIds=1,2&outletId= */
export const stockParamsSchema = z.object({
  productIds: z
    .string()
    .regex(/^\d+(,\d+){0,199}$/)
    .transform((text) => text.split(',').map(Number)),
  outletId: z.coerce.number().int().positive().optional(),
});

export const stockLevelSchema = z.object({
  productId: z.number().int(),
  outletId: z.number().int(),
  quantity: z.number(),
  batches: z.array(
    z.object({
      batchId: z.number().int(),
      batchNo: z.string(),
      expiryDate: isoDate.nullable(),
      mrpPaise: paise.nullable(),
      quantity: z.number(),
    }),
  ),
});
export const stockReplySchema = z.object({ levels: z.array(stockLevelSchema) });

/** POST /stock/adjustments: opening stock or a correction, written as a stock move. */
export const stockAdjustmentBodySchema = z.object({
  productId: id,
  /** The variant, for a product with variants (stock is kept per variant). */
  variantId: id.optional(),
  outletId: id.optional(),
  /** A positive or negative change, up to 3 decimals. */
  quantity: z
    .number()
    .min(-QUANTITY_MAX, `Quantity cannot be less than -${QUANTITY_MAX}`)
    .max(QUANTITY_MAX, `Quantity cannot be more than ${QUANTITY_MAX}`)
    .refine((q) => q !== 0, 'Quantity cannot be 0')
    .refine(isWholeMilli, 'Up to 3 decimals allowed'),
  reason: z.enum(['OPENING', 'ADJUSTMENT']).default('ADJUSTMENT'),
  /** With isMaintainBatch: the batch (made on first use). */
  batchNo: z.string().trim().min(1).max(40).optional(),
  expiryDate: isoDate.nullish(),
  mrpPaise: z.number().int().min(0).max(MAX_AMOUNT_PAISE).optional(),
  note: z.string().trim().max(500).optional(),
});
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBodySchema>;
