// English: the Translations sections (products, categories, the store's name, a website page's
// SEO), where the merchant gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'Translations',
    help: 'Shoppers who view your store in another language see what you write here. In a language you leave empty, they see the text above.',
    language: 'Language',
    name: 'Name in this language',
    description: 'Description in this language',
    givenIn: 'Written in: {{languages}}',
    noneGiven: 'Nothing written in another language yet.',
    storeTitle: "Your store's name in other languages",
    storeName: 'Store name in this language',
    pageTitle: 'Page title in this language',
    keywords: 'Keywords in this language',
  },
};
