// Razorpay: an order through the Orders API, then the hosted checkout; refunds through the
// Refunds API.
import {
  callProvider,
  hmacHex,
  type PaymentProvider,
  type ProviderKeys,
  RefundFailed,
  sameSignature,
} from './provider.ts';

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
          description: request.description ?? `Order ${request.orderNumber}`,
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
