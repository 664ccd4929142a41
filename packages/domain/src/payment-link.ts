// When a payment link cannot be made (shared-blocks §4, §8) and when the KYC notification shows (§6).
import { KYC_APPROVED } from './supplier.ts';

export const PAYMENT_LINK_CASES = [
  'enableOnlinePayment',
  'kycNotReviewed',
  'kycReviewPending',
  'notConfigured',
  'unavailable',
] as const;
export type PaymentLinkCase = (typeof PAYMENT_LINK_CASES)[number];

/** 'Cannot {type} Payment Link', e.g. 'Cannot Create Payment Link'. */
export const paymentLinkTitle = (type: string) => `Cannot ${type} Payment Link`;

/**
 * Reasons. Only the 'unavailable' text is quoted in the spec; the other four are written from
 * its paraphrase (online payments enabled; KYC and bank details added and approved; wait for
 * KYC approval; configure the provider settings).
 */
export const PAYMENT_LINK_MESSAGES: Record<PaymentLinkCase, string> = {
  enableOnlinePayment: 'Online payments must be enabled to use payment links.',
  kycNotReviewed: 'KYC and bank details must be added and approved to use payment links.',
  kycReviewPending: 'Please wait for KYC approval to use payment links.',
  notConfigured: 'Please configure the payment provider settings to use payment links.',
  unavailable:
    'Online Payments Unavailable - Due to security reasons, online payment is disabled for this account.',
};

/** Without SETTINGS:MENU the payment modals offer only this button. */
export const PAYMENT_MODAL_ACK_BUTTON = 'Okay, Got it';

export interface PaymentLinkAccount {
  isEnabledOnlinePayment: boolean;
  onlinePaymentMode: string;
  kycStatus: string | null | undefined;
  /** Whether the chosen non-jdpay provider has its keys saved. */
  isProviderConfigured: boolean;
  /** Disabled by the platform for security reasons. */
  isOnlinePaymentBlocked?: boolean;
}

/**
 * The refusal case, or null when a link can be made. jdpay depends on KYC (PENDING waits,
 * anything else unapproved needs details); other providers need their settings. The spec
 * lists the cases but not their order; a platform block is checked first.
 */
export function paymentLinkRefusal(account: PaymentLinkAccount): PaymentLinkCase | null {
  if (account.isOnlinePaymentBlocked) return 'unavailable';
  if (!account.isEnabledOnlinePayment) return 'enableOnlinePayment';
  if (account.onlinePaymentMode === 'jdpay') {
    if (account.kycStatus === KYC_APPROVED) return null;
    return account.kycStatus === 'PENDING' ? 'kycReviewPending' : 'kycNotReviewed';
  }
  return account.isProviderConfigured ? null : 'notConfigured';
}

/** What a payment link from an order offers: the store's online payment provider, or its UPI ID. */
export type PaymentLinkKind = 'ONLINE' | 'UPI';

export type PaymentLinkPlan =
  | { kind: PaymentLinkKind; refusal: null }
  | { kind: null; refusal: PaymentLinkCase };

/**
 * The link an order gets: through the online payment provider when none of the five refusals
 * applies; else, when the store has a UPI ID in its bank details, a link whose page offers the
 * UPI intent (money goes straight to the store, so the provider's cases do not stop it); else the
 * refusal. A platform block ('unavailable', for security) stops every link.
 */
export function paymentLinkPlan(
  account: PaymentLinkAccount & {
    hasUpiId: boolean;
    /** The server has a provider to take the payment (jdpay's approval alone does not give one). */
    providerReady: boolean;
  },
): PaymentLinkPlan {
  const checked = paymentLinkRefusal(account);
  const refusal = checked === null && !account.providerReady ? 'notConfigured' : checked;
  if (refusal === null) return { kind: 'ONLINE', refusal: null };
  if (refusal !== 'unavailable' && account.hasUpiId) return { kind: 'UPI', refusal: null };
  return { kind: null, refusal };
}

/** The line with the link that ends the payment-reminder message. */
export const paymentLinkLine = (url: string) => `Pay here: ${url}`;

/** Country id 100 with jdpay and non-approved KYC gives a KYC notification. */
export function needsKycNotification(account: {
  countryId: number;
  onlinePaymentMode: string;
  kycStatus: string | null | undefined;
}): boolean {
  return (
    account.countryId === 100 && account.onlinePaymentMode === 'jdpay' && account.kycStatus !== KYC_APPROVED
  );
}
