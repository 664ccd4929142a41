// The admin app's service worker: shows the server's web push notifications (a new online order)
// after a random delay of up to 1 s, once per notification id (shared-blocks.md §9), and opens
// the order when the notification is clicked.
const DISPLAY_DELAY_MAX_MS = 1000;
const shown = new Set();

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  event.waitUntil(show(event.data ? event.data.text() : ''));
});

async function show(text) {
  let notification;
  try {
    notification = JSON.parse(text);
  } catch {
    return;
  }
  if (!notification || typeof notification.id !== 'string') return;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * DISPLAY_DELAY_MAX_MS));
  // Duplicates are suppressed by notification id: one already shown (or on screen) is not repeated.
  const open = await self.registration.getNotifications({ tag: notification.id });
  if (shown.has(notification.id) || open.length > 0) return;
  shown.add(notification.id);
  await self.registration.showNotification(notification.title, {
    body: notification.body,
    tag: notification.id,
    data: { url: notification.url },
  });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => w?.focus());
      return self.clients.openWindow(url);
    }),
  );
});
