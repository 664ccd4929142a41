// The texts a store sends its customers by SMS or WhatsApp, one per purpose in each of the nine
// languages, and the settings switch that turns each purpose on or off. A text is written in the
// customer's language (else the store's); store names, order numbers, amounts, codes and links are
// filled in as they are, never translated.
import type { AccountSettings } from './account-settings.ts';
import { BOOKING_REMINDER_TEMPLATES } from './booking-reminder.ts';
import { type LanguageCode, normalizeLanguage } from './languages.ts';

export const MESSAGE_TEMPLATE_IDS = [
  'ORDER_CONFIRMED',
  'ORDER_DISPATCHED',
  'ORDER_DELIVERED',
  'PAYMENT_RECEIVED',
  'KHATA_REMINDER',
  'CREDIT_OTP',
  'BOOKING_REMINDER',
] as const;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_IDS)[number];

/** The account setting that turns each template on or off. */
export const MESSAGE_TEMPLATE_SWITCHES = {
  ORDER_CONFIRMED: 'notifyOrderConfirmed',
  ORDER_DISPATCHED: 'notifyOrderDispatched',
  ORDER_DELIVERED: 'notifyOrderDelivered',
  PAYMENT_RECEIVED: 'notifyPaymentReceived',
  KHATA_REMINDER: 'notifyKhataReminder',
  CREDIT_OTP: 'notifyCreditOtp',
  BOOKING_REMINDER: 'notifyBookingReminder',
} as const satisfies Record<MessageTemplateId, keyof AccountSettings>;

/** Whether the store sends this message at all. */
export function isTemplateOn(settings: AccountSettings, id: MessageTemplateId): boolean {
  return settings[MESSAGE_TEMPLATE_SWITCHES[id]];
}

/** The placeholders each template fills. */
export const MESSAGE_TEMPLATE_FIELDS = {
  ORDER_CONFIRMED: ['store', 'order', 'amount'],
  ORDER_DISPATCHED: ['store', 'order'],
  ORDER_DELIVERED: ['store', 'order'],
  PAYMENT_RECEIVED: ['store', 'order', 'amount'],
  KHATA_REMINDER: ['name', 'store', 'amount', 'link'],
  CREDIT_OTP: ['code', 'store', 'minutes'],
  BOOKING_REMINDER: ['store', 'service', 'date', 'time', 'staff'],
} as const satisfies Record<MessageTemplateId, readonly string[]>;

export type TemplateValues<Id extends MessageTemplateId> = Record<
  (typeof MESSAGE_TEMPLATE_FIELDS)[Id][number],
  string
>;

