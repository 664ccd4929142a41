// Marathi: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'ग्राहकांना संदेश' },
  settingsSectionHelp: {
    customerMessages:
      'ग्राहकांना SMS, प्रत्येक ग्राहकाच्या भाषेत (नसल्यास तुमच्या दुकानाच्या भाषेत). प्रत्येक SMS ला क्रेडिट लागतात.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ऑर्डर कन्फर्म झाली',
    notifyOrderDispatched: 'ऑर्डर पाठवली',
    notifyOrderDelivered: 'ऑर्डर पोहोचली',
    notifyPaymentReceived: 'पेमेंट मिळाले',
    notifyKhataReminder: 'खाते रिमाइंडर',
    notifyCreditOtp: 'उधारी OTP',
    notifyBookingReminder: 'बुकिंग रिमाइंडर',
  },
  customerMessages: {
    language: 'संदेशाची भाषा',
    storeLanguage: 'दुकानाची भाषा',
    sample: 'नमुना:',
  },
};
