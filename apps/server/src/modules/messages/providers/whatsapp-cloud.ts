// WhatsApp through the WhatsApp Business Cloud API (POST /{version}/{phone-number-id}/messages,
// bearer token): a text message to the customer's number with India's country code.
import { type MessageProvider, PermanentSendError } from './provider.ts';

export interface WhatsappCloudSettings {
  /** https://graph.facebook.com/v20.0 in production, the fake server's address in tests. */
  url: string;
  token: string;
  phoneNumberId: string;
}

const TIMEOUT_MS = 15_000;

export function whatsappCloudProvider(
  settings: WhatsappCloudSettings,
  fetchImpl: typeof fetch = fetch,
): MessageProvider {
  return {
    name: 'whatsapp-cloud',
    delivers: true,
    async send(message) {
      const response = await fetchImpl(
        `${settings.url.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/json',
            'idempotency-key': message.reference,
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: `91${message.to}`,
            type: 'text',
            text: { body: message.text, preview_url: true },
            biz_opaque_callback_data: message.reference,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        },
      );
      const reply = (await response.json().catch(() => null)) as {
        messages?: Array<{ id?: string }>;
        error?: { message?: string };
      } | null;
      const id = reply?.messages?.[0]?.id;
      if (response.ok && id) return { providerMessageId: id };
      const why = `WhatsApp answered ${response.status}: ${reply?.error?.message ?? 'no reply'}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new PermanentSendError(why);
      throw new Error(why);
    },
  };
}
