import { describe, expect, it } from 'vitest';
import { countSmsSegments } from './sms-segments.ts';

const repeat = (text: string, length: number) =>
  text.repeat(Math.ceil(length / text.length)).slice(0, length);

describe('SMS segments (160 GSM-7 / 70 Unicode characters per SMS; 153 / 67 per part when split)', () => {
  it.each([
    ['one full GSM-7 SMS', repeat('a', 160), 'GSM7', 1],
    ['one character over: two parts of 153', repeat('a', 161), 'GSM7', 2],
    ['two full parts', repeat('a', 306), 'GSM7', 2],
    ['three parts', repeat('a', 307), 'GSM7', 3],
    [
      'the English OTP text',
      '123456 is your OTP to buy on credit at Sharma Stores. Valid for 10 minutes.',
      'GSM7',
      1,
    ],
  ] as const)('English: %s', (_name, text, encoding, segments) => {
    expect(countSmsSegments(text)).toMatchObject({ encoding, segments });
  });

  it('counts the GSM-7 extension characters (€ [ ] { } ~ ^ | \\) as two', () => {
    expect(countSmsSegments(`${repeat('a', 158)}€`)).toMatchObject({
      encoding: 'GSM7',
      units: 160,
      segments: 1,
    });
    expect(countSmsSegments(`${repeat('a', 159)}€`)).toMatchObject({
      encoding: 'GSM7',
      units: 161,
      segments: 2,
    });
  });

  it('sends a text with the rupee sign or an emoji as Unicode (UCS-2), an emoji taking two units', () => {
    expect(countSmsSegments('Pay ₹250 now')).toMatchObject({ encoding: 'UCS2', segments: 1 });
    expect(countSmsSegments(`${repeat('a', 68)}🙂`)).toMatchObject({
      encoding: 'UCS2',
      units: 70,
      segments: 1,
    });
    expect(countSmsSegments(`${repeat('a', 69)}🙂`)).toMatchObject({
      encoding: 'UCS2',
      units: 71,
      segments: 2,
    });
  });

  // One letter and one natural OTP sentence per Indian script of the nine languages.
  const scripts = [
    ['Hindi (Devanagari)', 'क', '123456 शर्मा स्टोर्स पर उधार खरीदने का आपका OTP है।'],
    ['Marathi (Devanagari)', 'ळ', '123456 हा तुमचा उधारीवर खरेदीचा OTP आहे.'],
    ['Bengali', 'ক', '123456 আপনার বাকিতে কেনার OTP।'],
    ['Tamil', 'க', '123456 உங்கள் கடன் வாங்கும் OTP.'],
    ['Gujarati', 'ક', '123456 ઉધાર ખરીદી માટે તમારો OTP છે.'],
    ['Kannada', 'ಕ', '123456 ಸಾಲದ ಖರೀದಿಗೆ ನಿಮ್ಮ OTP.'],
    ['Malayalam', 'ക', '123456 കടമായി വാങ്ങാനുള്ള നിങ്ങളുടെ OTP.'],
    ['Telugu', 'క', '123456 అప్పుపై కొనుగోలుకు మీ OTP.'],
  ] as const;

  describe.each(scripts)('%s is Unicode', (_name, letter, sentence) => {
    it('a short OTP text is one SMS', () => {
      expect(countSmsSegments(sentence)).toMatchObject({
        encoding: 'UCS2',
        units: sentence.length,
        segments: 1,
      });
    });
    it.each([
      [70, 1],
      [71, 2],
      [134, 2],
      [135, 3],
    ])('%i characters are %i SMS', (length, segments) => {
      expect(countSmsSegments(repeat(letter, length))).toMatchObject({ encoding: 'UCS2', segments });
    });
  });

  it('charges one SMS for an empty text', () => {
    expect(countSmsSegments('')).toMatchObject({ encoding: 'GSM7', segments: 1 });
  });
});
