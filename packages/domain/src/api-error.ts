// The one error envelope of the HTTP API (ARCHITECTURE.md: HTTP API).
import { z } from 'zod';

export const ERROR_CODES = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  /** A bill would sell more than is in stock (and the store does not sell out of stock). */
  'out_of_stock',
  'limit_reached',
  /** A credit sale over the customer's limit or past their period: the owner may allow it. */
  'credit_override_required',
  /** The store wants a manager's PIN for this at the POS (manager-approval.ts); the POS asks for it. */
  'approval_required',
  /** A manager's PIN that was not right. */
  'wrong_pin',
  'rate_limited',
  'password_reset_required',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
