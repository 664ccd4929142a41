// What the local fake SMS and WhatsApp gateway (global-setup.ts) received for a mobile number.
import type { ReceivedMessage } from '@storekeep/server/fakes/fake-sms-server';
import { inject } from 'vitest';

export async function smsTo(mobile: string): Promise<ReceivedMessage[]> {
  const reply = await fetch(`${inject('fakeSmsUrl')}/messages?to=${mobile}`);
  return ((await reply.json()) as { messages: ReceivedMessage[] }).messages;
}
