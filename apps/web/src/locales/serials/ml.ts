// Malayalam: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / സീരിയൽ നമ്പറുകൾ',
    placeholder: 'IMEI / സീരിയൽ നമ്പർ സ്കാൻ ചെയ്യുക അല്ലെങ്കിൽ തിരഞ്ഞെടുക്കുക',
    pickCount: 'ഓരോ യൂണിറ്റിനും ഒരു സീരിയൽ നമ്പർ തിരഞ്ഞെടുക്കുക: {{count}}-ൽ {{chosen}} തിരഞ്ഞെടുത്തു',
    onLine: 'IMEI / സീരിയൽ: {{serials}}',
    listTitle: 'IMEI / സീരിയൽ നമ്പറുകൾ',
    listEmpty: 'ഈ ഉൽപ്പന്നത്തിന് സീരിയൽ നമ്പറുകൾ ഒന്നും രേഖപ്പെടുത്തിയിട്ടില്ല.',
    inStock: 'സ്റ്റോക്കിലുണ്ട്',
    sold: 'വിറ്റു',
    returned: 'വെണ്ടർക്ക് തിരികെ നൽകി',
    inTransit: 'വഴിയിലാണ്',
    arrivedLabel: 'എത്തിയ IMEI / സീരിയൽ നമ്പറുകൾ',
    vendorReturnLabel: 'വെണ്ടർക്ക് തിരികെ പോകുന്ന IMEI / സീരിയൽ നമ്പറുകൾ',
    soldOn: 'ബിൽ #{{number}}',
    receivedOn: '{{date}}-ന് ലഭിച്ചു',
    returnLabel: 'തിരികെ വരുന്ന IMEI / സീരിയൽ നമ്പറുകൾ',
    packs_one: '{{count}} പായ്ക്ക്',
    packs_other: '{{count}} പായ്ക്കുകൾ',
  },
};
