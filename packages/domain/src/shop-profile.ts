// The merchant's own facts about the shop, asked by the website walkthrough: what it sells, where,
// since when, delivery or pickup, opening hours and a line about it. A picked theme fills its text
// blocks from these and from the store's data only; a fact not given leaves its section out of
// the published store. The few fixed words a filled section needs (a heading, a button) are the
// platform's own, in the store's language, below.
import { z } from 'zod';
import type { LanguageCode } from './languages.ts';

export const SHOP_FULFILMENTS = ['delivery', 'pickup', 'both'] as const;
export type ShopFulfilment = (typeof SHOP_FULFILMENTS)[number];

const text = (max: number) => z.string().trim().max(max).default('');

export const shopProfileSchema = z.object({
  /** What the shop sells, in the merchant's words ("Fresh vegetables and daily groceries"). */
  sells: text(120),
  /** The area or neighbourhood, and the town or city. */
  area: text(60),
  city: text(60),
  /** The year the shop opened; null when not given. */
  sinceYear: z
    .number()
    .int()
    .min(1800, 'Enter a year from 1800 to this year')
    .refine((year) => year <= new Date().getFullYear(), 'Enter a year from 1800 to this year')
    .nullable()
    .default(null),
  /** How shoppers get their order; null when not given. */
  fulfilment: z.enum(SHOP_FULFILMENTS).nullable().default(null),
  /** Opening hours as the merchant writes them ("9 am – 9 pm, closed Sunday"). */
  hours: text(80),
  /** A line or two about the shop, shown as its story. */
  about: text(300),
});
export type ShopProfileInput = z.input<typeof shopProfileSchema>;
export type ShopProfile = z.output<typeof shopProfileSchema>;

export const EMPTY_SHOP_PROFILE: ShopProfile = shopProfileSchema.parse({});

/** A stored profile read back leniently: anything unreadable counts as not given. */
export function readShopProfile(value: unknown): ShopProfile {
  const parsed = shopProfileSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : EMPTY_SHOP_PROFILE;
}

/** "Kharadi, Pune": the area and city given, joined. */
export function placeOf(profile: ShopProfile): string {
  return [profile.area, profile.city].filter((part) => part !== '').join(', ');
}

const EN = {
  shopNow: 'Shop now',
  shopByCategory: 'Shop by category',
  ourProducts: 'Our products',
  youMayAlsoLike: 'You may also like',
  aboutStore: 'About {name}',
  since: 'Since {year}',
  homeDelivery: 'Home delivery',
  pickup: 'Pickup from the shop',
  deliveryAndPickup: 'Delivery and pickup',
  openingHours: 'Opening hours',
  visitUs: 'Visit us',
  contactUs: 'Contact us',
  reviews: 'What our customers say',
  ourStory: 'Our story',
  shop: 'Shop',
  help: 'Help',
  addYourOwn: 'Add your own',
  hiddenUntilFilled: 'This section stays off your published store until you fill it in.',
};
export type ShopProfileTextKey = keyof typeof EN;
type Texts = Record<ShopProfileTextKey, string>;

const HI: Texts = {
  shopNow: 'अभी खरीदें',
  shopByCategory: 'श्रेणी के अनुसार खरीदें',
  ourProducts: 'हमारे उत्पाद',
  youMayAlsoLike: 'आपको ये भी पसंद आ सकते हैं',
  aboutStore: '{name} के बारे में',
  since: '{year} से',
  homeDelivery: 'होम डिलीवरी',
  pickup: 'दुकान से ले जाएँ',
  deliveryAndPickup: 'डिलीवरी और दुकान से पिकअप',
  openingHours: 'खुलने का समय',
  visitUs: 'हमसे मिलने आएँ',
  contactUs: 'संपर्क करें',
  reviews: 'हमारे ग्राहक क्या कहते हैं',
  ourStory: 'हमारी कहानी',
  shop: 'खरीदें',
  help: 'मदद',
  addYourOwn: 'अपना जोड़ें',
  hiddenUntilFilled: 'जब तक आप इसे नहीं भरते, यह हिस्सा आपके प्रकाशित स्टोर पर नहीं दिखेगा।',
};

const MR: Texts = {
  shopNow: 'आता खरेदी करा',
  shopByCategory: 'वर्गानुसार खरेदी करा',
  ourProducts: 'आमची उत्पादने',
  youMayAlsoLike: 'तुम्हाला हेही आवडेल',
  aboutStore: '{name} विषयी',
  since: '{year} पासून',
  homeDelivery: 'घरपोच डिलिव्हरी',
  pickup: 'दुकानातून घेऊन जा',
  deliveryAndPickup: 'डिलिव्हरी आणि दुकानातून पिकअप',
  openingHours: 'उघडण्याची वेळ',
  visitUs: 'आम्हाला भेट द्या',
  contactUs: 'संपर्क करा',
  reviews: 'आमचे ग्राहक काय म्हणतात',
  ourStory: 'आमची कहाणी',
  shop: 'खरेदी',
  help: 'मदत',
  addYourOwn: 'तुमचे स्वतःचे जोडा',
  hiddenUntilFilled: 'तुम्ही हे भरेपर्यंत हा भाग तुमच्या प्रकाशित स्टोअरवर दिसणार नाही.',
};

