// The modals provider loads after the first screen (overlays.tsx, lazily), and Mantine's
// modals.open…() calls are window events that only a mounted provider hears. A merchant who
// clicked Delete (or anything that asks first) in the moments after a page load got no question
// at all. Until the provider is listening, its events are kept here and replayed when it mounts.

/** Every event of @mantine/modals' `modals` API. */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let kept: Array<{ type: string; detail: unknown }> | null = null;

function keep(event: Event) {
  if (event instanceof CustomEvent) kept?.push({ type: event.type, detail: event.detail });
}

/** At start, before anything can ask for a modal. */
export function holdEarlyModalRequests(): void {
  if (kept) return;
  kept = [];
  for (const type of MODAL_EVENTS) window.addEventListener(type, keep);
}

/** Once the provider listens (an effect after its own): the kept requests, in order. */
export function replayEarlyModalRequests(): void {
  const requests = kept ?? [];
  kept = null;
  for (const type of MODAL_EVENTS) window.removeEventListener(type, keep);
  for (const { type, detail } of requests) window.dispatchEvent(new CustomEvent(type, { detail }));
}
