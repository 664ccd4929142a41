// Gujarati: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { bookings } from './bookings/gu.ts';
import { builder } from './builder/gu.ts';
import { catalogue } from './catalogue/gu.ts';
import { customerMessageStrings } from './customer-messages/gu.ts';
import { inventory } from './inventory/gu.ts';
import { khata } from './khata/gu.ts';
import { messages } from './messages/gu.ts';
import { purchases } from './purchases/gu.ts';
import { reports } from './reports/gu.ts';
import { sales } from './sales/gu.ts';
import { shell } from './shell/gu.ts';
import { siteEditorStrings } from './site-editor/gu.ts';
import { staffStrings } from './staff/gu.ts';

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
    refund: 'ઓનલાઇન રિફંડ',
    testProvider: 'ટેસ્ટ પ્રદાતા',
    retry: 'રિફંડ ફરી કરો',
    retryDone: 'રિફંડ થયું',
    retryFailed: 'રિફંડ ફરી નિષ્ફળ ગયું',
    status: {
      PENDING: 'વિનંતી કરી',
      REFUNDED: 'રિફંડ થયું',
      FAILED: 'નિષ્ફળ',
    },
  },
  checkoutSettings: {
    chooseProvider: 'પ્રદાતા પસંદ કરો',
    deliveryTab: 'ડિલિવરી',
    paymentsTab: 'ઓનલાઇન ચુકવણી',
    deliveryTitle: 'ડિલિવરી ચાર્જ',
    deliveryHelp:
      'ઓર્ડરની રકમ અથવા વસ્તુઓની સંખ્યા પ્રમાણે ડિલિવરી ચાર્જ લો. કોઈ રેન્જ ન હોય તો ડિલિવરી મફત છે; કોઈ પણ રેન્જની બહારનો ઓર્ડર ડિલિવર થઈ શકતો નથી.',
    chargeBy: 'ચાર્જનો આધાર',
    byAmount: 'ઓર્ડરની રકમ',
    byQuantity: 'વસ્તુઓની સંખ્યા',
    noRanges: 'હજી કોઈ રેન્જ નથી: દરેક ઓર્ડરની ડિલિવરી મફત છે.',
    rangeN: 'રેન્જ {{n}}',
    fromAmount: 'થી (₹)',
    toAmount: 'સુધી (₹)',
    fromItems: 'થી (વસ્તુઓ)',
    toItems: 'સુધી (વસ્તુઓ)',
    charge: 'ડિલિવરી ચાર્જ',
    addRange: 'રેન્જ ઉમેરો',
    andAbove: 'અને તેથી વધુ',
    removeRange: 'રેન્જ દૂર કરો',
    deliverySaved: 'ડિલિવરી ચાર્જ સાચવ્યા',
    pickupTitle: 'સ્ટોરમાંથી પિકઅપ',
    pickupHelp: 'ગ્રાહક સ્ટોરમાંથી લે ત્યારે આ ચેકઆઉટ અને ઓર્ડર પેજ પર દેખાય છે. પિકઅપ ઓનલાઇન સ્ટોર ટેબમાં ચાલુ કરો.',
    pickupInfo: 'પિકઅપ માટેની સૂચનાઓ',
    howTitle: 'ગ્રાહકો કેવી રીતે ચૂકવે',
    howHelp: 'તમારા ઓનલાઇન સ્ટોરના ચેકઆઉટ પર કેશ ઓન ડિલિવરી અને ઓનલાઇન ચુકવણી.',
    modeNeedsKeys: 'નીચે આ ચુકવણી પ્રદાતાની કી સાચવો, નહીં તો ગ્રાહકો ઓનલાઇન ચૂકવી શકશે નહીં.',
    keysStored: 'કી સાચવી',
    notSetUp: 'સેટ કરેલ નથી',
    live: 'લાઇવ',
    testMode: 'ટેસ્ટ મોડ',
    liveSwitch: 'લાઇવ ચુકવણી (બંધ: ટેસ્ટ મોડ)',
    secretStored: 'સાચવ્યું. કી બદલવા માટે ફરી દાખલ કરો.',
    optional: 'વૈકલ્પિક',
    saveKeys: 'કી સાચવો',
    keysSaved: '{{provider}} ની કી સાચવી',
    razorpay: {
      keyId: 'કી આઈડી',
      keySecret: 'કી સિક્રેટ',
      webhook: 'વેબહૂક સિક્રેટ',
    },
    payu: {
      keyId: 'મર્ચન્ટ કી',
      keySecret: 'મર્ચન્ટ સોલ્ટ',
      webhook: 'વેબહૂક સિક્રેટ',
    },
    paypal: {
      keyId: 'ક્લાયન્ટ આઈડી',
      keySecret: 'ક્લાયન્ટ સિક્રેટ',
      webhook: 'વેબહૂક આઈડી',
    },
  },
};
