// PayPal: Orders v2 with capture on return, webhooks verified offline against PayPal's signing
// certificate, refunds of a capture through Payments v2.
import { createVerify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { paiseToRupees } from '@storekeep/domain/money';
import { callProvider, type PaymentProvider, type ProviderKeys, RefundFailed } from './provider.ts';

// Orders v2: create the order, send the shopper to its approve link, capture on return (the
// capture reply is the proof). Webhooks are verified offline (PayPal docs, "Verify webhook
// signature", self-verification): the transmission signature is SHA256withRSA over
// `${transmission_id}|${transmission_time}|${webhook_id}|${crc32(raw body)}` with the cert at
// paypal-cert-url (fetched and checked to be PayPal's by the caller).
export function paypalSignedText(
  h: { transmissionId: string; transmissionTime: string },
  webhookId: string,
  rawBody: string,
): string {
  return `${h.transmissionId}|${h.transmissionTime}|${webhookId}|${crc32(Buffer.from(rawBody))}`;
}

export function verifyPaypalWebhook(
  h: { transmissionId: string; transmissionTime: string; transmissionSig: string; certPem: string },
  webhookId: string,
  rawBody: string,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(paypalSignedText(h, webhookId, rawBody))
      .verify(h.certPem, h.transmissionSig, 'base64');
  } catch {
    return false;
  }
}

export function paypal(keys: ProviderKeys, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const api = keys.isLive ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
  async function token(): Promise<string> {
    const auth = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
    const reply = await fetchImpl(`${api}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!reply.ok) throw new Error(`PayPal token: ${reply.status}`);
    return ((await reply.json()) as { access_token: string }).access_token;
  }
  return {
    name: 'paypal',
    async create(request) {
      const reply = await fetchImpl(`${api}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.reference,
              // Comes back on the capture in webhooks: the attempt the event is about.
              custom_id: request.reference,
              amount: { currency_code: 'INR', value: paiseToRupees(request.amountPaise) },
            },
          ],
          application_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl },
        }),
      });
      if (!reply.ok) throw new Error(`PayPal order: ${reply.status}`);
      const order = (await reply.json()) as { id: string; links: Array<{ rel: string; href: string }> };
      const approve = order.links.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
      if (!approve) throw new Error('PayPal order without an approve link');
      return { kind: 'redirect', url: approve.href, providerReference: order.id };
    },
    async verify(fields, expected) {
      if (!fields.token || fields.token !== expected.providerReference) return null;
      const reply = await fetchImpl(`${api}/v2/checkout/orders/${encodeURIComponent(fields.token)}/capture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      });
      if (!reply.ok) return { reference: expected.reference, providerPaymentId: fields.token, paid: false };
      const captured = (await reply.json()) as { id: string; status: string };
      return {
        reference: expected.reference,
        providerPaymentId: captured.id,
        paid: captured.status === 'COMPLETED',
      };
    },
    // Payments v2: POST /v2/payments/captures/{capture_id}/refund.
    async refund(request) {
      const bearer = await token().catch(() => {
        throw new RefundFailed('PayPal refused the keys.');
      });
      const reply = await callProvider('PayPal', () =>
        fetchImpl(`${api}/v2/payments/captures/${encodeURIComponent(request.providerPaymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            'paypal-request-id': `${request.reference}-refund`,
          },
          body: JSON.stringify({
            amount: { currency_code: 'INR', value: paiseToRupees(request.amountPaise) },
          }),
        }),
      );
      const body = (await reply.json().catch(() => ({}))) as {
        id?: string;
        status?: string;
        message?: string;
      };
      if (!reply.ok || !body.id || body.status === 'FAILED' || body.status === 'CANCELLED')
        throw new RefundFailed(
          `PayPal refused the refund: ${body.message ?? body.status ?? `HTTP ${reply.status}`}`,
        );
      return { refundId: body.id };
    },
  };
}

/** PayPal signs with certificates it serves itself: an https URL on paypal.com, nothing else. */
export function isPaypalCertUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (u.hostname === 'paypal.com' || u.hostname.endsWith('.paypal.com'));
  } catch {
    return false;
  }
}

/** The signing certificate (PEM) at paypal-cert-url; null when not PayPal's or not served. */
export async function fetchPaypalCert(url: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  if (!isPaypalCertUrl(url)) return null;
  try {
    const reply = await fetchImpl(url);
    if (!reply.ok) return null;
    const pem = await reply.text();
    return pem.includes('-----BEGIN ') ? pem : null;
  } catch {
    return null;
  }
}
