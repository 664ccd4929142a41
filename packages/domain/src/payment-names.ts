// Readable names of the payment modes of an order's payment log and of the online payment
// providers, shared by the invoice and the admin app (payment log, record-payment modal).

/** The providers a storefront payment can come through (checkout/payments/provider.ts). */
export const ONLINE_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  razorpay: 'Razorpay',
  payu: 'PayU',
  paypal: 'PayPal',
  test: 'Test provider',
};

/** 'Online (Razorpay)': paid online, with the provider that took the money where it is known. */
export function onlinePaymentName(provider: string | null | undefined): string {
  if (!provider) return 'Online';
  return `Online (${ONLINE_PROVIDER_NAMES[provider] ?? provider})`;
}

/** The counter's payment modes; CREDIT is the customer's credit ledger (khata). */
const PAYMENT_MODE_NAMES: Readonly<Record<string, string>> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  CREDIT: 'Credit (khata)',
};

/** A payment log row's mode: 'Cash', 'Credit (khata)', or 'Online (Razorpay)' with its provider. */
export function paymentModeName(mode: string, provider?: string | null): string {
  return mode === 'ONLINE' ? onlinePaymentName(provider) : (PAYMENT_MODE_NAMES[mode] ?? mode);
}
