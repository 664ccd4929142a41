// Requests and replies of the activity log screen.
import { z } from 'zod';
import { ACTIVITY_KINDS } from './activity.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const activityParamsSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS).optional(),
  staffId: z.coerce.number().int().positive().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Bills only: those whose discount is above this share of the subtotal. */
  minDiscountPercent: z.coerce.number().min(0).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ActivityParams = z.input<typeof activityParamsSchema>;

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const activityEntrySchema = z.object({
  activityId: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** The entry's facts (order number, amounts in paise, product, setting names…); scalar values only. */
  details: z.record(z.string(), detailValue),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

export const activityReplySchema = z.object({
  entries: z.array(activityEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ActivityReply = z.infer<typeof activityReplySchema>;
