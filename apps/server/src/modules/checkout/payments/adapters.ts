// The adapter of a provider with the merchant's stored keys: one place that knows which adapter
// serves which name, for starting and verifying payments and for refunds.
import { paypal } from './paypal.ts';
import { payu } from './payu.ts';
import type { PaymentProvider, ProviderKeys, ProviderName } from './provider.ts';
import { razorpay } from './razorpay.ts';

export function providerWithKeys(
  name: Exclude<ProviderName, 'test'>,
  keys: ProviderKeys,
  fetchImpl?: typeof fetch,
): PaymentProvider {
  if (name === 'razorpay') return razorpay(keys, fetchImpl);
  if (name === 'payu') return payu(keys, fetchImpl);
  return paypal(keys, fetchImpl);
}
