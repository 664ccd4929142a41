// Tamil: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/ta.ts';
import { builder } from './builder/ta.ts';
import { catalogue } from './catalogue/ta.ts';
import { customerMessageStrings } from './customer-messages/ta.ts';
import { inventory } from './inventory/ta.ts';
import { khata } from './khata/ta.ts';
import { messages } from './messages/ta.ts';
import { purchases } from './purchases/ta.ts';
import { reports } from './reports/ta.ts';
import { sales } from './sales/ta.ts';
import { shell } from './shell/ta.ts';
import { siteEditorStrings } from './site-editor/ta.ts';
import { staffStrings } from './staff/ta.ts';

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
    refund: 'ஆன்லைன் பணத்திருப்பம்',
    testProvider: 'சோதனை வழங்குநர்',
    retry: 'மீண்டும் திருப்பிச் செலுத்து',
    retryDone: 'பணம் திருப்பிச் செலுத்தப்பட்டது',
    retryFailed: 'பணத்திருப்பம் மீண்டும் தோல்வியடைந்தது',
    status: {
      PENDING: 'கோரப்பட்டது',
      REFUNDED: 'திருப்பிச் செலுத்தப்பட்டது',
      FAILED: 'தோல்வி',
    },
  },
  checkoutSettings: {
    chooseProvider: 'வழங்குநரைத் தேர்ந்தெடுக்கவும்',
    deliveryTab: 'டெலிவரி',
    paymentsTab: 'ஆன்லைன் கட்டணம்',
    deliveryTitle: 'டெலிவரி கட்டணம்',
    deliveryHelp:
      'ஆர்டர் மதிப்பு அல்லது பொருட்களின் எண்ணிக்கைப்படி டெலிவரி கட்டணம் வசூலிக்கவும். வரம்புகள் இல்லையெனில் டெலிவரி இலவசம்; எந்த வரம்பிலும் சேராத ஆர்டரை டெலிவரி செய்ய முடியாது.',
    chargeBy: 'கட்டண அடிப்படை',
    byAmount: 'ஆர்டர் மதிப்பு',
    byQuantity: 'பொருட்களின் எண்ணிக்கை',
    noRanges: 'இன்னும் வரம்புகள் இல்லை: எல்லா ஆர்டர்களுக்கும் டெலிவரி இலவசம்.',
    rangeN: 'வரம்பு {{n}}',
    fromAmount: 'முதல் (₹)',
    toAmount: 'வரை (₹)',
    fromItems: 'முதல் (பொருட்கள்)',
    toItems: 'வரை (பொருட்கள்)',
    charge: 'டெலிவரி கட்டணம்',
    addRange: 'வரம்பைச் சேர்',
    andAbove: 'மற்றும் அதற்கு மேல்',
    removeRange: 'வரம்பை நீக்கு',
    deliverySaved: 'டெலிவரி கட்டணம் சேமிக்கப்பட்டது',
    pickupTitle: 'கடையில் எடுத்துச்செல்லுதல்',
    pickupHelp:
      'வாடிக்கையாளர் கடையில் எடுத்துச்செல்லும்போது இது செக்அவுட்டிலும் ஆர்டர் பக்கத்திலும் தெரியும். ஆன்லைன் கடை தாவலில் இதை இயக்கவும்.',
    pickupInfo: 'எடுத்துச்செல்லும் வழிமுறைகள்',
    howTitle: 'வாடிக்கையாளர்கள் எப்படி செலுத்துவார்கள்',
    howHelp: 'உங்கள் ஆன்லைன் கடையின் செக்அவுட்டில் கேஷ் ஆன் டெலிவரி மற்றும் ஆன்லைன் கட்டணம்.',
    modeNeedsKeys: 'கீழே இந்தக் கட்டண வழங்குநரின் சாவிகளைச் சேமிக்கவும்; இல்லையெனில் வாடிக்கையாளர்கள் ஆன்லைனில் செலுத்த முடியாது.',
    keysStored: 'சாவிகள் சேமிக்கப்பட்டன',
    notSetUp: 'அமைக்கப்படவில்லை',
    live: 'நேரலை',
    testMode: 'சோதனை முறை',
    liveSwitch: 'நேரலைக் கட்டணம் (அணைத்தால்: சோதனை முறை)',
    secretStored: 'சேமிக்கப்பட்டது. சாவிகளை மாற்ற மீண்டும் உள்ளிடவும்.',
    optional: 'விருப்பத்தேர்வு',
    saveKeys: 'சாவிகளைச் சேமி',
    keysSaved: '{{provider}} சாவிகள் சேமிக்கப்பட்டன',
    razorpay: {
      keyId: 'கீ ஐடி',
      keySecret: 'கீ சீக்ரெட்',
      webhook: 'வெப்ஹூக் சீக்ரெட்',
    },
    payu: {
      keyId: 'மெர்ச்சன்ட் கீ',
      keySecret: 'மெர்ச்சன்ட் சால்ட்',
      webhook: 'வெப்ஹூக் சீக்ரெட்',
    },
    paypal: {
      keyId: 'கிளையன்ட் ஐடி',
      keySecret: 'கிளையன்ட் சீக்ரெட்',
      webhook: 'வெப்ஹூக் ஐடி',
    },
  },
};
