// Hindi: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/hi.ts';
import { bookings } from './bookings/hi.ts';
import { builder } from './builder/hi.ts';
import { catalogue } from './catalogue/hi.ts';
import { customerMessageStrings } from './customer-messages/hi.ts';
import { discountCodes } from './discount-codes/hi.ts';
import { inventory } from './inventory/hi.ts';
import { khata } from './khata/hi.ts';
import { messages } from './messages/hi.ts';
import { purchases } from './purchases/hi.ts';
import { reports } from './reports/hi.ts';
import { sales } from './sales/hi.ts';
import { serialStrings } from './serials/hi.ts';
import { shell } from './shell/hi.ts';
import { siteEditorStrings } from './site-editor/hi.ts';
import { staffStrings } from './staff/hi.ts';
import { storeTranslationStrings } from './store-translations/hi.ts';

export default {
  ...discountCodes,
  ...serialStrings,
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
  ...storeTranslationStrings,
  ...shell,
  ...sales,
  builder,
};
