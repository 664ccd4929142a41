// Telugu: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/te.ts';

export default {
  ...catalogue,
  common: { save: 'మార్పులను సేవ్ చేయండి', cancel: 'రద్దు', close: 'మూసివేయి', goHome: 'హోమ్‌కు వెళ్లండి', search: 'వెతకండి' },
  login: { title: 'మీ స్టోర్‌లో సైన్ ఇన్ చేయండి', email: 'ఇమెయిల్', password: 'పాస్‌వర్డ్', submit: 'సైన్ ఇన్' },
  nav: {
    home: 'హోమ్',
    orders: 'ఆర్డర్లు',
    products: 'ఉత్పత్తులు',
    inventory: 'ఇన్వెంటరీ',
    purchases: 'కొనుగోళ్లు',
    customers: 'కస్టమర్లు',
    khata: 'అప్పు ఖాతా',
    bookings: 'బుకింగ్‌లు',
    reports: 'నివేదికలు',
    onlineStore: 'ఆన్‌లైన్ స్టోర్',
    sms: 'SMS క్రెడిట్',
    staff: 'సిబ్బంది',
    settings: 'సెట్టింగ్‌లు',
    downloads: 'డౌన్‌లోడ్‌లు',
    suppliers: 'సరఫరాదారులు',
  },
  header: { outlet: 'అవుట్‌లెట్', language: 'భాష', logout: 'లాగ్ అవుట్', changePassword: 'పాస్‌వర్డ్ మార్చండి' },
  trial: { upgrade: 'అప్‌గ్రేడ్' },
};
