// A local stand-in for a browser push service (what FCM or Mozilla's autopush are to a real
// browser): it hands out subscriptions (endpoint and keys, as PushManager.subscribe would), takes
// the server's Web Push requests, checks their VAPID signature, decrypts them with the
// subscription's private key and keeps them (GET /pushes). Journeys then hand a received message
// to the browser's service worker (Chromium's ServiceWorker.deliverPushMessage), as the push
// service would have. Run on its own: `npx tsx apps/server/src/fakes/fake-push-service.ts [port]`.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { decryptPayload } from '../modules/messages/index.ts';

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload (the notification JSON the server sent). */
  payload: string;
  ttl: string | null;
  receivedAt: string;
}

export interface FakePushService {
  url: string;
  /** A new subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  received(): ReceivedPush[];
  /** The subscription answers 410 Gone from now on (the browser unsubscribed). */
  expire(endpoint: string): void;
  close(): Promise<void>;
}

interface Subscription {
  uaPrivate: Buffer;
  uaPublic: Buffer;
  authSecret: Buffer;
  gone: boolean;
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8292: the JWT is signed by the key named in k=, for this service's origin, not expired. */
function vapidValid(header: string | undefined, origin: string): boolean {
  const match = /^vapid t=([\w-]+\.[\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return false;
  const [, unsigned = '', signature = '', publicKey = ''] = match;
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const ok = verify(
    'sha256',
    Buffer.from(unsigned),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(unsigned.split('.')[1] ?? '', 'base64url').toString()) as {
    aud?: string;
    exp?: number;
  };
  return ok && claims.aud === origin && (claims.exp ?? 0) > Date.now() / 1000;
}

export async function startFakePushService(port = 0, host = '127.0.0.1'): Promise<FakePushService> {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  let url = '';

  const subscribe = () => {
    const ecdh = createECDH('prime256v1');
    const uaPublic = ecdh.generateKeys();
    const id = randomUUID();
    const authSecret = randomBytes(16);
    subscriptions.set(id, { uaPrivate: ecdh.getPrivateKey(), uaPublic, authSecret, gone: false });
    return {
      endpoint: `${url}/push/${id}`,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    };
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'POST' && path === '/subscriptions') return reply(response, 201, subscribe());
    if (request.method === 'GET' && path === '/pushes') return reply(response, 200, { pushes: received });
    const push = /^\/push\/([\w-]+)$/.exec(path);
    if (request.method === 'POST' && push) {
      const id = push[1] as string;
      const subscription = subscriptions.get(id);
      if (!subscription || subscription.gone) return reply(response, 410, { error: 'subscription gone' });
      if (!vapidValid(request.headers.authorization, url))
        return reply(response, 403, { error: 'bad VAPID' });
      if (request.headers['content-encoding'] !== 'aes128gcm')
        return reply(response, 415, { error: 'aes128gcm only' });
      const payload = decryptPayload(await bodyOf(request), subscription);
      received.push({
        subscriptionId: id,
        payload,
        ttl: (request.headers.ttl as string | undefined) ?? null,
        receivedAt: new Date().toISOString(),
      });
      response.writeHead(201, { location: `${url}/message/${randomUUID()}` });
      return response.end();
    }
    reply(response, 404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => reply(response, 400, { error: 'bad request' }));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    subscribe,
    received: () => [...received],
    expire(endpoint) {
      const subscription = subscriptions.get(endpoint.split('/').at(-1) ?? '');
      if (subscription) subscription.gone = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startFakePushService(Number(process.argv[2] ?? 7098)).then((fake) => {
    process.stdout.write(`Push service stand-in at ${fake.url} (POST /subscriptions, GET /pushes)\n`);
  });
}
