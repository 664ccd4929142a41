// Tamil: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / சீரியல் எண்கள்',
    placeholder: 'IMEI / சீரியல் எண்ணை ஸ்கேன் செய்யவும் அல்லது தேர்ந்தெடுக்கவும்',
    pickCount: 'ஒவ்வொரு யூனிட்டுக்கும் ஒரு சீரியல் எண்ணைத் தேர்ந்தெடுக்கவும்: {{count}}-இல் {{chosen}} தேர்ந்தெடுக்கப்பட்டது',
    onLine: 'IMEI / சீரியல்: {{serials}}',
    listTitle: 'IMEI / சீரியல் எண்கள்',
    listEmpty: 'இந்தப் பொருளுக்கு சீரியல் எண்கள் எதுவும் பதிவு செய்யப்படவில்லை.',
    inStock: 'ஸ்டாக்கில் உள்ளது',
    sold: 'விற்கப்பட்டது',
    returned: 'விற்பனையாளருக்குத் திருப்பப்பட்டது',
    inTransit: 'வழியில் உள்ளது',
    arrivedLabel: 'வந்து சேர்ந்த IMEI / சீரியல் எண்கள்',
    vendorReturnLabel: 'விற்பனையாளருக்குத் திரும்பும் IMEI / சீரியல் எண்கள்',
    soldOn: 'பில் #{{number}}',
    receivedOn: '{{date}} அன்று பெறப்பட்டது',
    returnLabel: 'திரும்ப வரும் IMEI / சீரியல் எண்கள்',
    packs_one: '{{count}} பேக்',
    packs_other: '{{count}} பேக்குகள்',
  },
};
