// Readable names of the online payment providers and of the ONLINE mode of an order's payment
// log, shared by the invoice and the admin app's payment log.

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
