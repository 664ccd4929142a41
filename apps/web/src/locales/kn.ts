// Kannada: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/kn.ts';
import { builder } from './builder/kn.ts';
import { catalogue } from './catalogue/kn.ts';
import { customerMessageStrings } from './customer-messages/kn.ts';
import { inventory } from './inventory/kn.ts';
import { khata } from './khata/kn.ts';
import { messages } from './messages/kn.ts';
import { purchases } from './purchases/kn.ts';
import { reports } from './reports/kn.ts';
import { sales } from './sales/kn.ts';
import { shell } from './shell/kn.ts';
import { siteEditorStrings } from './site-editor/kn.ts';
import { staffStrings } from './staff/kn.ts';

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
    refund: 'ಆನ್‌ಲೈನ್ ಮರುಪಾವತಿ',
    testProvider: 'ಪರೀಕ್ಷಾ ಪೂರೈಕೆದಾರ',
    retry: 'ಮರುಪಾವತಿ ಮತ್ತೆ ಮಾಡಿ',
    retryDone: 'ಮರುಪಾವತಿ ಆಗಿದೆ',
    retryFailed: 'ಮರುಪಾವತಿ ಮತ್ತೆ ವಿಫಲವಾಯಿತು',
    status: {
      PENDING: 'ವಿನಂತಿಸಲಾಗಿದೆ',
      REFUNDED: 'ಮರುಪಾವತಿಸಲಾಗಿದೆ',
      FAILED: 'ವಿಫಲ',
    },
  },
  checkoutSettings: {
    chooseProvider: 'ಪೂರೈಕೆದಾರರನ್ನು ಆಯ್ಕೆಮಾಡಿ',
    deliveryTab: 'ಡೆಲಿವರಿ',
    paymentsTab: 'ಆನ್‌ಲೈನ್ ಪಾವತಿ',
    deliveryTitle: 'ಡೆಲಿವರಿ ಶುಲ್ಕ',
    deliveryHelp:
      'ಆರ್ಡರ್ ಮೊತ್ತ ಅಥವಾ ವಸ್ತುಗಳ ಸಂಖ್ಯೆಯ ಪ್ರಕಾರ ಡೆಲಿವರಿ ಶುಲ್ಕ ವಿಧಿಸಿ. ಯಾವುದೇ ಶ್ರೇಣಿ ಇಲ್ಲದಿದ್ದರೆ ಡೆಲಿವರಿ ಉಚಿತ; ಯಾವ ಶ್ರೇಣಿಗೂ ಸೇರದ ಆರ್ಡರ್ ತಲುಪಿಸಲಾಗುವುದಿಲ್ಲ.',
    chargeBy: 'ಶುಲ್ಕದ ಆಧಾರ',
    byAmount: 'ಆರ್ಡರ್ ಮೊತ್ತ',
    byQuantity: 'ವಸ್ತುಗಳ ಸಂಖ್ಯೆ',
    noRanges: 'ಇನ್ನೂ ಯಾವುದೇ ಶ್ರೇಣಿ ಇಲ್ಲ: ಎಲ್ಲ ಆರ್ಡರ್‌ಗಳಿಗೆ ಡೆಲಿವರಿ ಉಚಿತ.',
    rangeN: 'ಶ್ರೇಣಿ {{n}}',
    fromAmount: 'ಇಂದ (₹)',
    toAmount: 'ವರೆಗೆ (₹)',
    fromItems: 'ಇಂದ (ವಸ್ತುಗಳು)',
    toItems: 'ವರೆಗೆ (ವಸ್ತುಗಳು)',
    charge: 'ಡೆಲಿವರಿ ಶುಲ್ಕ',
    addRange: 'ಶ್ರೇಣಿ ಸೇರಿಸಿ',
    andAbove: 'ಮತ್ತು ಅದಕ್ಕಿಂತ ಹೆಚ್ಚು',
    removeRange: 'ಶ್ರೇಣಿ ತೆಗೆದುಹಾಕಿ',
    deliverySaved: 'ಡೆಲಿವರಿ ಶುಲ್ಕ ಉಳಿಸಲಾಗಿದೆ',
    pickupTitle: 'ಅಂಗಡಿಯಿಂದ ಪಿಕಪ್',
    pickupHelp: 'ಗ್ರಾಹಕರು ಅಂಗಡಿಯಿಂದ ಪಡೆದಾಗ ಇದು ಚೆಕ್‌ಔಟ್ ಮತ್ತು ಆರ್ಡರ್ ಪುಟದಲ್ಲಿ ಕಾಣಿಸುತ್ತದೆ. ಆನ್‌ಲೈನ್ ಸ್ಟೋರ್ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ಪಿಕಪ್ ಆನ್ ಮಾಡಿ.',
    pickupInfo: 'ಪಿಕಪ್ ಸೂಚನೆಗಳು',
    howTitle: 'ಗ್ರಾಹಕರು ಹೇಗೆ ಪಾವತಿಸುತ್ತಾರೆ',
    howHelp: 'ನಿಮ್ಮ ಆನ್‌ಲೈನ್ ಸ್ಟೋರ್ ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ ಮತ್ತು ಆನ್‌ಲೈನ್ ಪಾವತಿ.',
    modeNeedsKeys: 'ಕೆಳಗೆ ಈ ಪಾವತಿ ಪೂರೈಕೆದಾರರ ಕೀಗಳನ್ನು ಉಳಿಸಿ, ಇಲ್ಲದಿದ್ದರೆ ಗ್ರಾಹಕರು ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಪಾವತಿಸಲಾಗುವುದಿಲ್ಲ.',
    keysStored: 'ಕೀಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ',
    notSetUp: 'ಹೊಂದಿಸಿಲ್ಲ',
    live: 'ಲೈವ್',
    testMode: 'ಪರೀಕ್ಷಾ ಮೋಡ್',
    liveSwitch: 'ಲೈವ್ ಪಾವತಿಗಳು (ಆಫ್: ಪರೀಕ್ಷಾ ಮೋಡ್)',
    secretStored: 'ಉಳಿಸಲಾಗಿದೆ. ಕೀಗಳನ್ನು ಬದಲಿಸಲು ಮತ್ತೆ ನಮೂದಿಸಿ.',
    optional: 'ಐಚ್ಛಿಕ',
    saveKeys: 'ಕೀಗಳನ್ನು ಉಳಿಸಿ',
    keysSaved: '{{provider}} ಕೀಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ',
    razorpay: {
      keyId: 'ಕೀ ಐಡಿ',
      keySecret: 'ಕೀ ಸೀಕ್ರೆಟ್',
      webhook: 'ವೆಬ್‌ಹುಕ್ ಸೀಕ್ರೆಟ್',
    },
    payu: {
      keyId: 'ಮರ್ಚೆಂಟ್ ಕೀ',
      keySecret: 'ಮರ್ಚೆಂಟ್ ಸಾಲ್ಟ್',
      webhook: 'ವೆಬ್‌ಹುಕ್ ಸೀಕ್ರೆಟ್',
    },
    paypal: {
      keyId: 'ಕ್ಲೈಂಟ್ ಐಡಿ',
      keySecret: 'ಕ್ಲೈಂಟ್ ಸೀಕ್ರೆಟ್',
      webhook: 'ವೆಬ್‌ಹುಕ್ ಐಡಿ',
    },
  },
};
