// Marathi: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/mr.ts';
import { bookings } from './bookings/mr.ts';
import { builder } from './builder/mr.ts';
import { catalogue } from './catalogue/mr.ts';
import { customerMessageStrings } from './customer-messages/mr.ts';
import { discountCodes } from './discount-codes/mr.ts';
import { inventory } from './inventory/mr.ts';
import { khata } from './khata/mr.ts';
import { messages } from './messages/mr.ts';
import { purchases } from './purchases/mr.ts';
import { reports } from './reports/mr.ts';
import { sales } from './sales/mr.ts';
import { serialStrings } from './serials/mr.ts';
import { shell } from './shell/mr.ts';
import { siteEditorStrings } from './site-editor/mr.ts';
import { staffStrings } from './staff/mr.ts';
import { storeTranslationStrings } from './store-translations/mr.ts';

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
