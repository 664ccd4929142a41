// Request and reply shapes of the purchase orders API (/api/v1/purchase-orders: listPurchaseOrders,
// fetchPurchaseOrder), receipts into batches, bills, payments and debit notes.
import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from './money.ts';
import { isoDateSchema } from './order-api.ts';
import { PURCHASE_ORDER_SOURCES, PURCHASE_ORDER_STATUSES, VENDOR_PAYMENT_MODES } from './purchase.ts';
import { isWholeMilli, QUANTITY_MAX } from './quantity.ts';
import { serialNosSchema } from './serials.ts';
import { vendorPaymentSchema } from './vendor-api.ts';

export const PURCHASE_PAGE_SIZE = 50;
export const PURCHASE_MAX_LINES = 500;

export const PURCHASE_MESSAGES = {
  notFound: 'Purchase order not found.',
  productNotFound: 'Product not found.',
  notAllowed: {
    edit: 'Only a draft purchase order can be changed.',
    send: 'This purchase order cannot be sent now.',
    receive: 'This purchase order is closed; nothing more can be received.',
    close: 'This purchase order cannot be closed now.',
    cancel: 'Only a purchase order that has received nothing can be cancelled.',
    pay: 'Receive the goods before paying this bill.',
    return: 'Nothing has been received on this purchase order to return.',
  },
  overReceipt: 'More than ordered: receive at most the quantity still due.',
  overReturn: 'More than received: return at most the quantity in stock from this order.',
  overPayment: 'The payment is more than the bill still due.',
  batchRequired: 'Enter the batch number.',
  expiryRequired: 'Enter the expiry date.',
  expiryBeforeMfg: 'The expiry date must be after the manufacturing date.',
  serialCount: 'Enter one serial (IMEI) number for each unit received.',
  serialTaken: (serial: string) => `The serial (IMEI) number ${serial} is already in this store.`,
  serialRepeated: (serial: string) => `The serial (IMEI) number ${serial} is entered twice.`,
  nothingToReceive: 'Enter a quantity to receive.',
} as const;

const quantity = z
  .number()
  .positive('Quantity must be more than 0')
  .max(QUANTITY_MAX, `Quantity cannot be more than ${QUANTITY_MAX}`)
  .refine(isWholeMilli, 'Up to 3 decimals allowed');
const paise = z.number().int().min(0).max(MAX_AMOUNT_PAISE);
const taxRate = z.number().min(0).max(100);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => text || null)
    .nullish();

export const purchaseLineInputSchema = z.object({
  productId: z.number().int().positive(),
  /** The variant bought, for a product with variants (its stock is kept per variant). */
  variantId: z.number().int().positive().optional(),
  quantity,
  /** Cost of one unit before tax; the product's cost price when left out. */
  costPaise: paise.optional(),
  /** The product's purchase tax when left out. */
  taxRate: taxRate.optional(),
});

export const createPurchaseOrderBodySchema = z.object({
  vendorId: z.number().int().positive(),
  /** The outlet the goods go to; the session's selected outlet when left out. */
  outletId: z.number().int().positive().optional(),
  source: z.enum(['MANUAL', 'LOW_STOCK']).default('MANUAL'),
  expectedDate: isoDateSchema.nullish(),
  note: optionalText(500),
  lines: z.array(purchaseLineInputSchema).min(1, 'Add at least one product').max(PURCHASE_MAX_LINES),
});
export type CreatePurchaseOrderBody = z.input<typeof createPurchaseOrderBodySchema>;

export const updatePurchaseOrderBodySchema = createPurchaseOrderBodySchema.omit({
  source: true,
  outletId: true,
});
export type UpdatePurchaseOrderBody = z.input<typeof updatePurchaseOrderBodySchema>;

/** POST /purchase-orders/auto: a draft from the reorder levels of the outlet (isAutoReorder*). */
export const autoPurchaseOrderBodySchema = z.object({
  vendorId: z.number().int().positive(),
  outletId: z.number().int().positive().optional(),
});

/** One batch (or plain quantity) received on a line; a line may come in several batches. */
export const receiptLineInputSchema = z.object({
  lineNo: z.number().int().positive(),
  quantity,
  batchNo: z.string().trim().max(40).optional(),
  mfgDate: isoDateSchema.nullish(),
  expiryDate: isoDateSchema.nullish(),
  mrpPaise: paise.nullish(),
  /** The unit cost on the vendor's bill when it differs from the order. */
  costPaise: paise.optional(),
  /** With enableIMEINumber: one per unit. */
  serialNos: z.array(z.string().trim().min(1).max(40)).max(1000).optional(),
});
export type ReceiptLineInput = z.input<typeof receiptLineInputSchema>;

export const receivePurchaseOrderBodySchema = z.object({
  lines: z
    .array(receiptLineInputSchema)
    .min(1, PURCHASE_MESSAGES.nothingToReceive)
    .max(PURCHASE_MAX_LINES * 4),
  /** The vendor's bill for these goods. */
  billNumber: optionalText(40),
  billDate: isoDateSchema.nullish(),
  /** Freight and other charges on the receipt, shared into the landed cost. */
  chargesPaise: paise.default(0),
});
export type ReceivePurchaseOrderBody = z.input<typeof receivePurchaseOrderBodySchema>;

