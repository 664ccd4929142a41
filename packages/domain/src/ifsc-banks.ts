// Banks by the first four letters of an IFSC (the bank code the RBI assigns), for the banks most
// small merchants hold their accounts with. A code not listed is still a valid IFSC: the form
// then asks for the bank's name. Branch details need the RBI's full branch list, not kept here.
export const IFSC_BANKS: Readonly<Record<string, string>> = {
  AIRP: 'Airtel Payments Bank',
  AUBL: 'AU Small Finance Bank',
  BARB: 'Bank of Baroda',
  BDBL: 'Bandhan Bank',
  BKID: 'Bank of India',
  CBIN: 'Central Bank of India',
  CITI: 'Citibank',
  CIUB: 'City Union Bank',
  CNRB: 'Canara Bank',
  CSBK: 'CSB Bank',
  DBSS: 'DBS Bank India',
  DCBL: 'DCB Bank',
  DLXB: 'Dhanlaxmi Bank',
  ESFB: 'Equitas Small Finance Bank',
  FDRL: 'Federal Bank',
  HDFC: 'HDFC Bank',
  HSBC: 'HSBC',
  IBKL: 'IDBI Bank',
  ICIC: 'ICICI Bank',
  IDFB: 'IDFC FIRST Bank',
  IDIB: 'Indian Bank',
  INDB: 'IndusInd Bank',
  IOBA: 'Indian Overseas Bank',
  IPOS: 'India Post Payments Bank',
  JAKA: 'Jammu & Kashmir Bank',
  KARB: 'Karnataka Bank',
  KKBK: 'Kotak Mahindra Bank',
  KVBL: 'Karur Vysya Bank',
  MAHB: 'Bank of Maharashtra',
  PSIB: 'Punjab & Sind Bank',
  PUNB: 'Punjab National Bank',
  PYTM: 'Paytm Payments Bank',
  RATN: 'RBL Bank',
  SBIN: 'State Bank of India',
  SCBL: 'Standard Chartered Bank',
  SIBL: 'South Indian Bank',
  TMBL: 'Tamilnad Mercantile Bank',
  UBIN: 'Union Bank of India',
  UCBA: 'UCO Bank',
  UJVN: 'Ujjivan Small Finance Bank',
  UTIB: 'Axis Bank',
  YESB: 'Yes Bank',
};

/** The bank of an IFSC by its code, or null when the code is not in the list. */
export function bankOfIfsc(ifsc: string): { bankCode: string; bankName: string | null } {
  const bankCode = ifsc.slice(0, 4).toUpperCase();
  return { bankCode, bankName: IFSC_BANKS[bankCode] ?? null };
}
