// The customer's reminder of a booking, sent as an SMS in the store's language: the store, the
// service, the day and time and who gives it. One line, so that it fits one or two SMS segments.
import { type LanguageCode, normalizeLanguage } from './languages.ts';

export interface BookingReminderFacts {
  storeName: string;
  serviceName: string;
  /** ISO date, the store's calendar day. */
  date: string;
  /** 'HH:mm' on the store's clock. */
  time: string;
  staffName: string;
}

export const BOOKING_REMINDER_TEMPLATES: Record<LanguageCode, string> = {
  en: '{store}: a reminder of your {service} appointment on {date} at {time} with {staff}.',
  hi: '{store}: आपकी {service} की अपॉइंटमेंट {date} को {time} बजे {staff} के साथ है।',
  mr: '{store}: तुमची {service} ची अपॉइंटमेंट {date} रोजी {time} वाजता {staff} यांच्यासोबत आहे.',
  bn: '{store}: আপনার {service} অ্যাপয়েন্টমেন্ট {date} তারিখে {time}-এ {staff}-এর সাথে।',
  ta: '{store}: உங்கள் {service} சந்திப்பு {date} அன்று {time} மணிக்கு {staff} உடன் உள்ளது.',
  gu: '{store}: તમારી {service} ની એપોઇન્ટમેન્ટ {date} ના રોજ {time} વાગ્યે {staff} સાથે છે.',
  kn: '{store}: ನಿಮ್ಮ {service} ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ {date} ರಂದು {time} ಕ್ಕೆ {staff} ಅವರೊಂದಿಗೆ ಇದೆ.',
  ml: '{store}: നിങ്ങളുടെ {service} അപ്പോയിന്റ്മെന്റ് {date}-ന് {time}-ന് {staff}-നൊപ്പം ആണ്.',
  te: '{store}: మీ {service} అపాయింట్‌మెంట్ {date} న {time} కి {staff} తో ఉంది.',
};

/** 2026-01-05 → 05-01-2026, the day-first order Indian customers read. */
function dayFirst(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

export function bookingReminderText(language: string, facts: BookingReminderFacts): string {
  const values: Record<string, string> = {
    store: facts.storeName,
    service: facts.serviceName,
    date: dayFirst(facts.date),
    time: facts.time,
    staff: facts.staffName,
  };
  return BOOKING_REMINDER_TEMPLATES[normalizeLanguage(language)].replace(
    /\{(store|service|date|time|staff)\}/g,
    (_, key: string) => values[key] ?? '',
  );
}
