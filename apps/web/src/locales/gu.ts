// Gujarati: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/gu.ts';
import { bookings } from './bookings/gu.ts';
import { catalogue } from './catalogue/gu.ts';
import { customerMessageStrings } from './customer-messages/gu.ts';
import { inventory } from './inventory/gu.ts';
import { khata } from './khata/gu.ts';
import { messages } from './messages/gu.ts';
import { purchases } from './purchases/gu.ts';
import { reports } from './reports/gu.ts';
import { siteEditorStrings } from './site-editor/gu.ts';
import { staffStrings } from './staff/gu.ts';

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
    morning: 'સુપ્રભાત',
    afternoon: 'શુભ બપોર',
    evening: 'શુભ સાંજ',
    hello: 'નમસ્તે',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'ઓર્ડર રદ કરવો છે?',
    cancelBody: 'ઓર્ડર #{{number}} રદ થશે અને તેણે લીધેલો સ્ટોક પાછો આવશે.',
    cancelOrder: 'ઓર્ડર રદ કરો',
    keepOrder: 'ઓર્ડર રાખો',
    cancelled: 'ઓર્ડર રદ થયો',
    paid: '{{amount}} ચૂકવાયા હતા.',
    khataFirst:
      'આ ઓર્ડર ઉધાર પર વેચાયો હતો: {{amount}} સુધીની રકમ પહેલાં ગ્રાહકના ખાતા (ઉધાર)માંથી ઓછી થશે, અને ફક્ત બાકીની રકમ અહીં પસંદ કરેલી રીતે પાછી અપાશે.',
  },
  pos: { outlet: 'આઉટલેટ: {{name}}' },
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
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'તમારો ઑનલાઇન સ્ટોર સેટ કરો',
      name: 'સ્ટોરનું નામ',
      nameLabel: 'તમારા સ્ટોરનું નામ શું છે?',
      logo: 'લોગો',
      uploadLogo: 'લોગો અપલોડ કરો',
      theme: 'થીમ',
      products: 'પ્રથમ ઉત્પાદનો',
      productsText:
        'તમે વેચો છો તેમાંથી થોડાં ઉત્પાદનો ઉમેરો: સાચવતાં જ તે તમારી વેબસાઇટ પર દેખાશે. તમે આ છોડીને પછી પણ ઉમેરી શકો છો.',
      productName: 'ઉત્પાદનનું નામ',
      productPrice: 'વેચાણ કિંમત',
      productCategory: 'શ્રેણી',
      noCategory: 'કોઈ શ્રેણી નહીં',
      noCategories: 'હજી કોઈ શ્રેણી નથી',
      productSku: 'SKU',
      productPhoto: 'ઉત્પાદન {{n}} નો ફોટો',
      removeProduct: 'ઉત્પાદન {{n}} દૂર કરો',
      addProduct: 'બીજું ઉત્પાદન ઉમેરો',
      productsHint: 'અહીં {{max}} ઉત્પાદનો સુધી; બાકીનાં ઉત્પાદનો પેજ પર ઉમેરો. ખાલી પંક્તિઓ છોડી દેવાય છે.',
      photoNotSaved: '{{name}} નો ફોટો સાચવાયો નથી',
      shop: 'તમારી દુકાન',
      shopText:
        'તમારી દુકાન વિશે તમારા શબ્દોમાં કહો. તમારી વેબસાઇટ આ જવાબો પરથી જ લખાય છે; જે માહિતી તમે નહીં આપો, તે ભાગ ભરો ત્યાં સુધી છુપાયેલો રહેશે.',
      sells: 'તમે શું વેચો છો?',
      area: 'વિસ્તાર',
      city: 'ગામ કે શહેર',
      sinceYear: 'ક્યારથી ચાલુ છે (વર્ષ)',
      fulfilment: 'ગ્રાહકોને ઓર્ડર કેવી રીતે મળે છે?',
      fulfilmentDelivery: 'હોમ ડિલિવરી',
      fulfilmentPickup: 'દુકાનેથી લઈ જાઓ',
      fulfilmentBoth: 'બંને',
      hours: 'ખુલવાનો સમય',
      about: 'તમારી દુકાન વિશે એક લીટી',
      productStock: 'હાથ પરનો સ્ટોક',
      makesToOrder: 'અમે ઓર્ડર પ્રમાણે બનાવીએ છીએ',
      makesToOrderHint: 'સ્ટોક ન હોય તો પણ ઓર્ડર લો (તમારા સ્ટોર માટે “સ્ટોક પૂરો થાય તો પણ વેચો” ચાલુ થશે).',
      back: 'પાછળ',
      next: 'આગળ',
      save: 'સાચવો અને ઉત્પાદનો પર જાઓ',
    },
  },
  orders: {
    deliveryCharge: 'ડિલિવરી ચાર્જ',
    allOutlets: 'બધા આઉટલેટ',
    outletScope: 'કયા આઉટલેટના ઓર્ડર બતાવવા',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'ઇન્વૉઇસ (બિલ)',
    view: 'જુઓ',
    download: 'ડાઉનલોડ કરો',
    print: 'પ્રિન્ટ કરો',
    whatsapp: 'WhatsApp પર મોકલો',
    printFailed: 'પ્રિન્ટર સાથે સંપર્ક થઈ શક્યો નહીં. આ કમ્પ્યુટર પર પ્રિન્ટ સેવા ચાલુ છે કે નહીં તે તપાસો.',
  },
};
