// Outlets and their accounts (counters) as Settings manages them (back-office.md §2, §3: outletId,
// accountCommands with accountName, the outlet's state for GST), and the plan's outlet limit.
import { z } from 'zod';
import { GSTIN_MESSAGE, GSTIN_PATTERN } from './customer-api.ts';
import { stateByCode, stateOfGstin } from './india-states.ts';
import { PHONE_PATTERN, PINCODE_PATTERN, WEB_ACCOUNT_NAME_MAX_LENGTH } from './validation.ts';

export const outletAccountSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  isActive: z.boolean(),
});

export const outletDetailSchema = z.object({
  outletId: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  pincode: z.string().nullable(),
  /** GST state code (e.g. 29 for Karnataka). */
  stateId: z.number().int().nullable(),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  isActive: z.boolean(),
  /** The first outlet: chosen when a person has not picked one. */
  isDefault: z.boolean(),
  accounts: z.array(outletAccountSchema),
});
export type OutletDetail = z.infer<typeof outletDetailSchema>;

export const outletListReplySchema = z.object({
  outlets: z.array(outletDetailSchema),
  /** Active outlets the plan allows; null: no limit. */
  outletLimit: z.number().int().nullable(),
  /** The plans to upgrade to when the limit is reached. */
  upgradeToPackageIds: z.array(z.number().int()),
});
export type OutletListReply = z.infer<typeof outletListReplySchema>;

export const outletIdParamsSchema = z.object({ outletId: z.coerce.number().int().positive() });
export const outletAccountParamsSchema = z.object({
  outletId: z.coerce.number().int().positive(),
  accountId: z.coerce.number().int().positive(),
});

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

export const OUTLET_MESSAGES = {
  stateUnknown: 'Choose the state of the outlet',
  gstinOtherState: 'This GSTIN belongs to another state than the outlet',
  closesBeforeOpens: 'Closing time must be after opening time',
  limitReached: 'Your plan allows {{limit}} outlet(s). Upgrade your plan to add more.',
  lastOutlet: 'Your store needs at least one active outlet.',
  defaultInactive: 'Activate the outlet before making it the default.',
  lastAccount: 'An outlet needs at least one active counter.',
} as const;

export const outletBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Required Field').max(60),
    address: optionalText(300),
    city: optionalText(80),
    pincode: z
      .string()
      .trim()
      .regex(PINCODE_PATTERN, 'Enter a valid 6 digit pincode')
      .nullable()
      .default(null)
      .or(z.literal('').transform(() => null)),
    stateId: z
      .number()
      .int()
      .refine((code) => stateByCode(code) !== undefined, OUTLET_MESSAGES.stateUnknown),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(GSTIN_PATTERN, GSTIN_MESSAGE)
      .nullable()
      .default(null)
      .or(z.literal('').transform(() => null)),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, 'Enter digits only')
      .nullable()
      .default(null)
      .or(z.literal('').transform(() => null)),
    opensAt: z.string().regex(TIME_PATTERN, 'Use HH:MM').nullable().default(null),
    closesAt: z.string().regex(TIME_PATTERN, 'Use HH:MM').nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.gstin && stateOfGstin(value.gstin)?.code !== stateByCode(value.stateId)?.code)
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: OUTLET_MESSAGES.gstinOtherState });
    if (value.opensAt && value.closesAt && value.closesAt <= value.opensAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: OUTLET_MESSAGES.closesBeforeOpens });
  });
export type OutletBody = z.input<typeof outletBodySchema>;

export const outletAccountBodySchema = z.object({
  accountName: z.string().trim().min(1, 'Required Field').max(WEB_ACCOUNT_NAME_MAX_LENGTH),
});

export const outletActiveBodySchema = z.object({ isActive: z.boolean() });

export const outletAccountPatchSchema = z
  .object({
    accountName: outletAccountBodySchema.shape.accountName.optional(),
    isActive: z.boolean().optional(),
  })
  .strict();

/**
 * The plan's outlet limit (featureInfo.outlets, shared-blocks §6): LIMITED gives a number, any other
 * status none.
 */
export function outletLimitOf(featureInfo: unknown): number | null {
  const outlets = (featureInfo as Record<string, { status?: string; limit?: number | null }> | null)?.outlets;
  if (outlets?.status !== 'LIMITED') return null;
  return typeof outlets.limit === 'number' ? outlets.limit : null;
}

/** One more active outlet fits the plan. */
export function mayAddOutlet(activeOutlets: number, limit: number | null): boolean {
  return limit === null || activeOutlets < limit;
}
