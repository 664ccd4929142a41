// The fixed words of the printed documents (the GST invoice in A4 and on 80/58 mm receipts, the
// khata statement) in the nine languages of languages.ts, and which language a document is
// printed in. `{name}` placeholders are filled by documentText. Codes (GSTIN, HSN/SAC, CGST, SGST,
// IGST, UPI), figures and the amount in words stay as they are.

import { z } from 'zod';
import { fillText } from './fill-text.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './languages.ts';

const EN = {
  // invoice head
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  invoiceNo: 'Invoice No',
  date: 'Date',
  placeOfSupply: 'Place of supply',
  billTo: 'Bill to',
  walkInCustomer: 'Walk-in customer',
  phone: 'Phone',
  gstin: 'GSTIN',
  // invoice columns
  item: 'Item',
  hsnSac: 'HSN/SAC',
  qty: 'Qty',
  rate: 'Rate',
  disc: 'Disc.',
  taxable: 'Taxable',
  taxRate: 'Tax %',
  tax: 'Tax',
  amount: 'Amount',
  // a line sold in packs (packaging BOTH), and the serial (IMEI) numbers under a line
  pack: 'pack',
  packs: 'packs',
  serialNos: 'IMEI/Serial',
  // invoice totals
  taxableValue: 'Taxable value',
  discountIncluded: 'Discount included',
  deliveryCharge: 'Delivery charge',
  roundOff: 'Round off',
  total: 'Total',
  hsnSacSummary: 'HSN/SAC-wise tax summary',
  totalTax: 'Total tax',
  paidBy: 'Paid by {mode}: ₹{amount}',
  card: 'Card',
  creditKhata: 'Credit (khata)',
  online: 'Online',
  // receipt (80/58 mm)
  receiptNo: 'No',
  receiptTo: 'To',
  discount: 'Discount',
  receiptTotal: 'TOTAL',
  cash: 'Cash',
  change: 'Change',
  // khata statement
  khataStatement: 'Khata statement',
  details: 'Details',
  balance: 'Balance',
  balanceDue: 'Balance due: {amount}',
  advance: 'Advance with the store: {amount}',
  payByUpi: 'Pay by UPI to {upiId}',
  creditSale: 'Bill{bill} on credit',
  paymentReceived: 'Payment received',
  creditRefund: 'Return / cancellation of bill{bill}',
  adjustment: 'Adjustment',
} as const;

export type DocumentTextKey = keyof typeof EN;
export type DocumentTexts = Record<DocumentTextKey, string>;

const HI: DocumentTexts = {
  taxInvoice: 'टैक्स इनवॉइस',
  billOfSupply: 'बिल ऑफ़ सप्लाई',
  invoiceNo: 'इनवॉइस नं.',
  date: 'तारीख',
  placeOfSupply: 'सप्लाई का स्थान',
  billTo: 'ग्राहक',
  walkInCustomer: 'काउंटर ग्राहक',
  phone: 'फ़ोन',
  gstin: 'GSTIN',
  item: 'सामान',
  hsnSac: 'HSN/SAC',
  qty: 'मात्रा',
  rate: 'दर',
  disc: 'छूट',
  taxable: 'कर योग्य',
  taxRate: 'टैक्स %',
  tax: 'टैक्स',
  amount: 'राशि',
  pack: 'पैक',
  packs: 'पैक',
  serialNos: 'IMEI/सीरियल',
  taxableValue: 'कर योग्य मूल्य',
  discountIncluded: 'शामिल छूट',
  deliveryCharge: 'डिलीवरी शुल्क',
  roundOff: 'राउंड ऑफ़',
  total: 'कुल',
  hsnSacSummary: 'HSN/SAC के अनुसार टैक्स सारांश',
  totalTax: 'कुल टैक्स',
  paidBy: '{mode} से भुगतान: ₹{amount}',
  card: 'कार्ड',
  creditKhata: 'उधार (खाता)',
  online: 'ऑनलाइन',
  receiptNo: 'नं.',
  receiptTo: 'ग्राहक',
  discount: 'छूट',
  receiptTotal: 'कुल',
  cash: 'नकद',
  change: 'वापसी',
  khataStatement: 'खाता विवरण',
  details: 'विवरण',
  balance: 'बैलेंस',
  balanceDue: 'बकाया राशि: {amount}',
  advance: 'दुकान में जमा एडवांस: {amount}',
  payByUpi: '{upiId} पर UPI से भुगतान करें',
  creditSale: 'बिल{bill} उधार पर',
  paymentReceived: 'भुगतान मिला',
  creditRefund: 'बिल{bill} की वापसी / रद्द',
  adjustment: 'समायोजन',
};

