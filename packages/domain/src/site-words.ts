// The platform's own words on a store's website blocks: the headings and labels a theme or a new
// block ships with (a theme's "Shop by category", a block's "Featured products", the menus'
// "Returns" and "Offers"), in every language. A block text that is still one of them, in any of
// the nine languages, is not the merchant's: the storefront shows it in the shopper's language.
// Only generic headings and labels are here, never a fact about a shop.
import type { LanguageCode } from './languages.ts';
import { SHOP_PROFILE_TEXTS, type ShopProfileTextKey } from './shop-profile.ts';
import { SHOP_TEXTS } from './storefront-texts.ts';

const EN = {
  featuredProducts: 'Featured products',
  sendUsMessage: 'Send us a message',
  video: 'Video',
  customContent: 'Custom content',
  order: 'Order',
  offers: 'Offers',
  deliveryAreas: 'Delivery areas',
  returns: 'Returns',
  contact: 'Contact',
  about: 'About',
  call: 'Call',
  book: 'Book',
  menu: 'Menu',
  services: 'Services',
  account: 'Account',
  blog: 'Blog',
};
export type SiteWordKey = keyof typeof EN;
type Words = Record<SiteWordKey, string>;

const HI: Words = {
  featuredProducts: 'चुनिंदा उत्पाद',
  sendUsMessage: 'हमें संदेश भेजें',
  video: 'वीडियो',
  customContent: 'विशेष सामग्री',
  order: 'ऑर्डर',
  offers: 'ऑफ़र',
  deliveryAreas: 'डिलीवरी क्षेत्र',
  returns: 'वापसी',
  contact: 'संपर्क',
  about: 'हमारे बारे में',
  call: 'कॉल करें',
  book: 'बुक करें',
  menu: 'मेन्यू',
  services: 'सेवाएँ',
  account: 'खाता',
  blog: 'ब्लॉग',
};

const MR: Words = {
  featuredProducts: 'निवडक उत्पादने',
  sendUsMessage: 'आम्हाला संदेश पाठवा',
  video: 'व्हिडिओ',
  customContent: 'विशेष मजकूर',
  order: 'ऑर्डर',
  offers: 'ऑफर',
  deliveryAreas: 'डिलिव्हरी क्षेत्रे',
  returns: 'परतावा',
  contact: 'संपर्क',
  about: 'आमच्याविषयी',
  call: 'कॉल करा',
  book: 'बुक करा',
  menu: 'मेन्यू',
  services: 'सेवा',
  account: 'खाते',
  blog: 'ब्लॉग',
};

const BN: Words = {
  featuredProducts: 'বাছাই করা পণ্য',
  sendUsMessage: 'আমাদের বার্তা পাঠান',
  video: 'ভিডিও',
  customContent: 'বিশেষ বিষয়বস্তু',
  order: 'অর্ডার',
  offers: 'অফার',
  deliveryAreas: 'ডেলিভারি এলাকা',
  returns: 'ফেরত',
  contact: 'যোগাযোগ',
  about: 'আমাদের কথা',
  call: 'কল করুন',
  book: 'বুক করুন',
  menu: 'মেনু',
  services: 'পরিষেবা',
  account: 'অ্যাকাউন্ট',
  blog: 'ব্লগ',
};

const TA: Words = {
  featuredProducts: 'சிறப்புப் பொருட்கள்',
  sendUsMessage: 'எங்களுக்குச் செய்தி அனுப்புங்கள்',
  video: 'காணொளி',
  customContent: 'சிறப்பு உள்ளடக்கம்',
  order: 'ஆர்டர்',
  offers: 'சலுகைகள்',
  deliveryAreas: 'டெலிவரி பகுதிகள்',
  returns: 'திருப்பி அனுப்புதல்',
  contact: 'தொடர்பு',
  about: 'எங்களைப் பற்றி',
  call: 'அழைக்க',
  book: 'முன்பதிவு',
  menu: 'மெனு',
  services: 'சேவைகள்',
  account: 'கணக்கு',
  blog: 'வலைப்பதிவு',
};

const GU: Words = {
  featuredProducts: 'પસંદગીનાં ઉત્પાદનો',
  sendUsMessage: 'અમને સંદેશ મોકલો',
  video: 'વિડિયો',
  customContent: 'વિશેષ સામગ્રી',
  order: 'ઑર્ડર',
  offers: 'ઑફર',
  deliveryAreas: 'ડિલિવરી વિસ્તારો',
  returns: 'પરત',
  contact: 'સંપર્ક',
  about: 'અમારા વિશે',
  call: 'કૉલ કરો',
  book: 'બુક કરો',
  menu: 'મેનૂ',
  services: 'સેવાઓ',
  account: 'ખાતું',
  blog: 'બ્લૉગ',
};

const KN: Words = {
  featuredProducts: 'ಆಯ್ದ ಉತ್ಪನ್ನಗಳು',
  sendUsMessage: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ',
  video: 'ವಿಡಿಯೋ',
  customContent: 'ವಿಶೇಷ ವಿಷಯ',
  order: 'ಆರ್ಡರ್',
  offers: 'ಕೊಡುಗೆಗಳು',
  deliveryAreas: 'ಡೆಲಿವರಿ ಪ್ರದೇಶಗಳು',
  returns: 'ಹಿಂತಿರುಗಿಸುವಿಕೆ',
  contact: 'ಸಂಪರ್ಕ',
  about: 'ನಮ್ಮ ಬಗ್ಗೆ',
  call: 'ಕರೆ ಮಾಡಿ',
  book: 'ಬುಕ್ ಮಾಡಿ',
  menu: 'ಮೆನು',
  services: 'ಸೇವೆಗಳು',
  account: 'ಖಾತೆ',
  blog: 'ಬ್ಲಾಗ್',
};

