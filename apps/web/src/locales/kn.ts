// Kannada: menu, login and header and the catalogue screens (locales/catalogue); the rest falls back to English.
import { catalogue } from './catalogue/kn.ts';

export default {
  ...catalogue,
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
};
