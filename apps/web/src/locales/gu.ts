// Gujarati: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/gu.ts';
import { bookings } from './bookings/gu.ts';
import { builder } from './builder/gu.ts';
import { catalogue } from './catalogue/gu.ts';
import { customerMessageStrings } from './customer-messages/gu.ts';
import { discountCodes } from './discount-codes/gu.ts';
import { inventory } from './inventory/gu.ts';
import { khata } from './khata/gu.ts';
import { messages } from './messages/gu.ts';
import { purchases } from './purchases/gu.ts';
import { reports } from './reports/gu.ts';
import { sales } from './sales/gu.ts';
import { serialStrings } from './serials/gu.ts';
import { shell } from './shell/gu.ts';
import { siteEditorStrings } from './site-editor/gu.ts';
import { staffStrings } from './staff/gu.ts';
import { storeTranslationStrings } from './store-translations/gu.ts';

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
