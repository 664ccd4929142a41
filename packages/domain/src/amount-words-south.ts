// Amounts in words for Tamil, Telugu, Kannada and Malayalam, where tens and units join into one
// word and a count joins its place word (Tamil பன்னிரண்டாயிரம், Malayalam രണ്ടായിരം), and a
// place followed by more takes its joining form (Tamil நூற்று, Telugu వందల, Kannada ಸಾವಿರದ).
import { type AmountWords, indianPlaces } from './number-words.ts';

/** A number's words as the last word of the amount and as a word that more words follow. */
interface Place {
  last: string;
  joining: string;
}

function joinPlaces(places: Place[], join: (left: string, right: string) => string): string {
  return places.reduce((text, place, i) => {
    const word = i === places.length - 1 ? place.last : place.joining;
    return text ? join(text, word) : word;
  }, '');
}

/** Tens word whose last vowel sign gives way to the unit's first vowel. */
function compound99(
  units: string[],
  teens: string[],
  tens: string[],
  join: (ten: string, unit: string) => string,
) {
  return (n: number): string => {
    if (n < 10) return units[n - 1]!;
    if (n < 20) return teens[n - 10]!;
    const ten = tens[Math.trunc(n / 10) - 2]!;
    return n % 10 ? join(ten, units[(n % 10) - 1]!) : ten;
  };
}

// --- Tamil ---------------------------------------------------------------------------------

const TAMIL_VOWEL_SIGNS: Record<string, string> = {
  அ: '',
  ஆ: 'ா',
  இ: 'ி',
  ஈ: 'ீ',
  உ: 'ு',
  ஊ: 'ூ',
  எ: 'ெ',
  ஏ: 'ே',
  ஐ: 'ை',
  ஒ: 'ொ',
  ஓ: 'ோ',
};
const TAMIL_HARD = new Set(['க', 'ச', 'த', 'ப']);

/** Word ending in the short u (நூற்று, இருபத்து) before the next: vowels merge, hard consonants double. */
function tamilJoin(left: string, right: string): string {
  const sign = TAMIL_VOWEL_SIGNS[right[0]!];
  if (!left.endsWith('ு')) return `${left} ${right}`;
  if (sign !== undefined) return `${left.slice(0, -1)}${sign}${right.slice(1)}`;
  if (TAMIL_HARD.has(right[0]!)) return `${left}${right[0]}் ${right}`;
  return `${left} ${right}`;
}

const tamil99 = compound99(
  'ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது'.split(' '),
  'பத்து பதினொன்று பன்னிரண்டு பதின்மூன்று பதினான்கு பதினைந்து பதினாறு பதினேழு பதினெட்டு பத்தொன்பது'.split(' '),
  'இருபத்து முப்பத்து நாற்பத்து ஐம்பத்து அறுபத்து எழுபத்து எண்பத்து தொண்ணூற்று'.split(' '),
  tamilJoin,
);
const TAMIL_TENS = 'இருபது முப்பது நாற்பது ஐம்பது அறுபது எழுபது எண்பது தொண்ணூறு'.split(' ');
function tamilBelow100(n: number): string {
  return n >= 20 && n % 10 === 0 ? TAMIL_TENS[n / 10 - 2]! : tamil99(n);
}
const TAMIL_HUNDREDS = 'நூறு இருநூறு முந்நூறு நானூறு ஐந்நூறு அறுநூறு எழுநூறு எண்ணூறு தொள்ளாயிரம்'.split(' ');
const TAMIL_HUNDREDS_JOINING =
  'நூற்று இருநூற்று முந்நூற்று நானூற்று ஐந்நூற்று அறுநூற்று எழுநூற்று எண்ணூற்று தொள்ளாயிரத்து'.split(' ');

/** 'ஒன்று' counts as 'ஒரு' before a place word (ஒரு லட்சம், இருபத்தொரு லட்சம்). */
function tamilCount(word: string): string {
  if (word === 'ஒன்று') return 'ஒரு';
  return word.endsWith('ொன்று') ? `${word.slice(0, -5)}ொரு` : word;
}

/** The count joins ஆயிரம்: இரண்டாயிரம், பன்னிரண்டாயிரம், மூவாயிரம், இருபத்தோராயிரம். */
function tamilThousands(count: number): string {
  if (count === 1) return 'ஆயிரம்';
  if (count === 3) return 'மூவாயிரம்';
  const word = tamilBelow100(count);
  if (word.endsWith('ொன்று')) return `${word.slice(0, -5)}ோராயிரம்`;
  return `${word.slice(0, -1)}ாயிரம்`;
}