const BN: Texts = {
  shopNow: 'এখনই কিনুন',
  shopByCategory: 'বিভাগ অনুযায়ী কিনুন',
  ourProducts: 'আমাদের পণ্য',
  youMayAlsoLike: 'আপনার এগুলোও ভালো লাগতে পারে',
  aboutStore: '{name} সম্পর্কে',
  since: '{year} থেকে',
  homeDelivery: 'হোম ডেলিভারি',
  pickup: 'দোকান থেকে নিয়ে যান',
  deliveryAndPickup: 'ডেলিভারি ও দোকান থেকে পিকআপ',
  openingHours: 'খোলার সময়',
  visitUs: 'আমাদের দোকানে আসুন',
  contactUs: 'যোগাযোগ করুন',
  reviews: 'আমাদের গ্রাহকেরা যা বলেন',
  ourStory: 'আমাদের গল্প',
  shop: 'কেনাকাটা',
  help: 'সাহায্য',
  addYourOwn: 'নিজের লেখা যোগ করুন',
  hiddenUntilFilled: 'আপনি পূরণ না করা পর্যন্ত এই অংশটি আপনার প্রকাশিত স্টোরে দেখা যাবে না।',
};

const TA: Texts = {
  shopNow: 'இப்போதே வாங்குங்கள்',
  shopByCategory: 'வகை வாரியாக வாங்குங்கள்',
  ourProducts: 'எங்கள் பொருட்கள்',
  youMayAlsoLike: 'உங்களுக்கு இவையும் பிடிக்கலாம்',
  aboutStore: '{name} பற்றி',
  since: '{year} முதல்',
  homeDelivery: 'வீட்டிற்கே டெலிவரி',
  pickup: 'கடையில் வந்து பெற்றுக்கொள்ளுங்கள்',
  deliveryAndPickup: 'டெலிவரி மற்றும் கடையில் பெறுதல்',
  openingHours: 'திறந்திருக்கும் நேரம்',
  visitUs: 'எங்களை வந்து பாருங்கள்',
  contactUs: 'தொடர்பு கொள்ளுங்கள்',
  reviews: 'எங்கள் வாடிக்கையாளர்கள் சொல்வது',
  ourStory: 'எங்கள் கதை',
  shop: 'வாங்க',
  help: 'உதவி',
  addYourOwn: 'உங்களுடையதைச் சேர்க்கவும்',
  hiddenUntilFilled: 'நீங்கள் நிரப்பும் வரை இந்தப் பகுதி உங்கள் வெளியிட்ட கடையில் தெரியாது.',
};

const GU: Texts = {
  shopNow: 'હમણાં ખરીદો',
  shopByCategory: 'શ્રેણી પ્રમાણે ખરીદો',
  ourProducts: 'અમારાં ઉત્પાદનો',
  youMayAlsoLike: 'તમને આ પણ ગમી શકે',
  aboutStore: '{name} વિશે',
  since: '{year} થી',
  homeDelivery: 'હોમ ડિલિવરી',
  pickup: 'દુકાનેથી લઈ જાઓ',
  deliveryAndPickup: 'ડિલિવરી અને દુકાનેથી પિકઅપ',
  openingHours: 'ખુલવાનો સમય',
  visitUs: 'અમારી મુલાકાત લો',
  contactUs: 'સંપર્ક કરો',
  reviews: 'અમારા ગ્રાહકો શું કહે છે',
  ourStory: 'અમારી વાત',
  shop: 'ખરીદી',
  help: 'મદદ',
  addYourOwn: 'તમારું પોતાનું ઉમેરો',
  hiddenUntilFilled: 'તમે આ ભરો નહીં ત્યાં સુધી આ ભાગ તમારા પ્રકાશિત સ્ટોર પર નહીં દેખાય.',
};

