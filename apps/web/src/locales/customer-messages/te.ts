// Telugu: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'కస్టమర్లకు సందేశాలు' },
  settingsSectionHelp: {
    customerMessages: 'కస్టమర్లకు SMS, ఒక్కొక్కరి భాషలో (లేకపోతే మీ దుకాణం భాషలో). ప్రతి SMS కి క్రెడిట్లు ఖర్చవుతాయి.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ఆర్డర్ కన్ఫర్మ్ అయింది',
    notifyOrderDispatched: 'ఆర్డర్ పంపించాం',
    notifyOrderDelivered: 'ఆర్డర్ చేరింది',
    notifyPaymentReceived: 'చెల్లింపు అందింది',
    notifyKhataReminder: 'ఖాతా రిమైండర్',
    notifyCreditOtp: 'అప్పు OTP',
    notifyBookingReminder: 'బుకింగ్ రిమైండర్',
  },
  customerMessages: {
    language: 'సందేశ భాష',
    storeLanguage: 'దుకాణం భాష',
    sample: 'నమూనా:',
  },
};
