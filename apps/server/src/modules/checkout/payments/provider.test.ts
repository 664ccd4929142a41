// Each adapter's callback verification by its provider's documented signature scheme; no network
// (the adapters' create calls get a fetch that records the request).
import { createHash, createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { paypalSignedText, verifyPaypalWebhook } from './paypal.ts';
import { payu, payuRequestHash, payuResponseHash } from './payu.ts';
import { razorpay } from './razorpay.ts';
import { testProvider, testSignature } from './test-provider.ts';

const keys = { keyId: 'rzp_test_1', keySecret: 'secret_abc', isLive: false };
const expected = { reference: 'sk1', providerReference: 'order_9A33XWu170gUtm' };

describe('Razorpay', () => {
  it('verifies HMAC-SHA256(order_id|payment_id, key secret) and refuses a wrong or foreign one', async () => {
    const provider = razorpay(keys, (() => {
      throw new Error('no network');
    }) as unknown as typeof fetch);
    const signature = createHmac('sha256', 'secret_abc')
      .update('order_9A33XWu170gUtm|pay_29QQoUBi66xm2f')
      .digest('hex');
    const fields = {
      razorpay_order_id: 'order_9A33XWu170gUtm',
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_signature: signature,
    };
    expect(await provider.verify(fields, expected)).toEqual({
      reference: 'sk1',
      providerPaymentId: 'pay_29QQoUBi66xm2f',
      paid: true,
    });
    expect(
      await provider.verify({ ...fields, razorpay_signature: signature.replace(/.$/, '0') }, expected),
    ).toBeNull();
    expect(await provider.verify({ ...fields, razorpay_payment_id: 'pay_other' }, expected)).toBeNull();
    // A signature for another of our orders does not pay this one.
    expect(await provider.verify(fields, { ...expected, providerReference: 'order_other' })).toBeNull();
  });

  it('creates the Razorpay order with basic auth and posts to hosted checkout', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'order_X' }), { status: 200 });
    }) as unknown as typeof fetch;
    const step = await razorpay(keys, fake).create({
      reference: 'sk1',
      amountPaise: 12_345,
      orderNumber: 7,
      storeName: 'Shop',
      customer: { name: 'A', mobile: '9845012345', email: '' },
      returnUrl: 'https://x/return',
      cancelUrl: 'https://x/order',
    });
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 12_345,
      currency: 'INR',
      receipt: 'sk1',
    });
    expect(step).toMatchObject({
      kind: 'form',
      providerReference: 'order_X',
      fields: { order_id: 'order_X', key_id: 'rzp_test_1' },
    });
  });
});

describe('PayU', () => {
  const salt = 'SALT1';
  const payuKeys = { keyId: 'gtKFFx', keySecret: salt, isLive: false };
  it('signs the request as sha512(key|txnid|amount|productinfo|firstname|email|udf1..5||||||SALT)', async () => {
    const step = await payu(payuKeys).create({
      reference: 'sk1',
      amountPaise: 10_050,
      orderNumber: 3,
      storeName: 'Shop',
      customer: { name: 'Asha', mobile: '9845012345', email: 'a@example.com' },
      returnUrl: 'https://x/return',
      cancelUrl: 'https://x/order',
    });
    if (step.kind !== 'form') throw new Error('form expected');
    const text = `gtKFFx|sk1|100.50|Order 3|Asha|a@example.com|||||||||||${salt}`;
    expect(step.fields.hash).toBe(createHash('sha512').update(text).digest('hex'));
    expect(step.fields.hash).toBe(payuRequestHash(step.fields, salt));
    expect(step.action).toBe('https://test.payu.in/_payment');
  });

  it('verifies the reverse hash sha512(SALT|status||||||udf5..1|email|firstname|productinfo|amount|txnid|key)', async () => {
    const reply: Record<string, string> = {
      key: 'gtKFFx',
      txnid: 'sk1',
      amount: '100.50',
      productinfo: 'Order 3',
      firstname: 'Asha',
      email: 'a@example.com',
      status: 'success',
      mihpayid: '403993715521937565',
    };
    const text = `${salt}|success|||||||||||a@example.com|Asha|Order 3|100.50|sk1|gtKFFx`;
    reply.hash = createHash('sha512').update(text).digest('hex');
    expect(payuResponseHash(reply, salt)).toBe(reply.hash);
    const provider = payu(payuKeys);
    expect(await provider.verify(reply, { reference: 'sk1', providerReference: null })).toEqual({
      reference: 'sk1',
      providerPaymentId: '403993715521937565',
      paid: true,
      amountPaise: 10_050,
    });
    // Tampered status or amount breaks the hash.
    expect(
      await provider.verify({ ...reply, amount: '1.00' }, { reference: 'sk1', providerReference: null }),
    ).toBeNull();
    expect(
      await provider.verify({ ...reply, status: 'failure' }, { reference: 'sk1', providerReference: null }),
    ).toBeNull();
    const failure: Record<string, string> = { ...reply, status: 'failure' };
    failure.hash = payuResponseHash(failure, salt);
    expect((await provider.verify(failure, { reference: 'sk1', providerReference: null }))?.paid).toBe(false);
  });
});

describe('PayPal webhook', () => {
  it('verifies SHA256withRSA over transmission_id|time|webhook_id|crc32(body) with the cert', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED"}';
    const h = { transmissionId: 'abc-123', transmissionTime: '2026-11-23T10:00:00Z' };
    const signed = paypalSignedText(h, 'WEBHOOK_ID', body);
    expect(signed).toBe(`abc-123|2026-11-23T10:00:00Z|WEBHOOK_ID|${crc32(Buffer.from(body))}`);
    const transmissionSig = createSign('RSA-SHA256').update(signed).sign(privateKey, 'base64');
    const certPem = publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(verifyPaypalWebhook({ ...h, transmissionSig, certPem }, 'WEBHOOK_ID', body)).toBe(true);
    expect(verifyPaypalWebhook({ ...h, transmissionSig, certPem }, 'WEBHOOK_ID', `${body} `)).toBe(false);
    expect(verifyPaypalWebhook({ ...h, transmissionSig, certPem }, 'OTHER', body)).toBe(false);
    expect(
      verifyPaypalWebhook({ ...h, transmissionSig: 'garbage', certPem: 'not a pem' }, 'WEBHOOK_ID', body),
    ).toBe(false);
  });
});

describe('built-in test provider', () => {
  it('verifies HMAC-SHA256(reference|status) under the server secret', async () => {
    const provider = testProvider('s3cret', (r) => `/pay/test/${r}`);
    const ok = { reference: 'sk1', status: 'success', signature: testSignature('sk1', 'success', 's3cret') };
    expect(await provider.verify(ok, { reference: 'sk1', providerReference: null })).toMatchObject({
      paid: true,
    });
    expect(
      await provider.verify({ ...ok, status: 'failure' }, { reference: 'sk1', providerReference: null }),
    ).toBeNull();
    expect(await provider.verify(ok, { reference: 'sk2', providerReference: null })).toBeNull();
    expect(
      await provider.verify(
        { ...ok, signature: testSignature('sk1', 'success', 'other') },
        { reference: 'sk1', providerReference: null },
      ),
    ).toBeNull();
  });
});
