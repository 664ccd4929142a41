// Live updates for the open admin screens: the store events that the database announces at commit
// (store_events, from any server copy) go to the signed-in browsers of that store over
// server-sent events, so the Orders list and the badges refresh without a reload.
import type { Listen } from '../../db/client.ts';
import { STORE_EVENTS_CHANNEL, type StoreEvent } from './store-alerts.ts';

export type EventSink = (event: StoreEvent) => void;

export interface LiveHub {
  /** Adds a browser's stream; the returned function removes it. */
  subscribe(supplierId: number, sink: EventSink): () => void;
  /** Starts listening to the database's announcements; resolves with the stop. */
  listen(listen: Listen): Promise<() => Promise<void>>;
  /** Open streams (tests, and ending them when the server closes). */
  size(): number;
  closeAll(): void;
}

export function createLiveHub(): LiveHub {
  const sinks = new Map<number, Set<EventSink>>();
  const closers = new Set<() => void>();
  const publish = (payload: string) => {
    let event: StoreEvent;
    try {
      event = JSON.parse(payload) as StoreEvent;
    } catch {
      return;
    }
    for (const sink of sinks.get(event.supplierId) ?? []) sink(event);
  };
  return {
    subscribe(supplierId, sink) {
      const set = sinks.get(supplierId) ?? new Set();
      set.add(sink);
      sinks.set(supplierId, set);
      const close = () => {
        set.delete(sink);
        if (set.size === 0) sinks.delete(supplierId);
        closers.delete(close);
      };
      closers.add(close);
      return close;
    },
    listen: (listen) => listen(STORE_EVENTS_CHANNEL, publish),
    size: () => [...sinks.values()].reduce((n, set) => n + set.size, 0),
    closeAll() {
      for (const close of [...closers]) close();
    },
  };
}
