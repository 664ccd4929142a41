// How many SMS segments a text costs (every SMS debits SMS credits by its segment count).
// GSM 03.38: a text made only of the GSM-7 alphabet fits 160 characters in one SMS, or 153 per
// part when it is split (the rest carries the concatenation header); the extension characters
// (€ [ ] { } ~ ^ | \ and form feed) take two septets each. Anything else, which includes every
// Indian script, goes as UCS-2: 70 characters in one SMS, 67 per part, and a character outside
// the basic plane (an emoji) takes two UTF-16 units.

export type SmsEncoding = 'GSM7' | 'UCS2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units per segment for this text: 160/153 (GSM-7) or 70/67 (UCS-2). */
  perSegment: number;
}

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

export const SMS_LIMITS = {
  GSM7: { single: 160, part: 153 },
  UCS2: { single: 70, part: 67 },
} as const;

/** The encoding and segment count of a text (an empty text still costs one SMS). */
export function countSmsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM7' : 'UCS2';
  const units = gsm ? septets : text.length;
  const limits = SMS_LIMITS[encoding];
  const segments = units <= limits.single ? 1 : Math.ceil(units / limits.part);
  return { encoding, units, segments, perSegment: segments === 1 ? limits.single : limits.part };
}
