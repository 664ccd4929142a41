// Kannada: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಗಳು',
    placeholder: 'IMEI / ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಯನ್ನು ಸ್ಕ್ಯಾನ್ ಮಾಡಿ ಅಥವಾ ಆರಿಸಿ',
    pickCount: 'ಪ್ರತಿ ಯೂನಿಟ್‌ಗೆ ಒಂದು ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಯನ್ನು ಆರಿಸಿ: {{count}} ರಲ್ಲಿ {{chosen}} ಆರಿಸಲಾಗಿದೆ',
    onLine: 'IMEI / ಸೀರಿಯಲ್: {{serials}}',
    listTitle: 'IMEI / ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಗಳು',
    listEmpty: 'ಈ ಉತ್ಪನ್ನಕ್ಕೆ ಯಾವುದೇ ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಗಳು ದಾಖಲಾಗಿಲ್ಲ.',
    inStock: 'ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ',
    sold: 'ಮಾರಾಟವಾಗಿದೆ',
    returned: 'ಮಾರಾಟಗಾರರಿಗೆ ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ',
    inTransit: 'ದಾರಿಯಲ್ಲಿದೆ',
    arrivedLabel: 'ತಲುಪಿದ IMEI / ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಗಳು',
    vendorReturnLabel: 'ಮಾರಾಟಗಾರರಿಗೆ ಹಿಂತಿರುಗುವ IMEI / ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಗಳು',
    soldOn: 'ಬಿಲ್ #{{number}}',
    receivedOn: '{{date}} ರಂದು ಸ್ವೀಕರಿಸಲಾಗಿದೆ',
    returnLabel: 'ಹಿಂತಿರುಗುತ್ತಿರುವ IMEI / ಸೀರಿಯಲ್ ಸಂಖ್ಯೆಗಳು',
    packs_one: '{{count}} ಪ್ಯಾಕ್',
    packs_other: '{{count}} ಪ್ಯಾಕ್‌ಗಳು',
  },
};
