// Kannada: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/kn.ts';
import { bookings } from './bookings/kn.ts';
import { builder } from './builder/kn.ts';
import { catalogue } from './catalogue/kn.ts';
import { customerMessageStrings } from './customer-messages/kn.ts';
import { discountCodes } from './discount-codes/kn.ts';
import { inventory } from './inventory/kn.ts';
import { khata } from './khata/kn.ts';
import { messages } from './messages/kn.ts';
import { purchases } from './purchases/kn.ts';
import { reports } from './reports/kn.ts';
import { sales } from './sales/kn.ts';
import { serialStrings } from './serials/kn.ts';
import { shell } from './shell/kn.ts';
import { siteEditorStrings } from './site-editor/kn.ts';
import { staffStrings } from './staff/kn.ts';
import { storeTranslationStrings } from './store-translations/kn.ts';

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
