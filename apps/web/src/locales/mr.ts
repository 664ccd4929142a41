// Marathi: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/mr.ts';
import { bookings } from './bookings/mr.ts';
import { catalogue } from './catalogue/mr.ts';
import { customerMessageStrings } from './customer-messages/mr.ts';
import { inventory } from './inventory/mr.ts';
import { khata } from './khata/mr.ts';
import { messages } from './messages/mr.ts';
import { purchases } from './purchases/mr.ts';
import { reports } from './reports/mr.ts';
import { siteEditorStrings } from './site-editor/mr.ts';
import { staffStrings } from './staff/mr.ts';

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
    morning: 'सुप्रभात',
    afternoon: 'शुभ दुपार',
    evening: 'शुभ संध्याकाळ',
    hello: 'नमस्कार',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'ऑर्डर रद्द करायची?',
    cancelBody: 'ऑर्डर #{{number}} रद्द होईल आणि त्यासाठी घेतलेला स्टॉक परत येईल.',
    cancelOrder: 'ऑर्डर रद्द करा',
    keepOrder: 'ऑर्डर ठेवा',
    cancelled: 'ऑर्डर रद्द झाली',
    paid: '{{amount}} भरले होते.',
    khataFirst:
      'ही ऑर्डर उधारीवर विकली होती: {{amount}} पर्यंतची रक्कम आधी ग्राहकाच्या खात्यातून (उधारी) कमी होईल, आणि फक्त उरलेली रक्कम इथे निवडलेल्या पद्धतीने परत दिली जाईल.',
  },
  pos: { outlet: 'आउटलेट: {{name}}' },
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
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'तुमचे ऑनलाइन स्टोअर सेट करा',
      name: 'स्टोअरचे नाव',
      nameLabel: 'तुमच्या स्टोअरचे नाव काय आहे?',
      logo: 'लोगो',
      uploadLogo: 'लोगो अपलोड करा',
      theme: 'थीम',
      products: 'पहिली उत्पादने',
      productsText:
        'तुम्ही विकता त्यापैकी काही उत्पादने जोडा: जतन करताच ती तुमच्या वेबसाइटवर दिसतील. हे वगळून नंतरही जोडू शकता.',
      productName: 'उत्पादनाचे नाव',
      productPrice: 'विक्री किंमत',
      productCategory: 'श्रेणी',
      noCategory: 'श्रेणी नाही',
      noCategories: 'अजून कोणतीही श्रेणी नाही',
      productSku: 'SKU',
      productPhoto: 'उत्पादन {{n}} चा फोटो',
      removeProduct: 'उत्पादन {{n}} काढा',
      addProduct: 'आणखी एक उत्पादन जोडा',
      productsHint: 'येथे {{max}} उत्पादनांपर्यंत; बाकीची उत्पादने पेजवर जोडा. रिकाम्या ओळी वगळल्या जातात.',
      photoNotSaved: '{{name}} चा फोटो जतन झाला नाही',
      shop: 'तुमचे दुकान',
      shopText:
        'तुमच्या दुकानाबद्दल तुमच्या शब्दांत सांगा. तुमची वेबसाइट याच उत्तरांवरून लिहिली जाते; जी माहिती तुम्ही देणार नाही, तो भाग भरेपर्यंत लपलेला राहील.',
      sells: 'तुम्ही काय विकता?',
      area: 'परिसर किंवा भाग',
      city: 'गाव किंवा शहर',
      sinceYear: 'कधीपासून सुरू आहे (वर्ष)',
      fulfilment: 'ग्राहकांना त्यांची ऑर्डर कशी मिळते?',
      fulfilmentDelivery: 'घरपोच डिलिव्हरी',
      fulfilmentPickup: 'दुकानातून घेऊन जा',
      fulfilmentBoth: 'दोन्ही',
      hours: 'उघडण्याची वेळ',
      about: 'तुमच्या दुकानाबद्दल एक ओळ',
      productStock: 'हातातील स्टॉक',
      makesToOrder: 'आम्ही ऑर्डरनुसार बनवतो',
      makesToOrderHint: 'स्टॉक नसतानाही ऑर्डर घ्या (तुमच्या स्टोअरसाठी “स्टॉक संपल्यावरही विका” सुरू होईल).',
      back: 'मागे',
      next: 'पुढे',
      save: 'जतन करा आणि उत्पादनांवर जा',
    },
  },
  orders: {
    deliveryCharge: 'डिलिव्हरी शुल्क',
    allOutlets: 'सर्व आउटलेट',
    outletScope: 'कोणत्या आउटलेटच्या ऑर्डर दाखवायच्या',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'बीजक (इनव्हॉइस)',
    view: 'पहा',
    download: 'डाउनलोड करा',
    print: 'प्रिंट करा',
    whatsapp: 'WhatsApp वर पाठवा',
    printFailed: 'प्रिंटरशी संपर्क होऊ शकला नाही. या संगणकावर प्रिंट सेवा चालू आहे का ते तपासा.',
  },
};
