// Tamil: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'மொழிபெயர்ப்புகள்',
    help: 'உங்கள் கடையை வேறு மொழியில் பார்க்கும் வாடிக்கையாளர்களுக்கு நீங்கள் இங்கே எழுதுவது தெரியும். நீங்கள் காலியாக விடும் மொழியில், மேலே உள்ளதே தெரியும்.',
    language: 'மொழி',
    name: 'இந்த மொழியில் பெயர்',
    description: 'இந்த மொழியில் விவரம்',
    givenIn: 'எழுதிய மொழிகள்: {{languages}}',
    noneGiven: 'இன்னும் வேறு எந்த மொழியிலும் எழுதவில்லை.',
    storeTitle: 'வேறு மொழிகளில் உங்கள் கடையின் பெயர்',
    storeName: 'இந்த மொழியில் கடையின் பெயர்',
    pageTitle: 'இந்த மொழியில் பக்கத் தலைப்பு',
    keywords: 'இந்த மொழியில் முக்கியச் சொற்கள்',
  },
};
