// PayPal's webhook for the storefront's payments: the event is verified offline against PayPal's
// signing certificate (verifyPaypalWebhook) with the merchant's webhook id, then a completed
// capture marks the attempt paid and a denied one failed, once, as the return callback does; a
// capture for an order already paid is refunded, not added.
import type { PaypalWebhookReply } from '@storekeep/domain/checkout-api';
import { rupeesToPaiseOrNull } from '@storekeep/domain/money';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Shop } from './internal.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as pq from './payment-queries.ts';
import { fetchPaypalCert, verifyPaypalWebhook } from './payments/paypal.ts';
import * as q from './queries.ts';
import { settlePayment } from './settle-payment.ts';

export const PAYPAL_WEBHOOK_MESSAGES = {
  notSetUp: 'PayPal webhooks are not set up for this store.',
  unverified: 'The webhook could not be verified.',
  amount: 'The webhook amount does not match the payment.',
} as const;

const PAID_EVENTS = new Set(['PAYMENT.CAPTURE.COMPLETED']);
const FAILED_EVENTS = new Set(['PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.DECLINED']);

interface CaptureEvent {
  event_type?: string;
  resource?: {
    id?: string;
    custom_id?: string;
    amount?: { value?: string; currency_code?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

export async function receivePaypalWebhook(
  db: Db,
  deps: PaymentDeps,
  shop: Shop,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<PaypalWebhookReply> {
  const keys = (await q.findProviders(db, shop.supplierId)).find((r) => r.provider === 'paypal');
  // The merchant stores PayPal's webhook id where other providers keep their webhook secret.
  const webhookId = keys?.webhookSecret;
  if (!webhookId) throw notFound(PAYPAL_WEBHOOK_MESSAGES.notSetUp);
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  };
  const certPem = await fetchPaypalCert(header('paypal-cert-url'), deps.fetch);
  const verified =
    certPem !== null &&
    header('paypal-auth-algo').toUpperCase() === 'SHA256WITHRSA' &&
    verifyPaypalWebhook(
      {
        transmissionId: header('paypal-transmission-id'),
        transmissionTime: header('paypal-transmission-time'),
        transmissionSig: header('paypal-transmission-sig'),
        certPem,
      },
      webhookId,
      rawBody,
    );
  if (!verified) throw invalid(PAYPAL_WEBHOOK_MESSAGES.unverified);

  let event: CaptureEvent;
  try {
    event = JSON.parse(rawBody) as CaptureEvent;
  } catch {
    throw invalid(PAYPAL_WEBHOOK_MESSAGES.unverified);
  }
  const type = event.event_type ?? '';
  if (!PAID_EVENTS.has(type) && !FAILED_EVENTS.has(type)) return { result: 'ignored' };
  const capture = event.resource ?? {};
  const byReference = capture.custom_id
    ? await pq.findPayment(db, shop.supplierId, capture.custom_id)
    : undefined;
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  const payment =
    byReference ??
    (orderId ? await pq.findPaymentByProviderId(db, shop.supplierId, 'paypal', orderId) : undefined);
  if (payment?.provider !== 'paypal') return { result: 'ignored' };
  const paid = PAID_EVENTS.has(type);
  if (paid) {
    const paise = rupeesToPaiseOrNull(capture.amount?.value ?? '');
    if (capture.amount?.currency_code !== 'INR' || paise !== payment.amountPaise)
      throw invalid(PAYPAL_WEBHOOK_MESSAGES.amount);
  }
  const settled = await settlePayment(db, deps, shop.supplierId, payment, {
    paid,
    providerPaymentId: capture.id ?? '',
  });
  if (settled === 'refunded') return { result: 'refunded', reference: payment.reference };
  return { result: 'settled', reference: payment.reference, paid: settled === 'paid' };
}
