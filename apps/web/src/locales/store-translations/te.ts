// Telugu: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'అనువాదాలు',
    help: 'మీ స్టోర్‌ను వేరే భాషలో చూసే కస్టమర్లకు మీరు ఇక్కడ రాసినదే కనిపిస్తుంది. మీరు ఖాళీగా వదిలిన భాషలో పైన ఉన్నదే కనిపిస్తుంది.',
    language: 'భాష',
    name: 'ఈ భాషలో పేరు',
    description: 'ఈ భాషలో వివరణ',
    givenIn: 'రాసిన భాషలు: {{languages}}',
    noneGiven: 'ఇంకా వేరే ఏ భాషలోనూ రాయలేదు.',
    storeTitle: 'ఇతర భాషల్లో మీ స్టోర్ పేరు',
    storeName: 'ఈ భాషలో స్టోర్ పేరు',
    pageTitle: 'ఈ భాషలో పేజీ శీర్షిక',
    keywords: 'ఈ భాషలో కీవర్డ్‌లు',
  },
};
