import { CATEGORY_MESSAGES } from '@storekeep/domain/category-model';
import { paymentModeName } from '@storekeep/domain/payment-names';
import { VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { isMessage, translateMessage } from './domain-messages.ts';
import { changeLanguage, i18n } from './i18n.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('domain texts shown without the server', () => {
  it('stay English in English', () => {
    expect(translateMessage(VALIDATION_MESSAGES.amount, 'en')).toBe(VALIDATION_MESSAGES.amount);
    expect(translateMessage(undefined, 'en')).toBeUndefined();
  });

  it('come in the language once it is chosen, payment names included', async () => {
    await changeLanguage('hi');
    expect(translateMessage(VALIDATION_MESSAGES.amount, i18n.language)).toBe(
      '10 अंकों और 2 दशमलव तक की रकम डालें',
    );
    expect(translateMessage(paymentModeName('CASH'), i18n.language)).toBe('कैश');
    expect(translateMessage(paymentModeName('ONLINE', 'razorpay'), i18n.language)).toBe('ऑनलाइन (Razorpay)');
  });

  it('recognise a server refusal in English or in the user’s language', async () => {
    await changeLanguage('mr');
    expect(isMessage(CATEGORY_MESSAGES.alreadyExists, CATEGORY_MESSAGES.alreadyExists, 'mr')).toBe(true);
    expect(isMessage('ही कॅटेगरी आधीच आहे', CATEGORY_MESSAGES.alreadyExists, 'mr')).toBe(true);
    expect(isMessage('Something else', CATEGORY_MESSAGES.alreadyExists, 'mr')).toBe(false);
  });
});
