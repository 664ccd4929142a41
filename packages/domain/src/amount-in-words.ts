// The amount in words on invoices and purchase documents, in the document's language (decision
// 0196). Apart from money.ts so that a screen formatting rupees does not download every language's
// number words.
import { BENGALI_AMOUNT, GUJARATI_AMOUNT, HINDI_AMOUNT, MARATHI_AMOUNT } from './amount-words-north.ts';
import { KANNADA_AMOUNT, MALAYALAM_AMOUNT, TAMIL_AMOUNT, TELUGU_AMOUNT } from './amount-words-south.ts';
import type { LanguageCode } from './languages.ts';
import type { AmountWords } from './number-words.ts';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.trunc(n / 10)]} ${ONES[ones]}` : TENS[Math.trunc(n / 10)]!;
}

/** Whole number in Indian words (crore, lakh, thousand, hundred). */
function indianWords(n: number): string {
  const parts: string[] = [];
  const crore = Math.trunc(n / 10_000_000);
  let rest = n % 10_000_000;
  // Above 99 crore the crore count is itself spelled the Indian way ("One Thousand Crore").
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const units: [number, string][] = [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ];
  for (const [size, name] of units) {
    const count = Math.trunc(rest / size);
    rest %= size;
    if (count) parts.push(`${belowHundred(count)} ${name}`);
  }
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

const ENGLISH_AMOUNT: AmountWords = {
  spell: indianWords,
  zero: 'Zero',
  minus: 'Minus',
  amount: (rupees, paise) => (paise ? `Rupees ${rupees} and ${paise} Paise Only` : `Rupees ${rupees} Only`),
};

const AMOUNT_WORDS: Record<LanguageCode, AmountWords> = {
  en: ENGLISH_AMOUNT,
  hi: HINDI_AMOUNT,
  mr: MARATHI_AMOUNT,
  gu: GUJARATI_AMOUNT,
  bn: BENGALI_AMOUNT,
  ta: TAMIL_AMOUNT,
  te: TELUGU_AMOUNT,
  kn: KANNADA_AMOUNT,
  ml: MALAYALAM_AMOUNT,
};

/**
 * The amount in words for invoices, in the document's language: 12345650 paise →
 * 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only',
 * in Hindi 'रुपये एक लाख तेईस हज़ार चार सौ छप्पन और पचास पैसे मात्र'.
 * Spec is silent on zero and negatives: 'Rupees Zero Only' and a leading 'Minus'.
 */
export function amountInWords(paise: number, language: LanguageCode = 'en'): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be an integer: ${paise}`);
  const words = AMOUNT_WORDS[language];
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const fraction = abs % 100;
  const text = words.amount(
    rupees ? words.spell(rupees) : words.zero,
    fraction ? words.spell(fraction) : null,
  );
  // One spelling for letters that Unicode can write two ways (Hindi ड़, Bengali য়).
  return (paise < 0 ? `${words.minus} ${text}` : text).normalize('NFC');
}
