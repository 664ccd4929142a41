// Gujarati: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'ગ્રાહકોને સંદેશા' },
  settingsSectionHelp: {
    customerMessages:
      'ગ્રાહકોને SMS, દરેક ગ્રાહકની ભાષામાં (નહીં તો તમારી દુકાનની ભાષામાં). દરેક SMS માં ક્રેડિટ વપરાય છે.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ઓર્ડર કન્ફર્મ થયો',
    notifyOrderDispatched: 'ઓર્ડર મોકલ્યો',
    notifyOrderDelivered: 'ઓર્ડર પહોંચ્યો',
    notifyPaymentReceived: 'ચુકવણી મળી',
    notifyKhataReminder: 'ખાતા રિમાઇન્ડર',
    notifyCreditOtp: 'ઉધાર OTP',
    notifyBookingReminder: 'બુકિંગ રિમાઇન્ડર',
  },
  customerMessages: {
    language: 'સંદેશાની ભાષા',
    storeLanguage: 'દુકાનની ભાષા',
    sample: 'નમૂનો:',
  },
};
