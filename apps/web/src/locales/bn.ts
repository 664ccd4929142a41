// Bengali: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/bn.ts';

export default {
  ...catalogue,
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
};