const MR: DocumentTexts = {
  taxInvoice: 'टॅक्स इनव्हॉइस',
  billOfSupply: 'बिल ऑफ सप्लाय',
  invoiceNo: 'इनव्हॉइस क्र.',
  date: 'दिनांक',
  placeOfSupply: 'पुरवठ्याचे ठिकाण',
  billTo: 'ग्राहक',
  walkInCustomer: 'काउंटर ग्राहक',
  phone: 'फोन',
  gstin: 'GSTIN',
  item: 'वस्तू',
  hsnSac: 'HSN/SAC',
  qty: 'प्रमाण',
  rate: 'दर',
  disc: 'सूट',
  taxable: 'करपात्र',
  taxRate: 'कर %',
  tax: 'कर',
  amount: 'रक्कम',
  pack: 'पॅक',
  packs: 'पॅक',
  serialNos: 'IMEI/सीरियल',
  taxableValue: 'करपात्र मूल्य',
  discountIncluded: 'समाविष्ट सूट',
  deliveryCharge: 'डिलिव्हरी शुल्क',
  roundOff: 'राउंड ऑफ',
  total: 'एकूण',
  hsnSacSummary: 'HSN/SAC नुसार कर सारांश',
  totalTax: 'एकूण कर',
  paidBy: '{mode} ने भरले: ₹{amount}',
  card: 'कार्ड',
  creditKhata: 'उधारी (खाते)',
  online: 'ऑनलाइन',
  receiptNo: 'क्र.',
  receiptTo: 'ग्राहक',
  discount: 'सूट',
  receiptTotal: 'एकूण',
  cash: 'रोख',
  change: 'परत',
  khataStatement: 'खाते विवरण',
  details: 'तपशील',
  balance: 'शिल्लक',
  balanceDue: 'येणे बाकी: {amount}',
  advance: 'दुकानाकडे आगाऊ जमा: {amount}',
  payByUpi: '{upiId} वर UPI ने पैसे भरा',
  creditSale: 'उधारीवर बिल{bill}',
  paymentReceived: 'पैसे मिळाले',
  creditRefund: 'बिल{bill} परत / रद्द',
  adjustment: 'समायोजन',
};

const BN: DocumentTexts = {
  taxInvoice: 'ট্যাক্স ইনভয়েস',
  billOfSupply: 'বিল অফ সাপ্লাই',
  invoiceNo: 'ইনভয়েস নং',
  date: 'তারিখ',
  placeOfSupply: 'সরবরাহের স্থান',
  billTo: 'ক্রেতা',
  walkInCustomer: 'কাউন্টারের ক্রেতা',
  phone: 'ফোন',
  gstin: 'GSTIN',
  item: 'পণ্য',
  hsnSac: 'HSN/SAC',
  qty: 'পরিমাণ',
  rate: 'দর',
  disc: 'ছাড়',
  taxable: 'করযোগ্য',
  taxRate: 'কর %',
  tax: 'কর',
  amount: 'টাকা',
  pack: 'প্যাক',
  packs: 'প্যাক',
  serialNos: 'IMEI/সিরিয়াল',
  taxableValue: 'করযোগ্য মূল্য',
  discountIncluded: 'ছাড় ধরা হয়েছে',
  deliveryCharge: 'ডেলিভারি চার্জ',
  roundOff: 'রাউন্ড অফ',
  total: 'মোট',
  hsnSacSummary: 'HSN/SAC অনুযায়ী করের সারাংশ',
  totalTax: 'মোট কর',
  paidBy: '{mode}-এ পরিশোধ: ₹{amount}',
  card: 'কার্ড',
  creditKhata: 'বাকি (খাতা)',
  online: 'অনলাইন',
  receiptNo: 'নং',
  receiptTo: 'ক্রেতা',
  discount: 'ছাড়',
  receiptTotal: 'মোট',
  cash: 'নগদ',
  change: 'ফেরত',
  khataStatement: 'খাতার হিসাব',
  details: 'বিবরণ',
  balance: 'ব্যালেন্স',
  balanceDue: 'বাকি: {amount}',
  advance: 'দোকানে অগ্রিম জমা: {amount}',
  payByUpi: '{upiId}-এ UPI দিয়ে টাকা দিন',
  creditSale: 'বাকিতে বিল{bill}',
  paymentReceived: 'টাকা পাওয়া গেছে',
  creditRefund: 'বিল{bill} ফেরত / বাতিল',
  adjustment: 'সমন্বয়',
};

