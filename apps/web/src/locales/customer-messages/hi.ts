// Hindi: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'ग्राहकों को संदेश' },
  settingsSectionHelp: {
    customerMessages: 'ग्राहकों को SMS, हर ग्राहक की भाषा में (नहीं तो आपकी दुकान की भाषा में)। हर SMS में क्रेडिट लगते हैं।',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ऑर्डर कन्फ़र्म हुआ',
    notifyOrderDispatched: 'ऑर्डर भेजा गया',
    notifyOrderDelivered: 'ऑर्डर पहुँच गया',
    notifyPaymentReceived: 'भुगतान मिला',
    notifyKhataReminder: 'खाता रिमाइंडर',
    notifyCreditOtp: 'उधार OTP',
    notifyBookingReminder: 'बुकिंग रिमाइंडर',
  },
  customerMessages: {
    language: 'संदेश की भाषा',
    storeLanguage: 'दुकान की भाषा',
    sample: 'नमूना:',
  },
};