/** POST /purchase-bills: a bill entered directly, its goods received at once. */
export const directPurchaseBillBodySchema = z.object({
  vendorId: z.number().int().positive(),
  outletId: z.number().int().positive().optional(),
  billNumber: optionalText(40),
  billDate: isoDateSchema.nullish(),
  chargesPaise: paise.default(0),
  lines: z
    .array(
      purchaseLineInputSchema.extend(
        receiptLineInputSchema.pick({
          batchNo: true,
          mfgDate: true,
          expiryDate: true,
          mrpPaise: true,
          serialNos: true,
        }).shape,
      ),
    )
    .min(1, 'Add at least one product')
    .max(PURCHASE_MAX_LINES),
});
export type DirectPurchaseBillBody = z.input<typeof directPurchaseBillBodySchema>;

/** POST /purchase-orders/:id/returns: goods sent back (a debit note). */
export const purchaseReturnBodySchema = z.object({
  lines: z
    .array(
      z.object({
        lineNo: z.number().int().positive(),
        quantity,
        /** The batch the goods leave from, when the account keeps batches. */
        batchId: z.number().int().positive().nullish(),
        /** The serial (IMEI) numbers sent back, one per unit, from the outlet's in stock ones. */
        serialNos: serialNosSchema.optional(),
      }),
    )
    .min(1)
    .max(PURCHASE_MAX_LINES),
  note: optionalText(300),
});
export type PurchaseReturnBody = z.input<typeof purchaseReturnBodySchema>;
/** GET /purchase-orders/:id/serials?lineNo: the serials a return of the line may name. */
export const purchaseReturnSerialsQuerySchema = z.object({ lineNo: z.coerce.number().int().positive() });

/** GET /purchase-orders (listPurchaseOrders) */
export const purchaseOrderListParamsSchema = z.object({
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  vendorId: z.coerce.number().int().positive().optional(),
  outletId: z.coerce.number().int().positive().optional(),
  /** PO number or vendor name. */
  search: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const statusSchema = z.enum(PURCHASE_ORDER_STATUSES);

export const purchaseOrderSummarySchema = z.object({
  purchaseOrderId: z.number().int(),
  poNumber: z.string(),
  status: statusSchema,
  source: z.enum(PURCHASE_ORDER_SOURCES),
  vendorId: z.number().int(),
  vendorName: z.string(),
  outletId: z.number().int(),
  outletName: z.string(),
  lineCount: z.number().int(),
  billTotalPaise: z.number().int(),
  paidPaise: z.number().int(),
  expectedDate: z.string().nullable(),
  createdAt: z.string(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderListReplySchema = z.object({
  purchaseOrders: z.array(purchaseOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const purchaseOrderLineSchema = z.object({
  lineNo: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  /** The product's name, with the variant's in brackets for a variant. */
  name: z.string(),
  barcode: z.string().nullable(),
  unit: z.string().nullable(),
  orderedQty: z.number(),
  receivedQty: z.number(),
  returnedQty: z.number(),
  costPaise: z.number().int(),
  taxRate: z.number(),
  receipts: z.array(
    z.object({
      batchId: z.number().int().nullable(),
      batchNo: z.string().nullable(),
      expiryDate: z.string().nullable(),
      quantity: z.number(),
      costPaise: z.number().int(),
      receivedAt: z.string(),
    }),
  ),
});

export const purchaseOrderDetailSchema = purchaseOrderSummarySchema.extend({
  note: z.string().nullable(),
  billNumber: z.string().nullable(),
  billDate: z.string().nullable(),
  /** Due date of the bill under the vendor's payment terms. */
  dueDate: z.string().nullable(),
  vendorGstin: z.string().nullable(),
  vendorMobile: z.string().nullable(),
  /** The bill of what was received: GST input tax split by the vendor's state. */
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  returnedPaise: z.number().int(),
  /** Bill total less payments and debit notes. */
  duePaise: z.number().int(),
  lines: z.array(purchaseOrderLineSchema),
  payments: z.array(vendorPaymentSchema),
  returns: z.array(
    z.object({
      purchaseReturnId: z.number().int(),
      debitNoteNumber: z.string(),
      totalPaise: z.number().int(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** wa.me link with the order's text for the vendor. */
  whatsappLink: z.string(),
  sentAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

/** GET /purchase-orders/low-stock?outletId=&search=&page=: the restock list with suggested quantities. */
export const lowStockParamsSchema = z.object({
  outletId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const purchasableProductSchema = z.object({
  productId: z.number().int(),
  /** A product with variants is bought per variant: one entry per variant. */
  variantId: z.number().int().nullable(),
  name: z.string(),
  barcode: z.string().nullable(),
  unit: z.string().nullable(),
  onHand: z.number(),
  reorderLevel: z.number(),
  suggestedQuantity: z.number(),
  costPaise: z.number().int(),
  taxRate: z.number(),
});
export type PurchasableProduct = z.infer<typeof purchasableProductSchema>;

export const lowStockReplySchema = z.object({
  products: z.array(purchasableProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /purchase-orders/quick-add?search=: products by exact barcode, else by name. */
export const quickAddParamsSchema = z.object({
  search: z.string().trim().min(1).max(50),
  outletId: z.coerce.number().int().positive().optional(),
});
export const quickAddReplySchema = z.object({ products: z.array(purchasableProductSchema) });

export const paymentModeSchema = z.enum(VENDOR_PAYMENT_MODES);
