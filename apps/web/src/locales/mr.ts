// Marathi: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/mr.ts';

export default {
  ...catalogue,
  common: { save: 'बदल जतन करा', cancel: 'रद्द करा', close: 'बंद करा', goHome: 'होमवर जा', search: 'शोधा' },
  login: { title: 'तुमच्या स्टोअरमध्ये साइन इन करा', email: 'ईमेल', password: 'पासवर्ड', submit: 'साइन इन करा' },
  nav: {
    home: 'होम',
    orders: 'ऑर्डर',
    products: 'उत्पादने',
    inventory: 'इन्व्हेंटरी',
    purchases: 'खरेदी',
    customers: 'ग्राहक',
    khata: 'उधारी खाते',
    bookings: 'बुकिंग',
    reports: 'अहवाल',
    onlineStore: 'ऑनलाइन स्टोअर',
    sms: 'SMS क्रेडिट',
    staff: 'कर्मचारी',
    settings: 'सेटिंग्ज',
    downloads: 'डाउनलोड',
    suppliers: 'सप्लायर',
  },
  header: { outlet: 'आउटलेट', language: 'भाषा', logout: 'लॉग आउट', changePassword: 'पासवर्ड बदला' },
  trial: { upgrade: 'अपग्रेड करा' },
};
