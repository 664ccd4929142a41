// Add-to-cart forms (data-sk-add-to-cart) post in the background with Accept: application/json and
// update the badge and the status line; the shopper stays on the page. Any failure falls back to
// what the form does without JavaScript, so an item is never lost and never added twice.
import { showCartCount } from './cart-count.ts';

interface CartReply {
  count: number;
  message: string;
}

function isCartReply(value: unknown): value is CartReply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Record<string, unknown>;
  return typeof reply.count === 'number' && Number.isFinite(reply.count) && typeof reply.message === 'string';
}

function statusOf(form: HTMLFormElement): HTMLElement | null {
  const selector = '[data-sk-cart-status]';
  return (
    form.querySelector<HTMLElement>(selector) ??
    form.parentElement?.querySelector<HTMLElement>(selector) ??
    form.ownerDocument.querySelector<HTMLElement>(selector)
  );
}

/**
 * Where the form posts. Not the form's action property: the contract's forms hold a field named
 * "action", which shadows it (as a field named "submit" would shadow form.submit()).
 */
function actionOf(form: HTMLFormElement): string {
  return new URL(form.getAttribute('action') ?? '', form.ownerDocument.baseURI).href;
}

/** The form's own POST, bypassing this handler (a field named "submit" cannot shadow it). */
function postNormally(form: HTMLFormElement): void {
  HTMLFormElement.prototype.submit.call(form);
}

type Navigate = (url: string) => void;

async function addInBackground(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  navigate: Navigate,
): Promise<void> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  if (submitter instanceof HTMLButtonElement && submitter.name) body.append(submitter.name, submitter.value);
  let response: Response;
  try {
    response = await fetch(actionOf(form), {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    postNormally(form);
    return;
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isJson) {
    // The server took the form but answered with a page (it followed its redirect): show that
    // page instead of posting again, which would add the item a second time.
    navigate(response.url || actionOf(form));
    return;
  }
  const reply: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!isCartReply(reply)) {
    // Refused or broken: the normal post shows the server's own page and message.
    postNormally(form);
    return;
  }
  showCartCount(form.ownerDocument, reply.count);
  const status = statusOf(form);
  if (status) status.textContent = reply.message;
}

/** `navigate` is the browser's own unless a test watches it. */
export function enhanceAddToCart(
  doc: Document = document,
  navigate: Navigate = (url) => doc.defaultView?.location.assign(url),
): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-sk-add-to-cart]')) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    form.setAttribute('aria-busy', 'true');
    const status = statusOf(form);
    if (status) status.textContent = '';
    void addInBackground(form, event.submitter, navigate).finally(() => form.removeAttribute('aria-busy'));
  });
}
