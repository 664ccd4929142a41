// The person's choice of digits: Latin (the default) or their language's own, kept on their account
// and set from the app data. Read by the formatters (format.ts) and by the catalogue's numbers (i18n.ts).

/** Intl's numbering system of each language's own digits (Marathi writes Devanagari). */
export const NATIVE_NUMBERING: Record<string, string> = {
  hi: 'deva',
  mr: 'deva',
  bn: 'beng',
  ta: 'tamldec',
  gu: 'gujr',
  kn: 'knda',
  ml: 'mlym',
  te: 'telu',
};

let nativeDigits = false;

/** The person's "numbers in my script's digits" setting, from their account (app data). */
export function setNativeDigits(on: boolean): void {
  nativeDigits = on;
}

export function usesNativeDigits(): boolean {
  return nativeDigits;
}

const digitSets = new Map<string, string[]>();

/** The Latin digits of a text in the language's own digits, when asked for; otherwise the text. */
export function inLanguageDigits(text: string, language: string, native: boolean = nativeDigits): string {
  const numbering = NATIVE_NUMBERING[language];
  if (!native || !numbering) return text;
  let digits = digitSets.get(numbering);
  if (!digits) {
    const format = new Intl.NumberFormat(`${language}-IN-u-nu-${numbering}`, { useGrouping: false });
    digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    digitSets.set(numbering, digits);
  }
  const set = digits;
  return text.replace(/[0-9]/g, (digit) => set[Number(digit)] ?? digit);
}
