// The Web Push protocol with node:crypto: the payload encrypted for the browser's subscription
// (RFC 8291, aes128gcm, RFC 8188 framing) and the VAPID authorisation (RFC 8292: an ES256 JWT
// for the push service's origin). The `web-push` package does the same; this keeps the server
// free of another dependency for about sixty lines of standard crypto (decision 0101).
import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createPrivateKey,
  hkdfSync,
  randomBytes,
  sign,
} from 'node:crypto';

export interface PushSubscriptionKeys {
  endpoint: string;
  /** The browser's P-256 public key, base64url (uncompressed point, 65 bytes). */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const RECORD_SIZE = 4096;

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4: the content key and nonce from the ECDH secret, the auth secret and the salt. */
export function contentKeys(input: {
  ecdhSecret: Buffer;
  authSecret: Buffer;
  uaPublic: Buffer;
  asPublic: Buffer;
  salt: Buffer;
}): { key: Buffer; nonce: Buffer } {
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), input.uaPublic, input.asPublic]);
  const ikm = hkdf(input.ecdhSecret, input.authSecret, keyInfo, 32);
  return {
    key: hkdf(ikm, input.salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    nonce: hkdf(ikm, input.salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  };
}

/** The request body for one push message: salt, record size, our public key, then the record. */
export function encryptPayload(subscription: PushSubscriptionKeys, payload: string): Buffer {
  const uaPublic = Buffer.from(subscription.p256dh, 'base64url');
  const authSecret = Buffer.from(subscription.auth, 'base64url');
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const salt = randomBytes(16);
  const { key, nonce } = contentKeys({
    ecdhSecret: ecdh.computeSecret(uaPublic),
    authSecret,
    uaPublic,
    asPublic,
    salt,
  });
  const cipher = createCipheriv('aes-128-gcm', key, nonce);
  // One record: the payload and the last-record delimiter 0x02.
  const body = Buffer.concat([
    cipher.update(Buffer.concat([Buffer.from(payload), Buffer.from([2])])),
    cipher.final(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body, cipher.getAuthTag()]);
}

/** The receiving side (a browser; here the local push service stand-in). */
export function decryptPayload(
  body: Buffer,
  keys: { uaPrivate: Buffer; uaPublic: Buffer; authSecret: Buffer },
) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.uaPrivate);
  const { key, nonce } = contentKeys({
    ecdhSecret: ecdh.computeSecret(asPublic),
    authSecret: keys.authSecret,
    uaPublic: keys.uaPublic,
    asPublic,
    salt,
  });
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT signed with our key for the endpoint's origin>, k=<our public key>`. */
export function vapidAuthorization(endpoint: string, vapid: VapidKeys, now = new Date()): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + 12 * 3600,
    sub: vapid.subject,
  };
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: vapid.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signature = sign('sha256', Buffer.from(unsigned), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${vapid.publicKey}`;
}

export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** Sends one push message; 404/410 mean the subscription is gone, anything else is only logged. */
export async function sendWebPush(
  subscription: PushSubscriptionKeys,
  payload: string,
  vapid: VapidKeys,
  fetchImpl: typeof fetch = fetch,
): Promise<{ outcome: PushOutcome; status: number }> {
  const response = await fetchImpl(subscription.endpoint, {
    method: 'POST',
    headers: {
      authorization: vapidAuthorization(subscription.endpoint, vapid),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(24 * 3600),
      urgency: 'high',
    },
    body: new Uint8Array(encryptPayload(subscription, payload)),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return { outcome: 'delivered', status: response.status };
  return {
    outcome: response.status === 404 || response.status === 410 ? 'gone' : 'failed',
    status: response.status,
  };
}
