// Hindi: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'क्रम बदलने के लिए खींचें',
      moveUp: '{{name}} को ऊपर करें',
      moveDown: '{{name}} को नीचे करें',
      remove: '{{name}} हटाएँ',
      add: '{{name}} जोड़ें',
      missing: 'अब ऑनलाइन बिक्री पर नहीं',
      nonePicked: 'अभी कुछ नहीं चुना: नीचे खोजें और जोड़ें।',
      noMatch: '“{{query}}” से कुछ नहीं मिला',
      search: {
        products: 'अपने उत्पाद नाम से खोजें',
        categories: 'अपनी श्रेणियाँ नाम से खोजें',
      },
      empty: {
        products: 'आपकी दुकान में अभी ऑनलाइन बिक्री वाला कोई उत्पाद नहीं है।',
        categories: 'आपकी दुकान में अभी कोई दिखने वाली श्रेणी नहीं है।',
      },
    },
    conflict: {
      title: 'दूसरी विंडो में बदला गया',
      message: 'यह वेबसाइट दूसरी विंडो में बदली गई है।',
      hint: 'संपादन जारी रखने के लिए नया संस्करण लोड करें। पिछली बार सहेजने के बाद यहाँ किए गए बदलाव बदल दिए जाएँगे।',
      loadLatest: 'नया संस्करण लोड करें',
    },
  },
};
