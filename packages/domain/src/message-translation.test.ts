import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import { placeholdersOf } from './message-lookup.ts';
import { collectMessages, translationProblems } from './message-translation.test-support.ts';
import { MESSAGE_TRANSLATIONS, translateFields, translateMessage } from './message-translation.ts';
import { MESSAGE_TEXTS } from './message-translations/texts.ts';
import { PRODUCT_MESSAGES } from './product-constants.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

// Every module of the package (its *_MESSAGES constants are what a screen or the API shows).
const here = new URL('.', import.meta.url);
const modules: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(here).filter((f) => /^[a-z0-9-]+\.ts$/.test(f)))
  modules[file] = await import(new URL(file, here).href);

describe('the messages of the domain in the eight languages', () => {
  const messages = collectMessages(modules);

  it('collects the *_MESSAGES constants of every module', () => {
    expect(messages.length).toBeGreaterThan(250);
    expect(messages.map((m) => m.english)).toContain(VALIDATION_MESSAGES.amount);
  });

  it('has every text of every *_MESSAGES constant, values kept', () => {
    expect(translationProblems(messages)).toEqual([]);
  });

  it("has the messages the schemas give inline (.min(1, '…'), .refine(…, '…'), message: '…')", () => {
    const inline =
      /\.(?:min|max|length|regex|refine|email|int|positive|nonnegative|gte|lte|gt|lt)\([^()]*?'([A-Z][^']{3,})'\s*\)|\bmessage:\s*'([A-Z][^']{3,})'/g;
    const found = Object.keys(modules).flatMap((file) =>
      [...readFileSync(new URL(file, here), 'utf8').matchAll(inline)].map((m) => ({
        source: file,
        english: m[1] ?? m[2] ?? '',
        values: [],
      })),
    );
    expect(found.map((f) => f.english)).toContain('Add at least one item');
    expect(translationProblems(found)).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))(
    '%s translates every message, with the English placeholders exactly',
    (language) => {
      const table = MESSAGE_TRANSLATIONS[language as keyof typeof MESSAGE_TRANSLATIONS];
      for (const [id, english] of Object.entries(MESSAGE_TEXTS)) {
        const translated = table[id as keyof typeof table];
        expect(translated.trim(), id).not.toBe('');
        expect(translated, id).not.toBe(english);
        expect(placeholdersOf(translated), id).toEqual(placeholdersOf(english));
      }
    },
  );
});

describe('translateMessage', () => {
  it('answers the English for en and for a language it does not know', () => {
    expect(translateMessage(VALIDATION_MESSAGES.amount, 'en')).toBe(VALIDATION_MESSAGES.amount);
    expect(translateMessage(VALIDATION_MESSAGES.amount, 'fr')).toBe(VALIDATION_MESSAGES.amount);
    expect(translateMessage(VALIDATION_MESSAGES.amount, 'toString')).toBe(VALIDATION_MESSAGES.amount);
  });

  it('answers a text it has no translation for unchanged', () => {
    expect(translateMessage('Something only this test says', 'hi')).toBe('Something only this test says');
  });

  it('finds a message by its English', () => {
    expect(translateMessage('Product not found.', 'hi')).toBe('प्रोडक्ट नहीं मिला।');
  });

  it('keeps the values of a message built from a template', () => {
    expect(translateMessage(PRODUCT_MESSAGES.restored(3), 'hi')).toBe('3 प्रोडक्ट वापस लाए गए');
    expect(translateMessage(PRODUCT_MESSAGES.barcodeConflict('Tata Salt 1kg'), 'ta')).toBe(
      'இந்த பார்கோடு ஏற்கனவே Tata Salt 1kg இல் பயன்படுத்தப்பட்டுள்ளது',
    );
  });

  it('translates each field message of a refusal', () => {
    expect(
      translateFields({ mobileNumber: VALIDATION_MESSAGES.indianMobile, note: 'free text' }, 'mr'),
    ).toEqual({ mobileNumber: 'योग्य 10 अंकी मोबाइल नंबर टाका', note: 'free text' });
  });
});
