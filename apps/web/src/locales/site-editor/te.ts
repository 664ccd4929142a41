// Telugu: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'క్రమం మార్చడానికి లాగండి',
      moveUp: '{{name}}ని పైకి జరపండి',
      moveDown: '{{name}}ని కిందికి జరపండి',
      remove: '{{name}}ని తీసివేయండి',
      add: '{{name}}ని జోడించండి',
      missing: 'ఇక ఆన్‌లైన్ అమ్మకంలో లేదు',
      nonePicked: 'ఇంకా ఏదీ ఎంచుకోలేదు: కింద వెతికి జోడించండి.',
      noMatch: '“{{query}}”కి ఏదీ సరిపోలలేదు',
      search: {
        products: 'మీ ఉత్పత్తులను పేరుతో వెతకండి',
        categories: 'మీ వర్గాలను పేరుతో వెతకండి',
      },
      empty: {
        products: 'మీ దుకాణంలో ఇంకా ఆన్‌లైన్ అమ్మకంలో ఉన్న ఉత్పత్తి ఏదీ లేదు.',
        categories: 'మీ దుకాణంలో ఇంకా కనిపించే వర్గం ఏదీ లేదు.',
      },
    },
    conflict: {
      title: 'మరో విండోలో మార్చబడింది',
      message: 'ఈ వెబ్‌సైట్ మరో విండోలో మార్చబడింది.',
      hint: 'సవరణ కొనసాగించడానికి తాజా సంస్కరణను లోడ్ చేయండి. చివరిసారి సేవ్ చేసిన తర్వాత ఇక్కడ చేసిన మార్పులు మారిపోతాయి.',
      loadLatest: 'తాజాదాన్ని లోడ్ చేయండి',
    },
  },
};
