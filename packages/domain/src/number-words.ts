// What a language needs to write an amount in words the Indian way (crore, lakh, thousand,
// hundred), and the split of a whole number into those places.

export interface AmountWords {
  /** A whole number above 0 in words. */
  spell(n: number): string;
  zero: string;
  /** Put before the words of a negative amount. */
  minus: string;
  /** The sentence as invoices in the language write it; `paise` is null for whole rupees. */
  amount(rupees: string, paise: string | null): string;
}

export interface IndianPlaces {
  /** May pass 99: above 99 crore the crore count is itself spelled the Indian way. */
  crore: number;
  lakh: number;
  thousand: number;
  hundred: number;
  /** 0–99. */
  rest: number;
}

export function indianPlaces(n: number): IndianPlaces {
  return {
    crore: Math.trunc(n / 10_000_000),
    lakh: Math.trunc(n / 100_000) % 100,
    thousand: Math.trunc(n / 1_000) % 100,
    hundred: Math.trunc(n / 100) % 10,
    rest: n % 100,
  };
}

/** Words of 1–99 for languages whose tens and units are written separately or by a table. */
export function table99(words: readonly string[]): (n: number) => string {
  if (words.length !== 99) throw new Error(`Expected 99 number words, got ${words.length}`);
  return (n) => words[n - 1]!;
}
