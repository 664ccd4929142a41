// Tamil: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/ta.ts';
import { bookings } from './bookings/ta.ts';
import { catalogue } from './catalogue/ta.ts';
import { customerMessageStrings } from './customer-messages/ta.ts';
import { inventory } from './inventory/ta.ts';
import { khata } from './khata/ta.ts';
import { messages } from './messages/ta.ts';
import { purchases } from './purchases/ta.ts';
import { reports } from './reports/ta.ts';
import { siteEditorStrings } from './site-editor/ta.ts';
import { staffStrings } from './staff/ta.ts';

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
    morning: 'காலை வணக்கம்',
    afternoon: 'மதிய வணக்கம்',
    evening: 'மாலை வணக்கம்',
    hello: 'வணக்கம்',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'ஆர்டரை ரத்து செய்யவா?',
    cancelBody: 'ஆர்டர் #{{number}} ரத்து செய்யப்படும்; அது எடுத்த இருப்பு திரும்ப வரும்.',
    cancelOrder: 'ஆர்டரை ரத்து செய்',
    keepOrder: 'ஆர்டரை வைத்திரு',
    cancelled: 'ஆர்டர் ரத்து செய்யப்பட்டது',
    paid: '{{amount}} செலுத்தப்பட்டது.',
    khataFirst:
      'இந்த ஆர்டர் கடனில் விற்கப்பட்டது: {{amount}} வரை முதலில் வாடிக்கையாளரின் கடன் கணக்கிலிருந்து குறைக்கப்படும்; மீதி மட்டுமே இங்கே தேர்ந்தெடுத்த முறையில் திருப்பித் தரப்படும்.',
  },
  pos: { outlet: 'கிளை: {{name}}' },
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
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'உங்கள் ஆன்லைன் கடையை அமைக்கவும்',
      name: 'கடையின் பெயர்',
      nameLabel: 'உங்கள் கடையின் பெயர் என்ன?',
      logo: 'லோகோ',
      uploadLogo: 'லோகோவைப் பதிவேற்றவும்',
      theme: 'தீம்',
      products: 'முதல் பொருட்கள்',
      productsText:
        'நீங்கள் விற்கும் சில பொருட்களைச் சேர்க்கவும்: சேமித்தவுடன் அவை உங்கள் இணையதளத்தில் தோன்றும். இதைத் தவிர்த்துப் பின்னரும் சேர்க்கலாம்.',
      productName: 'பொருளின் பெயர்',
      productPrice: 'விற்பனை விலை',
      productCategory: 'வகை',
      noCategory: 'வகை இல்லை',
      noCategories: 'இன்னும் வகைகள் இல்லை',
      productSku: 'SKU',
      productPhoto: 'பொருள் {{n}} இன் புகைப்படம்',
      removeProduct: 'பொருள் {{n}} ஐ நீக்கவும்',
      addProduct: 'மேலும் ஒரு பொருளைச் சேர்க்கவும்',
      productsHint: 'இங்கே {{max}} பொருட்கள் வரை; மீதியைப் பொருட்கள் பக்கத்தில் சேர்க்கவும். காலி வரிசைகள் தவிர்க்கப்படும்.',
      photoNotSaved: '{{name}} இன் புகைப்படம் சேமிக்கப்படவில்லை',
      shop: 'உங்கள் கடை',
      shopText:
        'உங்கள் கடையைப் பற்றி உங்கள் சொந்த வார்த்தைகளில் சொல்லுங்கள். உங்கள் இணையதளம் இந்தப் பதில்களிலிருந்தே எழுதப்படும்; நீங்கள் தராத தகவலின் பகுதி நீங்கள் நிரப்பும் வரை மறைந்திருக்கும்.',
      sells: 'நீங்கள் என்ன விற்கிறீர்கள்?',
      area: 'பகுதி',
      city: 'ஊர் அல்லது நகரம்',
      sinceYear: 'எப்போதிலிருந்து திறந்துள்ளது (ஆண்டு)',
      fulfilment: 'வாடிக்கையாளர்கள் ஆர்டரை எப்படிப் பெறுகிறார்கள்?',
      fulfilmentDelivery: 'வீட்டிற்கே டெலிவரி',
      fulfilmentPickup: 'கடையில் வந்து பெறுதல்',
      fulfilmentBoth: 'இரண்டும்',
      hours: 'திறந்திருக்கும் நேரம்',
      about: 'உங்கள் கடையைப் பற்றி ஒரு வரி',
      productStock: 'கையிருப்பு',
      makesToOrder: 'ஆர்டருக்கு ஏற்ப செய்கிறோம்',
      makesToOrderHint: 'கையிருப்பு இல்லாமலும் ஆர்டர் எடுங்கள் (உங்கள் கடைக்கு “இருப்பு தீர்ந்தாலும் விற்கவும்” இயக்கப்படும்).',
      back: 'பின்செல்',
      next: 'அடுத்து',
      save: 'சேமித்துப் பொருட்களுக்குச் செல்லவும்',
    },
  },
  orders: {
    deliveryCharge: 'டெலிவரி கட்டணம்',
    allOutlets: 'அனைத்து கிளைகளும்',
    outletScope: 'எந்தக் கிளையின் ஆர்டர்களைக் காட்ட வேண்டும்',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'விலைப்பட்டியல்',
    view: 'பார்',
    download: 'பதிவிறக்கு',
    print: 'அச்சிடு',
    whatsapp: 'WhatsApp-இல் பகிர்',
    printFailed: 'அச்சுப்பொறியுடன் தொடர்பு கொள்ள முடியவில்லை. இந்தக் கணினியில் அச்சுச் சேவை இயங்குகிறதா எனச் சரிபார்க்கவும்.',
  },
};
