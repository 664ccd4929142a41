// Bengali: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/bn.ts';
import { bookings } from './bookings/bn.ts';
import { catalogue } from './catalogue/bn.ts';
import { customerMessageStrings } from './customer-messages/bn.ts';
import { inventory } from './inventory/bn.ts';
import { khata } from './khata/bn.ts';
import { messages } from './messages/bn.ts';
import { purchases } from './purchases/bn.ts';
import { reports } from './reports/bn.ts';
import { siteEditorStrings } from './site-editor/bn.ts';
import { staffStrings } from './staff/bn.ts';

export default {
  ...bookings,
  ...staffStrings,
  ...customerMessageStrings,
  ...accountSettings,
  settingsSections: {
    ...accountSettings.settingsSections,
    ...staffStrings.settingsSections,
    ...customerMessageStrings.settingsSections,
  },
  settingsSectionHelp: {
    ...accountSettings.settingsSectionHelp,
    ...staffStrings.settingsSectionHelp,
    ...customerMessageStrings.settingsSectionHelp,
  },
  settingsFields: {
    ...accountSettings.settingsFields,
    ...staffStrings.settingsFields,
    ...customerMessageStrings.settingsFields,
  },
  ...siteEditorStrings,
  ...catalogue,
  ...khata,
  ...messages,
  ...purchases,
  ...inventory,
  ...reports,
  greeting: {
    morning: 'সুপ্রভাত',
    afternoon: 'শুভ অপরাহ্ন',
    evening: 'শুভ সন্ধ্যা',
    hello: 'নমস্কার',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'অর্ডার বাতিল করবেন?',
    cancelBody: 'অর্ডার #{{number}} বাতিল হবে এবং এর নেওয়া স্টক ফিরে আসবে।',
    cancelOrder: 'অর্ডার বাতিল করুন',
    keepOrder: 'অর্ডার রাখুন',
    cancelled: 'অর্ডার বাতিল হয়েছে',
    paid: '{{amount}} দেওয়া হয়েছিল।',
    khataFirst:
      'এই অর্ডারটি বাকিতে বিক্রি হয়েছিল: {{amount}} পর্যন্ত আগে গ্রাহকের খাতা (বাকি) থেকে কাটা হবে, আর শুধু বাকিটা এখানে বেছে নেওয়া উপায়ে ফেরত দেওয়া হবে।',
  },
  pos: { outlet: 'আউটলেট: {{name}}' },
  common: { save: 'পরিবর্তন সংরক্ষণ করুন', cancel: 'বাতিল', close: 'বন্ধ করুন', goHome: 'হোমে যান', search: 'খুঁজুন' },
  login: { title: 'আপনার স্টোরে সাইন ইন করুন', email: 'ইমেল', password: 'পাসওয়ার্ড', submit: 'সাইন ইন' },
  nav: {
    home: 'হোম',
    orders: 'অর্ডার',
    products: 'পণ্য',
    inventory: 'ইনভেন্টরি',
    purchases: 'ক্রয়',
    customers: 'গ্রাহক',
    khata: 'বাকির খাতা',
    bookings: 'বুকিং',
    reports: 'রিপোর্ট',
    onlineStore: 'অনলাইন স্টোর',
    sms: 'SMS ক্রেডিট',
    staff: 'কর্মী',
    settings: 'সেটিংস',
    downloads: 'ডাউনলোড',
    suppliers: 'সরবরাহকারী',
  },
  header: { outlet: 'আউটলেট', language: 'ভাষা', logout: 'লগ আউট', changePassword: 'পাসওয়ার্ড পরিবর্তন' },
  trial: { upgrade: 'আপগ্রেড' },
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'আপনার অনলাইন স্টোর সাজান',
      name: 'স্টোরের নাম',
      nameLabel: 'আপনার স্টোরের নাম কী?',
      logo: 'লোগো',
      uploadLogo: 'লোগো আপলোড করুন',
      theme: 'থিম',
      products: 'প্রথম পণ্য',
      productsText:
        'আপনি যা বিক্রি করেন তার কয়েকটি পণ্য যোগ করুন: সেভ করলেই সেগুলো আপনার ওয়েবসাইটে দেখা যাবে। চাইলে এটি বাদ দিয়ে পরে যোগ করতে পারেন।',
      productName: 'পণ্যের নাম',
      productPrice: 'বিক্রয় মূল্য',
      productCategory: 'বিভাগ',
      noCategory: 'কোনো বিভাগ নেই',
      noCategories: 'এখনও কোনো বিভাগ নেই',
      productSku: 'SKU',
      productPhoto: 'পণ্য {{n}}-এর ছবি',
      removeProduct: 'পণ্য {{n}} সরান',
      addProduct: 'আরও একটি পণ্য যোগ করুন',
      productsHint: 'এখানে {{max}}টি পর্যন্ত পণ্য; বাকিগুলো পণ্যের পাতায় যোগ করুন। খালি সারি বাদ দেওয়া হয়।',
      photoNotSaved: '{{name}}-এর ছবি সেভ হয়নি',
      shop: 'আপনার দোকান',
      shopText:
        'নিজের ভাষায় আপনার দোকানের কথা বলুন। আপনার ওয়েবসাইট এই উত্তরগুলো থেকেই লেখা হয়; যে তথ্য আপনি দেবেন না, সেই অংশ পূরণ না করা পর্যন্ত লুকানো থাকবে।',
      sells: 'আপনি কী বিক্রি করেন?',
      area: 'এলাকা বা পাড়া',
      city: 'শহর বা নগর',
      sinceYear: 'কবে থেকে খোলা (বছর)',
      fulfilment: 'ক্রেতারা কীভাবে অর্ডার পান?',
      fulfilmentDelivery: 'হোম ডেলিভারি',
      fulfilmentPickup: 'দোকান থেকে নিয়ে যান',
      fulfilmentBoth: 'দুটোই',
      hours: 'খোলার সময়',
      about: 'আপনার দোকান সম্পর্কে এক লাইন',
      productStock: 'হাতে থাকা স্টক',
      makesToOrder: 'আমরা অর্ডার পেলে বানাই',
      makesToOrderHint: 'স্টক না থাকলেও অর্ডার নিন (আপনার স্টোরে “স্টক শেষ হলেও বিক্রি করুন” চালু হবে)।',
      back: 'পিছনে',
      next: 'পরবর্তী',
      save: 'সেভ করুন ও পণ্যে যান',
    },
  },
  orders: {
    deliveryCharge: 'ডেলিভারি চার্জ',
    allOutlets: 'সব আউটলেট',
    outletScope: 'কোন আউটলেটের অর্ডার দেখাবে',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'চালান (ইনভয়েস)',
    view: 'দেখুন',
    download: 'ডাউনলোড করুন',
    print: 'প্রিন্ট করুন',
    whatsapp: 'WhatsApp-এ পাঠান',
    printFailed: 'প্রিন্টারের সঙ্গে যোগাযোগ করা যায়নি। এই কম্পিউটারে প্রিন্ট পরিষেবা চলছে কিনা দেখুন।',
  },
};
