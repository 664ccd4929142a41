// Tamil: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/ta.ts';
import { bookings } from './bookings/ta.ts';
import { builder } from './builder/ta.ts';
import { catalogue } from './catalogue/ta.ts';
import { customerMessageStrings } from './customer-messages/ta.ts';
import { discountCodes } from './discount-codes/ta.ts';
import { inventory } from './inventory/ta.ts';
import { khata } from './khata/ta.ts';
import { messages } from './messages/ta.ts';
import { purchases } from './purchases/ta.ts';
import { reports } from './reports/ta.ts';
import { sales } from './sales/ta.ts';
import { serialStrings } from './serials/ta.ts';
import { shell } from './shell/ta.ts';
import { siteEditorStrings } from './site-editor/ta.ts';
import { staffStrings } from './staff/ta.ts';
import { storeTranslationStrings } from './store-translations/ta.ts';

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
