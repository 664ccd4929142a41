// Kannada: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { accountSettings } from './account-settings/kn.ts';
import { bookings } from './bookings/kn.ts';
import { catalogue } from './catalogue/kn.ts';
import { customerMessageStrings } from './customer-messages/kn.ts';
import { inventory } from './inventory/kn.ts';
import { khata } from './khata/kn.ts';
import { messages } from './messages/kn.ts';
import { purchases } from './purchases/kn.ts';
import { reports } from './reports/kn.ts';
import { siteEditorStrings } from './site-editor/kn.ts';
import { staffStrings } from './staff/kn.ts';

export default {
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
  greeting: {
    morning: 'ಶುಭೋದಯ',
    afternoon: 'ಶುಭ ಮಧ್ಯಾಹ್ನ',
    evening: 'ಶುಭ ಸಂಜೆ',
    hello: 'ನಮಸ್ಕಾರ',
    withName: '{{greeting}}, {{name}}',
  },
  orderDialogs: {
    cancelTitle: 'ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಬೇಕೆ?',
    cancelBody: 'ಆರ್ಡರ್ #{{number}} ರದ್ದಾಗುತ್ತದೆ ಮತ್ತು ಅದು ತೆಗೆದುಕೊಂಡ ಸ್ಟಾಕ್ ಹಿಂತಿರುಗುತ್ತದೆ.',
    cancelOrder: 'ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಿ',
    keepOrder: 'ಆರ್ಡರ್ ಉಳಿಸಿಕೊಳ್ಳಿ',
    cancelled: 'ಆರ್ಡರ್ ರದ್ದಾಗಿದೆ',
    paid: '{{amount}} ಪಾವತಿಸಲಾಗಿತ್ತು.',
    khataFirst:
      'ಈ ಆರ್ಡರ್ ಸಾಲದಲ್ಲಿ ಮಾರಾಟವಾಗಿತ್ತು: {{amount}} ವರೆಗೆ ಮೊದಲು ಗ್ರಾಹಕರ ಖಾತೆಯ (ಸಾಲ) ಬಾಕಿಯಿಂದ ಕಳೆಯಲಾಗುತ್ತದೆ; ಉಳಿದದ್ದು ಮಾತ್ರ ಇಲ್ಲಿ ಆರಿಸಿದ ರೀತಿಯಲ್ಲಿ ಹಿಂತಿರುಗಿಸಲಾಗುತ್ತದೆ.',
  },
  pos: { outlet: 'ಔಟ್‌ಲೆಟ್: {{name}}' },
  common: { save: 'ಬದಲಾವಣೆ ಉಳಿಸಿ', cancel: 'ರದ್ದುಮಾಡಿ', close: 'ಮುಚ್ಚಿ', goHome: 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ', search: 'ಹುಡುಕಿ' },
  login: { title: 'ನಿಮ್ಮ ಅಂಗಡಿಗೆ ಸೈನ್ ಇನ್ ಮಾಡಿ', email: 'ಇಮೇಲ್', password: 'ಪಾಸ್‌ವರ್ಡ್', submit: 'ಸೈನ್ ಇನ್' },
  nav: {
    home: 'ಮುಖಪುಟ',
    orders: 'ಆರ್ಡರ್‌ಗಳು',
    products: 'ಉತ್ಪನ್ನಗಳು',
    inventory: 'ದಾಸ್ತಾನು',
    purchases: 'ಖರೀದಿ',
    customers: 'ಗ್ರಾಹಕರು',
    khata: 'ಸಾಲದ ಖಾತೆ',
    bookings: 'ಬುಕಿಂಗ್‌ಗಳು',
    reports: 'ವರದಿಗಳು',
    onlineStore: 'ಆನ್‌ಲೈನ್ ಅಂಗಡಿ',
    sms: 'SMS ಕ್ರೆಡಿಟ್',
    staff: 'ಸಿಬ್ಬಂದಿ',
    settings: 'ಸೆಟ್ಟಿಂಗ್‌ಗಳು',
    downloads: 'ಡೌನ್‌ಲೋಡ್‌ಗಳು',
    suppliers: 'ಪೂರೈಕೆದಾರರು',
  },
  header: { outlet: 'ಔಟ್‌ಲೆಟ್', language: 'ಭಾಷೆ', logout: 'ಲಾಗ್ ಔಟ್', changePassword: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಯಿಸಿ' },
  trial: { upgrade: 'ಅಪ್‌ಗ್ರೇಡ್' },
  // The online store's first-run walkthrough (the rest of the builder is in English for now).
  builder: {
    walkthrough: {
      title: 'ನಿಮ್ಮ ಆನ್‌ಲೈನ್ ಸ್ಟೋರ್ ಹೊಂದಿಸಿ',
      name: 'ಸ್ಟೋರ್ ಹೆಸರು',
      nameLabel: 'ನಿಮ್ಮ ಸ್ಟೋರ್‌ನ ಹೆಸರೇನು?',
      logo: 'ಲೋಗೋ',
      uploadLogo: 'ಲೋಗೋ ಅಪ್‌ಲೋಡ್ ಮಾಡಿ',
      theme: 'ಥೀಮ್',
      products: 'ಮೊದಲ ಉತ್ಪನ್ನಗಳು',
      productsText:
        'ನೀವು ಮಾರುವ ಕೆಲವು ಉತ್ಪನ್ನಗಳನ್ನು ಸೇರಿಸಿ: ಉಳಿಸಿದ ತಕ್ಷಣ ಅವು ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಕಾಣಿಸುತ್ತವೆ. ಇದನ್ನು ಬಿಟ್ಟು ನಂತರವೂ ಸೇರಿಸಬಹುದು.',
      productName: 'ಉತ್ಪನ್ನದ ಹೆಸರು',
      productPrice: 'ಮಾರಾಟ ಬೆಲೆ',
      productCategory: 'ವರ್ಗ',
      noCategory: 'ವರ್ಗವಿಲ್ಲ',
      noCategories: 'ಇನ್ನೂ ಯಾವುದೇ ವರ್ಗಗಳಿಲ್ಲ',
      productSku: 'SKU',
      productPhoto: 'ಉತ್ಪನ್ನ {{n}} ರ ಫೋಟೋ',
      removeProduct: 'ಉತ್ಪನ್ನ {{n}} ತೆಗೆದುಹಾಕಿ',
      addProduct: 'ಇನ್ನೊಂದು ಉತ್ಪನ್ನ ಸೇರಿಸಿ',
      productsHint: 'ಇಲ್ಲಿ {{max}} ಉತ್ಪನ್ನಗಳವರೆಗೆ; ಉಳಿದವನ್ನು ಉತ್ಪನ್ನಗಳ ಪುಟದಲ್ಲಿ ಸೇರಿಸಿ. ಖಾಲಿ ಸಾಲುಗಳನ್ನು ಬಿಡಲಾಗುತ್ತದೆ.',
      photoNotSaved: '{{name}} ಫೋಟೋ ಉಳಿಸಲಾಗಿಲ್ಲ',
      shop: 'ನಿಮ್ಮ ಅಂಗಡಿ',
      shopText:
        'ನಿಮ್ಮ ಅಂಗಡಿಯ ಬಗ್ಗೆ ನಿಮ್ಮದೇ ಮಾತುಗಳಲ್ಲಿ ಹೇಳಿ. ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್ ಈ ಉತ್ತರಗಳಿಂದಲೇ ಬರೆಯಲ್ಪಡುತ್ತದೆ; ನೀವು ನೀಡದ ಮಾಹಿತಿಯ ಭಾಗ ನೀವು ತುಂಬುವವರೆಗೆ ಮರೆಯಾಗಿರುತ್ತದೆ.',
      sells: 'ನೀವು ಏನು ಮಾರುತ್ತೀರಿ?',
      area: 'ಪ್ರದೇಶ ಅಥವಾ ಬಡಾವಣೆ',
      city: 'ಊರು ಅಥವಾ ನಗರ',
      sinceYear: 'ಯಾವಾಗಿನಿಂದ ತೆರೆದಿದೆ (ವರ್ಷ)',
      fulfilment: 'ಗ್ರಾಹಕರು ಆರ್ಡರ್ ಅನ್ನು ಹೇಗೆ ಪಡೆಯುತ್ತಾರೆ?',
      fulfilmentDelivery: 'ಮನೆಗೆ ಡೆಲಿವರಿ',
      fulfilmentPickup: 'ಅಂಗಡಿಯಿಂದ ಪಡೆಯಿರಿ',
      fulfilmentBoth: 'ಎರಡೂ',
      hours: 'ತೆರೆದಿರುವ ಸಮಯ',
      about: 'ನಿಮ್ಮ ಅಂಗಡಿಯ ಬಗ್ಗೆ ಒಂದು ಸಾಲು',
      productStock: 'ಕೈಯಲ್ಲಿರುವ ಸ್ಟಾಕ್',
      makesToOrder: 'ನಾವು ಆರ್ಡರ್ ಮೇಲೆ ತಯಾರಿಸುತ್ತೇವೆ',
      makesToOrderHint: 'ಸ್ಟಾಕ್ ಇಲ್ಲದಿದ್ದರೂ ಆರ್ಡರ್ ತೆಗೆದುಕೊಳ್ಳಿ (ನಿಮ್ಮ ಅಂಗಡಿಗೆ “ಸ್ಟಾಕ್ ಮುಗಿದರೂ ಮಾರಾಟ ಮಾಡಿ” ಆನ್ ಆಗುತ್ತದೆ).',
      back: 'ಹಿಂದೆ',
      next: 'ಮುಂದೆ',
      save: 'ಉಳಿಸಿ ಮತ್ತು ಉತ್ಪನ್ನಗಳಿಗೆ ಹೋಗಿ',
    },
  },
  orders: {
    deliveryCharge: 'ಡೆಲಿವರಿ ಶುಲ್ಕ',
    allOutlets: 'ಎಲ್ಲಾ ಔಟ್‌ಲೆಟ್‌ಗಳು',
    outletScope: 'ಯಾವ ಔಟ್‌ಲೆಟ್‌ನ ಆರ್ಡರ್‌ಗಳನ್ನು ತೋರಿಸಬೇಕು',
  },
  // The invoice of a billed order on its page (view, download, print, WhatsApp).
  invoice: {
    title: 'ಇನ್‌ವಾಯ್ಸ್ (ಬಿಲ್)',
    view: 'ನೋಡಿ',
    download: 'ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    print: 'ಮುದ್ರಿಸಿ',
    whatsapp: 'WhatsApp ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ',
    printFailed: 'ಪ್ರಿಂಟರ್ ಅನ್ನು ಸಂಪರ್ಕಿಸಲು ಆಗಲಿಲ್ಲ. ಈ ಕಂಪ್ಯೂಟರ್‌ನಲ್ಲಿ ಮುದ್ರಣ ಸೇವೆ ಚಾಲನೆಯಲ್ಲಿದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ.',
  },
};
