// GST rules the reports and returns share: GSTIN check digit, the tax heads of a line (IGST,
// CGST, SGST/UTGST, cess), which GSTR-1 table an invoice belongs to, and units for the HSN table.
import { usesUtgst } from './india-states.ts';
import { type LineTax, splitGst } from './tax.ts';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN: the GSTN's base-36 check over the first fourteen. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right shape whose check character matches. */
export function isValidGstin(gstin: string | null | undefined): boolean {
  const value = gstin?.trim().toUpperCase() ?? '';
  return GSTIN_SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** HSN or SAC codes as the returns take them: 4, 6 or 8 digits. */
export function isReturnHsn(code: string | null | undefined): boolean {
  return /^(\d{4}|\d{6}|\d{8})$/.test(code?.trim() ?? '');
}

/** Services: SAC codes are chapter 99 of the HSN. The returns want no unit (UQC 'NA') for them. */
export function isServiceCode(code: string | null | undefined): boolean {
  return /^99\d{2}/.test(code?.trim() ?? '');
}

/** Tax heads of GST returns, in paise. SGST includes UTGST (the returns have one column). */
export interface TaxHeads {
  igst: number;
  cgst: number;
  sgst: number;
  utgst: number;
  cess: number;
}

export const zeroHeads = (): TaxHeads => ({ igst: 0, cgst: 0, sgst: 0, utgst: 0, cess: 0 });

export function addHeads(into: TaxHeads, add: TaxHeads, sign = 1): TaxHeads {
  into.igst += sign * add.igst;
  into.cgst += sign * add.cgst;
  into.sgst += sign * add.sgst;
  into.utgst += sign * add.utgst;
  into.cess += sign * add.cess;
  return into;
}

export const headsTotal = (h: TaxHeads): number => h.igst + h.cgst + h.sgst + h.utgst + h.cess;

/**
 * The heads of a line's taxes. A combined 'GST' tax (stored unsplit when the outlet had no state)
 * is split by the same rule as a bill (tax.ts splitGst), intra-state when the place is unknown;
 * a tax whose name mentions cess is cess; any other tax counts as cess too, the returns' column
 * for levies beside GST.
 */
export function taxHeads(
  taxes: readonly LineTax[],
  supplierState: string | null,
  placeOfSupply: string | null,
): TaxHeads {
  const heads = zeroHeads();
  for (const tax of taxes) {
    const name = tax.name.trim().toUpperCase();
    if (name === 'GST') {
      const state = supplierState ?? placeOfSupply ?? '00';
      const split = splitGst(tax.amount, tax.rate, {
        supplierStateCode: state,
        placeOfSupplyStateCode: placeOfSupply ?? state,
      });
      addHeads(heads, taxHeads(split, supplierState, placeOfSupply));
    } else if (name === 'IGST') heads.igst += tax.amount;
    else if (name === 'CGST') heads.cgst += tax.amount;
    else if (name === 'SGST') heads.sgst += tax.amount;
    else if (name === 'UTGST') heads.utgst += tax.amount;
    else heads.cess += tax.amount;
  }
  return heads;
}

/** Is a supply inter-state: the place of supply differs from the seller's state. */
export function isInterState(supplierState: string | null, placeOfSupply: string | null): boolean {
  return supplierState !== null && placeOfSupply !== null && supplierState !== placeOfSupply;
}

/**
 * B2C large: an inter-state invoice to an unregistered buyer above ₹1,00,000 (the limit since
 * 1 August 2024, Notification 12/2024-Central Tax; it was ₹2,50,000 before).
 */
export const B2CL_LIMIT_PAISE = 10_000_000;

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs';

/** The GSTR-1 table of an invoice: registered buyers b2b, large inter-state b2cl, the rest b2cs. */
export function gstr1TableOf(invoice: {
  customerGstin: string | null;
  placeOfSupply: string | null;
  valuePaise: number;
  supplierState: string | null;
}): Gstr1Table {
  if (isValidGstin(invoice.customerGstin)) return 'b2b';
  if (isInterState(invoice.supplierState, invoice.placeOfSupply) && invoice.valuePaise > B2CL_LIMIT_PAISE)
    return 'b2cl';
  return 'b2cs';
}

/** Whether the state levies UTGST (kept apart in the tax report, joined with SGST in returns). */
export const leviesUtgst = (stateCode: string | null): boolean => stateCode !== null && usesUtgst(stateCode);

const UQC: Record<string, string> = {
  kg: 'KGS',
  kgs: 'KGS',
  g: 'GMS',
  gm: 'GMS',
  gms: 'GMS',
  gram: 'GMS',
  l: 'LTR',
  ltr: 'LTR',
  litre: 'LTR',
  ml: 'MLT',
  m: 'MTR',
  mtr: 'MTR',
  cm: 'CMS',
  pcs: 'PCS',
  pc: 'PCS',
  piece: 'PCS',
  nos: 'NOS',
  no: 'NOS',
  box: 'BOX',
  dozen: 'DOZ',
  doz: 'DOZ',
  pack: 'PAC',
  pac: 'PAC',
  bottle: 'BTL',
  btl: 'BTL',
  bag: 'BAG',
  set: 'SET',
  pair: 'PRS',
};

/** The GST unit quantity code of a product's unit; NOS (numbers) for units sold as pieces, OTH when unknown. */
export function uqcOf(unitOfMeasurement: string | null | undefined): string {
  const unit = unitOfMeasurement?.trim().toLowerCase() ?? '';
  if (unit === '') return 'NOS';
  return UQC[unit] ?? 'OTH';
}

/** The GSTN's names of the unit quantity codes, as the offline tool's Excel lists them. */
const UQC_NAMES: Record<string, string> = {
  BAG: 'BAGS',
  BAL: 'BALE',
  BDL: 'BUNDLES',
  BKL: 'BUCKLES',
  BOU: 'BILLION OF UNITS',
  BOX: 'BOX',
  BTL: 'BOTTLES',
  BUN: 'BUNCHES',
  CAN: 'CANS',
  CBM: 'CUBIC METERS',
  CCM: 'CUBIC CENTIMETERS',
  CMS: 'CENTIMETERS',
  CTN: 'CARTONS',
  DOZ: 'DOZENS',
  DRM: 'DRUMS',
  GGK: 'GREAT GROSS',
  GMS: 'GRAMMES',
  GRS: 'GROSS',
  GYD: 'GROSS YARDS',
  KGS: 'KILOGRAMS',
  KLR: 'KILOLITRE',
  KME: 'KILOMETRE',
  LTR: 'LITRES',
  MLT: 'MILILITRE',
  MTR: 'METERS',
  MTS: 'METRIC TON',
  NOS: 'NUMBERS',
  OTH: 'OTHERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  QTL: 'QUINTAL',
  ROL: 'ROLLS',
  SET: 'SETS',
  SQF: 'SQUARE FEET',
  SQM: 'SQUARE METERS',
  SQY: 'SQUARE YARDS',
  TBS: 'TABLETS',
  TGM: 'TEN GROSS',
  THD: 'THOUSANDS',
  TON: 'TONNES',
  TUB: 'TUBES',
  UGS: 'US GALLONS',
  UNT: 'UNITS',
  YDS: 'YARDS',
};

/**
 * A UQC as the offline tool's Excel writes it, 'KGS-KILOGRAMS' (the tool keeps what comes before
 * the dash); 'NA' for services stands alone.
 */
export function uqcLabel(uqc: string): string {
  const name = UQC_NAMES[uqc];
  return name ? `${uqc}-${name}` : uqc;
}
