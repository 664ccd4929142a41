// Tax rules of shared-blocks §3 and §9: exclusive/inclusive tax, linked taxes, GST split,
// tax keys and the HSN/SAC-wise tax summary. Amounts are integer paise; rates are percent.
import { z } from 'zod';
import { usesUtgst } from './india-states.ts';
import { divRound, mulDivRound, parseScaled } from './money.ts';

/** Linked tax computed on the base tax (1), amount + base tax (2) or amount (3). */
export const TAX_CALC_ON = { BASE_TAX: 1, AMOUNT_PLUS_BASE_TAX: 2, AMOUNT: 3 } as const;
export type TaxCalcOn = (typeof TAX_CALC_ON)[keyof typeof TAX_CALC_ON];

export const linkTaxSchema = z.object({
  taxName: z.string().trim().min(1),
  taxCalcOn: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  linkTaxRate: z.number().min(0).max(100),
});
export type LinkTax = z.infer<typeof linkTaxSchema>;

export const taxDefinitionSchema = z.object({
  taxName: z.string().trim().min(1),
  taxRate: z.number().min(0).max(100),
  linkTax: z.array(linkTaxSchema).default([]),
});
export type TaxDefinition = z.input<typeof taxDefinitionSchema>;

/** One computed tax on a line, e.g. CGST@9% of 900 paise. */
export interface LineTax {
  key: string;
  name: string;
  rate: number;
  amount: number;
}

/** Where goods go: inter-state supply is IGST; intra-state is SGST (or UTGST) + CGST. */
export interface SupplyPlace {
  supplierStateCode: string;
  placeOfSupplyStateCode: string;
}

/** Rates are kept in basis points (1% = 100) so 2.5% or 0.25% stay exact. */
export function rateToBasisPoints(rate: number): number {
  const bp = parseScaled(rate, 2);
  if (bp === null || bp < 0) throw new RangeError(`Not a tax rate: ${rate}`);
  return bp;
}

/** Exclusive tax = amount × rate / 100, rounded to the paisa (half away from zero). */
export function exclusiveTax(amountPaise: number, rate: number): number {
  return mulDivRound(amountPaise, rateToBasisPoints(rate), 10_000);
}

/** Inclusive tax = amount × rate / (100 + rate), rounded to the paisa (half away from zero). */
export function inclusiveTax(amountPaise: number, rate: number): number {
  const bp = rateToBasisPoints(rate);
  return mulDivRound(amountPaise, bp, 10_000 + bp);
}

/** The amount a linked tax is charged on. */
export function linkedTaxBase(amountPaise: number, baseTaxPaise: number, calcOn: TaxCalcOn): number {
  if (calcOn === 1) return baseTaxPaise;
  if (calcOn === 2) return amountPaise + baseTaxPaise;
  return amountPaise;
}

/** Tax key format `name@rate%(@primary)`: 'GST@18%', or 'Cess@1%@GST' for a tax linked to GST. */
export function taxKey(name: string, rate: number, primary?: string): string {
  return primary ? `${name}@${rate}%@${primary}` : `${name}@${rate}%`;
}

export function parseTaxKey(key: string): { name: string; rate: number; primary?: string } | null {
  const match = /^(.+?)@(\d+(?:\.\d+)?)%(?:@(.+))?$/.exec(key);
  if (!match) return null;
  const [, name, rate, primary] = match;
  return primary ? { name: name!, rate: Number(rate), primary } : { name: name!, rate: Number(rate) };
}

/** A tax named GST (any case) is the combined rate that splits into IGST or SGST/UTGST + CGST. */
export function isCombinedGst(taxName: string): boolean {
  return taxName.trim().toUpperCase() === 'GST';
}

/**
 * Splits a GST amount by place of supply. The spec does not say where an odd paisa goes;
 * CGST takes it so the halves always add up to the whole.
 */
export function splitGst(amountPaise: number, rate: number, place: SupplyPlace): LineTax[] {
  if (place.supplierStateCode !== place.placeOfSupplyStateCode) {
    return [{ key: taxKey('IGST', rate), name: 'IGST', rate, amount: amountPaise }];
  }
  const half = rateToBasisPoints(rate) / 200;
  const stateName = usesUtgst(place.supplierStateCode) ? 'UTGST' : 'SGST';
  const central = Number(divRound(BigInt(amountPaise), 2n));
  return [
    { key: taxKey(stateName, half), name: stateName, rate: half, amount: amountPaise - central },
    { key: taxKey('CGST', half), name: 'CGST', rate: half, amount: central },
  ];
}

const SCALE = 100_000_000n; // 100% in basis points, squared

/** Total tax as a fraction of the taxable amount, scaled by SCALE, links included. */
function effectiveRate(defs: readonly TaxDefinition[]): bigint {
  let total = 0n;
  for (const def of defs) {
    const r = BigInt(rateToBasisPoints(def.taxRate));
    total += r * 10_000n;
    for (const link of def.linkTax ?? []) {
      const l = BigInt(rateToBasisPoints(link.linkTaxRate));
      if (link.taxCalcOn === 1) total += r * l;
      else if (link.taxCalcOn === 2) total += (10_000n + r) * l;
      else total += l * 10_000n;
    }
  }
  return total;
}