const TA: DocumentTexts = {
  taxInvoice: 'வரி விலைப்பட்டியல்',
  billOfSupply: 'பில் ஆஃப் சப்ளை',
  invoiceNo: 'விலைப்பட்டியல் எண்',
  date: 'தேதி',
  placeOfSupply: 'விநியோக இடம்',
  billTo: 'வாடிக்கையாளர்',
  walkInCustomer: 'நேரடி வாடிக்கையாளர்',
  phone: 'போன்',
  gstin: 'GSTIN',
  item: 'பொருள்',
  hsnSac: 'HSN/SAC',
  qty: 'அளவு',
  rate: 'விலை',
  disc: 'தள்ளுபடி',
  taxable: 'வரிக்குரியது',
  taxRate: 'வரி %',
  tax: 'வரி',
  amount: 'தொகை',
  pack: 'பேக்',
  packs: 'பேக்குகள்',
  serialNos: 'IMEI/சீரியல்',
  taxableValue: 'வரிக்குரிய மதிப்பு',
  discountIncluded: 'சேர்க்கப்பட்ட தள்ளுபடி',
  deliveryCharge: 'டெலிவரி கட்டணம்',
  roundOff: 'ரவுண்ட் ஆஃப்',
  total: 'மொத்தம்',
  hsnSacSummary: 'HSN/SAC வாரியான வரிச் சுருக்கம்',
  totalTax: 'மொத்த வரி',
  paidBy: '{mode} மூலம் செலுத்தியது: ₹{amount}',
  card: 'கார்டு',
  creditKhata: 'கடன் (கணக்கு)',
  online: 'ஆன்லைன்',
  receiptNo: 'எண்',
  receiptTo: 'வாடிக்கையாளர்',
  discount: 'தள்ளுபடி',
  receiptTotal: 'மொத்தம்',
  cash: 'ரொக்கம்',
  change: 'மீதி',
  khataStatement: 'கடன் கணக்கு அறிக்கை',
  details: 'விவரம்',
  balance: 'நிலுவை',
  balanceDue: 'செலுத்த வேண்டிய நிலுவை: {amount}',
  advance: 'கடையில் உள்ள முன்பணம்: {amount}',
  payByUpi: '{upiId} க்கு UPI மூலம் செலுத்தவும்',
  creditSale: 'கடனில் பில்{bill}',
  paymentReceived: 'பணம் பெறப்பட்டது',
  creditRefund: 'பில்{bill} திருப்பம் / ரத்து',
  adjustment: 'சரிசெய்தல்',
};

