// Hindi: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / सीरियल नंबर',
    placeholder: 'IMEI / सीरियल नंबर स्कैन करें या चुनें',
    pickCount: 'हर यूनिट के लिए एक सीरियल नंबर चुनें: {{count}} में से {{chosen}} चुने गए',
    onLine: 'IMEI / सीरियल: {{serials}}',
    listTitle: 'IMEI / सीरियल नंबर',
    listEmpty: 'इस प्रोडक्ट के कोई सीरियल नंबर दर्ज नहीं हैं।',
    inStock: 'स्टॉक में',
    sold: 'बिक गया',
    returned: 'विक्रेता को लौटाया',
    inTransit: 'रास्ते में',
    arrivedLabel: 'पहुँचे IMEI / सीरियल नंबर',
    vendorReturnLabel: 'विक्रेता को वापस जा रहे IMEI / सीरियल नंबर',
    soldOn: 'बिल #{{number}}',
    receivedOn: '{{date}} को मिला',
    returnLabel: 'वापस आ रहे IMEI / सीरियल नंबर',
    packs_one: '{{count}} पैक',
    packs_other: '{{count}} पैक',
  },
};
