// Kannada: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'ಕ್ರಮ ಬದಲಿಸಲು ಎಳೆಯಿರಿ',
      moveUp: '{{name}} ಅನ್ನು ಮೇಲಕ್ಕೆ ಸರಿಸಿ',
      moveDown: '{{name}} ಅನ್ನು ಕೆಳಕ್ಕೆ ಸರಿಸಿ',
      remove: '{{name}} ತೆಗೆದುಹಾಕಿ',
      add: '{{name}} ಸೇರಿಸಿ',
      missing: 'ಇನ್ನು ಆನ್‌ಲೈನ್ ಮಾರಾಟದಲ್ಲಿಲ್ಲ',
      nonePicked: 'ಇನ್ನೂ ಏನೂ ಆರಿಸಿಲ್ಲ: ಕೆಳಗೆ ಹುಡುಕಿ ಸೇರಿಸಿ.',
      noMatch: '“{{query}}” ಗೆ ಏನೂ ಹೊಂದುವುದಿಲ್ಲ',
      search: {
        products: 'ನಿಮ್ಮ ಉತ್ಪನ್ನಗಳನ್ನು ಹೆಸರಿನಿಂದ ಹುಡುಕಿ',
        categories: 'ನಿಮ್ಮ ವರ್ಗಗಳನ್ನು ಹೆಸರಿನಿಂದ ಹುಡುಕಿ',
      },
      empty: {
        products: 'ನಿಮ್ಮ ಅಂಗಡಿಯಲ್ಲಿ ಇನ್ನೂ ಆನ್‌ಲೈನ್ ಮಾರಾಟದ ಯಾವುದೇ ಉತ್ಪನ್ನವಿಲ್ಲ.',
        categories: 'ನಿಮ್ಮ ಅಂಗಡಿಯಲ್ಲಿ ಇನ್ನೂ ಕಾಣುವ ಯಾವುದೇ ವರ್ಗವಿಲ್ಲ.',
      },
    },
    conflict: {
      title: 'ಇನ್ನೊಂದು ವಿಂಡೋದಲ್ಲಿ ಬದಲಾಗಿದೆ',
      message: 'ಈ ವೆಬ್‌ಸೈಟ್ ಇನ್ನೊಂದು ವಿಂಡೋದಲ್ಲಿ ಬದಲಾಗಿದೆ.',
      hint: 'ಸಂಪಾದನೆ ಮುಂದುವರಿಸಲು ಇತ್ತೀಚಿನ ಆವೃತ್ತಿಯನ್ನು ಲೋಡ್ ಮಾಡಿ. ಕೊನೆಯ ಉಳಿಸುವಿಕೆಯ ನಂತರ ಇಲ್ಲಿ ಮಾಡಿದ ಬದಲಾವಣೆಗಳು ಬದಲಾಗುತ್ತವೆ.',
      loadLatest: 'ಇತ್ತೀಚಿನದನ್ನು ಲೋಡ್ ಮಾಡಿ',
    },
  },
};