function tamilSpell(n: number): string {
  const p = indianPlaces(n);
  const places: Place[] = [];
  if (p.crore)
    places.push({
      last: `${tamilCount(tamilSpell(p.crore))} கோடி`,
      joining: `${tamilCount(tamilSpell(p.crore))} கோடியே`,
    });
  if (p.lakh) {
    const count = tamilCount(tamilBelow100(p.lakh));
    places.push({ last: `${count} லட்சம்`, joining: `${count} லட்சத்து` });
  }
  if (p.thousand) {
    const word = tamilThousands(p.thousand);
    places.push({ last: word, joining: `${word.slice(0, -2)}த்து` });
  }
  // A hundred and what follows it are one word: நூற்றொன்று, இருநூற்றைம்பது, நூற்றுப் பத்து.
  const small: Place[] = [];
  if (p.hundred)
    small.push({ last: TAMIL_HUNDREDS[p.hundred - 1]!, joining: TAMIL_HUNDREDS_JOINING[p.hundred - 1]! });
  if (p.rest) small.push({ last: tamilBelow100(p.rest), joining: '' });
  if (small.length) {
    const word = joinPlaces(small, tamilJoin);
    places.push({ last: word, joining: word });
  }
  return joinPlaces(places, (left, right) => `${left} ${right}`);
}

export const TAMIL_AMOUNT: AmountWords = {
  spell: tamilSpell,
  zero: 'பூஜ்ஜியம்',
  minus: 'கழித்தல்',
  amount: (rupees, paise) => (paise ? `ரூபாய் ${rupees} மற்றும் ${paise} பைசா மட்டும்` : `ரூபாய் ${rupees} மட்டும்`),
};

// --- Telugu --------------------------------------------------------------------------------

const TELUGU_UNITS = 'ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది'.split(' ');
const telugu99 = compound99(
  TELUGU_UNITS,
  'పది పదకొండు పన్నెండు పదమూడు పద్నాలుగు పదిహేను పదహారు పదిహేడు పద్దెనిమిది పంతొమ్మిది'.split(' '),
  'ఇరవై ముప్పై నలభై యాభై అరవై డెబ్బై ఎనభై తొంభై'.split(' '),
  (ten, unit) => `${ten} ${unit}`,
);

/** A count before a place word: ఒక లక్ష, ఇరవై ఒక్క వేలు. */
function teluguCount(word: string): string {
  if (word === 'ఒకటి') return 'ఒక';
  return word.endsWith(' ఒకటి') ? `${word.slice(0, -4)}ఒక్క` : word;
}

/** 1 takes the singular (వంద, వెయ్యి, ఒక లక్ష); more the plural, వేలు / వేల before more words. */
function teluguPlace(
  count: string,
  one: Place,
  plural: string,
  pluralJoining: string,
  isOne: boolean,
): Place {
  return isOne ? one : { last: `${count} ${plural}`, joining: `${count} ${pluralJoining}` };
}

function teluguSpell(n: number): string {
  const p = indianPlaces(n);
  const places: Place[] = [];
  if (p.crore)
    places.push(
      teluguPlace(
        teluguCount(teluguSpell(p.crore)),
        { last: 'ఒక కోటి', joining: 'ఒక కోటి' },
        'కోట్లు',
        'కోట్ల',
        p.crore === 1,
      ),
    );
  if (p.lakh)
    places.push(
      teluguPlace(
        teluguCount(telugu99(p.lakh)),
        { last: 'ఒక లక్ష', joining: 'ఒక లక్ష' },
        'లక్షలు',
        'లక్షల',
        p.lakh === 1,
      ),
    );
  if (p.thousand)
    places.push(
      teluguPlace(
        teluguCount(telugu99(p.thousand)),
        { last: 'వెయ్యి', joining: 'వెయ్యి' },
        'వేలు',
        'వేల',
        p.thousand === 1,
      ),
    );
  if (p.hundred)
    places.push(
      teluguPlace(
        TELUGU_UNITS[p.hundred - 1]!,
        { last: 'వంద', joining: 'నూట' },
        'వందలు',
        'వందల',
        p.hundred === 1,
      ),
    );
  if (p.rest) places.push({ last: telugu99(p.rest), joining: '' });
  return joinPlaces(places, (left, right) => `${left} ${right}`);
}

export const TELUGU_AMOUNT: AmountWords = {
  spell: teluguSpell,
  zero: 'సున్నా',
  minus: 'ఋణ',
  amount: (rupees, paise) => (paise ? `రూపాయలు ${rupees} మరియు ${paise} పైసలు మాత్రమే` : `రూపాయలు ${rupees} మాత్రమే`),
};

// --- Kannada -------------------------------------------------------------------------------

