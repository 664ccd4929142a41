// Bengali: serial (IMEI) numbers chosen at sale and listed per product, and a line's packs.
export const serialStrings = {
  serials: {
    label: 'IMEI / সিরিয়াল নম্বর',
    placeholder: 'IMEI / সিরিয়াল নম্বর স্ক্যান করুন বা বেছে নিন',
    pickCount: 'প্রতিটি ইউনিটের জন্য একটি সিরিয়াল নম্বর বেছে নিন: {{count}}টির মধ্যে {{chosen}}টি বেছে নেওয়া হয়েছে',
    onLine: 'IMEI / সিরিয়াল: {{serials}}',
    listTitle: 'IMEI / সিরিয়াল নম্বর',
    listEmpty: 'এই পণ্যের কোনো সিরিয়াল নম্বর লেখা নেই।',
    inStock: 'স্টকে আছে',
    sold: 'বিক্রি হয়েছে',
    returned: 'বিক্রেতাকে ফেরত',
    inTransit: 'পথে আছে',
    arrivedLabel: 'পৌঁছানো IMEI / সিরিয়াল নম্বর',
    vendorReturnLabel: 'বিক্রেতাকে ফেরত যাওয়া IMEI / সিরিয়াল নম্বর',
    soldOn: 'বিল #{{number}}',
    receivedOn: '{{date}} তারিখে পাওয়া',
    returnLabel: 'ফেরত আসা IMEI / সিরিয়াল নম্বর',
    packs_one: '{{count}} প্যাক',
    packs_other: '{{count}} প্যাক',
  },
};
