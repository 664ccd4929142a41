import { describe, expect, it } from 'vitest';
import {
  INDIA_STATES,
  isUnionTerritory,
  stateByCode,
  stateByName,
  stateOfGstin,
  UTGST_STATE_CODES,
  usesUtgst,
} from './india-states.ts';

describe('GST state codes', () => {
  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['97', 'Other Territory'],
  ])('code %s is %s', (code, name) => {
    expect(stateByCode(code)?.name).toBe(name);
  });

  it('has unique codes and every state and union territory', () => {
    const codes = INDIA_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(INDIA_STATES.filter((s) => !s.legacy && s.code !== '97')).toHaveLength(36);
  });

  it('accepts a code without its leading zero', () => {
    expect(stateByCode(7)?.name).toBe('Delhi');
    expect(stateByCode('99')).toBeUndefined();
  });

  it.each([
    ['andaman & nicobar islands', '35'],
    ['TAMIL NADU', '33'],
    ['Dadra & Nagar Haveli and Daman & Diu', '26'],
  ])('finds %s by name', (name, code) => {
    expect(stateByName(name)?.code).toBe(code);
  });

  it('reads the state from a GSTIN', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')?.name).toBe('Maharashtra');
    expect(stateOfGstin('AAPFU')).toBeUndefined();
  });
});

describe('union territories and UTGST (shared-blocks §9)', () => {
  // "The union territories list for UTGST: Andaman and Nicobar, Chandigarh, Dadra and Nagar
  // Haveli, Daman and Diu, Lakshadweep."
  it.each([
    ['35', true, true],
    ['04', true, true],
    ['26', true, true],
    ['25', true, true],
    ['31', true, true],
    ['07', true, false],
    ['34', true, false],
    ['01', true, false],
    ['38', true, false],
    ['27', false, false],
    ['00', false, false],
  ])('code %s: union territory %s, UTGST %s', (code, ut, utgst) => {
    expect(isUnionTerritory(code)).toBe(ut);
    expect(usesUtgst(code)).toBe(utgst);
  });

  it('lists exactly the five territories the spec names', () => {
    expect(UTGST_STATE_CODES.map((c) => stateByCode(c)?.name).sort()).toEqual([
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Daman and Diu',
      'Lakshadweep',
    ]);
  });
});
