// Malayalam: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/ml.ts';
import { bookings } from './bookings/ml.ts';
import { catalogue } from './catalogue/ml.ts';
import { customerMessageStrings } from './customer-messages/ml.ts';
import { inventory } from './inventory/ml.ts';
import { khata } from './khata/ml.ts';
import { messages } from './messages/ml.ts';
import { purchases } from './purchases/ml.ts';
import { reports } from './reports/ml.ts';
import { siteEditorStrings } from './site-editor/ml.ts';
import { staffStrings } from './staff/ml.ts';

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
    morning: 'സുപ്രഭാതം',
    afternoon: 'ശുഭ മദ്ധ്യാഹ്നം',
    evening: 'ശുഭ സായാഹ്നം',
    hello: 'നമസ്കാരം',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'ഓർഡർ റദ്ദാക്കണോ?',
    cancelBody: 'ഓർഡർ #{{number}} റദ്ദാക്കും; അത് എടുത്ത സ്റ്റോക്ക് തിരികെ വരും.',
    cancelOrder: 'ഓർഡർ റദ്ദാക്കുക',
    keepOrder: 'ഓർഡർ നിലനിർത്തുക',
    cancelled: 'ഓർഡർ റദ്ദാക്കി',
    paid: '{{amount}} അടച്ചിരുന്നു.',
    khataFirst:
      'ഈ ഓർഡർ കടമായി വിറ്റതാണ്: {{amount}} വരെ ആദ്യം ഉപഭോക്താവിന്റെ കടം കണക്കിൽ നിന്ന് കുറയ്ക്കും; ബാക്കി മാത്രമേ ഇവിടെ തിരഞ്ഞെടുത്ത രീതിയിൽ തിരികെ നൽകൂ.',
  },
  pos: { outlet: 'ഔട്ട്‌ലെറ്റ്: {{name}}' },
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
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'നിങ്ങളുടെ ഓൺലൈൻ സ്റ്റോർ സജ്ജമാക്കുക',
      name: 'സ്റ്റോറിന്റെ പേര്',
      nameLabel: 'നിങ്ങളുടെ സ്റ്റോറിന്റെ പേര് എന്താണ്?',
      logo: 'ലോഗോ',
      uploadLogo: 'ലോഗോ അപ്‌ലോഡ് ചെയ്യുക',
      theme: 'തീം',
      products: 'ആദ്യ ഉൽപ്പന്നങ്ങൾ',
      productsText:
        'നിങ്ങൾ വിൽക്കുന്ന കുറച്ച് ഉൽപ്പന്നങ്ങൾ ചേർക്കുക: സേവ് ചെയ്താലുടൻ അവ നിങ്ങളുടെ വെബ്സൈറ്റിൽ കാണാം. ഇത് ഒഴിവാക്കി പിന്നീടും ചേർക്കാം.',
      productName: 'ഉൽപ്പന്നത്തിന്റെ പേര്',
      productPrice: 'വിൽപ്പന വില',
      productCategory: 'വിഭാഗം',
      noCategory: 'വിഭാഗമില്ല',
      noCategories: 'ഇതുവരെ വിഭാഗങ്ങളില്ല',
      productSku: 'SKU',
      productPhoto: 'ഉൽപ്പന്നം {{n}} ന്റെ ഫോട്ടോ',
      removeProduct: 'ഉൽപ്പന്നം {{n}} നീക്കം ചെയ്യുക',
      addProduct: 'മറ്റൊരു ഉൽപ്പന്നം ചേർക്കുക',
      productsHint: 'ഇവിടെ {{max}} ഉൽപ്പന്നങ്ങൾ വരെ; ബാക്കിയുള്ളവ ഉൽപ്പന്നങ്ങളുടെ പേജിൽ ചേർക്കുക. ശൂന്യമായ വരികൾ ഒഴിവാക്കും.',
      photoNotSaved: '{{name}} ന്റെ ഫോട്ടോ സേവ് ചെയ്തില്ല',
      shop: 'നിങ്ങളുടെ കട',
      shopText:
        'നിങ്ങളുടെ കടയെക്കുറിച്ച് നിങ്ങളുടെ സ്വന്തം വാക്കുകളിൽ പറയൂ. നിങ്ങളുടെ വെബ്സൈറ്റ് ഈ ഉത്തരങ്ങളിൽ നിന്നാണ് എഴുതുന്നത്; നിങ്ങൾ നൽകാത്ത വിവരത്തിന്റെ ഭാഗം പൂരിപ്പിക്കുന്നതുവരെ മറഞ്ഞിരിക്കും.',
      sells: 'നിങ്ങൾ എന്താണ് വിൽക്കുന്നത്?',
      area: 'പ്രദേശം',
      city: 'പട്ടണം അല്ലെങ്കിൽ നഗരം',
      sinceYear: 'എന്നു മുതൽ തുറന്നിരിക്കുന്നു (വർഷം)',
      fulfilment: 'ഉപഭോക്താക്കൾക്ക് ഓർഡർ എങ്ങനെ ലഭിക്കുന്നു?',
      fulfilmentDelivery: 'ഹോം ഡെലിവറി',
      fulfilmentPickup: 'കടയിൽ നിന്ന് വാങ്ങിക്കൊണ്ടുപോകാം',
      fulfilmentBoth: 'രണ്ടും',
      hours: 'പ്രവർത്തന സമയം',
      about: 'നിങ്ങളുടെ കടയെക്കുറിച്ച് ഒരു വരി',
      productStock: 'കൈവശമുള്ള സ്റ്റോക്ക്',
      makesToOrder: 'ഞങ്ങൾ ഓർഡർ അനുസരിച്ച് ഉണ്ടാക്കുന്നു',
      makesToOrderHint: 'സ്റ്റോക്ക് ഇല്ലെങ്കിലും ഓർഡർ എടുക്കുക (നിങ്ങളുടെ സ്റ്റോറിൽ “സ്റ്റോക്ക് തീർന്നാലും വിൽക്കുക” ഓണാകും).',
      back: 'പിന്നോട്ട്',
      next: 'അടുത്തത്',
      save: 'സേവ് ചെയ്ത് ഉൽപ്പന്നങ്ങളിലേക്ക് പോകുക',
    },
  },
  orders: {
    deliveryCharge: 'ഡെലിവറി ചാർജ്',
    allOutlets: 'എല്ലാ ഔട്ട്‌ലെറ്റുകളും',
    outletScope: 'ഏത് ഔട്ട്‌ലെറ്റിലെ ഓർഡറുകൾ കാണിക്കണം',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'ഇൻവോയ്സ് (ബിൽ)',
    view: 'കാണുക',
    download: 'ഡൗൺലോഡ് ചെയ്യുക',
    print: 'പ്രിന്റ് ചെയ്യുക',
    whatsapp: 'WhatsApp-ൽ പങ്കിടുക',
    printFailed: 'പ്രിന്ററുമായി ബന്ധപ്പെടാനായില്ല. ഈ കമ്പ്യൂട്ടറിൽ പ്രിന്റ് സേവനം പ്രവർത്തിക്കുന്നുണ്ടോ എന്ന് പരിശോധിക്കുക.',
  },
};
