// Tamil: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'வரிசையை மாற்ற இழுக்கவும்',
      moveUp: '{{name}} ஐ மேலே நகர்த்து',
      moveDown: '{{name}} ஐ கீழே நகர்த்து',
      remove: '{{name}} ஐ நீக்கு',
      add: '{{name}} ஐச் சேர்',
      missing: 'இனி ஆன்லைனில் விற்பனையில் இல்லை',
      nonePicked: 'இன்னும் எதுவும் தேர்ந்தெடுக்கவில்லை: கீழே தேடிச் சேர்க்கவும்.',
      noMatch: '“{{query}}” உடன் எதுவும் பொருந்தவில்லை',
      search: {
        products: 'உங்கள் பொருட்களைப் பெயரால் தேடுங்கள்',
        categories: 'உங்கள் வகைகளைப் பெயரால் தேடுங்கள்',
      },
      empty: {
        products: 'உங்கள் கடையில் இன்னும் ஆன்லைனில் விற்பனையாகும் பொருள் எதுவும் இல்லை.',
        categories: 'உங்கள் கடையில் இன்னும் காணக்கூடிய வகை எதுவும் இல்லை.',
      },
    },
    conflict: {
      title: 'வேறொரு சாளரத்தில் மாற்றப்பட்டது',
      message: 'இந்த இணையதளம் வேறொரு சாளரத்தில் மாற்றப்பட்டது.',
      hint: 'தொடர்ந்து திருத்த புதிய பதிப்பை ஏற்றவும். கடைசியாகச் சேமித்த பிறகு இங்கே செய்த மாற்றங்கள் மாற்றப்படும்.',
      loadLatest: 'புதியதை ஏற்று',
    },
  },
};
