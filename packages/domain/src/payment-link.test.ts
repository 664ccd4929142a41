import { describe, expect, it } from 'vitest';
import {
  needsKycNotification,
  PAYMENT_LINK_CASES,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_MODAL_ACK_BUTTON,
  type PaymentLinkAccount,
  paymentLinkPlan,
  paymentLinkRefusal,
  paymentLinkTitle,
} from './payment-link.ts';

const ready: PaymentLinkAccount = {
  isEnabledOnlinePayment: true,
  onlinePaymentMode: 'jdpay',
  kycStatus: 'APPROVED',
  isProviderConfigured: false,
};

describe('payment link refusal cases', () => {
  it('has the five cases and the spec texts', () => {
    expect(PAYMENT_LINK_CASES).toEqual([
      'enableOnlinePayment',
      'kycNotReviewed',
      'kycReviewPending',
      'notConfigured',
      'unavailable',
    ]);
    expect(paymentLinkTitle('Create')).toBe('Cannot Create Payment Link');
    expect(PAYMENT_LINK_MESSAGES.unavailable).toBe(
      'Online Payments Unavailable - Due to security reasons, online payment is disabled for this account.',
    );
    expect(PAYMENT_MODAL_ACK_BUTTON).toBe('Okay, Got it');
  });

  it.each<[string, Partial<PaymentLinkAccount>, string | null]>([
    ['jdpay with approved KYC', {}, null],
    ['blocked for security', { isOnlinePaymentBlocked: true }, 'unavailable'],
    ['online payments off', { isEnabledOnlinePayment: false }, 'enableOnlinePayment'],
    ['KYC not submitted', { kycStatus: 'NOT_SUBMITTED' }, 'kycNotReviewed'],
    ['KYC rejected', { kycStatus: 'REJECTED' }, 'kycNotReviewed'],
    ['no KYC at all', { kycStatus: null }, 'kycNotReviewed'],
    ['KYC pending', { kycStatus: 'PENDING' }, 'kycReviewPending'],
    ['razorpay without keys', { onlinePaymentMode: 'razorpay', kycStatus: null }, 'notConfigured'],
    ['razorpay with keys', { onlinePaymentMode: 'razorpay', isProviderConfigured: true }, null],
  ])('%s → %s', (_case, patch, refusal) => {
    expect(paymentLinkRefusal({ ...ready, ...patch })).toBe(refusal);
  });
});

describe('what a payment link from an order offers', () => {
  const base = { ...ready, hasUpiId: false, providerReady: true };
  it.each<[string, Partial<typeof base>, { kind: string | null; refusal: string | null }]>([
    ['a provider ready', {}, { kind: 'ONLINE', refusal: null }],
    ['a provider ready and a UPI ID', { hasUpiId: true }, { kind: 'ONLINE', refusal: null }],
    [
      'online payments off, no UPI ID',
      { isEnabledOnlinePayment: false },
      { kind: null, refusal: 'enableOnlinePayment' },
    ],
    [
      'online payments off, a UPI ID',
      { isEnabledOnlinePayment: false, hasUpiId: true },
      { kind: 'UPI', refusal: null },
    ],
    ['KYC pending, a UPI ID', { kycStatus: 'PENDING', hasUpiId: true }, { kind: 'UPI', refusal: null }],
    [
      'approved but no provider to take it',
      { providerReady: false },
      { kind: null, refusal: 'notConfigured' },
    ],
    [
      'approved, no provider, a UPI ID',
      { providerReady: false, hasUpiId: true },
      { kind: 'UPI', refusal: null },
    ],
    [
      'blocked for security, even with a UPI ID',
      { isOnlinePaymentBlocked: true, hasUpiId: true },
      { kind: null, refusal: 'unavailable' },
    ],
  ])('%s', (_case, patch, plan) => {
    expect(paymentLinkPlan({ ...base, ...patch })).toEqual(plan);
  });
});

describe('KYC notification: country 100 + jdpay + not APPROVED', () => {
  it.each([
    [100, 'jdpay', 'PENDING', true],
    [100, 'jdpay', null, true],
    [100, 'jdpay', 'APPROVED', false],
    [100, 'paypal', 'PENDING', false],
    [1, 'jdpay', 'PENDING', false],
  ])('country %i, %s, KYC %s → %s', (countryId, onlinePaymentMode, kycStatus, shown) => {
    expect(needsKycNotification({ countryId, onlinePaymentMode, kycStatus })).toBe(shown);
  });
});
