// A local stand-in for the SMS gateway (MSG91's POST /api/v2/sendsms) and the WhatsApp Cloud API
// (POST /{phone-number-id}/messages) that tests and `npm run dev` talk to over HTTP. It keeps what
// it received (GET /messages), drops a repeat of the same Idempotency-Key as a real idempotent
// gateway would, and can be told to fail or to hang on the next requests (POST /faults) so tests
// can prove retries and restarts. Run on its own: `npx tsx apps/server/src/fakes/fake-sms-server.ts [port]`.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface ReceivedMessage {
  id: string;
  channel: 'SMS' | 'WHATSAPP';
  to: string;
  text: string;
  sender: string | null;
  dltTemplateId: string | null;
  unicode: boolean;
  reference: string | null;
  receivedAt: string;
}

export interface FakeSmsServer {
  url: string;
  authKey: string;
  whatsappToken: string;
  received(): ReceivedMessage[];
  /** The next `count` sends answer 503 (`hang`: are recorded and never answered). */
  fault(kind: 'fail' | 'hang', count: number): void;
  /** Requests (duplicates included) that reached the send paths. */
  requestCount(): number;
  close(): Promise<void>;
}

export const FAKE_SMS_AUTH_KEY = 'fake-msg91-key';
export const FAKE_WHATSAPP_TOKEN = 'fake-whatsapp-token';

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeSmsServer(port = 0, host = '127.0.0.1'): Promise<FakeSmsServer> {
  const received: ReceivedMessage[] = [];
  const byReference = new Map<string, string>();
  const faults: Array<'fail' | 'hang'> = [];
  const hanging: ServerResponse[] = [];
  let requests = 0;

  /** Records a message once per reference; answers the first id for a repeat. */
  function accept(message: Omit<ReceivedMessage, 'id' | 'receivedAt'>): string {
    const seen = message.reference ? byReference.get(message.reference) : undefined;
    if (seen) return seen;
    const id = randomUUID().replaceAll('-', '');
    received.push({ ...message, id, receivedAt: new Date().toISOString() });
    if (message.reference) byReference.set(message.reference, id);
    return id;
  }

  /** Applies the next fault: true when the request has been dealt with. */
  function faulted(response: ServerResponse, record: () => void): boolean {
    const next = faults.shift();
    if (next === 'fail') {
      reply(response, 503, { type: 'error', message: 'Service unavailable (fault injected)' });
      return true;
    }
    if (next === 'hang') {
      record();
      hanging.push(response);
      return true;
    }
    return false;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      return reply(response, 200, { messages: to ? received.filter((m) => m.to === to) : received });
    }
    if (request.method === 'DELETE' && url.pathname === '/messages') {
      received.length = 0;
      byReference.clear();
      return reply(response, 200, { ok: true });
    }
    if (request.method === 'POST' && url.pathname === '/faults') {
      const body = (await bodyOf(request)) as { kind?: 'fail' | 'hang'; count?: number } | null;
      for (let i = 0; i < (body?.count ?? 1); i++) faults.push(body?.kind === 'hang' ? 'hang' : 'fail');
      return reply(response, 200, { ok: true });
    }
    const reference = (request.headers['idempotency-key'] as string | undefined) ?? null;
    if (request.method === 'POST' && url.pathname === '/api/v2/sendsms') {
      requests++;
      if (request.headers.authkey !== FAKE_SMS_AUTH_KEY)
        return reply(response, 401, { type: 'error', message: 'Authentication failure' });
      const body = (await bodyOf(request)) as {
        sender?: string;
        unicode?: number;
        DLT_TE_ID?: string;
        sms?: Array<{ message?: string; to?: string[] }>;
      } | null;
      const sms = body?.sms?.[0];
      const to = sms?.to?.[0];
      if (!sms?.message || !to || !/^\d{10}$/.test(to) || !body?.sender)
        return reply(response, 400, { type: 'error', message: 'Invalid message, number or sender' });
      const message = {
        channel: 'SMS' as const,
        to,
        text: sms.message,
        sender: body.sender,
        dltTemplateId: body.DLT_TE_ID ?? null,
        unicode: body.unicode === 1,
        reference,
      };
      if (faulted(response, () => accept(message))) return;
      return reply(response, 200, { type: 'success', message: accept(message) });
    }
    const whatsapp = /^\/([^/]+)\/messages$/.exec(url.pathname);
    if (request.method === 'POST' && whatsapp) {
      requests++;
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`)
        return reply(response, 401, { error: { message: 'Invalid OAuth access token' } });
      const body = (await bodyOf(request)) as { to?: string; text?: { body?: string } } | null;
      const to = body?.to?.replace(/^91/, '');
      if (!to || !/^\d{10}$/.test(to) || !body?.text?.body)
        return reply(response, 400, { error: { message: 'Invalid parameter' } });
      const message = {
        channel: 'WHATSAPP' as const,
        to,
        text: body.text.body,
        sender: null,
        dltTemplateId: null,
        unicode: false,
        reference,
      };
      if (faulted(response, () => accept(message))) return;
      return reply(response, 200, { messages: [{ id: `wamid.${accept(message)}` }] });
    }
    reply(response, 404, { error: 'not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => reply(response, 400, { type: 'error', message: 'Bad request' }));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    authKey: FAKE_SMS_AUTH_KEY,
    whatsappToken: FAKE_WHATSAPP_TOKEN,
    received: () => [...received],
    fault(kind, count) {
      for (let i = 0; i < count; i++) faults.push(kind);
    },
    requestCount: () => requests,
    close: async () => {
      for (const response of hanging.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The settings that point the server at this fake (SMS_PROVIDER=msg91 and WhatsApp cloud). */
export function fakeSmsEnv(url: string): Record<string, string> {
  return {
    SMS_PROVIDER: 'msg91',
    SMS_API_URL: url,
    SMS_AUTH_KEY: FAKE_SMS_AUTH_KEY,
    SMS_SENDER_ID: 'STRKPR',
    SMS_DLT_TEMPLATE_IDS: 'CREDIT_OTP=1107000000000000001,PAYMENT_LINK=1107000000000000002',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_API_URL: url,
    WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 7099);
  startFakeSmsServer(port).then((fake) => {
    process.stdout.write(`Fake SMS and WhatsApp gateway at ${fake.url} (GET ${fake.url}/messages)\n`);
  });
}