const KANNADA_VOWEL_SIGNS: Record<string, string> = {
  ಅ: '',
  ಆ: 'ಾ',
  ಇ: 'ಿ',
  ಈ: 'ೀ',
  ಉ: 'ು',
  ಎ: 'ೆ',
  ಏ: 'ೇ',
  ಐ: 'ೈ',
  ಒ: 'ೊ',
  ಓ: 'ೋ',
};

/** A stem ending in a consonant with its inherent a (ಇಪ್ಪತ್ತ, ನೂರ) takes the next word's first vowel. */
function kannadaJoin(stem: string, right: string): string {
  const sign = KANNADA_VOWEL_SIGNS[right[0]!];
  return sign === undefined ? `${stem} ${right}` : `${stem}${sign}${right.slice(1)}`;
}

const KANNADA_TENS = 'ಇಪ್ಪತ್ತು ಮೂವತ್ತು ನಲವತ್ತು ಐವತ್ತು ಅರವತ್ತು ಎಪ್ಪತ್ತು ಎಂಬತ್ತು ತೊಂಬತ್ತು'.split(' ');
const kannada99 = compound99(
  'ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು'.split(' '),
  'ಹತ್ತು ಹನ್ನೊಂದು ಹನ್ನೆರಡು ಹದಿಮೂರು ಹದಿನಾಲ್ಕು ಹದಿನೈದು ಹದಿನಾರು ಹದಿನೇಳು ಹದಿನೆಂಟು ಹತ್ತೊಂಬತ್ತು'.split(' '),
  KANNADA_TENS,
  // ಇಪ್ಪತ್ತು + ಒಂದು → ಇಪ್ಪತ್ತೊಂದು; before a consonant the tens lose their last syllable: ಇಪ್ಪತ್ಮೂರು.
  (ten, unit) =>
    KANNADA_VOWEL_SIGNS[unit[0]!] === undefined
      ? `${ten.slice(0, -2)}${unit}`
      : kannadaJoin(ten.slice(0, -1), unit),
);
function kannadaBelow100(n: number): string {
  return n >= 20 && n % 10 === 0 ? KANNADA_TENS[n / 10 - 2]! : kannada99(n);
}
const KANNADA_HUNDREDS = 'ನೂರು ಇನ್ನೂರು ಮುನ್ನೂರು ನಾನೂರು ಐನೂರು ಆರುನೂರು ಏಳುನೂರು ಎಂಟುನೂರು ಒಂಬೈನೂರು'.split(' ');

function kannadaSpell(n: number): string {
  const p = indianPlaces(n);
  const places: Place[] = [];
  if (p.crore) places.push({ last: `${kannadaSpell(p.crore)} ಕೋಟಿ`, joining: `${kannadaSpell(p.crore)} ಕೋಟಿ` });
  if (p.lakh)
    places.push({ last: `${kannadaBelow100(p.lakh)} ಲಕ್ಷ`, joining: `${kannadaBelow100(p.lakh)} ಲಕ್ಷದ` });
  if (p.thousand)
    places.push({
      last: `${kannadaBelow100(p.thousand)} ಸಾವಿರ`,
      joining: `${kannadaBelow100(p.thousand)} ಸಾವಿರದ`,
    });
  // A hundred and what follows are one word: ನೂರೊಂದು, ಇನ್ನೂರೈವತ್ತು (ನೂರು before more is ನೂರ).
  const hundred = p.hundred ? KANNADA_HUNDREDS[p.hundred - 1]! : '';
  const rest = p.rest ? kannadaBelow100(p.rest) : '';
  const small = hundred && rest ? kannadaJoin(hundred.slice(0, -1), rest) : hundred || rest;
  if (small) places.push({ last: small, joining: small });
  return joinPlaces(places, (left, right) => `${left} ${right}`);
}

export const KANNADA_AMOUNT: AmountWords = {
  spell: kannadaSpell,
  zero: 'ಸೊನ್ನೆ',
  minus: 'ಋಣ',
  amount: (rupees, paise) => (paise ? `${rupees} ರೂಪಾಯಿ ಮತ್ತು ${paise} ಪೈಸೆ ಮಾತ್ರ` : `${rupees} ರೂಪಾಯಿ ಮಾತ್ರ`),
};

// --- Malayalam -----------------------------------------------------------------------------

const MALAYALAM_VOWEL_SIGNS: Record<string, string> = {
  അ: '',
  ആ: 'ാ',
  ഇ: 'ി',
  ഈ: 'ീ',
  ഉ: 'ു',
  എ: 'െ',
  ഏ: 'േ',
  ഐ: 'ൈ',
  ഒ: 'ൊ',
  ഓ: 'ോ',
};
const MALAYALAM_HARD = new Set(['ക', 'ച', 'ത', 'പ']);

