// Kannada: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'ಗ್ರಾಹಕರಿಗೆ ಸಂದೇಶಗಳು' },
  settingsSectionHelp: {
    customerMessages: 'ಗ್ರಾಹಕರಿಗೆ SMS, ಪ್ರತಿ ಗ್ರಾಹಕರ ಭಾಷೆಯಲ್ಲಿ (ಇಲ್ಲದಿದ್ದರೆ ನಿಮ್ಮ ಅಂಗಡಿಯ ಭಾಷೆಯಲ್ಲಿ). ಪ್ರತಿ SMS ಗೆ ಕ್ರೆಡಿಟ್ ಖರ್ಚಾಗುತ್ತದೆ.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ಆರ್ಡರ್ ಖಚಿತ',
    notifyOrderDispatched: 'ಆರ್ಡರ್ ಕಳುಹಿಸಲಾಗಿದೆ',
    notifyOrderDelivered: 'ಆರ್ಡರ್ ತಲುಪಿದೆ',
    notifyPaymentReceived: 'ಪಾವತಿ ಬಂದಿದೆ',
    notifyKhataReminder: 'ಖಾತೆ ಜ್ಞಾಪನೆ',
    notifyCreditOtp: 'ಸಾಲ OTP',
    notifyBookingReminder: 'ಬುಕಿಂಗ್ ಜ್ಞಾಪನೆ',
  },
  customerMessages: {
    language: 'ಸಂದೇಶದ ಭಾಷೆ',
    storeLanguage: 'ಅಂಗಡಿಯ ಭಾಷೆ',
    sample: 'ಮಾದರಿ:',
  },
};
