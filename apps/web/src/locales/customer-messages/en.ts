// English: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'Customer messages' },
  settingsSectionHelp: {
    customerMessages:
      'SMS to your customers, in each customer’s language (else your store’s). Each SMS uses credits.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'Order confirmed',
    notifyOrderDispatched: 'Order dispatched',
    notifyOrderDelivered: 'Order delivered',
    notifyPaymentReceived: 'Payment received',
    notifyKhataReminder: 'Khata reminder',
    notifyCreditOtp: 'Credit OTP',
    notifyBookingReminder: 'Booking reminder',
  },
  customerMessages: {
    language: 'Message language',
    storeLanguage: 'Store’s language',
    sample: 'Sample:',
  },
};
