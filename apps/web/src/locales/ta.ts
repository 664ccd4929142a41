// Tamil: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/ta.ts';

export default {
  ...catalogue,
  common: { save: 'மாற்றங்களைச் சேமி', cancel: 'ரத்து', close: 'மூடு', goHome: 'முகப்புக்குச் செல்', search: 'தேடு' },
  login: { title: 'உங்கள் கடையில் உள்நுழையவும்', email: 'மின்னஞ்சல்', password: 'கடவுச்சொல்', submit: 'உள்நுழை' },
  nav: {
    home: 'முகப்பு',
    orders: 'ஆர்டர்கள்',
    products: 'பொருட்கள்',
    inventory: 'சரக்கு',
    purchases: 'கொள்முதல்',
    customers: 'வாடிக்கையாளர்கள்',
    khata: 'கடன் கணக்கு',
    bookings: 'முன்பதிவுகள்',
    reports: 'அறிக்கைகள்',
    onlineStore: 'ஆன்லைன் கடை',
    sms: 'SMS கிரெடிட்',
    staff: 'ஊழியர்கள்',
    settings: 'அமைப்புகள்',
    downloads: 'பதிவிறக்கங்கள்',
    suppliers: 'சப்ளையர்கள்',
  },
  header: { outlet: 'கிளை', language: 'மொழி', logout: 'வெளியேறு', changePassword: 'கடவுச்சொல்லை மாற்று' },
  trial: { upgrade: 'மேம்படுத்து' },
};
