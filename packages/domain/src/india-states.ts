// Indian states and union territories with their GST state codes, and which of them levy UTGST.

export interface IndiaState {
  /** Two-digit GST state code, the first two characters of a GSTIN. */
  code: string;
  name: string;
  isUnionTerritory: boolean;
  /** Kept so that old GSTINs and documents still resolve; not offered for new addresses. */
  legacy?: boolean;
}

export const INDIA_STATES: readonly IndiaState[] = [
  { code: '01', name: 'Jammu and Kashmir', isUnionTerritory: true },
  { code: '02', name: 'Himachal Pradesh', isUnionTerritory: false },
  { code: '03', name: 'Punjab', isUnionTerritory: false },
  { code: '04', name: 'Chandigarh', isUnionTerritory: true },
  { code: '05', name: 'Uttarakhand', isUnionTerritory: false },
  { code: '06', name: 'Haryana', isUnionTerritory: false },
  { code: '07', name: 'Delhi', isUnionTerritory: true },
  { code: '08', name: 'Rajasthan', isUnionTerritory: false },
  { code: '09', name: 'Uttar Pradesh', isUnionTerritory: false },
  { code: '10', name: 'Bihar', isUnionTerritory: false },
  { code: '11', name: 'Sikkim', isUnionTerritory: false },
  { code: '12', name: 'Arunachal Pradesh', isUnionTerritory: false },
  { code: '13', name: 'Nagaland', isUnionTerritory: false },
  { code: '14', name: 'Manipur', isUnionTerritory: false },
  { code: '15', name: 'Mizoram', isUnionTerritory: false },
  { code: '16', name: 'Tripura', isUnionTerritory: false },
  { code: '17', name: 'Meghalaya', isUnionTerritory: false },
  { code: '18', name: 'Assam', isUnionTerritory: false },
  { code: '19', name: 'West Bengal', isUnionTerritory: false },
  { code: '20', name: 'Jharkhand', isUnionTerritory: false },
  { code: '21', name: 'Odisha', isUnionTerritory: false },
  { code: '22', name: 'Chhattisgarh', isUnionTerritory: false },
  { code: '23', name: 'Madhya Pradesh', isUnionTerritory: false },
  { code: '24', name: 'Gujarat', isUnionTerritory: false },
  { code: '25', name: 'Daman and Diu', isUnionTerritory: true, legacy: true },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', isUnionTerritory: true },
  { code: '27', name: 'Maharashtra', isUnionTerritory: false },
  { code: '29', name: 'Karnataka', isUnionTerritory: false },
  { code: '30', name: 'Goa', isUnionTerritory: false },
  { code: '31', name: 'Lakshadweep', isUnionTerritory: true },
  { code: '32', name: 'Kerala', isUnionTerritory: false },
  { code: '33', name: 'Tamil Nadu', isUnionTerritory: false },
  { code: '34', name: 'Puducherry', isUnionTerritory: true },
  { code: '35', name: 'Andaman and Nicobar Islands', isUnionTerritory: true },
  { code: '36', name: 'Telangana', isUnionTerritory: false },
  { code: '37', name: 'Andhra Pradesh', isUnionTerritory: false },
  { code: '38', name: 'Ladakh', isUnionTerritory: true },
  { code: '97', name: 'Other Territory', isUnionTerritory: false },
];

/**
 * UTGST replaces SGST only in the union territories shared-blocks §9 lists: Andaman and
 * Nicobar, Chandigarh, Dadra and Nagar Haveli, Daman and Diu, Lakshadweep. Ladakh (38) is
 * not in that list, so it follows SGST here until the spec says otherwise.
 */
export const UTGST_STATE_CODES: readonly string[] = ['35', '04', '26', '25', '31'];

const byCode = new Map(INDIA_STATES.map((s) => [s.code, s]));

function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}
const byName = new Map(INDIA_STATES.map((s) => [normaliseName(s.name), s]));

/** Accepts '7' or '07'. */
export function stateByCode(code: string | number): IndiaState | undefined {
  return byCode.get(String(code).trim().padStart(2, '0'));
}

/** Case, '&' and punctuation do not matter: 'andaman & nicobar islands' finds code 35. */
export function stateByName(name: string): IndiaState | undefined {
  return byName.get(normaliseName(name));
}

/** The state code of a GSTIN (its first two digits), when it names a known state. */
export function stateOfGstin(gstin: string): IndiaState | undefined {
  const match = /^(\d{2})/.exec(gstin.trim());
  return match ? stateByCode(match[1]!) : undefined;
}

export function isUnionTerritory(code: string | number): boolean {
  return stateByCode(code)?.isUnionTerritory ?? false;
}

/** True where intra-state supply is taxed UTGST + CGST instead of SGST + CGST. */
export function usesUtgst(code: string | number): boolean {
  const state = stateByCode(code);
  return state !== undefined && UTGST_STATE_CODES.includes(state.code);
}
