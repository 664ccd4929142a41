// Amounts in words for Hindi, Marathi, Gujarati and Bengali: every number 1–99 has its own word,
// hundreds, thousands, lakhs and crores are counted in front of the place word.
import { type AmountWords, indianPlaces, table99 } from './number-words.ts';

interface NorthLanguage {
  below100: (n: number) => string;
  /** `last` when nothing follows the hundreds (Marathi says शंभर for a lone hundred). */
  hundreds: (count: number, last: boolean) => string;
  thousand: string;
  lakh: string;
  crore: string;
}

function northSpell(language: NorthLanguage): (n: number) => string {
  const spell = (n: number): string => {
    const p = indianPlaces(n);
    const parts: string[] = [];
    if (p.crore) parts.push(`${spell(p.crore)} ${language.crore}`);
    if (p.lakh) parts.push(`${language.below100(p.lakh)} ${language.lakh}`);
    if (p.thousand) parts.push(`${language.below100(p.thousand)} ${language.thousand}`);
    if (p.hundred) parts.push(language.hundreds(p.hundred, p.rest === 0));
    if (p.rest) parts.push(language.below100(p.rest));
    return parts.join(' ');
  };
  return spell;
}

const HINDI = table99(
  (
    'एक दो तीन चार पाँच छह सात आठ नौ दस ' +
    'ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
    'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस ' +
    'इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस ' +
    'इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास ' +
    'इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
    'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर ' +
    'इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
    'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे ' +
    'इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
  ).split(' '),
);

const MARATHI = table99(
  (
    'एक दोन तीन चार पाच सहा सात आठ नऊ दहा ' +
    'अकरा बारा तेरा चौदा पंधरा सोळा सतरा अठरा एकोणीस वीस ' +
    'एकवीस बावीस तेवीस चोवीस पंचवीस सव्वीस सत्तावीस अठ्ठावीस एकोणतीस तीस ' +
    'एकतीस बत्तीस तेहेतीस चौतीस पस्तीस छत्तीस सदतीस अडतीस एकोणचाळीस चाळीस ' +
    'एक्केचाळीस बेचाळीस त्रेचाळीस चव्वेचाळीस पंचेचाळीस सेहेचाळीस सत्तेचाळीस अठ्ठेचाळीस एकोणपन्नास पन्नास ' +
    'एक्कावन्न बावन्न त्रेपन्न चोपन्न पंचावन्न छप्पन्न सत्तावन्न अठ्ठावन्न एकोणसाठ साठ ' +
    'एकसष्ठ बासष्ठ त्रेसष्ठ चौसष्ठ पासष्ठ सहासष्ठ सदुसष्ठ अडुसष्ठ एकोणसत्तर सत्तर ' +
    'एकाहत्तर बाहत्तर त्र्याहत्तर चौऱ्याहत्तर पंच्याहत्तर शहात्तर सत्त्याहत्तर अठ्ठ्याहत्तर एकोणऐंशी ऐंशी ' +
    'एक्क्याऐंशी ब्याऐंशी त्र्याऐंशी चौऱ्याऐंशी पंच्याऐंशी शहाऐंशी सत्त्याऐंशी अठ्ठ्याऐंशी एकोणनव्वद नव्वद ' +
    'एक्क्याण्णव ब्याण्णव त्र्याण्णव चौऱ्याण्णव पंच्याण्णव शहाण्णव सत्त्याण्णव अठ्ठ्याण्णव नव्व्याण्णव'
  ).split(' '),
);
const MARATHI_HUNDREDS = 'एकशे दोनशे तीनशे चारशे पाचशे सहाशे सातशे आठशे नऊशे'.split(' ');

