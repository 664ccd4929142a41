// Reply shapes of the orders API.
import { z } from 'zod';

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  outletId: z.number().int(),
  source: z.string(),
  orderStatuses: z.array(z.string()),
  paymentStatus: z.string(),
  deliveryStatus: z.string().nullable(),
  totalPaise: z.number().int(),
  paidPaise: z.number().int(),
  createdAt: z.string(),
  customerName: z.string().nullable(),
  customerMobile: z.string().nullable(),
  paymentStatusName: z.string(),
  statusNames: z.array(z.string()),
  showUnlinkedProduct: z.boolean(),
  showUnlinkedBatch: z.boolean(),
});

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const orderItemSchema = z.object({
  lineNo: z.number().int(),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  quantity: z.string(),
  ratePaise: z.number().int(),
  taxRate: z.string(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  batchLinked: z.boolean(),
});

export const orderDetailSchema = orderSummarySchema.extend({ items: z.array(orderItemSchema) });
