// Marathi: the Translations section of the product and category editors (the merchant's own texts per
// shopper language).
export const storeTranslationStrings = {
  storeTranslations: {
    title: 'भाषांतर',
    help: 'जे ग्राहक तुमचे स्टोअर दुसऱ्या भाषेत पाहतात, त्यांना इथे लिहिलेले दिसेल. जी भाषा तुम्ही रिकामी सोडाल, तिथे वरचेच दिसेल.',
    language: 'भाषा',
    name: 'या भाषेतील नाव',
    description: 'या भाषेतील वर्णन',
    givenIn: 'या भाषांमध्ये लिहिले आहे: {{languages}}',
    noneGiven: 'अजून कोणत्याही दुसऱ्या भाषेत लिहिलेले नाही.',
  },
};
