// Malayalam: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/ml.ts';
import { builder } from './builder/ml.ts';
import { catalogue } from './catalogue/ml.ts';
import { customerMessageStrings } from './customer-messages/ml.ts';
import { inventory } from './inventory/ml.ts';
import { khata } from './khata/ml.ts';
import { messages } from './messages/ml.ts';
import { purchases } from './purchases/ml.ts';
import { reports } from './reports/ml.ts';
import { sales } from './sales/ml.ts';
import { shell } from './shell/ml.ts';
import { siteEditorStrings } from './site-editor/ml.ts';
import { staffStrings } from './staff/ml.ts';

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
    refund: 'ഓൺലൈൻ റീഫണ്ട്',
    testProvider: 'ടെസ്റ്റ് ദാതാവ്',
    retry: 'റീഫണ്ട് വീണ്ടും ശ്രമിക്കുക',
    retryDone: 'റീഫണ്ട് ചെയ്തു',
    retryFailed: 'റീഫണ്ട് വീണ്ടും പരാജയപ്പെട്ടു',
    status: {
      PENDING: 'അഭ്യർത്ഥിച്ചു',
      REFUNDED: 'റീഫണ്ട് ചെയ്തു',
      FAILED: 'പരാജയപ്പെട്ടു',
    },
  },
  checkoutSettings: {
    chooseProvider: 'ദാതാവിനെ തിരഞ്ഞെടുക്കുക',
    deliveryTab: 'ഡെലിവറി',
    paymentsTab: 'ഓൺലൈൻ പേയ്‌മെന്റ്',
    deliveryTitle: 'ഡെലിവറി ചാർജ്',
    deliveryHelp:
      'ഓർഡർ തുക അല്ലെങ്കിൽ സാധനങ്ങളുടെ എണ്ണം അനുസരിച്ച് ഡെലിവറി ചാർജ് ഈടാക്കുക. റേഞ്ചുകൾ ഇല്ലെങ്കിൽ ഡെലിവറി സൗജന്യം; ഒരു റേഞ്ചിലും പെടാത്ത ഓർഡർ ഡെലിവർ ചെയ്യാനാവില്ല.',
    chargeBy: 'ചാർജിന്റെ അടിസ്ഥാനം',
    byAmount: 'ഓർഡർ തുക',
    byQuantity: 'സാധനങ്ങളുടെ എണ്ണം',
    noRanges: 'ഇതുവരെ റേഞ്ചുകളില്ല: എല്ലാ ഓർഡറിനും ഡെലിവറി സൗജന്യം.',
    rangeN: 'റേഞ്ച് {{n}}',
    fromAmount: 'മുതൽ (₹)',
    toAmount: 'വരെ (₹)',
    fromItems: 'മുതൽ (സാധനങ്ങൾ)',
    toItems: 'വരെ (സാധനങ്ങൾ)',
    charge: 'ഡെലിവറി ചാർജ്',
    addRange: 'റേഞ്ച് ചേർക്കുക',
    andAbove: 'അതിനു മുകളിൽ',
    removeRange: 'റേഞ്ച് നീക്കുക',
    deliverySaved: 'ഡെലിവറി ചാർജുകൾ സംരക്ഷിച്ചു',
    pickupTitle: 'കടയിൽ നിന്ന് പിക്കപ്പ്',
    pickupHelp:
      'ഉപഭോക്താവ് കടയിൽ നിന്ന് എടുക്കുമ്പോൾ ഇത് ചെക്ക്ഔട്ടിലും ഓർഡർ പേജിലും കാണിക്കും. ഓൺലൈൻ സ്റ്റോർ ടാബിൽ പിക്കപ്പ് ഓണാക്കുക.',
    pickupInfo: 'പിക്കപ്പ് നിർദ്ദേശങ്ങൾ',
    howTitle: 'ഉപഭോക്താക്കൾ എങ്ങനെ പണമടയ്ക്കും',
    howHelp: 'നിങ്ങളുടെ ഓൺലൈൻ സ്റ്റോറിന്റെ ചെക്ക്ഔട്ടിൽ ക്യാഷ് ഓൺ ഡെലിവറിയും ഓൺലൈൻ പേയ്‌മെന്റും.',
    modeNeedsKeys: 'ഈ പേയ്‌മെന്റ് ദാതാവിന്റെ കീകൾ താഴെ സംരക്ഷിക്കുക, അല്ലെങ്കിൽ ഉപഭോക്താക്കൾക്ക് ഓൺലൈനായി പണമടയ്ക്കാനാവില്ല.',
    keysStored: 'കീകൾ സംരക്ഷിച്ചു',
    notSetUp: 'സജ്ജീകരിച്ചിട്ടില്ല',
    live: 'ലൈവ്',
    testMode: 'ടെസ്റ്റ് മോഡ്',
    liveSwitch: 'ലൈവ് പേയ്‌മെന്റുകൾ (ഓഫ്: ടെസ്റ്റ് മോഡ്)',
    secretStored: 'സംരക്ഷിച്ചു. കീകൾ മാറ്റാൻ വീണ്ടും നൽകുക.',
    optional: 'ഐച്ഛികം',
    saveKeys: 'കീകൾ സംരക്ഷിക്കുക',
    keysSaved: '{{provider}} കീകൾ സംരക്ഷിച്ചു',
    razorpay: {
      keyId: 'കീ ഐഡി',
      keySecret: 'കീ സീക്രട്ട്',
      webhook: 'വെബ്ഹുക്ക് സീക്രട്ട്',
    },
    payu: {
      keyId: 'മർച്ചന്റ് കീ',
      keySecret: 'മർച്ചന്റ് സോൾട്ട്',
      webhook: 'വെബ്ഹുക്ക് സീക്രട്ട്',
    },
    paypal: {
      keyId: 'ക്ലയന്റ് ഐഡി',
      keySecret: 'ക്ലയന്റ് സീക്രട്ട്',
      webhook: 'വെബ്ഹുക്ക് ഐഡി',
    },
  },
};
