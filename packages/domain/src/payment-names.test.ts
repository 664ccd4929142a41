import { describe, expect, it } from 'vitest';
import { onlinePaymentName } from './payment-names.ts';

describe('the name of an online payment', () => {
  it.each([
    ['razorpay', 'Online (Razorpay)'],
    ['payu', 'Online (PayU)'],
    ['paypal', 'Online (PayPal)'],
    ['test', 'Online (Test provider)'],
    ['cashfree', 'Online (cashfree)'],
    [null, 'Online'],
  ])('%s → %s', (provider, name) => {
    expect(onlinePaymentName(provider)).toBe(name);
  });
});
