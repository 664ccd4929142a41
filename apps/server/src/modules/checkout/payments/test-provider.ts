// The built-in test provider: no money moves.
import { hmacHex, type PaymentProvider, sameSignature } from './provider.ts';

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