/** After a joining -ി a vowel comes in with യ (ഇരുപത്തിയൊന്ന്), a hard consonant doubles (നൂറ്റിപ്പത്ത്). */
function malayalamJoin(left: string, right: string): string {
  const sign = MALAYALAM_VOWEL_SIGNS[right[0]!];
  if (sign !== undefined) return `${left}യ${sign}${right.slice(1)}`;
  if (MALAYALAM_HARD.has(right[0]!)) return `${left}${right[0]}്${right}`;
  return `${left}${right}`;
}

const MALAYALAM_TENS = 'ഇരുപത് മുപ്പത് നാൽപത് അമ്പത് അറുപത് എഴുപത് എൺപത് തൊണ്ണൂറ്'.split(' ');
const malayalam99 = compound99(
  'ഒന്ന് രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ് ഏഴ് എട്ട് ഒമ്പത്'.split(' '),
  'പത്ത് പതിനൊന്ന് പന്ത്രണ്ട് പതിമൂന്ന് പതിനാല് പതിനഞ്ച് പതിനാറ് പതിനേഴ് പതിനെട്ട് പത്തൊമ്പത്'.split(' '),
  'ഇരുപത്തി മുപ്പത്തി നാൽപത്തി അമ്പത്തി അറുപത്തി എഴുപത്തി എൺപത്തി തൊണ്ണൂറ്റി'.split(' '),
  (ten, unit) => (MALAYALAM_VOWEL_SIGNS[unit[0]!] === undefined ? `${ten}${unit}` : malayalamJoin(ten, unit)),
);
function malayalamBelow100(n: number): string {
  return n >= 20 && n % 10 === 0 ? MALAYALAM_TENS[n / 10 - 2]! : malayalam99(n);
}
const MALAYALAM_HUNDREDS = 'നൂറ് ഇരുനൂറ് മുന്നൂറ് നാനൂറ് അഞ്ഞൂറ് അറുനൂറ് എഴുനൂറ് എണ്ണൂറ് തൊള്ളായിരം'.split(' ');
const MALAYALAM_HUNDREDS_JOINING = 'നൂറ്റി ഇരുനൂറ്റി മുന്നൂറ്റി നാനൂറ്റി അഞ്ഞൂറ്റി അറുനൂറ്റി എഴുനൂറ്റി എണ്ണൂറ്റി തൊള്ളായിരത്തി'.split(
  ' ',
);
const MALAYALAM_THOUSANDS: Record<number, string> = {
  1: 'ആയിരം',
  3: 'മൂവായിരം',
  5: 'അയ്യായിരം',
  8: 'എണ്ണായിരം',
  10: 'പതിനായിരം',
};

/** The count joins ആയിരം: രണ്ടായിരം, പന്ത്രണ്ടായിരം, ഇരുപതിനായിരം. */
function malayalamThousands(count: number): string {
  const special = MALAYALAM_THOUSANDS[count];
  if (special) return special;
  const word = malayalamBelow100(count).slice(0, -1);
  return word.endsWith('ത') && !word.endsWith('ത്ത') ? `${word}ിനായിരം` : `${word}ായിരം`;
}

function malayalamSpell(n: number): string {
  const p = indianPlaces(n);
  const places: Place[] = [];
  if (p.crore) {
    const count = p.crore === 1 ? 'ഒരു' : malayalamSpell(p.crore);
    places.push({ last: `${count} കോടി`, joining: `${count} കോടി` });
  }
  if (p.lakh) {
    const count = p.lakh === 1 ? 'ഒരു' : malayalamBelow100(p.lakh);
    places.push({ last: `${count} ലക്ഷം`, joining: `${count} ലക്ഷത്തി` });
  }
  if (p.thousand) {
    const word = malayalamThousands(p.thousand);
    places.push({ last: word, joining: `${word.slice(0, -1)}ത്തി` });
  }
  const hundred = p.hundred ? MALAYALAM_HUNDREDS_JOINING[p.hundred - 1]! : '';
  const rest = p.rest ? malayalamBelow100(p.rest) : '';
  const small =
    hundred && rest
      ? malayalamJoin(hundred, rest)
      : rest || (p.hundred ? MALAYALAM_HUNDREDS[p.hundred - 1]! : '');
  if (small) places.push({ last: small, joining: small });
  return joinPlaces(places, (left, right) => `${left} ${right}`);
}

export const MALAYALAM_AMOUNT: AmountWords = {
  spell: malayalamSpell,
  zero: 'പൂജ്യം',
  minus: 'ന്യൂനം',
  amount: (rupees, paise) => (paise ? `${rupees} രൂപയും ${paise} പൈസയും മാത്രം` : `${rupees} രൂപ മാത്രം`),
};
