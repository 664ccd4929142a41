// Malayalam: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'വിവർത്തനങ്ങൾ',
    help: 'നിങ്ങളുടെ സ്റ്റോർ മറ്റൊരു ഭാഷയിൽ കാണുന്ന ഉപഭോക്താക്കൾക്ക് നിങ്ങൾ ഇവിടെ എഴുതുന്നതാണ് കാണുക. ഒഴിച്ചിടുന്ന ഭാഷയിൽ മുകളിലുള്ളതു തന്നെ കാണിക്കും.',
    language: 'ഭാഷ',
    name: 'ഈ ഭാഷയിലെ പേര്',
    description: 'ഈ ഭാഷയിലെ വിവരണം',
    givenIn: 'എഴുതിയ ഭാഷകൾ: {{languages}}',
    noneGiven: 'ഇതുവരെ മറ്റൊരു ഭാഷയിലും എഴുതിയിട്ടില്ല.',
    storeTitle: 'മറ്റു ഭാഷകളിൽ നിങ്ങളുടെ സ്റ്റോറിന്റെ പേര്',
    storeName: 'ഈ ഭാഷയിലെ സ്റ്റോറിന്റെ പേര്',
    pageTitle: 'ഈ ഭാഷയിലെ പേജിന്റെ തലക്കെട്ട്',
    keywords: 'ഈ ഭാഷയിലെ കീവേഡുകൾ',
  },
};