const ML: Words = {
  featuredProducts: 'തിരഞ്ഞെടുത്ത ഉൽപ്പന്നങ്ങൾ',
  sendUsMessage: 'ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കൂ',
  video: 'വീഡിയോ',
  customContent: 'പ്രത്യേക ഉള്ളടക്കം',
  order: 'ഓർഡർ',
  offers: 'ഓഫറുകൾ',
  deliveryAreas: 'ഡെലിവറി പ്രദേശങ്ങൾ',
  returns: 'തിരിച്ചുനൽകൽ',
  contact: 'സമ്പർക്കം',
  about: 'ഞങ്ങളെക്കുറിച്ച്',
  call: 'വിളിക്കൂ',
  book: 'ബുക്ക് ചെയ്യൂ',
  menu: 'മെനു',
  services: 'സേവനങ്ങൾ',
  account: 'അക്കൗണ്ട്',
  blog: 'ബ്ലോഗ്',
};

const TE: Words = {
  featuredProducts: 'ఎంపిక చేసిన ఉత్పత్తులు',
  sendUsMessage: 'మాకు సందేశం పంపండి',
  video: 'వీడియో',
  customContent: 'ప్రత్యేక కంటెంట్',
  order: 'ఆర్డర్',
  offers: 'ఆఫర్లు',
  deliveryAreas: 'డెలివరీ ప్రాంతాలు',
  returns: 'తిరిగి ఇవ్వడం',
  contact: 'సంప్రదింపు',
  about: 'మా గురించి',
  call: 'కాల్ చేయండి',
  book: 'బుక్ చేయండి',
  menu: 'మెనూ',
  services: 'సేవలు',
  account: 'ఖాతా',
  blog: 'బ్లాగ్',
};

export const SITE_WORDS: Record<LanguageCode, Words> = {
  en: EN,
  hi: HI,
  mr: MR,
  bn: BN,
  ta: TA,
  gu: GU,
  kn: KN,
  ml: ML,
  te: TE,
};

/** The storefront's own labels a block may carry as its default (the sticky bar, the form's button). */
const SHOP_KEYS = ['home', 'categories', 'search', 'cart', 'enquire'] as const;
/** The shop profile's words a theme writes into blocks (the editor's own hints are not among them). */
const PROFILE_KEYS = (Object.keys(SHOP_PROFILE_TEXTS.en) as ShopProfileTextKey[]).filter(
  (key) => key !== 'addYourOwn' && key !== 'hiddenUntilFilled' && key !== 'aboutStore' && key !== 'since',
);
/** Other English forms the shipped themes use for the same words; in English they stay as given. */
const ENGLISH_FORMS: Record<string, (language: LanguageCode) => string> = {
  'about us': (l) => (l === 'en' ? 'About us' : SITE_WORDS[l].about),
  'book now': (l) => (l === 'en' ? 'Book now' : SITE_WORDS[l].book),
};

type Phrase = (language: LanguageCode) => string;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every platform word in every language, each answering its text in any language. */
function phraseTable(): Map<string, Phrase> {
  const table = new Map<string, Phrase>();
  const add = (texts: Partial<Record<LanguageCode, string>>, phrase: Phrase) => {
    for (const text of Object.values(texts)) if (text) table.set(normalise(text), phrase);
  };
  const languages = Object.keys(SITE_WORDS) as LanguageCode[];
  const each = (of: (language: LanguageCode) => string) =>
    Object.fromEntries(languages.map((language) => [language, of(language)]));
  for (const key of Object.keys(EN) as SiteWordKey[]) {
    const phrase: Phrase = (language) => SITE_WORDS[language][key];
    add(each(phrase), phrase);
  }
  for (const key of PROFILE_KEYS) {
    const phrase: Phrase = (language) => SHOP_PROFILE_TEXTS[language][key];
    add(each(phrase), phrase);
  }
  for (const key of SHOP_KEYS) {
    const phrase: Phrase = (language) => SHOP_TEXTS[language][key];
    add(each(phrase), phrase);
  }
  for (const [english, phrase] of Object.entries(ENGLISH_FORMS)) table.set(english, phrase);
  return table;
}

let phrases: Map<string, Phrase> | null = null;

/** The words with a value in them ("About {name}", "Since {year}") as a pattern per language. */
function templatePattern(template: string, name: string, value: string): RegExp {
  const [before = '', after = ''] = template.split(`{${name}}`);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(before)}(${value})${literal(after)}$`, 'u');
}

/**
 * The text in the shopper's language when it is one of the platform's own words (in any of the
 * nine languages), else null: it is then the merchant's text. "About {name}" counts only for the
 * store's own name (given in `storeNames`, the shown one first), "Since {year}" for a year.
 */
export function siteWordIn(
  text: string,
  language: LanguageCode,
  storeNames: readonly string[] = [],
): string | null {
  phrases ??= phraseTable();
  const phrase = phrases.get(normalise(text));
  if (phrase) return phrase(language);
  const trimmed = text.trim();
  for (const texts of Object.values(SHOP_PROFILE_TEXTS)) {
    const year = templatePattern(texts.since, 'year', '\\d{4}').exec(trimmed)?.[1];
    if (year) return SHOP_PROFILE_TEXTS[language].since.replace('{year}', year);
    const name = templatePattern(texts.aboutStore, 'name', '.+').exec(trimmed)?.[1];
    if (name && storeNames.some((storeName) => storeName.trim() === name.trim()))
      return SHOP_PROFILE_TEXTS[language].aboutStore.replace('{name}', storeNames[0] ?? name);
  }
  return null;
}
