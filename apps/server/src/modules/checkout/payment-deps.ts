// What the storefront's online payments need from the app: the test provider's secret, the public
// origin for provider callbacks and the HTTP client the providers are called with.
export interface PaymentDeps {
  /** The built-in test provider's signing secret; null = not offered (production). */
  testSecret: string | null;
  /** Absolute origin for provider callbacks, e.g. https://shop.example or http://localhost:3000. */
  origin: string;
  fetch?: typeof fetch;
}
