// Online payment providers of the storefront checkout. The order exists first (stock held); a
// provider takes the shopper away (redirect or auto-posted form) and comes back to a callback
// whose signature is verified here before the order is marked paid. Adapters are offered only
// where the merchant's keys are stored (payment_providers); the built-in test provider serves
// development and tests with its own page under /pay/test/….
import { createHash, createHmac, createVerify, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';

export type ProviderName = 'razorpay' | 'payu' | 'paypal' | 'test';

export interface ProviderKeys {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | null;
  isLive: boolean;
}

export interface PaymentRequest {
  /** Our reference of the attempt (online_payments.reference). */
  reference: string;
  amountPaise: number;
  orderNumber: number;
  storeName: string;
  customer: { name: string; mobile: string; email: string };
  /** Absolute URLs on this server. */
  returnUrl: string;
  cancelUrl: string;
}

/** Where the shopper goes next: a redirect, or a form the page posts (PayU, Razorpay hosted). */
export type PaymentStep =
  | { kind: 'redirect'; url: string; providerReference?: string }
  | { kind: 'form'; action: string; fields: Record<string, string>; providerReference?: string };

export interface VerifiedPayment {
  reference: string;
  providerPaymentId: string;
  paid: boolean;
  /** Paise the provider says it took, when it says. */
  amountPaise?: number;
}

export interface RefundRequest {
  /** Our reference of the paid attempt. */
  reference: string;
  /** The provider's id of the payment (Razorpay payment, PayU mihpayid, PayPal capture). */
  providerPaymentId: string;
  amountPaise: number;
}

/** Thrown when the provider refuses or cannot be reached; the message is for the merchant. */
export class RefundFailed extends Error {
  override name = 'RefundFailed';
}

export interface PaymentProvider {
  name: ProviderName;
  create(request: PaymentRequest): Promise<PaymentStep>;
  /** Asks the provider to give the money back; answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * The callback's fields (query or form body); null when the signature does not verify.
   * `expected` holds what we stored at create (the provider's order id for Razorpay/PayPal).
   */
  verify(
    fields: Record<string, string>,
    expected: { reference: string; providerReference: string | null },
  ): Promise<VerifiedPayment | null>;
}

const hmacHex = (algorithm: string, secret: string, text: string) =>
  createHmac(algorithm, secret).update(text).digest('hex');

/** Constant-time comparison of two hex/text signatures. */
export function sameSignature(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string') return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// ── Razorpay ──────────────────────────────────────────────────────────────────────────────
// Orders API creates the order; hosted checkout (POST /v1/checkout/embedded) collects the
// payment and posts razorpay_payment_id, razorpay_order_id, razorpay_signature to the callback.
// Signature (Razorpay docs, "Verify payment signature"): HMAC-SHA256 of
// `${razorpay_order_id}|${razorpay_payment_id}` with the key secret, hex.
export function razorpaySignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex('sha256', keySecret, `${orderId}|${paymentId}`);
}

export function razorpay(keys: ProviderKeys, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    name: 'razorpay',
    async create(request) {
      const auth = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
      const reply = await fetchImpl('https://api.razorpay.com/v1/orders', {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: request.amountPaise, currency: 'INR', receipt: request.reference }),
      });
      if (!reply.ok) throw new Error(`Razorpay order: ${reply.status}`);
      const order = (await reply.json()) as { id: string };
      return {
        kind: 'form',
        action: 'https://api.razorpay.com/v1/checkout/embedded',
        providerReference: order.id,
        fields: {
          key_id: keys.keyId,
          order_id: order.id,
          amount: String(request.amountPaise),
          currency: 'INR',
          name: request.storeName,
          description: `Order ${request.orderNumber}`,
          'prefill[name]': request.customer.name,
          'prefill[contact]': request.customer.mobile,
          'prefill[email]': request.customer.email,
          callback_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
      };
    },
    async verify(fields, expected) {
      const orderId = fields.razorpay_order_id;
      const paymentId = fields.razorpay_payment_id;
      if (!orderId || !paymentId || orderId !== expected.providerReference) return null;
      const wanted = razorpaySignature(orderId, paymentId, keys.keySecret);
      if (!sameSignature(fields.razorpay_signature, wanted)) return null;
      return { reference: expected.reference, providerPaymentId: paymentId, paid: true };
    },
    // Refunds API: POST /v1/payments/{id}/refund with the amount in paise.
    async refund(request) {
      const auth = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
      const reply = await callProvider('Razorpay', () =>
        fetchImpl(
          `https://api.razorpay.com/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`,
          {
            method: 'POST',
            headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: request.amountPaise, receipt: request.reference }),
          },
        ),
      );
      const body = (await reply.json().catch(() => ({}))) as {
        id?: string;
        error?: { description?: string };
      };
      if (!reply.ok || !body.id)
        throw new RefundFailed(
          `Razorpay refused the refund: ${body.error?.description ?? `HTTP ${reply.status}`}`,
        );
      return { refundId: body.id };
    },
  };
}

