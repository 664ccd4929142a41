// Request and reply shapes of the discount codes API (/api/v1/discount-codes): the online store's
// codes with their rules, state and uses so far.
import { z } from 'zod';
import { DISCOUNT_KINDS, discountCodeInputSchema } from './discount-codes.ts';

export const DISCOUNT_CODE_STATES = ['ACTIVE', 'PAUSED', 'SCHEDULED', 'EXPIRED', 'USED_UP'] as const;

export const DISCOUNT_CODE_ADMIN_MESSAGES = {
  notFound: 'Discount code not found.',
} as const;

export const discountCodeBodySchema = discountCodeInputSchema;

export const discountCodePauseBodySchema = z.object({ paused: z.boolean() });

export const discountCodeSchema = z.object({
  discountCodeId: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  minOrderPaise: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  paused: z.boolean(),
  state: z.enum(DISCOUNT_CODE_STATES),
  usedCount: z.number().int(),
  /** What the code has given off so far (paise). */
  discountGivenPaise: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeListReplySchema = z.object({ discountCodes: z.array(discountCodeSchema) });
export type DiscountCodeListReply = z.infer<typeof discountCodeListReplySchema>;
