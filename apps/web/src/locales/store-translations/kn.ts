// Kannada: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'ಅನುವಾದಗಳು',
    help: 'ನಿಮ್ಮ ಸ್ಟೋರ್ ಅನ್ನು ಬೇರೆ ಭಾಷೆಯಲ್ಲಿ ನೋಡುವ ಗ್ರಾಹಕರಿಗೆ ನೀವು ಇಲ್ಲಿ ಬರೆದದ್ದು ಕಾಣಿಸುತ್ತದೆ. ನೀವು ಖಾಲಿ ಬಿಡುವ ಭಾಷೆಯಲ್ಲಿ ಮೇಲಿನದೇ ಕಾಣಿಸುತ್ತದೆ.',
    language: 'ಭಾಷೆ',
    name: 'ಈ ಭಾಷೆಯಲ್ಲಿ ಹೆಸರು',
    description: 'ಈ ಭಾಷೆಯಲ್ಲಿ ವಿವರ',
    givenIn: 'ಬರೆದಿರುವ ಭಾಷೆಗಳು: {{languages}}',
    noneGiven: 'ಇನ್ನೂ ಬೇರೆ ಯಾವ ಭಾಷೆಯಲ್ಲೂ ಬರೆದಿಲ್ಲ.',
    storeTitle: 'ಬೇರೆ ಭಾಷೆಗಳಲ್ಲಿ ನಿಮ್ಮ ಸ್ಟೋರ್‌ನ ಹೆಸರು',
    storeName: 'ಈ ಭಾಷೆಯಲ್ಲಿ ಸ್ಟೋರ್‌ನ ಹೆಸರು',
    pageTitle: 'ಈ ಭಾಷೆಯಲ್ಲಿ ಪುಟದ ಶೀರ್ಷಿಕೆ',
    keywords: 'ಈ ಭಾಷೆಯಲ್ಲಿ ಕೀವರ್ಡ್‌ಗಳು',
  },
};
