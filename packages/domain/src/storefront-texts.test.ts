import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from './cart.ts';
import { CHECKOUT_MESSAGES } from './checkout.ts';
import { DISCOUNT_CODE_MESSAGES } from './discount-codes.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { localiseShopMessage, SHOP_TEXTS, shopText } from './storefront-texts.ts';
import { REQUIRED_FIELD_MESSAGE } from './validation.ts';

describe('storefront texts', () => {
  it('has every key, non-empty, in all nine languages', () => {
    const keys = Object.keys(SHOP_TEXTS.en).sort();
    for (const code of LANGUAGE_CODES) {
      expect(Object.keys(SHOP_TEXTS[code]).sort()).toEqual(keys);
      for (const key of keys) expect(SHOP_TEXTS[code][key as keyof typeof SHOP_TEXTS.en].trim()).not.toBe('');
    }
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(shopText('en', 'pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(shopText('hi', 'pageOf', { page: 2 })).toBe('पेज 2 / {pages}');
  });

  it("says every checkout message the server words in English in the shopper's language", () => {
    const english = [
      REQUIRED_FIELD_MESSAGE,
      ...Object.values(CART_MESSAGES),
      ...Object.values(CHECKOUT_MESSAGES).map((m) => (typeof m === 'string' ? m : m('Masala Tea', '2'))),
      ...Object.values(DISCOUNT_CODE_MESSAGES).map((m) => (typeof m === 'string' ? m : m('₹500'))),
    ];
    for (const message of english) {
      expect(localiseShopMessage('en', message)).toBe(message);
      expect(localiseShopMessage('ta', message), message).not.toBe(message);
    }
    expect(localiseShopMessage('hi', CHECKOUT_MESSAGES.moq('Masala Tea', '2.5'))).toBe(
      'Masala Tea की न्यूनतम ऑर्डर मात्रा 2.5 है',
    );
    expect(localiseShopMessage('hi', CHECKOUT_MESSAGES.outOfStock('Chai (1 kg)'))).toBe(
      'Chai (1 kg) स्टॉक में नहीं है',
    );
    expect(localiseShopMessage('hi', DISCOUNT_CODE_MESSAGES.belowMinimum('₹500'))).toBe(
      'यह कोड इस्तेमाल करने के लिए ₹500 या उससे ज़्यादा का सामान जोड़ें।',
    );
    expect(localiseShopMessage('hi', 'Something the table does not know')).toBe(
      'Something the table does not know',
    );
  });
});