/** The provider call; a network failure is a refund failure the merchant can retry. */
async function callProvider(name: string, call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new RefundFailed(`${name} could not be reached.`);
  }
}

// ── PayU ──────────────────────────────────────────────────────────────────────────────────
// Hosted checkout: a form posted to /_payment with the request hash; PayU posts back to surl or
// furl with the reverse hash (PayU docs, "Generate hash" / "Verify hash"):
//   request: sha512(key|txnid|amount|productinfo|firstname|email|udf1|…|udf5||||||SALT)
//   reply:   sha512(SALT|status||||||udf5|…|udf1|email|firstname|productinfo|amount|txnid|key)
export function payuRequestHash(f: Record<string, string>, salt: string): string {
  const udf = [1, 2, 3, 4, 5].map((n) => f[`udf${n}`] ?? '');
  const text = [
    f.key,
    f.txnid,
    f.amount,
    f.productinfo,
    f.firstname,
    f.email,
    ...udf,
    '',
    '',
    '',
    '',
    '',
    salt,
  ].join('|');
  return createHash('sha512').update(text).digest('hex');
}

export function payuResponseHash(f: Record<string, string>, salt: string): string {
  const udf = [5, 4, 3, 2, 1].map((n) => f[`udf${n}`] ?? '');
  const head = f.additionalCharges ? [f.additionalCharges, salt] : [salt];
  const text = [
    ...head,
    f.status,
    '',
    '',
    '',
    '',
    '',
    ...udf,
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ].join('|');
  return createHash('sha512').update(text).digest('hex');
}

export function payu(keys: ProviderKeys, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    name: 'payu',
    async create(request) {
      const fields: Record<string, string> = {
        key: keys.keyId,
        txnid: request.reference,
        amount: paiseToRupees(request.amountPaise),
        productinfo: `Order ${request.orderNumber}`,
        firstname: request.customer.name,
        email: request.customer.email || 'noreply@example.com',
        phone: request.customer.mobile,
        surl: request.returnUrl,
        furl: request.returnUrl,
      };
      fields.hash = payuRequestHash(fields, keys.keySecret);
      return {
        kind: 'form',
        action: keys.isLive ? 'https://secure.payu.in/_payment' : 'https://test.payu.in/_payment',
        fields,
      };
    },
    async verify(fields, expected) {
      if (fields.txnid !== expected.reference || fields.key !== keys.keyId) return null;
      if (!sameSignature(fields.hash, payuResponseHash(fields, keys.keySecret))) return null;
      const amount = rupeesToPaiseOrNull(fields.amount ?? '');
      return {
        reference: expected.reference,
        providerPaymentId: fields.mihpayid ?? '',
        paid: fields.status === 'success',
        ...(amount !== null ? { amountPaise: amount } : {}),
      };
    },
    // Merchant postservice, command cancel_refund_transaction; hash = sha512(key|command|var1|salt).
    async refund(request) {
      const command = 'cancel_refund_transaction';
      const fields = new URLSearchParams({
        key: keys.keyId,
        command,
        var1: request.providerPaymentId,
        var2: `${request.reference}r`,
        var3: paiseToRupees(request.amountPaise),
        hash: createHash('sha512')
          .update(`${keys.keyId}|${command}|${request.providerPaymentId}|${keys.keySecret}`)
          .digest('hex'),
      });
      const host = keys.isLive ? 'https://info.payu.in' : 'https://test.payu.in';
      const reply = await callProvider('PayU', () =>
        fetchImpl(`${host}/merchant/postservice.php?form=2`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: fields.toString(),
        }),
      );
      const body = (await reply.json().catch(() => ({}))) as {
        status?: number;
        msg?: string;
        request_id?: string;
      };
      if (!reply.ok || body.status !== 1 || !body.request_id)
        throw new RefundFailed(`PayU refused the refund: ${body.msg ?? `HTTP ${reply.status}`}`);
      return { refundId: body.request_id };
    },
  };
}

// ── PayPal ────────────────────────────────────────────────────────────────────────────────
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

// ── Built-in test provider ────────────────────────────────────────────────────────────────
// Development and tests only: /pay/test/{reference} shows Pay / Fail buttons; they post back
// to the return URL with an HMAC-SHA256 of `${reference}|${status}` under the server's secret.
export function testSignature(reference: string, status: string, secret: string): string {
  return hmacHex('sha256', secret, `${reference}|${status}`);
}

export function testProvider(secret: string, payPagePath: (reference: string) => string): PaymentProvider {
  return {
    name: 'test',
    async create(request) {
      return { kind: 'redirect', url: payPagePath(request.reference) };
    },
    async verify(fields, expected) {
      const status = fields.status;
      if (fields.reference !== expected.reference || (status !== 'success' && status !== 'failure'))
        return null;
      if (!sameSignature(fields.signature, testSignature(expected.reference, status, secret))) return null;
      return {
        reference: expected.reference,
        providerPaymentId: `test_${expected.reference}`,
        paid: status === 'success',
      };
    },
    async refund(request) {
      return { refundId: `test_refund_${request.reference}` };
    },
  };
}
