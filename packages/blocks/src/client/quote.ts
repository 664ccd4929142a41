// The checkout's totals box (data-sk-quote) follows the delivery choice, pincode and state as the
// shopper types: the server's {base}/checkout/quote answers the same numbers the order will have,
// with the box's HTML, so no tax rule or money format is repeated here. Without this script the
// page's "Calculate total" button asks the server for the same box.
import { storeBase } from './store-base.ts';

const WATCHED = new Set(['fulfilment', 'pincode', 'stateCode']);

export function enhanceQuote(doc: Document = document): void {
  const box = doc.querySelector<HTMLElement>('[data-sk-quote]');
  const form = box?.closest('form');
  if (!box || !form) return;
  const base = storeBase(doc);
  let asked = '';
  const refresh = async () => {
    const data = new FormData(form);
    const pincode = String(data.get('pincode') ?? '').trim();
    if (pincode !== '' && !/^\d{6}$/.test(pincode)) return;
    const params = new URLSearchParams({
      fulfilment: String(data.get('fulfilment') ?? ''),
      pincode,
      stateCode: String(data.get('stateCode') ?? ''),
    });
    // The discount code applied so far (its Apply button posts the form) stays in the totals.
    const code = String(data.get('discountCode') ?? '').trim();
    if (code) {
      params.set('discountCode', code);
      params.set('mobile', String(data.get('mobile') ?? '').trim());
    }
    const query = params.toString();
    if (query === asked) return;
    asked = query;
    try {
      const reply = await fetch(`${base}/checkout/quote?${query}`, {
        headers: { Accept: 'application/json' },
      });
      const quote: unknown = reply.ok ? await reply.json() : null;
      // A newer question may have gone out while this one was on its way.
      if (asked === query && typeof (quote as { html?: unknown })?.html === 'string')
        box.innerHTML = (quote as { html: string }).html;
    } catch {
      asked = '';
    }
  };
  const onChange = (event: Event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    if (WATCHED.has(name)) void refresh();
  };
  form.addEventListener('change', onChange);
  form.addEventListener('input', onChange);
}
