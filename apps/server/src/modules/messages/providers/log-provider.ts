// The embedded default: no gateway is configured, so the message is written to the server's log
// and recorded as sent by 'log' (the SMS Credits screen says that SMS are not leaving).
import type { MessageProvider } from './provider.ts';

export function logProvider(log: { info: (obj: object, msg: string) => void }): MessageProvider {
  return {
    name: 'log',
    delivers: false,
    async send(message) {
      log.info(
        { channel: message.channel, to: message.to, reference: message.reference, text: message.text },
        'message recorded (no gateway configured)',
      );
      return { providerMessageId: `log-${message.reference}` };
    },
  };
}
