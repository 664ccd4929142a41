// Telugu: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / సీరియల్ నంబర్లు',
    placeholder: 'IMEI / సీరియల్ నంబర్ స్కాన్ చేయండి లేదా ఎంచుకోండి',
    pickCount: 'ప్రతి యూనిట్‌కు ఒక సీరియల్ నంబర్ ఎంచుకోండి: {{count}}లో {{chosen}} ఎంచుకున్నారు',
    onLine: 'IMEI / సీరియల్: {{serials}}',
    listTitle: 'IMEI / సీరియల్ నంబర్లు',
    listEmpty: 'ఈ ఉత్పత్తికి సీరియల్ నంబర్లు ఏవీ నమోదు కాలేదు.',
    inStock: 'స్టాక్‌లో ఉంది',
    sold: 'అమ్ముడైంది',
    returned: 'విక్రేతకు తిరిగి ఇచ్చారు',
    inTransit: 'దారిలో ఉంది',
    arrivedLabel: 'చేరిన IMEI / సీరియల్ నంబర్లు',
    vendorReturnLabel: 'విక్రేతకు తిరిగి వెళ్తున్న IMEI / సీరియల్ నంబర్లు',
    soldOn: 'బిల్ #{{number}}',
    receivedOn: '{{date}}న అందింది',
    returnLabel: 'తిరిగి వస్తున్న IMEI / సీరియల్ నంబర్లు',
    packs_one: '{{count}} ప్యాక్',
    packs_other: '{{count}} ప్యాక్‌లు',
  },
};
