// The GST return rules: GSTIN check characters, tax heads by place of supply, GSTR-1 tables, UQC.
import { describe, expect, it } from 'vitest';
import {
  B2CL_LIMIT_PAISE,
  gstinCheckCharacter,
  gstr1TableOf,
  headsTotal,
  isInterState,
  isReturnHsn,
  isValidGstin,
  leviesUtgst,
  taxHeads,
  uqcOf,
} from './gst-rules.ts';

const tax = (name: string, rate: number, amount: number) => ({ key: `${name}@${rate}`, name, rate, amount });

describe('GSTIN', () => {
  it('accepts a GSTIN whose last character is its check character, and refuses the others', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('not a gstin')).toBe(false);
    expect(isValidGstin(null)).toBe(false);
    expect(isValidGstin(undefined)).toBe(false);
  });
});

describe('tax heads of a line', () => {
  it('splits GST within a state into CGST and SGST, and across states into IGST', () => {
    expect(taxHeads([tax('GST', 18, 1800)], '29', '29')).toMatchObject({ cgst: 900, sgst: 900, igst: 0 });
    expect(taxHeads([tax('GST', 18, 1800)], '29', '27')).toMatchObject({ igst: 1800, cgst: 0 });
  });

  it('takes the supplier state for a missing place of supply, and the place for a missing supplier state', () => {
    expect(taxHeads([tax('GST', 5, 500)], '29', null)).toMatchObject({ cgst: 250, sgst: 250 });
    expect(taxHeads([tax('GST', 5, 500)], null, '27')).toMatchObject({ cgst: 250, sgst: 250 });
    expect(headsTotal(taxHeads([tax('GST', 5, 500)], null, null))).toBe(500);
  });

  it('puts named heads where they belong and every other levy under cess', () => {
    const heads = taxHeads(
      [
        tax('IGST', 12, 120),
        tax('CGST', 6, 60),
        tax('SGST', 6, 60),
        tax('UTGST', 6, 30),
        tax('Compensation cess', 12, 7),
      ],
      '29',
      '29',
    );
    expect(heads).toEqual({ igst: 120, cgst: 60, sgst: 60, utgst: 30, cess: 7 });
    expect(headsTotal(heads)).toBe(277);
  });

  it('levies UTGST in a union territory without a legislature, SGST elsewhere', () => {
    expect(leviesUtgst('04')).toBe(true);
    expect(leviesUtgst('29')).toBe(false);
    expect(leviesUtgst(null)).toBe(false);
    expect(taxHeads([tax('GST', 18, 1800)], '04', '04')).toMatchObject({ cgst: 900, utgst: 900, sgst: 0 });
  });
});

describe('GSTR-1 tables', () => {
  const invoice = { customerGstin: null, placeOfSupply: '27', valuePaise: 1000, supplierState: '29' };
  it('puts a registered buyer in b2b, a large inter-state sale in b2cl and the rest in b2cs', () => {
    expect(gstr1TableOf({ ...invoice, customerGstin: '27AAPFU0939F1ZV' })).toBe('b2b');
    expect(gstr1TableOf({ ...invoice, valuePaise: B2CL_LIMIT_PAISE + 1 })).toBe('b2cl');
    expect(gstr1TableOf({ ...invoice, valuePaise: B2CL_LIMIT_PAISE })).toBe('b2cs');
    expect(gstr1TableOf({ ...invoice, valuePaise: B2CL_LIMIT_PAISE + 1, placeOfSupply: '29' })).toBe('b2cs');
  });

  it('counts a supply as inter-state only when both states are known and differ', () => {
    expect(isInterState('29', '27')).toBe(true);
    expect(isInterState('29', '29')).toBe(false);
    expect(isInterState(null, '27')).toBe(false);
    expect(isInterState('29', null)).toBe(false);
  });

  it('reads HSN codes of 4, 6 or 8 digits and unit codes by name', () => {
    expect(isReturnHsn('1006')).toBe(true);
    expect(isReturnHsn('100630')).toBe(true);
    expect(isReturnHsn('abc')).toBe(false);
    expect(isReturnHsn(null)).toBe(false);
    expect(uqcOf('Kg')).toBe('KGS');
    expect(uqcOf(' ')).toBe('NOS');
    expect(uqcOf(null)).toBe('NOS');
    expect(uqcOf('barrel')).toBe('OTH');
  });
});
