// The one interface every channel's provider implements: the queue hands it a message and a
// reference that stays the same across retries of that message (gateways that honour it drop a
// repeat; see docs/decisions/0100-messages-and-sms-credits.md).
import type { MessageChannel, MessagePurpose } from '@storekeep/domain/messages-api';
import type { SmsEncoding } from '@storekeep/domain/sms-segments';

export interface OutgoingMessage {
  channel: MessageChannel;
  purpose: MessagePurpose;
  /** Ten-digit Indian mobile number. */
  to: string;
  text: string;
  encoding: SmsEncoding;
  /** Stable per message, unique beyond this database: `messageReference` (send-message.ts). */
  reference: string;
  /** The DLT content template id (India's TRAI rules) the SMS text was registered under. */
  dltTemplateId: string | null;
}

export interface MessageProvider {
  /** Stored with the message ('log', 'msg91', 'whatsapp-cloud'). */
  readonly name: string;
  /** True when messages leave for a real gateway (false: the log provider only records them). */
  readonly delivers: boolean;
  /** Resolves with the provider's id for the message; throws when the gateway refused or failed. */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** A refusal the gateway will repeat on every retry (bad number, bad key): no use retrying. */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}
