// The server clock as the app sees it: an offset kept from appData.serverTime, and a current date
// that re-renders subscribers every CURRENT_DATE_REFRESH_MS (back-office.md §4).
import { CURRENT_DATE_REFRESH_MS } from '@storekeep/domain/notifications';
import { useSyncExternalStore } from 'react';

let offsetMs = 0;
let currentDate = new Date();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

/** Keeps the difference between the server clock and this device's clock. */
export function setServerTime(serverTimeIso: string, receivedAt: number = Date.now()): void {
  const serverMs = Date.parse(serverTimeIso);
  if (Number.isNaN(serverMs)) return;
  offsetMs = serverMs - receivedAt;
  refresh();
}

export function serverOffsetMs(): number {
  return offsetMs;
}

/** Now, by the server's clock. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

function refresh(): void {
  currentDate = serverNow();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(refresh, CURRENT_DATE_REFRESH_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current date by the server clock, refreshed every minute. */
export function useCurrentDate(): Date {
  return useSyncExternalStore(subscribe, () => currentDate);
}
