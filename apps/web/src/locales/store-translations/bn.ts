// Bengali: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'অনুবাদ',
    help: 'যে ক্রেতারা আপনার স্টোর অন্য ভাষায় দেখেন, তাঁরা আপনি এখানে যা লিখবেন তা-ই দেখবেন। যে ভাষা খালি রাখবেন, সেখানে উপরের লেখাটাই দেখাবে।',
    language: 'ভাষা',
    name: 'এই ভাষায় নাম',
    description: 'এই ভাষায় বিবরণ',
    givenIn: 'এই ভাষাগুলোয় লেখা আছে: {{languages}}',
    noneGiven: 'এখনও অন্য কোনো ভাষায় লেখা হয়নি।',
    storeTitle: 'অন্য ভাষায় আপনার স্টোরের নাম',
    storeName: 'এই ভাষায় স্টোরের নাম',
    pageTitle: 'এই ভাষায় পেজের শিরোনাম',
    keywords: 'এই ভাষায় কীওয়ার্ড',
  },
};
