// Request and reply shapes of the inventory API (/api/v1/inventory): levels with value at cost,
// reorder settings, adjustments, counts, a product's stock history, transfers, import and export.
import { z } from 'zod';
import {
  ADJUSTMENT_REASONS,
  adjustmentDirectionError,
  INVENTORY_MESSAGES,
  MOVE_REASONS,
  STOCK_FILTERS,
  TRANSFER_STATUSES,
} from './inventory.ts';
import { outletScopeSchema } from './order-tabs.ts';
import { isWholeMilli, QUANTITY_MAX } from './quantity.ts';
import { serialNosSchema } from './serials.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A quantity in units, up to 3 decimals, between 0 and QUANTITY_MAX. */
const quantity = z
  .number()
  .min(0, 'Quantity cannot be negative')
  .max(QUANTITY_MAX, `Quantity cannot be more than ${QUANTITY_MAX}`)
  .refine(isWholeMilli, 'Up to 3 decimals allowed');
/** A change of stock: positive adds, negative takes out, never 0. */
const change = z
  .number()
  .min(-QUANTITY_MAX, `Quantity cannot be less than -${QUANTITY_MAX}`)
  .max(QUANTITY_MAX, `Quantity cannot be more than ${QUANTITY_MAX}`)
  .refine((q) => q !== 0, 'Quantity cannot be 0')
  .refine(isWholeMilli, 'Up to 3 decimals allowed');
const note = z.string().trim().max(500).optional();
/** The variant of a product with variants (its stock is kept per variant); absent for other products. */
const variantId = id.optional();
/** A line's stock item: the product, and its variant when it has variants. */
export const stockItemKey = (line: { productId: number; variantId?: number | undefined | null }) =>
  `${line.productId}:${line.variantId ?? 0}`;

export const INVENTORY_PAGE_SIZE = 50;

/** GET /inventory: levels at the selected outlet (scope=selected) or all outlets the user sees. */
export const inventoryQuerySchema = z.object({
  scope: outletScopeSchema,
  filter: z.enum(STOCK_FILTERS).default('all'),
  categoryId: queryId.optional(),
  /** Name (contains) or barcode/SKU (exact). */
  q: z.string().trim().max(100).optional(),
  /** One product only (the product editor's stock section). */
  productId: queryId.optional(),
  /** A product with variants lists one row per variant: only this one. */
  variantId: queryId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InventoryQuery = z.input<typeof inventoryQuerySchema>;

export const inventoryRowSchema = z.object({
  productId: z.number().int(),
  /** A product with variants has a row per variant; null for a product without variants. */
  variantId: z.number().int().nullable(),
  variantName: z.string().nullable(),
  productName: z.string(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  categoryName: z.string().nullable(),
  unitOfMeasurement: z.string(),
  costPaise: z.number().int(),
  /** Per outlet in the scope (outlets without a stock row hold 0). */
  outlets: z.array(
    z.object({
      outletId: z.number().int(),
      quantity: z.number(),
      reorderLevel: z.number(),
      reorderQuantity: z.number(),
      inTransit: z.number(),
    }),
  ),
  quantity: z.number(),
  /** Dispatched to an outlet of the scope, not yet received there. */
  inTransit: z.number(),
  valuePaise: z.number().int(),
  isLow: z.boolean(),
  /** The earliest expiry of a batch with stock, if batches are kept. */
  nextExpiry: z.string().nullable(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const inventoryReplySchema = z.object({
  outletIds: z.array(z.number().int()),
  rows: z.array(inventoryRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** A next page exists (the matches are not counted: a large catalogue would read every row). */
  hasMore: z.boolean(),
});
export type InventoryReply = z.infer<typeof inventoryReplySchema>;

/** GET /inventory/summary: the scope's totals over every product, with the filters' counts. */
export const inventorySummaryQuerySchema = inventoryQuerySchema.pick({
  scope: true,
  categoryId: true,
  q: true,
});
export const inventorySummaryReplySchema = z.object({
  outletIds: z.array(z.number().int()),
  products: z.number().int(),
  valuePaise: z.number().int(),
  low: z.number().int(),
  out: z.number().int(),
  expiring: z.number().int(),
});
export type InventorySummary = z.infer<typeof inventorySummaryReplySchema>;

/** PUT /inventory/reorder: a product's reorder level and quantity at an outlet. */
export const reorderBodySchema = z.object({
  productId: id,
  variantId,
  outletId: id,
  reorderLevel: quantity,
  reorderQuantity: quantity,
});
export type ReorderBody = z.input<typeof reorderBodySchema>;
export const okReplySchema = z.object({ ok: z.literal(true) });

/** POST /inventory/adjustments: one reason and note for one or more products at one outlet. */
export const inventoryAdjustmentBodySchema = z
  .object({
    outletId: id,
    reason: z.enum(ADJUSTMENT_REASONS),
    note,
    lines: z
      .array(z.object({ productId: id, variantId, quantity: change }))
      .min(1)
      .max(500),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      const error = adjustmentDirectionError(body.reason, line.quantity);
      if (error) ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: error });
      if (seen.has(stockItemKey(line)))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'productId'],
          message: INVENTORY_MESSAGES.duplicateProduct,
        });
      seen.add(stockItemKey(line));
    });
  });
