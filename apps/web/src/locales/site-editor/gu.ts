// Gujarati: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'ક્રમ બદલવા માટે ખેંચો',
      moveUp: '{{name}} ઉપર ખસેડો',
      moveDown: '{{name}} નીચે ખસેડો',
      remove: '{{name}} દૂર કરો',
      add: '{{name}} ઉમેરો',
      missing: 'હવે ઑનલાઇન વેચાણમાં નથી',
      nonePicked: 'હજી કંઈ પસંદ કર્યું નથી: નીચે શોધો અને ઉમેરો.',
      noMatch: '“{{query}}” સાથે કંઈ મળતું નથી',
      search: {
        products: 'તમારાં ઉત્પાદનો નામથી શોધો',
        categories: 'તમારી શ્રેણીઓ નામથી શોધો',
      },
      empty: {
        products: 'તમારી દુકાનમાં હજી ઑનલાઇન વેચાણ માટે કોઈ ઉત્પાદન નથી.',
        categories: 'તમારી દુકાનમાં હજી કોઈ દેખાતી શ્રેણી નથી.',
      },
    },
    conflict: {
      title: 'બીજી વિન્ડોમાં બદલાયું',
      message: 'આ વેબસાઇટ બીજી વિન્ડોમાં બદલાઈ છે.',
      hint: 'સંપાદન ચાલુ રાખવા માટે નવીનતમ આવૃત્તિ લોડ કરો. છેલ્લે સાચવ્યા પછી અહીં કરેલા ફેરફારો બદલાઈ જશે.',
      loadLatest: 'નવીનતમ લોડ કરો',
    },
  },
};
