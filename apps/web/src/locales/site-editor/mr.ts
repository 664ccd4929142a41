// Marathi: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'क्रम बदलण्यासाठी ओढा',
      moveUp: '{{name}} वर हलवा',
      moveDown: '{{name}} खाली हलवा',
      remove: '{{name}} काढा',
      add: '{{name}} जोडा',
      missing: 'आता ऑनलाइन विक्रीसाठी नाही',
      nonePicked: 'अजून काहीही निवडलेले नाही: खाली शोधा आणि जोडा.',
      noMatch: '“{{query}}” शी काहीही जुळत नाही',
      search: {
        products: 'तुमची उत्पादने नावाने शोधा',
        categories: 'तुमच्या श्रेणी नावाने शोधा',
      },
      empty: {
        products: 'तुमच्या दुकानात अजून ऑनलाइन विक्रीसाठी कोणतेही उत्पादन नाही.',
        categories: 'तुमच्या दुकानात अजून दिसणारी कोणतीही श्रेणी नाही.',
      },
    },
    conflict: {
      title: 'दुसऱ्या विंडोमध्ये बदलले',
      message: 'ही वेबसाइट दुसऱ्या विंडोमध्ये बदलली गेली आहे.',
      hint: 'संपादन सुरू ठेवण्यासाठी नवीनतम आवृत्ती लोड करा. शेवटच्या सेव्हनंतर येथे केलेले बदल बदलले जातील.',
      loadLatest: 'नवीनतम लोड करा',
    },
  },
};
