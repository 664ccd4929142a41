// Telugu: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/te.ts';
import { bookings } from './bookings/te.ts';
import { builder } from './builder/te.ts';
import { catalogue } from './catalogue/te.ts';
import { customerMessageStrings } from './customer-messages/te.ts';
import { discountCodes } from './discount-codes/te.ts';
import { inventory } from './inventory/te.ts';
import { khata } from './khata/te.ts';
import { messages } from './messages/te.ts';
import { purchases } from './purchases/te.ts';
import { reports } from './reports/te.ts';
import { sales } from './sales/te.ts';
import { serialStrings } from './serials/te.ts';
import { shell } from './shell/te.ts';
import { siteEditorStrings } from './site-editor/te.ts';
import { staffStrings } from './staff/te.ts';
import { storeTranslationStrings } from './store-translations/te.ts';

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
