// What other modules use of the checkout besides its routes: the pincode directory (the outlets
// screen fills an outlet's district and state from it, as the storefront's address form does), and
// the store's online payment provider (the built-in test provider in development and tests) with a
// new attempt's reference, so that a khata statement page and an SMS credit purchase take payments
// through the same adapters, with the test provider's page and the reply schemas of a payment's
// return.

// The legacy apps' lookups (modules/legacy) read and save the delivery settings and read the payment
// providers.
export { getDeliverySettings, saveDeliverySettings } from './delivery-settings.ts';
export { hasProviderKeys, newReference, providerOf, type Shop } from './internal.ts';
export { testPayPage } from './pages.ts';
export type { PaymentDeps } from './payment-deps.ts';
export { listPaymentProviders } from './payment-provider-settings.ts';
export type { PaymentStep } from './payments/provider.ts';
export { testSignature } from './payments/test-provider.ts';
export { lookupPincode } from './pincodes.ts';
export { providerFields, seeOther } from './shop-replies.ts';