export const MESSAGE_TEMPLATES: Record<MessageTemplateId, Record<LanguageCode, string>> = {
  ORDER_CONFIRMED: {
    en: '{store}: your order #{order} of {amount} is confirmed. Thank you!',
    hi: '{store}: आपका ऑर्डर #{order} ({amount}) कन्फ़र्म हो गया है। धन्यवाद!',
    mr: '{store}: तुमची ऑर्डर #{order} ({amount}) कन्फर्म झाली आहे. धन्यवाद!',
    bn: '{store}: আপনার অর্ডার #{order} ({amount}) কনফার্ম হয়েছে। ধন্যবাদ!',
    ta: '{store}: உங்கள் ஆர்டர் #{order} ({amount}) உறுதி செய்யப்பட்டது. நன்றி!',
    gu: '{store}: તમારો ઓર્ડર #{order} ({amount}) કન્ફર્મ થઈ ગયો છે. આભાર!',
    kn: '{store}: ನಿಮ್ಮ ಆರ್ಡರ್ #{order} ({amount}) ಖಚಿತವಾಗಿದೆ. ಧನ್ಯವಾದಗಳು!',
    ml: '{store}: നിങ്ങളുടെ ഓർഡർ #{order} ({amount}) സ്ഥിരീകരിച്ചു. നന്ദി!',
    te: '{store}: మీ ఆర్డర్ #{order} ({amount}) కన్ఫర్మ్ అయింది. ధన్యవాదాలు!',
  },
  ORDER_DISPATCHED: {
    en: '{store}: your order #{order} is on its way.',
    hi: '{store}: आपका ऑर्डर #{order} भेज दिया गया है, जल्द ही पहुँचेगा।',
    mr: '{store}: तुमची ऑर्डर #{order} पाठवली आहे, लवकरच पोहोचेल.',
    bn: '{store}: আপনার অর্ডার #{order} পাঠানো হয়েছে, শিগগিরই পৌঁছে যাবে।',
    ta: '{store}: உங்கள் ஆர்டர் #{order} அனுப்பப்பட்டது, விரைவில் வந்து சேரும்.',
    gu: '{store}: તમારો ઓર્ડર #{order} મોકલી દીધો છે, જલ્દી પહોંચશે.',
    kn: '{store}: ನಿಮ್ಮ ಆರ್ಡರ್ #{order} ಕಳುಹಿಸಲಾಗಿದೆ, ಬೇಗ ತಲುಪುತ್ತದೆ.',
    ml: '{store}: നിങ്ങളുടെ ഓർഡർ #{order} അയച്ചിട്ടുണ്ട്, ഉടൻ എത്തും.',
    te: '{store}: మీ ఆర్డర్ #{order} పంపించాము, త్వరలో చేరుతుంది.',
  },
  ORDER_DELIVERED: {
    en: '{store}: your order #{order} has been delivered. Thank you for shopping with us!',
    hi: '{store}: आपका ऑर्डर #{order} पहुँचा दिया गया है। हमसे खरीदारी के लिए धन्यवाद!',
    mr: '{store}: तुमची ऑर्डर #{order} पोहोचवली आहे. आमच्याकडून खरेदी केल्याबद्दल धन्यवाद!',
    bn: '{store}: আপনার অর্ডার #{order} পৌঁছে দেওয়া হয়েছে। আমাদের থেকে কেনাকাটার জন্য ধন্যবাদ!',
    ta: '{store}: உங்கள் ஆர்டர் #{order} டெலிவரி செய்யப்பட்டது. எங்களிடம் வாங்கியதற்கு நன்றி!',
    gu: '{store}: તમારો ઓર્ડર #{order} પહોંચાડી દીધો છે. અમારી પાસેથી ખરીદી કરવા બદલ આભાર!',
    kn: '{store}: ನಿಮ್ಮ ಆರ್ಡರ್ #{order} ತಲುಪಿಸಲಾಗಿದೆ. ನಮ್ಮಲ್ಲಿ ಖರೀದಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು!',
    ml: '{store}: നിങ്ങളുടെ ഓർഡർ #{order} എത്തിച്ചു. ഞങ്ങളിൽ നിന്ന് വാങ്ങിയതിന് നന്ദി!',
    te: '{store}: మీ ఆర్డర్ #{order} డెలివరీ అయింది. మా దగ్గర కొన్నందుకు ధన్యవాదాలు!',
  },
  PAYMENT_RECEIVED: {
    en: '{store}: we have received {amount} for order #{order}. Thank you!',
    hi: '{store}: ऑर्डर #{order} के लिए {amount} मिल गए हैं। धन्यवाद!',
    mr: '{store}: ऑर्डर #{order} साठी {amount} मिळाले. धन्यवाद!',
    bn: '{store}: অর্ডার #{order}-এর জন্য {amount} পেয়েছি। ধন্যবাদ!',
    ta: '{store}: ஆர்டர் #{order}-க்கு {amount} பெற்றுக்கொண்டோம். நன்றி!',
    gu: '{store}: ઓર્ડર #{order} માટે {amount} મળી ગયા છે. આભાર!',
    kn: '{store}: ಆರ್ಡರ್ #{order} ಗೆ {amount} ಬಂದಿದೆ. ಧನ್ಯವಾದಗಳು!',
    ml: '{store}: ഓർഡർ #{order}-ന് {amount} ലഭിച്ചു. നന്ദി!',
    te: '{store}: ఆర్డర్ #{order} కి {amount} అందింది. ధన్యవాదాలు!',
  },
  KHATA_REMINDER: {
    en: 'Dear {name}, {amount} is due at {store}. Your statement and payment link: {link}',
    hi: '{name} जी, {store} में आपके {amount} बाकी हैं। आपका हिसाब और भुगतान लिंक: {link}',
    mr: '{name}, {store} येथे तुमचे {amount} बाकी आहेत. तुमचा हिशोब आणि पेमेंट लिंक: {link}',
    bn: '{name}, {store}-এ আপনার {amount} বাকি আছে। আপনার হিসাব ও পেমেন্ট লিংক: {link}',
    ta: '{name}, {store}-ல் உங்கள் நிலுவை {amount}. உங்கள் கணக்கு மற்றும் பணம் செலுத்தும் இணைப்பு: {link}',
    gu: '{name}, {store} માં તમારા {amount} બાકી છે. તમારો હિસાબ અને ચુકવણી લિંક: {link}',
    kn: '{name}, {store} ನಲ್ಲಿ ನಿಮ್ಮ {amount} ಬಾಕಿ ಇದೆ. ನಿಮ್ಮ ಲೆಕ್ಕ ಮತ್ತು ಪಾವತಿ ಲಿಂಕ್: {link}',
    ml: '{name}, {store}-ൽ നിങ്ങളുടെ {amount} ബാക്കിയുണ്ട്. കണക്കും പണമടയ്ക്കാനുള്ള ലിങ്കും: {link}',
    te: '{name}, {store} లో మీ {amount} బాకీ ఉంది. మీ లెక్క మరియు చెల్లింపు లింక్: {link}',
  },
  CREDIT_OTP: {
    en: '{code} is your OTP to buy on credit at {store}. Valid for {minutes} minutes.',
    hi: '{store} पर उधार खरीदने के लिए आपका OTP {code} है। {minutes} मिनट तक मान्य।',
    mr: '{store} येथे उधारीवर खरेदीसाठी तुमचा OTP {code} आहे. {minutes} मिनिटे वैध.',
    bn: '{store}-এ বাকিতে কেনার জন্য আপনার OTP {code}। {minutes} মিনিট বৈধ।',
    ta: '{store}-ல் கடனில் வாங்க உங்கள் OTP {code}. {minutes} நிமிடங்கள் செல்லும்.',
    gu: '{store} પર ઉધાર ખરીદી માટે તમારો OTP {code} છે. {minutes} મિનિટ માટે માન્ય.',
    kn: '{store} ನಲ್ಲಿ ಸಾಲದಲ್ಲಿ ಖರೀದಿಸಲು ನಿಮ್ಮ OTP {code}. {minutes} ನಿಮಿಷ ಮಾನ್ಯ.',
    ml: '{store}-ൽ കടമായി വാങ്ങാനുള്ള നിങ്ങളുടെ OTP {code} ആണ്. {minutes} മിനിറ്റ് സാധുവാണ്.',
    te: '{store} లో అప్పుపై కొనడానికి మీ OTP {code}. {minutes} నిమిషాలు చెల్లుతుంది.',
  },
  BOOKING_REMINDER: BOOKING_REMINDER_TEMPLATES,
};

