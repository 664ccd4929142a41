// Marathi: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / सीरियल नंबर',
    placeholder: 'IMEI / सीरियल नंबर स्कॅन करा किंवा निवडा',
    pickCount: 'प्रत्येक नगासाठी एक सीरियल नंबर निवडा: {{count}} पैकी {{chosen}} निवडले',
    onLine: 'IMEI / सीरियल: {{serials}}',
    listTitle: 'IMEI / सीरियल नंबर',
    listEmpty: 'या उत्पादनाचे कोणतेही सीरियल नंबर नोंदलेले नाहीत.',
    inStock: 'स्टॉकमध्ये',
    sold: 'विकला',
    returned: 'विक्रेत्याला परत केला',
    inTransit: 'वाटेत',
    arrivedLabel: 'पोहोचलेले IMEI / सीरियल नंबर',
    vendorReturnLabel: 'विक्रेत्याला परत जाणारे IMEI / सीरियल नंबर',
    soldOn: 'बिल #{{number}}',
    receivedOn: '{{date}} ला मिळाला',
    returnLabel: 'परत येणारे IMEI / सीरियल नंबर',
    packs_one: '{{count}} पॅक',
    packs_other: '{{count}} पॅक',
  },
};
