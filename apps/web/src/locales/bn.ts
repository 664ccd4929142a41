// Bengali: the whole admin app (lazy-loaded), one feature folder each; catalogue-complete.test.ts proves nothing is missing.
import { accountSettings } from './account-settings/bn.ts';
import { bookings } from './bookings/bn.ts';
import { builder } from './builder/bn.ts';
import { catalogue } from './catalogue/bn.ts';
import { customerMessageStrings } from './customer-messages/bn.ts';
import { discountCodes } from './discount-codes/bn.ts';
import { inventory } from './inventory/bn.ts';
import { khata } from './khata/bn.ts';
import { messages } from './messages/bn.ts';
import { purchases } from './purchases/bn.ts';
import { reports } from './reports/bn.ts';
import { sales } from './sales/bn.ts';
import { serialStrings } from './serials/bn.ts';
import { shell } from './shell/bn.ts';
import { siteEditorStrings } from './site-editor/bn.ts';
import { staffStrings } from './staff/bn.ts';
import { storeTranslationStrings } from './store-translations/bn.ts';

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
