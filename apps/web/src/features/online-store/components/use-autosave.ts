// Autosave of the draft: changes wait a moment (typing does not send a request per key), one save
// runs at a time, and the newest document always wins. flush() saves now (before publishing);
// discard() drops what waits (the merchant chose to load the stored draft instead). The last
// failure is kept for the editor to explain (the server's words, e.g. a change in another window).
import type { SiteDocument } from '@storekeep/blocks/document';
import { useCallback, useEffect, useRef, useState } from 'react';

export const AUTOSAVE_DELAY_MS = 1200;
export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'error';

export function useAutosave(save: (doc: SiteDocument) => Promise<void>) {
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<SiteDocument | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Moves on with discard(): a save still running for a dropped document no longer counts. */
  const generation = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    const doc = pending.current;
    if (!doc) return true;
    pending.current = null;
    setStatus('saving');
    const started = generation.current;
    let ok = true;
    running.current = saveRef
      .current(doc)
      .catch((failure: unknown) => {
        ok = false;
        if (started !== generation.current) return;
        setError(failure);
        // Keep the unsaved document so the next change or flush tries again.
        pending.current ??= doc;
      })
      .finally(() => {
        running.current = null;
      });
    await running.current;
    if (started !== generation.current) return false;
    if (!ok) {
      setStatus('error');
      return false;
    }
    setError(null);
    if (pending.current) return flush();
    setStatus('saved');
    return true;
  }, []);

  const schedule = useCallback(
    (doc: SiteDocument) => {
      pending.current = doc;
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  const discard = useCallback(() => {
    generation.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setError(null);
    setStatus('saved');
  }, []);

  // Leaving the editor saves what is waiting.
  useEffect(
    () => () => {
      if (pending.current) void flush();
    },
    [flush],
  );

  return { status, error, schedule, flush, discard };
}