/**
 * The text of a template in a language (an unknown one falls back to English) with its
 * placeholders filled; values go in as they are.
 */
export function renderTemplate<Id extends MessageTemplateId>(
  id: Id,
  language: string | null | undefined,
  values: TemplateValues<Id>,
): string {
  const filled = values as Record<string, string>;
  return MESSAGE_TEMPLATES[id][normalizeLanguage(language)].replace(/\{([a-z]+)\}/g, (whole, key: string) =>
    key in filled ? (filled[key] ?? '') : whole,
  );
}

/** The customer's own language when the record has one, else the store's. */
export function customerLanguage(
  customerLanguageCode: string | null | undefined,
  storeLanguage: string | null | undefined,
): LanguageCode {
  return normalizeLanguage(customerLanguageCode || storeLanguage);
}

/** Sample values a settings preview shows in place of the real ones. */
export const TEMPLATE_PREVIEW_VALUES: { [Id in MessageTemplateId]: Omit<TemplateValues<Id>, 'store'> } = {
  ORDER_CONFIRMED: { order: '125', amount: '₹450.00' },
  ORDER_DISPATCHED: { order: '125' },
  ORDER_DELIVERED: { order: '125' },
  PAYMENT_RECEIVED: { order: '125', amount: '₹450.00' },
  KHATA_REMINDER: { name: 'Meena', amount: '₹1,200.00', link: 'https://example.in/s/abc' },
  CREDIT_OTP: { code: '482913', minutes: '10' },
  BOOKING_REMINDER: { service: 'Haircut', date: '05-01-2026', time: '10:30', staff: 'Asha' },
};
