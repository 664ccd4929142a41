import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SETTINGS } from './account-settings.ts';
import { LANGUAGE_CODES } from './languages.ts';
import {
  customerLanguage,
  isTemplateOn,
  MESSAGE_TEMPLATE_FIELDS,
  MESSAGE_TEMPLATE_IDS,
  MESSAGE_TEMPLATES,
  type MessageTemplateId,
  renderTemplate,
  TEMPLATE_PREVIEW_VALUES,
} from './message-templates.ts';
import { countSmsSegments } from './sms-segments.ts';

const sample = (id: MessageTemplateId) => ({ store: 'Annapurna Stores', ...TEMPLATE_PREVIEW_VALUES[id] });

describe('the message template catalogue', () => {
  it.each(MESSAGE_TEMPLATE_IDS)('%s has a text in all nine languages with every placeholder', (id) => {
    expect(Object.keys(MESSAGE_TEMPLATES[id]).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      const text = MESSAGE_TEMPLATES[id][language];
      const placeholders = [...text.matchAll(/\{([a-z]+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders, `${id} ${language}`).toEqual([...MESSAGE_TEMPLATE_FIELDS[id]].sort());
    }
  });

  it.each(MESSAGE_TEMPLATE_IDS)('%s is filled in every language and fits two SMS segments', (id) => {
    const values = sample(id);
    for (const language of LANGUAGE_CODES) {
      const text = renderTemplate(id, language, values as never);
      expect(text).not.toMatch(/[{}]/);
      for (const value of Object.values(values)) expect(text).toContain(value);
      // A reminder carries a long link; the others fit two segments.
      if (id !== 'KHATA_REMINDER') expect(countSmsSegments(text).segments).toBeLessThanOrEqual(2);
    }
  });

  it('writes an order confirmation in Hindi with the number and amount untouched', () => {
    expect(
      renderTemplate('ORDER_CONFIRMED', 'hi', { store: 'Annapurna Stores', order: '7', amount: '₹241.00' }),
    ).toBe('Annapurna Stores: आपका ऑर्डर #7 (₹241.00) कन्फ़र्म हो गया है। धन्यवाद!');
  });

  it('keeps the English OTP and khata reminder the store sent before', () => {
    expect(renderTemplate('CREDIT_OTP', 'en', { code: '123456', store: 'Annapurna', minutes: '10' })).toBe(
      '123456 is your OTP to buy on credit at Annapurna. Valid for 10 minutes.',
    );
    expect(
      renderTemplate('KHATA_REMINDER', 'xx', {
        name: 'Meena',
        store: 'Annapurna',
        amount: '₹5.00',
        link: 'u',
      }),
    ).toBe('Dear Meena, ₹5.00 is due at Annapurna. Your statement and payment link: u');
  });

  it('uses the customer’s language, else the store’s, else English', () => {
    expect(customerLanguage('ta', 'hi')).toBe('ta');
    expect(customerLanguage(null, 'hi')).toBe('hi');
    expect(customerLanguage('', 'zz')).toBe('en');
  });

  it('starts with the order messages off and the ones sent before on', () => {
    expect(isTemplateOn(DEFAULT_ACCOUNT_SETTINGS, 'ORDER_CONFIRMED')).toBe(false);
    expect(isTemplateOn(DEFAULT_ACCOUNT_SETTINGS, 'PAYMENT_RECEIVED')).toBe(false);
    expect(isTemplateOn(DEFAULT_ACCOUNT_SETTINGS, 'CREDIT_OTP')).toBe(true);
    expect(isTemplateOn({ ...DEFAULT_ACCOUNT_SETTINGS, notifyCreditOtp: false }, 'CREDIT_OTP')).toBe(false);
  });
});
