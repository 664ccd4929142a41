// Telugu: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/te.ts';
import { builder } from './builder/te.ts';
import { catalogue } from './catalogue/te.ts';
import { customerMessageStrings } from './customer-messages/te.ts';
import { inventory } from './inventory/te.ts';
import { khata } from './khata/te.ts';
import { messages } from './messages/te.ts';
import { purchases } from './purchases/te.ts';
import { reports } from './reports/te.ts';
import { sales } from './sales/te.ts';
import { shell } from './shell/te.ts';
import { siteEditorStrings } from './site-editor/te.ts';
import { staffStrings } from './staff/te.ts';

export default {
  ...bookings,
  ...staffStrings,
  ...customerMessageStrings,
  settingsSections: { ...staffStrings.settingsSections, ...customerMessageStrings.settingsSections },
  settingsSectionHelp: { ...staffStrings.settingsSectionHelp, ...customerMessageStrings.settingsSectionHelp },
  settingsFields: { ...staffStrings.settingsFields, ...customerMessageStrings.settingsFields },
  ...siteEditorStrings,
  ...catalogue,
  ...khata,
  ...messages,
  ...purchases,
  ...inventory,
  ...reports,
  ...shell,
  ...sales,
  builder,
  onlineRefunds: {
    refund: 'ఆన్‌లైన్ రీఫండ్',
    testProvider: 'టెస్ట్ ప్రదాత',
    retry: 'రీఫండ్ మళ్లీ ప్రయత్నించండి',
    retryDone: 'రీఫండ్ పూర్తయింది',
    retryFailed: 'రీఫండ్ మళ్లీ విఫలమైంది',
    status: {
      PENDING: 'అభ్యర్థించబడింది',
      REFUNDED: 'రీఫండ్ అయింది',
      FAILED: 'విఫలమైంది',
    },
  },
  checkoutSettings: {
    chooseProvider: 'ప్రదాతను ఎంచుకోండి',
    deliveryTab: 'డెలివరీ',
    paymentsTab: 'ఆన్‌లైన్ చెల్లింపులు',
    deliveryTitle: 'డెలివరీ ఛార్జీలు',
    deliveryHelp:
      'ఆర్డర్ విలువ లేదా వస్తువుల సంఖ్య ప్రకారం డెలివరీ ఛార్జీ వసూలు చేయండి. శ్రేణులు లేకపోతే డెలివరీ ఉచితం; ఏ శ్రేణిలోనూ లేని ఆర్డర్‌ను డెలివరీ చేయలేరు.',
    chargeBy: 'ఛార్జీ ఆధారం',
    byAmount: 'ఆర్డర్ విలువ',
    byQuantity: 'వస్తువుల సంఖ్య',
    noRanges: 'ఇంకా శ్రేణులు లేవు: ప్రతి ఆర్డర్‌కు డెలివరీ ఉచితం.',
    rangeN: 'శ్రేణి {{n}}',
    fromAmount: 'నుండి (₹)',
    toAmount: 'వరకు (₹)',
    fromItems: 'నుండి (వస్తువులు)',
    toItems: 'వరకు (వస్తువులు)',
    charge: 'డెలివరీ ఛార్జీ',
    addRange: 'శ్రేణిని జోడించండి',
    andAbove: 'మరియు అంతకంటే ఎక్కువ',
    removeRange: 'శ్రేణిని తీసివేయండి',
    deliverySaved: 'డెలివరీ ఛార్జీలు సేవ్ అయ్యాయి',
    pickupTitle: 'దుకాణం నుండి పికప్',
    pickupHelp:
      'కొనుగోలుదారు దుకాణం నుండి తీసుకున్నప్పుడు ఇది చెక్‌అవుట్ మరియు ఆర్డర్ పేజీలో కనిపిస్తుంది. ఆన్‌లైన్ స్టోర్ ట్యాబ్‌లో పికప్‌ను ఆన్ చేయండి.',
    pickupInfo: 'పికప్ సూచనలు',
    howTitle: 'కొనుగోలుదారులు ఎలా చెల్లిస్తారు',
    howHelp: 'మీ ఆన్‌లైన్ స్టోర్ చెక్‌అవుట్‌లో క్యాష్ ఆన్ డెలివరీ మరియు ఆన్‌లైన్ చెల్లింపు.',
    modeNeedsKeys: 'కింద ఈ చెల్లింపు ప్రదాత కీలను సేవ్ చేయండి, లేకపోతే కొనుగోలుదారులు ఆన్‌లైన్‌లో చెల్లించలేరు.',
    keysStored: 'కీలు సేవ్ అయ్యాయి',
    notSetUp: 'సెట్ చేయలేదు',
    live: 'లైవ్',
    testMode: 'టెస్ట్ మోడ్',
    liveSwitch: 'లైవ్ చెల్లింపులు (ఆఫ్: టెస్ట్ మోడ్)',
    secretStored: 'సేవ్ అయింది. కీలను మార్చడానికి మళ్లీ నమోదు చేయండి.',
    optional: 'ఐచ్ఛికం',
    saveKeys: 'కీలను సేవ్ చేయండి',
    keysSaved: '{{provider}} కీలు సేవ్ అయ్యాయి',
    razorpay: {
      keyId: 'కీ ఐడీ',
      keySecret: 'కీ సీక్రెట్',
      webhook: 'వెబ్‌హుక్ సీక్రెట్',
    },
    payu: {
      keyId: 'మర్చంట్ కీ',
      keySecret: 'మర్చంట్ సాల్ట్',
      webhook: 'వెబ్‌హుక్ సీక్రెట్',
    },
    paypal: {
      keyId: 'క్లయింట్ ఐడీ',
      keySecret: 'క్లయింట్ సీక్రెట్',
      webhook: 'వెబ్‌హుక్ ఐడీ',
    },
  },
};
