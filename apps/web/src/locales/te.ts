// Telugu: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/te.ts';
import { bookings } from './bookings/te.ts';
import { catalogue } from './catalogue/te.ts';
import { customerMessageStrings } from './customer-messages/te.ts';
import { inventory } from './inventory/te.ts';
import { khata } from './khata/te.ts';
import { messages } from './messages/te.ts';
import { purchases } from './purchases/te.ts';
import { reports } from './reports/te.ts';
import { siteEditorStrings } from './site-editor/te.ts';
import { staffStrings } from './staff/te.ts';

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
    morning: 'శుభోదయం',
    afternoon: 'శుభ మధ్యాహ్నం',
    evening: 'శుభ సాయంత్రం',
    hello: 'నమస్కారం',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'ఆర్డర్ రద్దు చేయాలా?',
    cancelBody: 'ఆర్డర్ #{{number}} రద్దవుతుంది, అది తీసుకున్న స్టాక్ తిరిగి వస్తుంది.',
    cancelOrder: 'ఆర్డర్ రద్దు చేయండి',
    keepOrder: 'ఆర్డర్ ఉంచండి',
    cancelled: 'ఆర్డర్ రద్దయింది',
    paid: '{{amount}} చెల్లించారు.',
    khataFirst:
      'ఈ ఆర్డర్ అప్పుపై అమ్మబడింది: {{amount}} వరకు ముందుగా కస్టమర్ ఖాతా (అప్పు) నుండి తగ్గించబడుతుంది; మిగిలినది మాత్రమే ఇక్కడ ఎంచుకున్న విధంగా తిరిగి ఇవ్వబడుతుంది.',
  },
  pos: { outlet: 'ఔట్‌లెట్: {{name}}' },
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
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'మీ ఆన్‌లైన్ స్టోర్‌ను సెటప్ చేయండి',
      name: 'స్టోర్ పేరు',
      nameLabel: 'మీ స్టోర్ పేరు ఏమిటి?',
      logo: 'లోగో',
      uploadLogo: 'లోగోను అప్‌లోడ్ చేయండి',
      theme: 'థీమ్',
      products: 'మొదటి ఉత్పత్తులు',
      productsText: 'మీరు అమ్మే కొన్ని ఉత్పత్తులను జోడించండి: సేవ్ చేయగానే అవి మీ వెబ్‌సైట్‌లో కనిపిస్తాయి. దీన్ని దాటవేసి తర్వాత కూడా జోడించవచ్చు.',
      productName: 'ఉత్పత్తి పేరు',
      productPrice: 'అమ్మకపు ధర',
      productCategory: 'వర్గం',
      noCategory: 'వర్గం లేదు',
      noCategories: 'ఇంకా వర్గాలు లేవు',
      productSku: 'SKU',
      productPhoto: 'ఉత్పత్తి {{n}} ఫోటో',
      removeProduct: 'ఉత్పత్తి {{n}} తీసివేయండి',
      addProduct: 'మరో ఉత్పత్తిని జోడించండి',
      productsHint: 'ఇక్కడ {{max}} ఉత్పత్తుల వరకు; మిగిలినవి ఉత్పత్తుల పేజీలో జోడించండి. ఖాళీ వరుసలు వదిలివేయబడతాయి.',
      photoNotSaved: '{{name}} ఫోటో సేవ్ కాలేదు',
      shop: 'మీ దుకాణం',
      shopText:
        'మీ దుకాణం గురించి మీ సొంత మాటల్లో చెప్పండి. మీ వెబ్‌సైట్ ఈ సమాధానాల నుండే రాయబడుతుంది; మీరు ఇవ్వని సమాచారం ఉన్న భాగం మీరు నింపే వరకు దాగి ఉంటుంది.',
      sells: 'మీరు ఏమి అమ్ముతారు?',
      area: 'ప్రాంతం లేదా కాలనీ',
      city: 'ఊరు లేదా నగరం',
      sinceYear: 'ఎప్పటి నుండి తెరిచి ఉంది (సంవత్సరం)',
      fulfilment: 'కస్టమర్లు ఆర్డర్‌ను ఎలా పొందుతారు?',
      fulfilmentDelivery: 'ఇంటికి డెలివరీ',
      fulfilmentPickup: 'దుకాణం నుండి తీసుకెళ్లండి',
      fulfilmentBoth: 'రెండూ',
      hours: 'తెరిచే సమయం',
      about: 'మీ దుకాణం గురించి ఒక వాక్యం',
      productStock: 'చేతిలో ఉన్న స్టాక్',
      makesToOrder: 'మేము ఆర్డర్‌పై తయారు చేస్తాము',
      makesToOrderHint: 'స్టాక్ లేకపోయినా ఆర్డర్లు తీసుకోండి (మీ స్టోర్‌కు “స్టాక్ అయిపోయినా అమ్మండి” ఆన్ అవుతుంది).',
      back: 'వెనుకకు',
      next: 'తదుపరి',
      save: 'సేవ్ చేసి ఉత్పత్తులకు వెళ్లండి',
    },
  },
  orders: {
    deliveryCharge: 'డెలివరీ ఛార్జీ',
    allOutlets: 'అన్ని అవుట్‌లెట్‌లు',
    outletScope: 'ఏ అవుట్‌లెట్ ఆర్డర్‌లు చూపాలి',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'ఇన్‌వాయిస్ (బిల్లు)',
    view: 'చూడండి',
    download: 'డౌన్‌లోడ్ చేయండి',
    print: 'ప్రింట్ చేయండి',
    whatsapp: 'WhatsApp లో పంచుకోండి',
    printFailed: 'ప్రింటర్‌ను సంప్రదించలేకపోయాం. ఈ కంప్యూటర్‌లో ప్రింట్ సేవ నడుస్తోందో లేదో చూడండి.',
  },
};
