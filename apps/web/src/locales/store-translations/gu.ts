// Gujarati: the Translations sections (products, categories, the store's name), where the merchant
// gives their own texts per shopper language.
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'ભાષાંતર',
    help: 'જે ગ્રાહકો તમારો સ્ટોર બીજી ભાષામાં જુએ છે, તેમને તમે અહીં લખો તે દેખાશે. જે ભાષા તમે ખાલી રાખો, તેમાં ઉપરનું જ દેખાશે.',
    language: 'ભાષા',
    name: 'આ ભાષામાં નામ',
    description: 'આ ભાષામાં વિગત',
    givenIn: 'આ ભાષાઓમાં લખ્યું છે: {{languages}}',
    noneGiven: 'હજી કોઈ બીજી ભાષામાં લખ્યું નથી.',
    storeTitle: 'બીજી ભાષાઓમાં તમારા સ્ટોરનું નામ',
    storeName: 'આ ભાષામાં સ્ટોરનું નામ',
    pageTitle: 'આ ભાષામાં પેજનું શીર્ષક',
    keywords: 'આ ભાષામાં કીવર્ડ',
  },
};