const GU: DocumentTexts = {
  taxInvoice: 'ટેક્સ ઇન્વૉઇસ',
  billOfSupply: 'બિલ ઑફ સપ્લાય',
  invoiceNo: 'ઇન્વૉઇસ નં.',
  date: 'તારીખ',
  placeOfSupply: 'પુરવઠાનું સ્થળ',
  billTo: 'ગ્રાહક',
  walkInCustomer: 'કાઉન્ટર ગ્રાહક',
  phone: 'ફોન',
  gstin: 'GSTIN',
  item: 'વસ્તુ',
  hsnSac: 'HSN/SAC',
  qty: 'જથ્થો',
  rate: 'ભાવ',
  disc: 'છૂટ',
  taxable: 'કરપાત્ર',
  taxRate: 'કર %',
  tax: 'કર',
  amount: 'રકમ',
  pack: 'પેક',
  packs: 'પેક',
  serialNos: 'IMEI/સીરિયલ',
  taxableValue: 'કરપાત્ર કિંમત',
  discountIncluded: 'સામેલ છૂટ',
  deliveryCharge: 'ડિલિવરી ચાર્જ',
  roundOff: 'રાઉન્ડ ઑફ',
  total: 'કુલ',
  hsnSacSummary: 'HSN/SAC મુજબ કર સારાંશ',
  totalTax: 'કુલ કર',
  paidBy: '{mode}થી ચૂકવ્યા: ₹{amount}',
  card: 'કાર્ડ',
  creditKhata: 'ઉધાર (ખાતું)',
  online: 'ઑનલાઇન',
  receiptNo: 'નં.',
  receiptTo: 'ગ્રાહક',
  discount: 'છૂટ',
  receiptTotal: 'કુલ',
  cash: 'રોકડ',
  change: 'પરત',
  khataStatement: 'ખાતાનો હિસાબ',
  details: 'વિગત',
  balance: 'બાકી',
  balanceDue: 'બાકી રકમ: {amount}',
  advance: 'દુકાનમાં એડવાન્સ જમા: {amount}',
  payByUpi: '{upiId} પર UPIથી ચૂકવો',
  creditSale: 'ઉધાર પર બિલ{bill}',
  paymentReceived: 'ચુકવણી મળી',
  creditRefund: 'બિલ{bill} પરત / રદ',
  adjustment: 'સમાયોજન',
};

const KN: DocumentTexts = {
  taxInvoice: 'ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ',
  billOfSupply: 'ಬಿಲ್ ಆಫ್ ಸಪ್ಲೈ',
  invoiceNo: 'ಸರಕುಪಟ್ಟಿ ಸಂಖ್ಯೆ',
  date: 'ದಿನಾಂಕ',
  placeOfSupply: 'ಪೂರೈಕೆಯ ಸ್ಥಳ',
  billTo: 'ಗ್ರಾಹಕರು',
  walkInCustomer: 'ಕೌಂಟರ್ ಗ್ರಾಹಕರು',
  phone: 'ಫೋನ್',
  gstin: 'GSTIN',
  item: 'ವಸ್ತು',
  hsnSac: 'HSN/SAC',
  qty: 'ಪ್ರಮಾಣ',
  rate: 'ದರ',
  disc: 'ರಿಯಾಯಿತಿ',
  taxable: 'ತೆರಿಗೆಯೋಗ್ಯ',
  taxRate: 'ತೆರಿಗೆ %',
  tax: 'ತೆರಿಗೆ',
  amount: 'ಮೊತ್ತ',
  pack: 'ಪ್ಯಾಕ್',
  packs: 'ಪ್ಯಾಕ್‌ಗಳು',
  serialNos: 'IMEI/ಸೀರಿಯಲ್',
  taxableValue: 'ತೆರಿಗೆಯೋಗ್ಯ ಮೌಲ್ಯ',
  discountIncluded: 'ಸೇರಿಸಿದ ರಿಯಾಯಿತಿ',
  deliveryCharge: 'ಡೆಲಿವರಿ ಶುಲ್ಕ',
  roundOff: 'ರೌಂಡ್ ಆಫ್',
  total: 'ಒಟ್ಟು',
  hsnSacSummary: 'HSN/SAC ಪ್ರಕಾರ ತೆರಿಗೆ ಸಾರಾಂಶ',
  totalTax: 'ಒಟ್ಟು ತೆರಿಗೆ',
  paidBy: '{mode} ಮೂಲಕ ಪಾವತಿ: ₹{amount}',
  card: 'ಕಾರ್ಡ್',
  creditKhata: 'ಸಾಲ (ಖಾತೆ)',
  online: 'ಆನ್‌ಲೈನ್',
  receiptNo: 'ಸಂ.',
  receiptTo: 'ಗ್ರಾಹಕರು',
  discount: 'ರಿಯಾಯಿತಿ',
  receiptTotal: 'ಒಟ್ಟು',
  cash: 'ನಗದು',
  change: 'ಚಿಲ್ಲರೆ',
  khataStatement: 'ಖಾತೆ ವಿವರ',
  details: 'ವಿವರ',
  balance: 'ಬಾಕಿ',
  balanceDue: 'ಪಾವತಿಸಬೇಕಾದ ಬಾಕಿ: {amount}',
  advance: 'ಅಂಗಡಿಯಲ್ಲಿ ಮುಂಗಡ: {amount}',
  payByUpi: '{upiId} ಗೆ UPI ಮೂಲಕ ಪಾವತಿಸಿ',
  creditSale: 'ಸಾಲದ ಬಿಲ್{bill}',
  paymentReceived: 'ಪಾವತಿ ಬಂದಿದೆ',
  creditRefund: 'ಬಿಲ್{bill} ವಾಪಸ್ / ರದ್ದು',
  adjustment: 'ಹೊಂದಾಣಿಕೆ',
};

