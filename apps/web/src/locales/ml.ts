// Malayalam: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/ml.ts';

export default {
  ...catalogue,
  common: {
    save: 'മാറ്റങ്ങൾ സംരക്ഷിക്കുക',
    cancel: 'റദ്ദാക്കുക',
    close: 'അടയ്ക്കുക',
    goHome: 'ഹോമിലേക്ക് പോകുക',
    search: 'തിരയുക',
  },
  login: { title: 'നിങ്ങളുടെ സ്റ്റോറിൽ സൈൻ ഇൻ ചെയ്യുക', email: 'ഇമെയിൽ', password: 'പാസ്‌വേഡ്', submit: 'സൈൻ ഇൻ' },
  nav: {
    home: 'ഹോം',
    orders: 'ഓർഡറുകൾ',
    products: 'ഉൽപ്പന്നങ്ങൾ',
    inventory: 'ഇൻവെന്ററി',
    purchases: 'വാങ്ങലുകൾ',
    customers: 'ഉപഭോക്താക്കൾ',
    khata: 'കടം കണക്ക്',
    bookings: 'ബുക്കിംഗുകൾ',
    reports: 'റിപ്പോർട്ടുകൾ',
    onlineStore: 'ഓൺലൈൻ സ്റ്റോർ',
    sms: 'SMS ക്രെഡിറ്റ്',
    staff: 'ജീവനക്കാർ',
    settings: 'ക്രമീകരണങ്ങൾ',
    downloads: 'ഡൗൺലോഡുകൾ',
    suppliers: 'വിതരണക്കാർ',
  },
  header: { outlet: 'ഔട്ട്‌ലെറ്റ്', language: 'ഭാഷ', logout: 'ലോഗ് ഔട്ട്', changePassword: 'പാസ്‌വേഡ് മാറ്റുക' },
  trial: { upgrade: 'അപ്ഗ്രേഡ്' },
};
