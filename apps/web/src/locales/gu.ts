// Gujarati: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/gu.ts';

export default {
  ...catalogue,
  common: { save: 'ફેરફારો સાચવો', cancel: 'રદ કરો', close: 'બંધ કરો', goHome: 'હોમ પર જાઓ', search: 'શોધો' },
  login: { title: 'તમારા સ્ટોરમાં સાઇન ઇન કરો', email: 'ઇમેઇલ', password: 'પાસવર્ડ', submit: 'સાઇન ઇન કરો' },
  nav: {
    home: 'હોમ',
    orders: 'ઓર્ડર',
    products: 'ઉત્પાદનો',
    inventory: 'ઇન્વેન્ટરી',
    purchases: 'ખરીદી',
    customers: 'ગ્રાહકો',
    khata: 'ઉધાર ખાતું',
    bookings: 'બુકિંગ',
    reports: 'રિપોર્ટ',
    onlineStore: 'ઓનલાઇન સ્ટોર',
    sms: 'SMS ક્રેડિટ',
    staff: 'સ્ટાફ',
    settings: 'સેટિંગ્સ',
    downloads: 'ડાઉનલોડ',
    suppliers: 'સપ્લાયર',
  },
  header: { outlet: 'આઉટલેટ', language: 'ભાષા', logout: 'લૉગ આઉટ', changePassword: 'પાસવર્ડ બદલો' },
  trial: { upgrade: 'અપગ્રેડ કરો' },
};