const ML: DocumentTexts = {
  taxInvoice: 'ടാക്സ് ഇൻവോയ്സ്',
  billOfSupply: 'ബിൽ ഓഫ് സപ്ലൈ',
  invoiceNo: 'ഇൻവോയ്സ് നമ്പർ',
  date: 'തീയതി',
  placeOfSupply: 'സപ്ലൈ ചെയ്യുന്ന സ്ഥലം',
  billTo: 'ഉപഭോക്താവ്',
  walkInCustomer: 'കൗണ്ടർ ഉപഭോക്താവ്',
  phone: 'ഫോൺ',
  gstin: 'GSTIN',
  item: 'സാധനം',
  hsnSac: 'HSN/SAC',
  qty: 'അളവ്',
  rate: 'നിരക്ക്',
  disc: 'കിഴിവ്',
  taxable: 'നികുതി ബാധകം',
  taxRate: 'നികുതി %',
  tax: 'നികുതി',
  amount: 'തുക',
  pack: 'പായ്ക്ക്',
  packs: 'പായ്ക്കുകൾ',
  serialNos: 'IMEI/സീരിയൽ',
  taxableValue: 'നികുതി ബാധകമായ മൂല്യം',
  discountIncluded: 'ഉൾപ്പെടുത്തിയ കിഴിവ്',
  deliveryCharge: 'ഡെലിവറി ചാർജ്',
  roundOff: 'റൗണ്ട് ഓഫ്',
  total: 'ആകെ',
  hsnSacSummary: 'HSN/SAC തിരിച്ചുള്ള നികുതി സംഗ്രഹം',
  totalTax: 'ആകെ നികുതി',
  paidBy: '{mode} വഴി അടച്ചത്: ₹{amount}',
  card: 'കാർഡ്',
  creditKhata: 'കടം (കണക്ക്)',
  online: 'ഓൺലൈൻ',
  receiptNo: 'നം.',
  receiptTo: 'ഉപഭോക്താവ്',
  discount: 'കിഴിവ്',
  receiptTotal: 'ആകെ',
  cash: 'പണം',
  change: 'ബാക്കി',
  khataStatement: 'കടം കണക്ക് വിവരം',
  details: 'വിവരം',
  balance: 'ബാക്കി',
  balanceDue: 'അടയ്ക്കാനുള്ള ബാക്കി: {amount}',
  advance: 'കടയിൽ മുൻകൂർ: {amount}',
  payByUpi: '{upiId} എന്നതിലേക്ക് UPI വഴി അടയ്ക്കുക',
  creditSale: 'കടത്തിൽ ബിൽ{bill}',
  paymentReceived: 'പണം ലഭിച്ചു',
  creditRefund: 'ബിൽ{bill} തിരികെ / റദ്ദാക്കൽ',
  adjustment: 'ക്രമീകരണം',
};

