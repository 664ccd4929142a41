// Computes a bill from its lines: line totals, tax summary, subtotal, round-off and grand total, all integer paise.
import { z } from 'zod';
import { mulDivRound } from './money.ts';
import { MILLI_PER_UNIT, quantityToMilliOrNull } from './quantity.ts';
import {
  type BillRoundOffSettings,
  billRoundOff,
  type DiscountRoundOffSettings,
  type ItemRoundOffSettings,
  roundDiscount,
  roundItemAmount,
} from './rounding.ts';
import {
  computeLineTaxes,
  type HsnSacSummaryRow,
  hsnSacSummary,
  type LineTax,
  rateToBasisPoints,
  type SupplyPlace,
  type TaxSummaryRow,
  taxDefinitionSchema,
  taxSummaryByKey,
} from './tax.ts';

export const DISCOUNT_TYPES = ['PERCENT', 'AMOUNT'] as const;

export const billLineSchema = z.object({
  /** Units; up to 3 decimals are kept. */
  quantity: z.number().positive(),
  ratePaise: z.number().int().min(0),
  /** PERCENT: value is a percentage; AMOUNT: value is paise off the line. */
  discount: z.object({ type: z.enum(DISCOUNT_TYPES), value: z.number().min(0) }).nullish(),
  taxes: z.array(taxDefinitionSchema).default([]),
  /** True when the rate already includes the taxes. */
  inclusive: z.boolean().default(false),
  hsnSacNo: z.string().nullish(),
});
export type BillLineInput = z.input<typeof billLineSchema>;

export interface BillOptions {
  place?: SupplyPlace;
  /** An untaxed charge added before the round-off (the storefront's delivery charge), paise. */
  chargePaise?: number;
  roundOff?: BillRoundOffSettings;
  itemRoundOff?: ItemRoundOffSettings;
  discountRoundOff?: DiscountRoundOffSettings;
}

export interface BillLine {
  hsnSacNo: string | null;
  /** quantity × rate. */
  gross: number;
  discount: number;
  /** gross − discount, item round-off applied: what the taxes are worked out from. */
  amount: number;
  taxable: number;
  taxes: LineTax[];
  totalTax: number;
  /** taxable + totalTax. */
  total: number;
}

export interface Bill {
  lines: BillLine[];
  taxSummary: TaxSummaryRow[];
  hsnSacSummary: HsnSacSummaryRow[];
  totalDiscount: number;
  /** Sum of taxable values. */
  subtotal: number;
  totalTax: number;
  /** The round-off line: grandTotal − (subtotal + totalTax + chargePaise). */
  roundOff: number;
  grandTotal: number;
}

function lineDiscount(gross: number, input: BillLineInput, options: BillOptions): number {
  const discount = input.discount;
  if (!discount || discount.value === 0) return 0;
  let paise =
    discount.type === 'PERCENT'
      ? mulDivRound(gross, Math.min(rateToBasisPoints(discount.value), 10_000), 10_000)
      : Math.round(discount.value);
  if (options.discountRoundOff) paise = roundDiscount(paise, options.discountRoundOff);
  return Math.min(paise, gross);
}

/**
 * One line. Item round-off applies to the amount after discount and before tax, so that
 * taxable + tax stays the line total (the spec does not place it).
 */
export function computeBillLine(input: BillLineInput, options: BillOptions = {}): BillLine {
  const milli = quantityToMilliOrNull(input.quantity);
  if (milli === null || milli <= 0) throw new RangeError(`Not a quantity: ${input.quantity}`);
  const gross = mulDivRound(milli, input.ratePaise, MILLI_PER_UNIT);
  const discount = lineDiscount(gross, input, options);
  const amount = options.itemRoundOff
    ? roundItemAmount(gross - discount, options.itemRoundOff)
    : gross - discount;
  const { taxable, taxes, totalTax } = computeLineTaxes(amount, input.taxes ?? [], {
    inclusive: input.inclusive ?? false,
    ...(options.place ? { place: options.place } : {}),
  });
  return {
    hsnSacNo: input.hsnSacNo?.trim() || null,
    gross,
    discount,
    amount,
    taxable,
    taxes,
    totalTax,
    total: taxable + totalTax,
  };
}

/** The whole bill; every figure is a sum of the lines' own integer paise, so parts add up exactly. */
export function computeBill(inputs: readonly BillLineInput[], options: BillOptions = {}): Bill {
  const lines = inputs.map((input) => computeBillLine(input, options));
  const sum = (pick: (line: BillLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotal = sum((l) => l.taxable);
  const totalTax = sum((l) => l.totalTax);
  const { roundOff, total } = billRoundOff(
    subtotal + totalTax + (options.chargePaise ?? 0),
    options.roundOff ?? defaultNoRounding,
  );
  return {
    lines,
    taxSummary: taxSummaryByKey(lines),
    hsnSacSummary: hsnSacSummary(lines),
    totalDiscount: sum((l) => l.discount),
    subtotal,
    totalTax,
    roundOff,
    grandTotal: total,
  };
}

/** Without round-off settings the bill is not rounded; callers pass the account's settings. */
const defaultNoRounding: BillRoundOffSettings = { isRoundOffEnabled: false, roundingType: 'NEAREST' };
