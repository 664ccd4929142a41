// Hindi: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'अनुवाद',
    help: 'जो ग्राहक आपका स्टोर दूसरी भाषा में देखते हैं, उन्हें यहाँ लिखा हुआ दिखेगा। जिस भाषा को आप खाली छोड़ें, उसमें ऊपर वाला ही दिखेगा।',
    language: 'भाषा',
    name: 'इस भाषा में नाम',
    description: 'इस भाषा में विवरण',
    givenIn: 'इन भाषाओं में लिखा है: {{languages}}',
    noneGiven: 'अभी किसी दूसरी भाषा में नहीं लिखा है।',
    storeTitle: 'दूसरी भाषाओं में आपके स्टोर का नाम',
    storeName: 'इस भाषा में स्टोर का नाम',
    pageTitle: 'इस भाषा में पेज का शीर्षक',
    keywords: 'इस भाषा में कीवर्ड',
  },
};
