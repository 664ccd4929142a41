// Bengali: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/bn.ts';
import { builder } from './builder/bn.ts';
import { catalogue } from './catalogue/bn.ts';
import { customerMessageStrings } from './customer-messages/bn.ts';
import { inventory } from './inventory/bn.ts';
import { khata } from './khata/bn.ts';
import { messages } from './messages/bn.ts';
import { purchases } from './purchases/bn.ts';
import { reports } from './reports/bn.ts';
import { sales } from './sales/bn.ts';
import { shell } from './shell/bn.ts';
import { siteEditorStrings } from './site-editor/bn.ts';
import { staffStrings } from './staff/bn.ts';

export default {
  ...bookings,
  ...staffStrings,
  ...customerMessageStrings,
  settingsSections: { ...staffStrings.settingsSections, ...customerMessageStrings.settingsSections },
  settingsSectionHelp: { ...staffStrings.settingsSectionHelp, ...customerMessageStrings.settingsSectionHelp },
  settingsFields: { ...staffStrings.settingsFields, ...customerMessageStrings.settingsFields },
  ...siteEditorStrings,
  ...catalogue,
  ...khata,
  ...messages,
  ...purchases,
  ...inventory,
  ...reports,
  ...shell,
  ...sales,
  builder,
  onlineRefunds: {
    refund: 'অনলাইন রিফান্ড',
    testProvider: 'টেস্ট প্রদানকারী',
    retry: 'আবার রিফান্ড করুন',
    retryDone: 'রিফান্ড হয়েছে',
    retryFailed: 'রিফান্ড আবার ব্যর্থ হয়েছে',
    status: {
      PENDING: 'অনুরোধ করা হয়েছে',
      REFUNDED: 'রিফান্ড হয়েছে',
      FAILED: 'ব্যর্থ',
    },
  },
  checkoutSettings: {
    chooseProvider: 'প্রদানকারী বেছে নিন',
    deliveryTab: 'ডেলিভারি',
    paymentsTab: 'অনলাইন পেমেন্ট',
    deliveryTitle: 'ডেলিভারি চার্জ',
    deliveryHelp:
      'অর্ডারের মূল্য বা পণ্যের সংখ্যা অনুযায়ী ডেলিভারি চার্জ নিন। কোনো রেঞ্জ না থাকলে ডেলিভারি বিনামূল্যে; কোনো রেঞ্জের বাইরের অর্ডার ডেলিভারি করা যায় না।',
    chargeBy: 'চার্জের ভিত্তি',
    byAmount: 'অর্ডারের মূল্য',
    byQuantity: 'পণ্যের সংখ্যা',
    noRanges: 'এখনও কোনো রেঞ্জ নেই: প্রতিটি অর্ডারের ডেলিভারি বিনামূল্যে।',
    rangeN: 'রেঞ্জ {{n}}',
    fromAmount: 'থেকে (₹)',
    toAmount: 'পর্যন্ত (₹)',
    fromItems: 'থেকে (পণ্য)',
    toItems: 'পর্যন্ত (পণ্য)',
    charge: 'ডেলিভারি চার্জ',
    addRange: 'রেঞ্জ যোগ করুন',
    andAbove: 'এবং তার বেশি',
    removeRange: 'রেঞ্জ সরান',
    deliverySaved: 'ডেলিভারি চার্জ সংরক্ষিত হয়েছে',
    pickupTitle: 'দোকান থেকে পিকআপ',
    pickupHelp: 'ক্রেতা দোকান থেকে নিলে এটি চেকআউট ও অর্ডার পেজে দেখানো হয়। অনলাইন স্টোর ট্যাবে পিকআপ চালু করুন।',
    pickupInfo: 'পিকআপের নির্দেশনা',
    howTitle: 'ক্রেতারা কীভাবে পেমেন্ট করবেন',
    howHelp: 'আপনার অনলাইন স্টোরের চেকআউটে ক্যাশ অন ডেলিভারি ও অনলাইন পেমেন্ট।',
    modeNeedsKeys: 'নিচে এই পেমেন্ট প্রদানকারীর কী সংরক্ষণ করুন, নইলে ক্রেতারা অনলাইনে পেমেন্ট করতে পারবেন না।',
    keysStored: 'কী সংরক্ষিত',
    notSetUp: 'সেট করা হয়নি',
    live: 'লাইভ',
    testMode: 'টেস্ট মোড',
    liveSwitch: 'লাইভ পেমেন্ট (বন্ধ: টেস্ট মোড)',
    secretStored: 'সংরক্ষিত। কী বদলাতে আবার লিখুন।',
    optional: 'ঐচ্ছিক',
    saveKeys: 'কী সংরক্ষণ করুন',
    keysSaved: '{{provider}}-এর কী সংরক্ষিত হয়েছে',
    razorpay: {
      keyId: 'কী আইডি',
      keySecret: 'কী সিক্রেট',
      webhook: 'ওয়েবহুক সিক্রেট',
    },
    payu: {
      keyId: 'মার্চেন্ট কী',
      keySecret: 'মার্চেন্ট সল্ট',
      webhook: 'ওয়েবহুক সিক্রেট',
    },
    paypal: {
      keyId: 'ক্লায়েন্ট আইডি',
      keySecret: 'ক্লায়েন্ট সিক্রেট',
      webhook: 'ওয়েবহুক আইডি',
    },
  },
};
