// Bengali: the Customer messages section of Settings and the customer's message language.
export const customerMessageStrings = {
  settingsSections: { customerMessages: 'গ্রাহকদের বার্তা' },
  settingsSectionHelp: {
    customerMessages: 'গ্রাহকদের SMS, প্রত্যেক গ্রাহকের ভাষায় (না থাকলে আপনার দোকানের ভাষায়)। প্রতিটি SMS-এ ক্রেডিট লাগে।',
  },
  settingsFields: {
    notifyOrderConfirmed: 'অর্ডার কনফার্ম',
    notifyOrderDispatched: 'অর্ডার পাঠানো হয়েছে',
    notifyOrderDelivered: 'অর্ডার পৌঁছেছে',
    notifyPaymentReceived: 'পেমেন্ট পাওয়া গেছে',
    notifyKhataReminder: 'খাতার রিমাইন্ডার',
    notifyCreditOtp: 'বাকির OTP',
    notifyBookingReminder: 'বুকিংয়ের রিমাইন্ডার',
  },
  customerMessages: {
    language: 'বার্তার ভাষা',
    storeLanguage: 'দোকানের ভাষা',
    sample: 'নমুনা:',
  },
};
