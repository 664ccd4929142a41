// What other modules use of the checkout besides its routes: the pincode directory (the outlets
// screen fills an outlet's district and state from it, as the storefront's address form does), and
// the store's online payment provider (the built-in test provider in development and tests) with a
// new attempt's reference, so that a khata statement page takes payments through the same adapters.
export { hasProviderKeys, newReference, providerOf, type Shop } from './internal.ts';
export type { PaymentDeps } from './payment-deps.ts';
export type { PaymentStep } from './payments/provider.ts';
export { testSignature } from './payments/test-provider.ts';
export { lookupPincode } from './pincodes.ts';