export interface LineTaxResult {
  /** Taxable value: the amount before tax. */
  taxable: number;
  taxes: LineTax[];
  /** Sum of taxes; taxable + totalTax is the line total. */
  totalTax: number;
}

function taxesOn(taxable: number, defs: readonly TaxDefinition[], place?: SupplyPlace): LineTax[] {
  const out: LineTax[] = [];
  for (const def of defs) {
    const base = exclusiveTax(taxable, def.taxRate);
    if (place && isCombinedGst(def.taxName)) out.push(...splitGst(base, def.taxRate, place));
    else
      out.push({ key: taxKey(def.taxName, def.taxRate), name: def.taxName, rate: def.taxRate, amount: base });
    for (const link of def.linkTax ?? []) {
      const on = linkedTaxBase(taxable, base, link.taxCalcOn);
      out.push({
        key: taxKey(link.taxName, link.linkTaxRate, def.taxName),
        name: link.taxName,
        rate: link.linkTaxRate,
        amount: exclusiveTax(on, link.linkTaxRate),
      });
    }
  }
  return out;
}

/**
 * Taxes of one line amount (after discount). Exclusive: taxes are added on top. Inclusive with
 * one plain tax: the spec's formula amount × rate / (100 + rate). Inclusive with several or
 * linked taxes (the spec is silent): the taxable value is backed out at the combined effective
 * rate, taxes are computed on it, and any rounding paisa stays in the taxable value so that
 * taxable + taxes equals the amount exactly.
 */
export function computeLineTaxes(
  amountPaise: number,
  defs: readonly TaxDefinition[],
  options: { inclusive: boolean; place?: SupplyPlace },
): LineTaxResult {
  const { inclusive, place } = options;
  let taxes: LineTax[];
  if (!inclusive) {
    taxes = taxesOn(amountPaise, defs, place);
  } else if (defs.length === 1 && (defs[0]!.linkTax ?? []).length === 0) {
    const def = defs[0]!;
    const tax = inclusiveTax(amountPaise, def.taxRate);
    taxes =
      place && isCombinedGst(def.taxName)
        ? splitGst(tax, def.taxRate, place)
        : [{ key: taxKey(def.taxName, def.taxRate), name: def.taxName, rate: def.taxRate, amount: tax }];
  } else {
    const taxable = Number(divRound(BigInt(amountPaise) * SCALE, SCALE + effectiveRate(defs)));
    taxes = taxesOn(taxable, defs, place);
  }
  const totalTax = taxes.reduce((sum, t) => sum + t.amount, 0);
  return { taxable: inclusive ? amountPaise - totalTax : amountPaise, taxes, totalTax };
}

/** A line as the tax summary needs it. */
export interface TaxedLine {
  hsnSacNo?: string | null;
  taxable: number;
  taxes: readonly LineTax[];
}

export interface TaxSummaryRow {
  key: string;
  name: string;
  rate: number;
  /** Taxable value of the lines carrying this tax. */
  taxable: number;
  amount: number;
}

/** Groups the taxes of all lines by tax key, in order of first appearance. */
export function taxSummaryByKey(lines: readonly TaxedLine[]): TaxSummaryRow[] {
  const rows = new Map<string, TaxSummaryRow>();
  for (const line of lines) {
    for (const tax of line.taxes) {
      const row = rows.get(tax.key) ?? {
        key: tax.key,
        name: tax.name,
        rate: tax.rate,
        taxable: 0,
        amount: 0,
      };
      row.taxable += line.taxable;
      row.amount += tax.amount;
      rows.set(tax.key, row);
    }
  }
  return [...rows.values()];
}

export interface HsnSacSummaryRow {
  /** '' for lines without an HSN/SAC code. */
  hsnSacNo: string;
  taxable: number;
  taxes: { key: string; name: string; rate: number; amount: number }[];
  totalTax: number;
}

/** The invoice's HSN/SAC-wise summary: one row per code and set of tax keys. */
export function hsnSacSummary(lines: readonly TaxedLine[]): HsnSacSummaryRow[] {
  const rows = new Map<string, HsnSacSummaryRow>();
  for (const line of lines) {
    const hsnSacNo = line.hsnSacNo?.trim() ?? '';
    const id = `${hsnSacNo}|${line.taxes.map((t) => t.key).join(',')}`;
    const row = rows.get(id) ?? {
      hsnSacNo,
      taxable: 0,
      taxes: line.taxes.map(({ key, name, rate }) => ({ key, name, rate, amount: 0 })),
      totalTax: 0,
    };
    rows.set(id, row);
    row.taxable += line.taxable;
    line.taxes.forEach((tax, i) => {
      row.taxes[i]!.amount += tax.amount;
      row.totalTax += tax.amount;
    });
  }
  return [...rows.values()];
}
