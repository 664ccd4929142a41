// Shapes of the admin data services the apps read (decision 0260): the home page's counts, the tax
// entries of shared-blocks.md §9 ("Tax entry: taxCode, taxRate, taxName, isExclusive, taxId") and
// its zones ("Zone: stateIds (comma separated), outletIds"), each worked out by the domain's rules.
import type { Outlet } from '@storekeep/domain/app-data';
import { notificationCountsSchema } from '@storekeep/domain/app-data';
import { shelfBill } from '@storekeep/domain/bill-discount';
import { INDIA_STATES, stateByCode } from '@storekeep/domain/india-states';
import { productCountsReplySchema } from '@storekeep/domain/product-api';
import { rateToBasisPoints, splitGst, taxKey } from '@storekeep/domain/tax';
import { z } from 'zod';

export const dashboardSchema = z.object({
  counts: notificationCountsSchema.shape.counts,
  products: productCountsReplySchema,
});

export const taxEntrySchema = z.object({
  /** The rate in basis points: a rate is the tax's identity (no store keeps a tax master). */
  taxId: z.number().int(),
  taxName: z.string(),
  taxCode: z.string(),
  taxRate: z.number(),
  isExclusive: z.boolean(),
  linkTax: z.array(z.never()),
  productCount: z.number().int(),
  /** What a shelf price of ₹100 holds: its taxable value and the tax, in paise. */
  on100: z.object({ taxablePaise: z.number().int(), taxPaise: z.number().int() }),
});
export type TaxEntry = z.infer<typeof taxEntrySchema>;

const HUNDRED_RUPEES = 10_000;

/**
 * A product's sales tax as the bill charges it (shelfBill, the orders' and the POS's rule): the
 * tax's name and key, and whether it comes on top of the price or out of it, read off ₹100.
 */
export function taxEntriesOf(rates: ReadonlyArray<{ rate: number; products: number }>): TaxEntry[] {
  return rates.map(({ rate, products }) => {
    const bill = shelfBill(
      [{ quantity: 1, ratePaise: HUNDRED_RUPEES, discount: null, taxRate: rate, hsnSacNo: null }],
      null,
      {},
    );
    const line = bill.lines[0];
    const tax = line?.taxes[0];
    return {
      taxId: rateToBasisPoints(rate),
      taxName: tax?.name ?? 'GST',
      taxCode: tax?.key ?? taxKey('GST', rate),
      taxRate: rate,
      isExclusive: (line?.total ?? 0) > (line?.amount ?? 0),
      linkTax: [],
      productCount: products,
      on100: { taxablePaise: line?.taxable ?? HUNDRED_RUPEES, taxPaise: line?.totalTax ?? 0 },
    };
  });
}

export const taxZoneSchema = z.object({
  zoneName: z.string(),
  type: z.enum(['INTRA_STATE', 'INTER_STATE']),
  /** GST state codes, comma separated. */
  stateIds: z.string(),
  outletIds: z.array(z.number().int()),
  /** The taxes GST splits into in this zone. */
  taxes: z.array(z.string()),
});
export type TaxZone = z.infer<typeof taxZoneSchema>;

/** The GST heads a sale from `from` to `to` is charged in (tax.ts splitGst, whatever the rate). */
const headsOf = (from: string, to: string) =>
  splitGst(0, 18, { supplierStateCode: from, placeOfSupplyStateCode: to }).map((t) => t.name);

/**
 * Per state the store has outlets in, two zones: sales within the state (SGST or UTGST + CGST)
 * and to every other state (IGST). Outlets without a state are in no zone.
 */
export function taxZonesOf(outlets: readonly Outlet[]): TaxZone[] {
  const byState = new Map<string, number[]>();
  for (const outlet of outlets) {
    const state = outlet.stateId === null ? undefined : stateByCode(outlet.stateId);
    if (state) byState.set(state.code, [...(byState.get(state.code) ?? []), outlet.outletId]);
  }
  const current = INDIA_STATES.filter((s) => !s.legacy);
  return [...byState].flatMap(([code, outletIds]) => {
    const name = stateByCode(code)?.name ?? code;
    const others = current.filter((s) => s.code !== code);
    return [
      {
        zoneName: `Within ${name}`,
        type: 'INTRA_STATE' as const,
        stateIds: String(Number(code)),
        outletIds,
        taxes: headsOf(code, code),
      },
      {
        zoneName: `Outside ${name}`,
        type: 'INTER_STATE' as const,
        stateIds: others.map((s) => String(Number(s.code))).join(','),
        outletIds,
        taxes: headsOf(code, others[0]?.code ?? '97'),
      },
    ];
  });
}
