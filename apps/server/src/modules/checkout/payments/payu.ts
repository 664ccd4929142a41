// PayU: the hosted checkout form with its request hash, the reverse hash on the callback, and
// refunds through the merchant postservice.
import { createHash } from 'node:crypto';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import {
  callProvider,
  type PaymentProvider,
  type ProviderKeys,
  RefundFailed,
  sameSignature,
} from './provider.ts';

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
        productinfo: request.description ?? `Order ${request.orderNumber}`,
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
