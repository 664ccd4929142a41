// Malayalam: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'ഉപഭോക്താക്കൾക്കുള്ള സന്ദേശങ്ങൾ' },
  settingsSectionHelp: {
    customerMessages:
      'ഉപഭോക്താക്കൾക്ക് SMS, ഓരോരുത്തരുടെയും ഭാഷയിൽ (ഇല്ലെങ്കിൽ നിങ്ങളുടെ കടയുടെ ഭാഷയിൽ). ഓരോ SMS-നും ക്രെഡിറ്റ് ചെലവാകും.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ഓർഡർ സ്ഥിരീകരിച്ചു',
    notifyOrderDispatched: 'ഓർഡർ അയച്ചു',
    notifyOrderDelivered: 'ഓർഡർ എത്തി',
    notifyPaymentReceived: 'പണം ലഭിച്ചു',
    notifyKhataReminder: 'കണക്ക് ഓർമ്മപ്പെടുത്തൽ',
    notifyCreditOtp: 'കടം OTP',
    notifyBookingReminder: 'ബുക്കിംഗ് ഓർമ്മപ്പെടുത്തൽ',
  },
  customerMessages: {
    language: 'സന്ദേശത്തിന്റെ ഭാഷ',
    storeLanguage: 'കടയുടെ ഭാഷ',
    sample: 'മാതൃക:',
  },
};
