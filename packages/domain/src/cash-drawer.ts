// Cash-drawer close of a counter for a day (the transactions report): the cash the drawer should
// hold, worked out from the payments the day book lists, against the cash the cashier counted,
// optionally note by note. Amounts in paise.
import { z } from 'zod';
import { isoDateSchema } from './order-api.ts';

/** Notes a cashier counts one by one, in rupees; coins are entered as one amount. */
export const DRAWER_NOTES = [2000, 500, 200, 100, 50, 20, 10] as const;
export type DrawerNote = (typeof DRAWER_NOTES)[number];

/** A payment as the day book lists it: who paid whom, by which mode, how much (positive). */
export interface DrawerMovement {
  source: 'SALE' | 'REFUND' | 'KHATA' | 'VENDOR';
  mode: string;
  amountPaise: number;
}

export interface ExpectedCash {
  openingFloatPaise: number;
  cashSalesPaise: number;
  khataCollectionsPaise: number;
  refundsPaise: number;
  paidOutPaise: number;
  expectedPaise: number;
}

/**
 * Expected cash = opening float + cash sales + cash khata collections − cash refunds − cash paid
 * out. Only CASH movements count: card, UPI and khata (credit) sales never reach the drawer.
 */
export function expectedDrawerCash(
  openingFloatPaise: number,
  movements: readonly DrawerMovement[],
): ExpectedCash {
  const sum = (source: DrawerMovement['source']) =>
    movements.filter((m) => m.mode === 'CASH' && m.source === source).reduce((t, m) => t + m.amountPaise, 0);
  const cashSalesPaise = sum('SALE');
  const khataCollectionsPaise = sum('KHATA');
  const refundsPaise = sum('REFUND');
  const paidOutPaise = sum('VENDOR');
  const parts = { openingFloatPaise, cashSalesPaise, khataCollectionsPaise, refundsPaise, paidOutPaise };
  return { ...parts, expectedPaise: expectedFromParts(parts) };
}

/** The same sum from its parts (the close form works it out as the float is typed). */
export function expectedFromParts(p: Omit<ExpectedCash, 'expectedPaise'>): number {
  return p.openingFloatPaise + p.cashSalesPaise + p.khataCollectionsPaise - p.refundsPaise - p.paidOutPaise;
}

const count = z.number().int().min(0).max(100_000);
export const drawerCountSchema = z.object({
  notes: z.object(
    Object.fromEntries(DRAWER_NOTES.map((n) => [String(n), count])) as Record<`${DrawerNote}`, typeof count>,
  ),
  coinsPaise: z.number().int().min(0).max(100_000_000),
});
export type DrawerCount = z.infer<typeof drawerCountSchema>;

/** The cash a count by denomination adds up to, in paise. */
export function countedFromNotes(c: DrawerCount): number {
  return DRAWER_NOTES.reduce((t, n) => t + n * 100 * c.notes[`${n}`], 0) + c.coinsPaise;
}

export const DRAWER_MESSAGES = {
  countMismatch: 'The counted cash must equal the notes and coins counted.',
  futureDay: 'A day that has not come yet cannot be closed.',
} as const;

const money = z.number().int().min(0).max(100_000_000_000);

/** PUT /reports/cash-drawer/{accountId}: close (or close again) a counter's day. */
export const drawerCloseBodySchema = z
  .object({
    day: isoDateSchema,
    openingFloatPaise: money,
    countedPaise: money,
    count: drawerCountSchema.nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.count && countedFromNotes(body.count) !== body.countedPaise) {
      ctx.addIssue({ code: 'custom', path: ['countedPaise'], message: DRAWER_MESSAGES.countMismatch });
    }
  });
export type DrawerCloseBody = z.infer<typeof drawerCloseBodySchema>;

export const drawerParamsSchema = z.object({ accountId: z.coerce.number().int().positive() });
export const drawerDayQuerySchema = z.object({ day: isoDateSchema });

export const drawerCloseSchema = z.object({
  day: z.string(),
  accountId: z.number().int(),
  outletName: z.string(),
  counterName: z.string(),
  openingFloatPaise: z.number().int(),
  cashSalesPaise: z.number().int(),
  khataCollectionsPaise: z.number().int(),
  refundsPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  expectedPaise: z.number().int(),
  countedPaise: z.number().int(),
  /** Counted − expected: below zero the drawer is short, above it is over. */
  differencePaise: z.number().int(),
  count: drawerCountSchema.nullable(),
  closedBy: z.string(),
  closedAt: z.string(),
});
export type DrawerClose = z.infer<typeof drawerCloseSchema>;

/** GET /reports/cash-drawer/{accountId}?day=: what the drawer should hold, and its close if made. */
export const drawerDayReplySchema = z.object({
  day: z.string(),
  accountId: z.number().int(),
  outletName: z.string(),
  counterName: z.string(),
  /** Whether khata collections and cash paid out (tied to no counter) land in this drawer. */
  mainCounter: z.boolean(),
  cashSalesPaise: z.number().int(),
  khataCollectionsPaise: z.number().int(),
  refundsPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  close: drawerCloseSchema.nullable(),
});
export type DrawerDayReply = z.infer<typeof drawerDayReplySchema>;

/** GET /reports/cash-drawer-closes?from=&to=: the closed days of the period, newest first. */
export const drawerClosesQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const drawerClosesReplySchema = z.object({ closes: z.array(drawerCloseSchema) });
export type DrawerClosesReply = z.infer<typeof drawerClosesReplySchema>;
