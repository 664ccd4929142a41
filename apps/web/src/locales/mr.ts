// Marathi: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/mr.ts';
import { builder } from './builder/mr.ts';
import { catalogue } from './catalogue/mr.ts';
import { customerMessageStrings } from './customer-messages/mr.ts';
import { inventory } from './inventory/mr.ts';
import { khata } from './khata/mr.ts';
import { messages } from './messages/mr.ts';
import { purchases } from './purchases/mr.ts';
import { reports } from './reports/mr.ts';
import { sales } from './sales/mr.ts';
import { shell } from './shell/mr.ts';
import { siteEditorStrings } from './site-editor/mr.ts';
import { staffStrings } from './staff/mr.ts';

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
    refund: 'ऑनलाइन परतावा',
    testProvider: 'टेस्ट प्रदाता',
    retry: 'परतावा पुन्हा करा',
    retryDone: 'परतावा झाला',
    retryFailed: 'परतावा पुन्हा अयशस्वी झाला',
    status: {
      PENDING: 'विनंती केली',
      REFUNDED: 'परत केले',
      FAILED: 'अयशस्वी',
    },
  },
  checkoutSettings: {
    chooseProvider: 'प्रदाता निवडा',
    deliveryTab: 'डिलिव्हरी',
    paymentsTab: 'ऑनलाइन पेमेंट',
    deliveryTitle: 'डिलिव्हरी शुल्क',
    deliveryHelp:
      'ऑर्डरची रक्कम किंवा वस्तूंच्या संख्येनुसार डिलिव्हरी शुल्क घ्या. एकही रेंज नसल्यास डिलिव्हरी मोफत आहे; कोणत्याही रेंजबाहेरची ऑर्डर डिलिव्हर होत नाही.',
    chargeBy: 'शुल्काचा आधार',
    byAmount: 'ऑर्डरची रक्कम',
    byQuantity: 'वस्तूंची संख्या',
    noRanges: 'अजून एकही रेंज नाही: प्रत्येक ऑर्डरची डिलिव्हरी मोफत आहे.',
    rangeN: 'रेंज {{n}}',
    fromAmount: 'पासून (₹)',
    toAmount: 'पर्यंत (₹)',
    fromItems: 'पासून (वस्तू)',
    toItems: 'पर्यंत (वस्तू)',
    charge: 'डिलिव्हरी शुल्क',
    addRange: 'रेंज जोडा',
    andAbove: 'आणि त्याहून अधिक',
    removeRange: 'रेंज काढा',
    deliverySaved: 'डिलिव्हरी शुल्क जतन केले',
    pickupTitle: 'स्टोअरमधून पिकअप',
    pickupHelp: 'ग्राहक स्टोअरमधून माल घेतो तेव्हा हे चेकआउट आणि ऑर्डर पेजवर दिसते. पिकअप ऑनलाइन स्टोअर टॅबमध्ये सुरू करा.',
    pickupInfo: 'पिकअपच्या सूचना',
    howTitle: 'ग्राहक कसे पैसे देतात',
    howHelp: 'तुमच्या ऑनलाइन स्टोअरच्या चेकआउटवर कॅश ऑन डिलिव्हरी आणि ऑनलाइन पेमेंट.',
    modeNeedsKeys: 'खाली या पेमेंट प्रदात्याच्या की जतन करा, नाहीतर ग्राहक ऑनलाइन पैसे देऊ शकणार नाहीत.',
    keysStored: 'की जतन केल्या',
    notSetUp: 'सेट केलेले नाही',
    live: 'लाइव्ह',
    testMode: 'टेस्ट मोड',
    liveSwitch: 'लाइव्ह पेमेंट (बंद: टेस्ट मोड)',
    secretStored: 'जतन केले. की बदलण्यासाठी पुन्हा टाका.',
    optional: 'ऐच्छिक',
    saveKeys: 'की जतन करा',
    keysSaved: '{{provider}} च्या की जतन केल्या',
    razorpay: {
      keyId: 'की आयडी',
      keySecret: 'की सीक्रेट',
      webhook: 'वेबहुक सीक्रेट',
    },
    payu: {
      keyId: 'मर्चंट की',
      keySecret: 'मर्चंट सॉल्ट',
      webhook: 'वेबहुक सीक्रेट',
    },
    paypal: {
      keyId: 'क्लायंट आयडी',
      keySecret: 'क्लायंट सीक्रेट',
      webhook: 'वेबहुक आयडी',
    },
  },
};
