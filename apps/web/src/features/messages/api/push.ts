// Web push in this browser (shared-blocks.md web push): the service worker, the browser's push
// subscription with the server's VAPID key, and registerToken (LOGGED_IN with the subscription,
// LOGGED_OUT at logout). What was sent is remembered locally, as is 'not now'.
import {
  type RegisterPushTokenBody,
  registerPushTokenReplySchema,
  vapidKeyReplySchema,
} from '@storekeep/domain/messages-api';
import { fetchParsed } from '../../../app/api-client.ts';

const BROWSER_ID = 'sk.push.browserId';
const SENT_ENDPOINT = 'sk.push.sentEndpoint';
const NOT_NOW = 'sk.push.notNow';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A random id for this browser, kept across sessions. */
export function browserId(): string {
  let id = localStorage.getItem(BROWSER_ID);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(BROWSER_ID, id);
  }
  return id;
}

export const pushMemory = {
  sentEndpoint: () => localStorage.getItem(SENT_ENDPOINT),
  notNow: () => localStorage.getItem(NOT_NOW) === '1',
  rememberNotNow: () => localStorage.setItem(NOT_NOW, '1'),
  forgetSent: () => localStorage.removeItem(SENT_ENDPOINT),
};

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

export async function currentEndpoint(): Promise<string | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
}

function registerToken(body: RegisterPushTokenBody) {
  return fetchParsed('/api/v1/push/register-token', registerPushTokenReplySchema, { method: 'POST', body });
}

/** Subscribes this browser (asking permission first if needed) and sends the token. */
export async function subscribeAndSend(): Promise<void> {
  if (Notification.permission === 'default' && (await Notification.requestPermission()) !== 'granted') return;
  if (Notification.permission !== 'granted') return;
  const reg = await registration();
  const { publicKey } = await fetchParsed('/api/v1/push/vapid-key', vapidKeyReplySchema);
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      ),
    }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await registerToken({
    browserId: browserId(),
    status: 'SUBSCRIBED',
    userStatus: 'LOGGED_IN',
    subscription: { endpoint: json.endpoint, keys: json.keys },
  });
  localStorage.setItem(SENT_ENDPOINT, json.endpoint);
}

/** At logout, while the session still holds: this browser's user is LOGGED_OUT. */
export async function sendLoggedOut(): Promise<void> {
  if (!pushSupported() || !pushMemory.sentEndpoint()) return;
  try {
    await registerToken({ browserId: browserId(), status: 'SUBSCRIBED', userStatus: 'LOGGED_OUT' });
  } catch (error) {
    // Push token failures are only logged (shared-blocks.md §8).
    console.warn('push token', error);
  }
  pushMemory.forgetSent();
}