const TE: DocumentTexts = {
  taxInvoice: 'ట్యాక్స్ ఇన్వాయిస్',
  billOfSupply: 'బిల్ ఆఫ్ సప్లై',
  invoiceNo: 'ఇన్వాయిస్ నం.',
  date: 'తేదీ',
  placeOfSupply: 'సరఫరా స్థలం',
  billTo: 'కస్టమర్',
  walkInCustomer: 'కౌంటర్ కస్టమర్',
  phone: 'ఫోన్',
  gstin: 'GSTIN',
  item: 'వస్తువు',
  hsnSac: 'HSN/SAC',
  qty: 'పరిమాణం',
  rate: 'ధర',
  disc: 'తగ్గింపు',
  taxable: 'పన్ను వర్తించే',
  taxRate: 'పన్ను %',
  tax: 'పన్ను',
  amount: 'మొత్తం',
  pack: 'ప్యాక్',
  packs: 'ప్యాక్‌లు',
  serialNos: 'IMEI/సీరియల్',
  taxableValue: 'పన్ను వర్తించే విలువ',
  discountIncluded: 'కలిపిన తగ్గింపు',
  deliveryCharge: 'డెలివరీ ఛార్జ్',
  roundOff: 'రౌండ్ ఆఫ్',
  total: 'మొత్తం',
  hsnSacSummary: 'HSN/SAC వారీగా పన్ను సారాంశం',
  totalTax: 'మొత్తం పన్ను',
  paidBy: '{mode} ద్వారా చెల్లించారు: ₹{amount}',
  card: 'కార్డ్',
  creditKhata: 'అప్పు (ఖాతా)',
  online: 'ఆన్‌లైన్',
  receiptNo: 'నం.',
  receiptTo: 'కస్టమర్',
  discount: 'తగ్గింపు',
  receiptTotal: 'మొత్తం',
  cash: 'నగదు',
  change: 'చిల్లర',
  khataStatement: 'ఖాతా వివరాలు',
  details: 'వివరాలు',
  balance: 'బాకీ',
  balanceDue: 'చెల్లించాల్సిన బాకీ: {amount}',
  advance: 'దుకాణం వద్ద అడ్వాన్స్: {amount}',
  payByUpi: '{upiId} కి UPI ద్వారా చెల్లించండి',
  creditSale: 'అప్పుపై బిల్{bill}',
  paymentReceived: 'చెల్లింపు అందింది',
  creditRefund: 'బిల్{bill} వాపసు / రద్దు',
  adjustment: 'సర్దుబాటు',
};

export const DOCUMENT_TEXTS: Record<LanguageCode, DocumentTexts> = {
  en: EN,
  hi: HI,
  mr: MR,
  bn: BN,
  ta: TA,
  gu: GU,
  kn: KN,
  ml: ML,
  te: TE,
};

/** The text in the language, `{name}` placeholders replaced from vars (unknown ones kept). */
export function documentText(
  lang: LanguageCode,
  key: DocumentTextKey,
  vars?: Record<string, string | number>,
): string {
  return fillText(DOCUMENT_TEXTS[lang]?.[key] ?? EN[key], vars);
}

/** A payment's mode as the document prints it: 'Cash', 'UPI', 'Online (Razorpay)' in the texts' language. */
export function paymentName(
  texts: DocumentTexts,
  payment: { mode: string; code?: string; provider?: string | null },
): string {
  switch (payment.code) {
    case 'CASH':
      return texts.cash;
    case 'CARD':
      return texts.card;
    case 'CREDIT':
      return texts.creditKhata;
    case 'ONLINE':
      return payment.mode.replace(/^Online/, texts.online);
    default:
      return payment.mode;
  }
}

/** A document title as the invoice model names it, in the texts' language; other titles as given. */
export function documentTitle(texts: DocumentTexts, title: string): string {
  if (title === EN.taxInvoice) return texts.taxInvoice;
  if (title === EN.billOfSupply) return texts.billOfSupply;
  return title;
}

export interface DocumentLanguageChoice {
  /** The ?language= of the request, already checked against the nine. */
  asked?: string | null;
  /** customers.language of the customer the document is for; null when they have none. */
  customer?: string | null;
  /** users.language of the staff member asking (the request's session). */
  staff?: string | null;
  /** The store's language (suppliers.language). */
  store?: string | null;
}

/**
 * The language an invoice or khata statement is printed in: the one asked for, else the
 * customer's own, else the asking staff member's, else the store's, else English. A value that is
 * not one of the nine codes counts as missing.
 */
export function documentLanguage(choice: DocumentLanguageChoice): LanguageCode {
  for (const value of [choice.asked, choice.customer, choice.staff, choice.store]) {
    const code = value?.trim().toLowerCase() ?? '';
    if (isLanguageCode(code)) return code;
  }
  return 'en';
}

export const DOCUMENT_LANGUAGE_MESSAGE = `language must be one of ${LANGUAGE_CODES.join(', ')}.`;

/** The ?language= of the invoice and statement PDFs: prints the document in that language. */
export const documentLanguageQuerySchema = z
  .enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], { error: DOCUMENT_LANGUAGE_MESSAGE })
  .optional()
  .describe(
    "The language of the document's fixed words; without it the customer's language, else the asking staff member's, else the store's.",
  );

export { fillText };
