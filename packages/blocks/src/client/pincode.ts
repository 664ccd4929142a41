// Pincode inputs (data-sk-pincode) fill the city and state fields beside them from the store's
// {base}/api/pincode/{pin} lookup. Only fields the shopper left empty, or that this script filled
// itself, are written; an unknown pincode leaves everything as typed (the server checks again).
import { storeBase } from './store-base.ts';

export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  state: string;
  stateCode: string;
}

function isPlace(value: unknown): value is PincodePlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return ['pincode', 'city', 'state', 'stateCode'].every((key) => typeof place[key] === 'string');
}

type Field = HTMLInputElement | HTMLSelectElement;

function fieldNear(input: HTMLInputElement, name: string): Field | null {
  const scope: ParentNode | null = input.form ?? input.parentElement;
  const field = scope?.querySelector(`[name="${name}"]`);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field : null;
}

/** Writes the value unless the shopper typed something of their own there. */
function fill(field: Field | null, value: string): void {
  if (!field || value === '') return;
  const ours = field.dataset.skAutofilled;
  if (field.value !== '' && field.value !== ours) return;
  if (field instanceof HTMLSelectElement && !Array.from(field.options).some((o) => o.value === value)) return;
  field.value = value;
  field.dataset.skAutofilled = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export async function lookUpPincode(base: string, pincode: string): Promise<PincodePlace | null> {
  try {
    const response = await fetch(`${base}/api/pincode/${pincode}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const place: unknown = await response.json();
    return isPlace(place) ? place : null;
  } catch {
    return null;
  }
}

/**
 * Asks once six digits are typed. The pincode rule itself (PINCODE_PATTERN) stays on the server,
 * which answers 404 for anything it does not know: importing it would bring zod into the bundle.
 */
const SIX_DIGITS = /^\d{6}$/;

export function enhancePincode(doc: Document = document): void {
  const base = storeBase(doc);
  for (const input of Array.from(doc.querySelectorAll<HTMLInputElement>('input[data-sk-pincode]'))) {
    let asked = '';
    input.addEventListener('input', async () => {
      const pincode = input.value.trim();
      if (!SIX_DIGITS.test(pincode) || pincode === asked) return;
      asked = pincode;
      const place = await lookUpPincode(base, pincode);
      if (!place) asked = '';
      // The shopper may have typed another pincode while this one was on its way.
      if (!place || input.value.trim() !== pincode) return;
      fill(fieldNear(input, 'city'), place.city || place.district);
      fill(fieldNear(input, 'state'), place.state);
      fill(fieldNear(input, 'stateCode'), place.stateCode);
    });
  }
}