const KN: Texts = {
  shopNow: 'ಈಗಲೇ ಖರೀದಿಸಿ',
  shopByCategory: 'ವರ್ಗದ ಪ್ರಕಾರ ಖರೀದಿಸಿ',
  ourProducts: 'ನಮ್ಮ ಉತ್ಪನ್ನಗಳು',
  youMayAlsoLike: 'ನಿಮಗೆ ಇವೂ ಇಷ್ಟವಾಗಬಹುದು',
  aboutStore: '{name} ಬಗ್ಗೆ',
  since: '{year} ರಿಂದ',
  homeDelivery: 'ಮನೆಗೆ ಡೆಲಿವರಿ',
  pickup: 'ಅಂಗಡಿಯಿಂದ ಪಡೆಯಿರಿ',
  deliveryAndPickup: 'ಡೆಲಿವರಿ ಮತ್ತು ಅಂಗಡಿಯಿಂದ ಪಿಕಪ್',
  openingHours: 'ತೆರೆದಿರುವ ಸಮಯ',
  visitUs: 'ನಮ್ಮಲ್ಲಿಗೆ ಬನ್ನಿ',
  contactUs: 'ಸಂಪರ್ಕಿಸಿ',
  reviews: 'ನಮ್ಮ ಗ್ರಾಹಕರು ಏನು ಹೇಳುತ್ತಾರೆ',
  ourStory: 'ನಮ್ಮ ಕಥೆ',
  shop: 'ಖರೀದಿ',
  help: 'ಸಹಾಯ',
  addYourOwn: 'ನಿಮ್ಮದನ್ನು ಸೇರಿಸಿ',
  hiddenUntilFilled: 'ನೀವು ಇದನ್ನು ತುಂಬುವವರೆಗೆ ಈ ಭಾಗ ನಿಮ್ಮ ಪ್ರಕಟಿತ ಅಂಗಡಿಯಲ್ಲಿ ಕಾಣಿಸುವುದಿಲ್ಲ.',
};

const ML: Texts = {
  shopNow: 'ഇപ്പോൾ വാങ്ങൂ',
  shopByCategory: 'വിഭാഗം അനുസരിച്ച് വാങ്ങൂ',
  ourProducts: 'ഞങ്ങളുടെ ഉൽപ്പന്നങ്ങൾ',
  youMayAlsoLike: 'നിങ്ങൾക്ക് ഇവയും ഇഷ്ടപ്പെട്ടേക്കാം',
  aboutStore: '{name}-നെക്കുറിച്ച്',
  since: '{year} മുതൽ',
  homeDelivery: 'ഹോം ഡെലിവറി',
  pickup: 'കടയിൽ നിന്ന് വാങ്ങിക്കൊണ്ടുപോകാം',
  deliveryAndPickup: 'ഡെലിവറിയും കടയിൽ നിന്നുള്ള പിക്കപ്പും',
  openingHours: 'പ്രവർത്തന സമയം',
  visitUs: 'ഞങ്ങളെ സന്ദർശിക്കൂ',
  contactUs: 'ബന്ധപ്പെടുക',
  reviews: 'ഞങ്ങളുടെ ഉപഭോക്താക്കൾ പറയുന്നത്',
  ourStory: 'ഞങ്ങളുടെ കഥ',
  shop: 'വാങ്ങുക',
  help: 'സഹായം',
  addYourOwn: 'നിങ്ങളുടേത് ചേർക്കുക',
  hiddenUntilFilled: 'നിങ്ങൾ ഇത് പൂരിപ്പിക്കുന്നതുവരെ ഈ ഭാഗം നിങ്ങളുടെ പ്രസിദ്ധീകരിച്ച സ്റ്റോറിൽ കാണില്ല.',
};

const TE: Texts = {
  shopNow: 'ఇప్పుడే కొనండి',
  shopByCategory: 'వర్గం వారీగా కొనండి',
  ourProducts: 'మా ఉత్పత్తులు',
  youMayAlsoLike: 'మీకు ఇవి కూడా నచ్చవచ్చు',
  aboutStore: '{name} గురించి',
  since: '{year} నుండి',
  homeDelivery: 'ఇంటికి డెలివరీ',
  pickup: 'దుకాణం నుండి తీసుకెళ్లండి',
  deliveryAndPickup: 'డెలివరీ మరియు దుకాణం నుండి పికప్',
  openingHours: 'తెరిచే సమయం',
  visitUs: 'మమ్మల్ని సందర్శించండి',
  contactUs: 'సంప్రదించండి',
  reviews: 'మా కస్టమర్లు ఏమంటున్నారు',
  ourStory: 'మా కథ',
  shop: 'కొనుగోలు',
  help: 'సహాయం',
  addYourOwn: 'మీ స్వంతది జోడించండి',
  hiddenUntilFilled: 'మీరు దీన్ని నింపే వరకు ఈ భాగం మీ ప్రచురించిన స్టోర్‌లో కనిపించదు.',
};

export const SHOP_PROFILE_TEXTS: Record<LanguageCode, Texts> = {
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

export function shopProfileText(
  lang: LanguageCode,
  key: ShopProfileTextKey,
  vars: Record<string, string | number> = {},
): string {
  return SHOP_PROFILE_TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
