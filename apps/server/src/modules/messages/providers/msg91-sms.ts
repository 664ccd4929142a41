// SMS through MSG91's documented HTTP API (POST /api/v2/sendsms, `authkey` header), with the DLT
// content template id (DLT_TE_ID) Indian rules require on every business SMS and the sender id
// (six letters, registered on DLT). Unicode texts (every Indian script) are sent with unicode=1.
import { type MessageProvider, PermanentSendError } from './provider.ts';

export interface Msg91Settings {
  /** Base URL: https://api.msg91.com in production, the fake SMS server's address in tests. */
  url: string;
  authKey: string;
  senderId: string;
  /** Route 4 is MSG91's transactional route. */
  route: string;
}

const TIMEOUT_MS = 15_000;

export function msg91SmsProvider(settings: Msg91Settings, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'msg91',
    delivers: true,
    async send(message) {
      const response = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/api/v2/sendsms`, {
        method: 'POST',
        headers: {
          authkey: settings.authKey,
          'content-type': 'application/json',
          // Gateways that honour it (the fake server does) drop a repeat of the same message.
          'idempotency-key': message.reference,
        },
        body: JSON.stringify({
          sender: settings.senderId,
          route: settings.route,
          country: '91',
          unicode: message.encoding === 'UCS2' ? 1 : 0,
          ...(message.dltTemplateId ? { DLT_TE_ID: message.dltTemplateId } : {}),
          sms: [{ message: message.text, to: [message.to] }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const reply = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (response.ok && reply?.type === 'success' && reply.message)
        return { providerMessageId: reply.message };
      const why = `MSG91 answered ${response.status}: ${reply?.message ?? 'no reply'}`;
      // 4xx other than throttling will not get better by retrying.
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new PermanentSendError(why);
      throw new Error(why);
    },
  };
}
