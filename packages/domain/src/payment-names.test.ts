import { describe, expect, it } from 'vitest';
import { onlinePaymentName, paymentModeName } from './payment-names.ts';

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

describe('the name of a payment mode', () => {
  it.each([
    ['CASH', null, 'Cash'],
    ['CARD', null, 'Card'],
    ['UPI', null, 'UPI'],
    ['CREDIT', null, 'Credit (khata)'],
    ['ONLINE', 'payu', 'Online (PayU)'],
    ['ONLINE', null, 'Online'],
  ])('%s (%s) → %s', (mode, provider, name) => {
    expect(paymentModeName(mode, provider)).toBe(name);
  });
});
