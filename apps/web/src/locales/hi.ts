// Hindi strings of the shell and login (lazy-loaded), and the catalogue screens (locales/catalogue). Anything missing falls back to English.
import { bookings } from './bookings/hi.ts';
import { builder } from './builder/hi.ts';
import { catalogue } from './catalogue/hi.ts';
import { customerMessageStrings } from './customer-messages/hi.ts';
import { inventory } from './inventory/hi.ts';
import { khata } from './khata/hi.ts';
import { messages } from './messages/hi.ts';
import { purchases } from './purchases/hi.ts';
import { reports } from './reports/hi.ts';
import { sales } from './sales/hi.ts';
import { shell } from './shell/hi.ts';
import { siteEditorStrings } from './site-editor/hi.ts';
import { staffStrings } from './staff/hi.ts';

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
    refund: 'ऑनलाइन रिफ़ंड',
    testProvider: 'टेस्ट प्रदाता',
    retry: 'रिफ़ंड फिर से करें',
    retryDone: 'रिफ़ंड हो गया',
    retryFailed: 'रिफ़ंड फिर से विफल रहा',
    status: {
      PENDING: 'अनुरोध किया गया',
      REFUNDED: 'रिफ़ंड हो गया',
      FAILED: 'विफल',
    },
  },
  checkoutSettings: {
    chooseProvider: 'प्रदाता चुनें',
    deliveryTab: 'डिलीवरी',
    paymentsTab: 'ऑनलाइन भुगतान',
    deliveryTitle: 'डिलीवरी शुल्क',
    deliveryHelp:
      'ऑर्डर की राशि या सामान की संख्या के अनुसार डिलीवरी शुल्क लें। कोई रेंज न हो तो डिलीवरी मुफ़्त है; किसी रेंज से बाहर का ऑर्डर डिलीवर नहीं हो सकता।',
    chargeBy: 'शुल्क का आधार',
    byAmount: 'ऑर्डर की राशि',
    byQuantity: 'सामान की संख्या',
    noRanges: 'अभी कोई रेंज नहीं: हर ऑर्डर की डिलीवरी मुफ़्त है।',
    rangeN: 'रेंज {{n}}',
    fromAmount: 'से (₹)',
    toAmount: 'तक (₹)',
    fromItems: 'से (सामान)',
    toItems: 'तक (सामान)',
    charge: 'डिलीवरी शुल्क',
    addRange: 'रेंज जोड़ें',
    andAbove: 'और उससे अधिक',
    removeRange: 'रेंज हटाएँ',
    deliverySaved: 'डिलीवरी शुल्क सहेजे गए',
    pickupTitle: 'स्टोर से पिकअप',
    pickupHelp:
      'जब ग्राहक स्टोर से सामान लेता है, तो यह चेकआउट और ऑर्डर पेज पर दिखता है। पिकअप को ऑनलाइन स्टोर टैब में चालू करें।',
    pickupInfo: 'पिकअप के निर्देश',
    howTitle: 'ग्राहक कैसे भुगतान करें',
    howHelp: 'आपके ऑनलाइन स्टोर के चेकआउट पर कैश ऑन डिलीवरी और ऑनलाइन भुगतान।',
    modeNeedsKeys: 'नीचे इस भुगतान प्रदाता की कुंजियाँ सहेजें, वरना ग्राहक ऑनलाइन भुगतान नहीं कर पाएँगे।',
    keysStored: 'कुंजियाँ सहेजी गईं',
    notSetUp: 'सेट नहीं है',
    live: 'लाइव',
    testMode: 'टेस्ट मोड',
    liveSwitch: 'लाइव भुगतान (बंद: टेस्ट मोड)',
    secretStored: 'सहेजा गया। कुंजियाँ बदलने के लिए इसे फिर से डालें।',
    optional: 'वैकल्पिक',
    saveKeys: 'कुंजियाँ सहेजें',
    keysSaved: '{{provider}} की कुंजियाँ सहेजी गईं',
    razorpay: {
      keyId: 'की आईडी',
      keySecret: 'की सीक्रेट',
      webhook: 'वेबहुक सीक्रेट',
    },
    payu: {
      keyId: 'मर्चेंट की',
      keySecret: 'मर्चेंट सॉल्ट',
      webhook: 'वेबहुक सीक्रेट',
    },
    paypal: {
      keyId: 'क्लाइंट आईडी',
      keySecret: 'क्लाइंट सीक्रेट',
      webhook: 'वेबहुक आईडी',
    },
  },
};