const GUJARATI = table99(
  (
    'એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ દસ ' +
    'અગિયાર બાર તેર ચૌદ પંદર સોળ સત્તર અઢાર ઓગણીસ વીસ ' +
    'એકવીસ બાવીસ ત્રેવીસ ચોવીસ પચ્ચીસ છવ્વીસ સત્તાવીસ અઠ્ઠાવીસ ઓગણત્રીસ ત્રીસ ' +
    'એકત્રીસ બત્રીસ તેત્રીસ ચોત્રીસ પાંત્રીસ છત્રીસ સાડત્રીસ આડત્રીસ ઓગણચાલીસ ચાલીસ ' +
    'એકતાલીસ બેતાલીસ તેતાલીસ ચુંમાલીસ પિસ્તાલીસ છેતાલીસ સુડતાલીસ અડતાલીસ ઓગણપચાસ પચાસ ' +
    'એકાવન બાવન ત્રેપન ચોપન પંચાવન છપ્પન સત્તાવન અઠ્ઠાવન ઓગણસાઠ સાઠ ' +
    'એકસઠ બાસઠ ત્રેસઠ ચોસઠ પાંસઠ છાસઠ સડસઠ અડસઠ અગણોસિત્તેર સિત્તેર ' +
    'એકોતેર બોતેર તોતેર ચુમોતેર પંચોતેર છોતેર સિત્યોતેર ઇઠ્યોતેર ઓગણાએંસી એંસી ' +
    'એક્યાસી બ્યાસી ત્યાસી ચોર્યાસી પંચાસી છ્યાસી સિત્યાસી ઇઠ્યાસી નેવ્યાસી નેવું ' +
    'એકાણું બાણું ત્રાણું ચોરાણું પંચાણું છન્નું સત્તાણું અઠ્ઠાણું નવ્વાણું'
  ).split(' '),
);
const GUJARATI_HUNDREDS = 'એકસો બસો ત્રણસો ચારસો પાંચસો છસો સાતસો આઠસો નવસો'.split(' ');

const BENGALI = table99(
  (
    'এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ ' +
    'এগারো বারো তেরো চোদ্দো পনেরো ষোলো সতেরো আঠারো উনিশ বিশ ' +
    'একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আটাশ ঊনত্রিশ ত্রিশ ' +
    'একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ ছত্রিশ সাঁইত্রিশ আটত্রিশ ঊনচল্লিশ চল্লিশ ' +
    'একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ আটচল্লিশ ঊনপঞ্চাশ পঞ্চাশ ' +
    'একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন আটান্ন ঊনষাট ষাট ' +
    'একষট্টি বাষট্টি তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি ঊনসত্তর সত্তর ' +
    'একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর সাতাত্তর আটাত্তর ঊনআশি আশি ' +
    'একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি আটাশি ঊননব্বই নব্বই ' +
    'একানব্বই বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই'
  ).split(' '),
);
const BENGALI_HUNDREDS = 'একশো দুশো তিনশো চারশো পাঁচশো ছয়শো সাতশো আটশো নয়শো'.split(' ');

export const HINDI_AMOUNT: AmountWords = {
  spell: northSpell({
    below100: HINDI,
    hundreds: (count) => `${HINDI(count)} सौ`,
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
  }),
  zero: 'शून्य',
  minus: 'ऋण',
  amount: (rupees, paise) => (paise ? `रुपये ${rupees} और ${paise} पैसे मात्र` : `रुपये ${rupees} मात्र`),
};

export const MARATHI_AMOUNT: AmountWords = {
  spell: northSpell({
    below100: MARATHI,
    hundreds: (count, last) => (count === 1 && last ? 'शंभर' : MARATHI_HUNDREDS[count - 1]!),
    thousand: 'हजार',
    lakh: 'लाख',
    crore: 'कोटी',
  }),
  zero: 'शून्य',
  minus: 'उणे',
  amount: (rupees, paise) => (paise ? `रुपये ${rupees} आणि ${paise} पैसे फक्त` : `रुपये ${rupees} फक्त`),
};

export const GUJARATI_AMOUNT: AmountWords = {
  spell: northSpell({
    below100: GUJARATI,
    hundreds: (count) => GUJARATI_HUNDREDS[count - 1]!,
    thousand: 'હજાર',
    lakh: 'લાખ',
    crore: 'કરોડ',
  }),
  zero: 'શૂન્ય',
  minus: 'ઋણ',
  amount: (rupees, paise) => (paise ? `રૂપિયા ${rupees} અને ${paise} પૈસા પૂરા` : `રૂપિયા ${rupees} પૂરા`),
};

export const BENGALI_AMOUNT: AmountWords = {
  spell: northSpell({
    below100: BENGALI,
    hundreds: (count) => BENGALI_HUNDREDS[count - 1]!,
    thousand: 'হাজার',
    lakh: 'লক্ষ',
    crore: 'কোটি',
  }),
  zero: 'শূন্য',
  minus: 'ঋণ',
  amount: (rupees, paise) => (paise ? `${rupees} টাকা ${paise} পয়সা মাত্র` : `${rupees} টাকা মাত্র`),
};
