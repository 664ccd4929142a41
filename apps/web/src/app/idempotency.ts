// One Idempotency-Key per user action, and a guard so a double click sends one request: writes that
// must not be doubled (orders, payments, returns) go through runOnce while a previous run is pending.
import { useCallback, useRef } from 'react';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}

/**
 * Wraps an action that starts a request: while the previous call's promise is pending, further
 * calls are ignored (React re-renders the disabled button only after the click handler returns, so
 * a fast double click reaches the handler twice). Each accepted call gets a fresh key.
 */
export function useRunOnce<A extends unknown[]>(
  action: (key: string, ...args: A) => Promise<unknown>,
): (...args: A) => void {
  const busy = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback((...args: A) => {
    if (busy.current) return;
    busy.current = true;
    latest
      .current(newIdempotencyKey(), ...args)
      .catch(() => {
        // The caller's mutation shows the error; nothing to add here.
      })
      .finally(() => {
        busy.current = false;
      });
  }, []);
}