export type InventoryAdjustmentBody = z.input<typeof inventoryAdjustmentBodySchema>;

export const adjustmentReplySchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int().nullable(),
      change: z.number(),
      quantity: z.number(),
    }),
  ),
});
export type AdjustmentReply = z.infer<typeof adjustmentReplySchema>;

/** POST /inventory/counts: counted quantities; the differences from the stock are posted as COUNT moves. */
export const stockCountBodySchema = z
  .object({
    outletId: id,
    note,
    lines: z
      .array(z.object({ productId: id, variantId, counted: quantity }))
      .min(1, INVENTORY_MESSAGES.nothingCounted)
      .max(2000),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(stockItemKey(line)))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'productId'],
          message: INVENTORY_MESSAGES.duplicateProduct,
        });
      seen.add(stockItemKey(line));
    });
  });
export type StockCountBody = z.input<typeof stockCountBodySchema>;

/** GET /inventory/products/:productId/moves: the product's ledger, newest first, with the balance after each. */
export const moveHistoryQuerySchema = z.object({
  outletId: queryId.optional(),
  /** One variant's moves (a product with variants); all of the product's otherwise. */
  variantId: queryId.optional(),
  before: queryId.optional(),
});
export const productParamsSchema = z.object({ productId: queryId });
export const stockMoveSchema = z.object({
  moveId: z.number().int(),
  outletId: z.number().int(),
  variantName: z.string().nullable(),
  outletName: z.string(),
  reason: z.enum(MOVE_REASONS),
  quantity: z.number(),
  /** The outlet's stock after this move. */
  balance: z.number(),
  orderId: z.number().int().nullable(),
  transferId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;
export const moveHistoryReplySchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  unitOfMeasurement: z.string(),
  moves: z.array(stockMoveSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type MoveHistoryReply = z.infer<typeof moveHistoryReplySchema>;

/** POST /inventory/transfers: request stock from one outlet to another. */
export const transferCreateBodySchema = z
  .object({
    fromOutletId: id,
    toOutletId: id,
    note,
    lines: z
      .array(
        z.object({
          productId: id,
          variantId,
          quantity: change.refine((q) => q > 0, 'Quantity must be more than 0'),
        }),
      )
      .min(1)
      .max(500),
  })
  .superRefine((body, ctx) => {
    if (body.fromOutletId === body.toOutletId)
      ctx.addIssue({ code: 'custom', path: ['toOutletId'], message: INVENTORY_MESSAGES.sameOutlet });
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(stockItemKey(line)))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'productId'],
          message: INVENTORY_MESSAGES.duplicateProduct,
        });
      seen.add(stockItemKey(line));
    });
  });
export type TransferCreateBody = z.input<typeof transferCreateBodySchema>;

export const transferParamsSchema = z.object({ transferId: queryId });
/**
 * POST /inventory/transfers/:id/dispatch: the serial (IMEI) numbers each line sends, one per unit,
 * for a product whose serials the sending outlet keeps (enableIMEINumber). No body: none named.
 */
export const transferDispatchBodySchema = z
  .object({
    lines: z
      .array(z.object({ lineNo: z.number().int().min(1), serialNos: serialNosSchema }))
      .max(500)
      .default([]),
  })
  .nullish()
  .transform((body) => body ?? { lines: [] });
export type TransferDispatchBody = z.input<typeof transferDispatchBodySchema>;
/**
 * POST /inventory/transfers/:id/receive: what arrived now, per line (a part or the rest), with the
 * serials that arrived of those the line dispatched (all of them when the rest of the line arrives).
 */
export const transferReceiveBodySchema = z.object({
  lines: z
    .array(z.object({ lineNo: z.number().int().min(1), quantity, serialNos: serialNosSchema.optional() }))
    .min(1, INVENTORY_MESSAGES.nothingToReceive)
    .max(500),
});
export type TransferReceiveBody = z.input<typeof transferReceiveBodySchema>;

export const transferSchema = z.object({
  transferId: z.number().int(),
  fromOutletId: z.number().int(),
  toOutletId: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  note: z.string().nullable(),
  requestedAt: z.string(),
  dispatchedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      productId: z.number().int(),
      variantId: z.number().int().nullable(),
      variantName: z.string().nullable(),
      productName: z.string(),
      unitOfMeasurement: z.string(),
      quantity: z.number(),
      receivedQuantity: z.number(),
      /** The serial (IMEI) numbers the line dispatched. */
      serialNos: z.array(z.string()),
      /** Those of them not yet received: what a receipt chooses from. */
      inTransitSerialNos: z.array(z.string()),
    }),
  ),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferListReplySchema = z.object({ transfers: z.array(transferSchema) });
export const transferListQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});

/** POST /inventory/import (multipart file): opening stock or adjustments; nothing is posted when a row is wrong. */
export const stockImportReplySchema = z.object({
  posted: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type StockImportReply = z.infer<typeof stockImportReplySchema>;

/** GET /inventory/export/levels|moves?scope=&format=csv|xlsx */
export const inventoryExportQuerySchema = z.object({
  scope: outletScopeSchema,
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
