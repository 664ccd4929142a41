// Tamil: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'வாடிக்கையாளர் செய்திகள்' },
  settingsSectionHelp: {
    customerMessages:
      'வாடிக்கையாளர்களுக்கு SMS, ஒவ்வொருவரின் மொழியில் (இல்லையெனில் உங்கள் கடையின் மொழியில்). ஒவ்வொரு SMS-க்கும் கிரெடிட் செலவாகும்.',
  },
  settingsFields: {
    notifyOrderConfirmed: 'ஆர்டர் உறுதி',
    notifyOrderDispatched: 'ஆர்டர் அனுப்பப்பட்டது',
    notifyOrderDelivered: 'ஆர்டர் டெலிவரி ஆனது',
    notifyPaymentReceived: 'பணம் பெறப்பட்டது',
    notifyKhataReminder: 'கணக்கு நினைவூட்டல்',
    notifyCreditOtp: 'கடன் OTP',
    notifyBookingReminder: 'முன்பதிவு நினைவூட்டல்',
  },
  customerMessages: {
    language: 'செய்தியின் மொழி',
    storeLanguage: 'கடையின் மொழி',
    sample: 'மாதிரி:',
  },
};
