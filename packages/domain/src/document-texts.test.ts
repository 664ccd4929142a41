import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TEXTS,
  type DocumentTextKey,
  documentLanguage,
  documentText,
  documentTitle,
} from './document-texts.ts';
import { LANGUAGE_CODES } from './languages.ts';

/** Codes a shopkeeper reads as they are in every language. */
const SAME_EVERYWHERE = new Set(['GSTIN', 'HSN/SAC']);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('document texts', () => {
  const keys = Object.keys(DOCUMENT_TEXTS.en).sort() as DocumentTextKey[];

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every key, with the English placeholders and no English copy',
    (code) => {
      const texts = DOCUMENT_TEXTS[code];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) {
        const english = DOCUMENT_TEXTS.en[key];
        expect(texts[key].trim(), `${code}.${key}`).not.toBe('');
        expect(placeholders(texts[key]), `${code}.${key}`).toEqual(placeholders(english));
        if (!SAME_EVERYWHERE.has(english)) expect(texts[key], `${code}.${key}`).not.toBe(english);
        // Letters in Latin script are only the codes (GST, UPI, HSN/SAC, IMEI) and placeholders.
        const latin = texts[key].replace(/\{\w+\}|GSTIN|HSN\/SAC|UPI|IMEI/g, '');
        expect(latin, `${code}.${key}`).not.toMatch(/[A-Za-z]/);
      }
    },
  );

  it('keeps the English words printed today', () => {
    expect(documentText('en', 'paidBy', { mode: 'Cash', amount: '290.00' })).toBe('Paid by Cash: ₹290.00');
    expect(documentText('en', 'balanceDue', { amount: '₹10.00' })).toBe('Balance due: ₹10.00');
    expect(documentText('en', 'creditSale', { bill: ' #12' })).toBe('Bill #12 on credit');
    expect(documentTitle(DOCUMENT_TEXTS.en, 'Tax Invoice')).toBe('Tax Invoice');
    expect(documentTitle(DOCUMENT_TEXTS.ta, 'Bill of Supply')).toBe('பில் ஆஃப் சப்ளை');
    expect(documentTitle(DOCUMENT_TEXTS.hi, 'Purchase Order')).toBe('Purchase Order');
  });
});

describe('the language a document is printed in', () => {
  it.each([
    ['the asked language first', { asked: 'ta', customer: 'bn', staff: 'hi', store: 'mr' }, 'ta'],
    ["the customer's own", { customer: 'bn', staff: 'hi', store: 'mr' }, 'bn'],
    [
      'the staff member asking, when the customer has none',
      { customer: null, staff: 'hi', store: 'mr' },
      'hi',
    ],
    ['the store, without a customer language or staff', { customer: null, store: 'mr' }, 'mr'],
    ['English when nothing is known', {}, 'en'],
    ['skips values that are not one of the nine', { customer: 'fr', staff: ' KN ', store: 'te' }, 'kn'],
  ] as const)('%s', (_name, choice, expected) => {
    expect(documentLanguage(choice)).toBe(expected);
  });
});
