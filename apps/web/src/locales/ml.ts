// Malayalam: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/ml.ts';
import { bookings } from './bookings/ml.ts';
import { builder } from './builder/ml.ts';
import { catalogue } from './catalogue/ml.ts';
import { customerMessageStrings } from './customer-messages/ml.ts';
import { discountCodes } from './discount-codes/ml.ts';
import { inventory } from './inventory/ml.ts';
import { khata } from './khata/ml.ts';
import { messages } from './messages/ml.ts';
import { purchases } from './purchases/ml.ts';
import { reports } from './reports/ml.ts';
import { sales } from './sales/ml.ts';
import { serialStrings } from './serials/ml.ts';
import { shell } from './shell/ml.ts';
import { siteEditorStrings } from './site-editor/ml.ts';
import { staffStrings } from './staff/ml.ts';
import { storeTranslationStrings } from './store-translations/ml.ts';

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
