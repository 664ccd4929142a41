// Bengali: the website editor's catalogue picker and its message when the draft changed elsewhere.
export const siteEditorStrings = {
  siteEditor: {
    picker: {
      drag: 'ক্রম বদলাতে টেনে আনুন',
      moveUp: '{{name}} উপরে সরান',
      moveDown: '{{name}} নিচে সরান',
      remove: '{{name}} সরিয়ে দিন',
      add: '{{name}} যোগ করুন',
      missing: 'আর অনলাইনে বিক্রি হচ্ছে না',
      nonePicked: 'এখনও কিছু বাছা হয়নি: নিচে খুঁজে যোগ করুন।',
      noMatch: '“{{query}}”-এর সঙ্গে কিছু মেলেনি',
      search: {
        products: 'নাম দিয়ে আপনার পণ্য খুঁজুন',
        categories: 'নাম দিয়ে আপনার বিভাগ খুঁজুন',
      },
      empty: {
        products: 'আপনার দোকানে এখনও অনলাইনে বিক্রির কোনো পণ্য নেই।',
        categories: 'আপনার দোকানে এখনও দেখা যায় এমন কোনো বিভাগ নেই।',
      },
    },
    conflict: {
      title: 'অন্য উইন্ডোতে বদলানো হয়েছে',
      message: 'এই ওয়েবসাইটটি অন্য উইন্ডোতে বদলানো হয়েছে।',
      hint: 'সম্পাদনা চালিয়ে যেতে সর্বশেষ সংস্করণ লোড করুন। শেষবার সেভ করার পর এখানে করা পরিবর্তনগুলি বদলে যাবে।',
      loadLatest: 'সর্বশেষটি লোড করুন',
    },
  },
};
