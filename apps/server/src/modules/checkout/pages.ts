// The HTML of the cart, checkout, order status and test-payment pages: forms that work without
// JavaScript. `main` content only; routes put it in the shop's frame (storefront/frame.ts).

import type { CheckoutInput } from '@storekeep/domain/checkout';
import { escapeHtml } from '@storekeep/domain/html';
import { INDIA_STATES } from '@storekeep/domain/india-states';
import { formatPaise } from '@storekeep/domain/money';
import { roundQuantity } from '@storekeep/domain/quantity';
import type { ShopTextKey } from '@storekeep/domain/storefront-texts';
import type { PaymentStep } from './payments/provider.ts';
import type { CartView, CheckoutOptions, CheckoutQuote, OrderStatusView } from './service.ts';

const rs = (paise: number) => escapeHtml(formatPaise(paise, { symbol: true }));
const qty = (n: number) => String(roundQuantity(n));

/** The shop's texts in the shopper's language (storefront-texts.ts shopText, bound to the language). */
export type T = (key: ShopTextKey, vars?: Record<string, string | number>) => string;

export function cartMain(t: T, base: string, cart: CartView, message: string | null): string {
  if (cart.lines.length === 0)
    return `<h1>${t('cart')}</h1>${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}<p>${t('checkoutEmpty')}</p><p><a href="${base || '/'}">${t('checkoutContinue')}</a></p>`;
  const rows = cart.lines
    .map((l) => {
      const hidden = `<input type="hidden" name="productId" value="${l.productId}">${l.variantId ? `<input type="hidden" name="variantId" value="${l.variantId}">` : ''}`;
      return `<li class="sk-cart-line">${l.photoUrl ? `<img src="${escapeHtml(l.photoUrl)}" alt="" width="64" height="64" loading="lazy">` : ''}
<a href="${base}/product/${l.productId}">${escapeHtml(l.name)}${l.variantName ? ` (${escapeHtml(l.variantName)})` : ''}</a>
<span>${rs(l.unitPaise)}</span>
<form method="post" action="${base}/cart"><input type="hidden" name="action" value="set">${hidden}<label>${t('quantity')} <input name="quantity" type="number" min="0" step="any" value="${qty(l.quantity)}"></label><button class="sk-shop-button">${t('checkoutUpdate')}</button></form>
<form method="post" action="${base}/cart"><input type="hidden" name="action" value="remove">${hidden}<button class="sk-shop-button sk-shop-button-ghost">${t('checkoutRemove')}</button></form>
<strong>${rs(l.linePaise)}</strong>${l.notes.map((n) => `<p class="sk-note" role="alert">${escapeHtml(n)}</p>`).join('')}</li>`;
    })
    .join('\n');
  return `<h1>${t('cart')}</h1>${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}<ul class="sk-cart">${rows}</ul>
<p>${t('checkoutSubtotal')}: <strong>${rs(cart.subtotalPaise)}</strong></p>
${cart.problems.length > 0 ? `<p>${t('checkoutFixNotes')}</p>` : `<p><a class="sk-shop-button sk-shop-primary" href="${base}/checkout">${t('checkoutButton')}</a></p>`}`;
}

const field = (name: string, label: string, value: string, errors: Record<string, string>, extra = '') =>
  `<p><label>${label} <input name="${name}" value="${escapeHtml(value)}"${extra}${errors[name] ? ` aria-invalid="true" aria-describedby="err-${name}"` : ''}></label>${errors[name] ? `<span id="err-${name}" role="alert">${escapeHtml(errors[name])}</span>` : ''}</p>`;

export function checkoutMain(
  t: T,
  input: {
    base: string;
    cart: CartView;
    options: CheckoutOptions;
    idempotencyKey: string;
    values: Partial<Record<keyof CheckoutInput, string>>;
    error: string | null;
    errors: Record<string, string>;
    quote: CheckoutQuote | null;
  },
): string {
  const { base, cart, options, values, errors } = input;
  const v = (k: keyof CheckoutInput) => values[k] ?? '';
  const checked = (k: keyof CheckoutInput, value: string, fallback: boolean) =>
    (values[k] ? values[k] === value : fallback) ? ' checked' : '';
  const states = INDIA_STATES.filter((s) => !s.legacy)
    .map(
      (s) =>
        `<option value="${s.code}"${v('stateCode') === s.code ? ' selected' : ''}>${escapeHtml(s.name)}</option>`,
    )
    .join('');
  const lines = cart.lines
    .map(
      (l) =>
        `<li>${escapeHtml(l.name)}${l.variantName ? ` (${escapeHtml(l.variantName)})` : ''} × ${qty(l.quantity)} — ${rs(l.linePaise)}</li>`,
    )
    .join('');
  return `<h1>${t('checkoutTitle')}</h1>${input.error ? `<p role="alert" class="sk-error">${escapeHtml(input.error)}</p>` : ''}
<ul class="sk-checkout-lines">${lines}</ul><p>${t('checkoutSubtotal')}: <strong>${rs(cart.subtotalPaise)}</strong></p>
<form class="sk-shop-form sk-checkout" method="post" action="${base}/checkout">
<input type="hidden" name="idempotencyKey" value="${escapeHtml(input.idempotencyKey)}">
${field('name', t('checkoutName'), v('name'), errors, ' required autocomplete="name"')}
${field('mobile', t('checkoutMobile'), v('mobile'), errors, ' required inputmode="tel" autocomplete="tel"')}
${field('email', t('checkoutEmail'), v('email'), errors, ' type="email" autocomplete="email"')}
<fieldset><legend>${t('checkoutDelivery')}</legend>
<label class="sk-choice"><input type="radio" name="fulfilment" value="DELIVERY"${checked('fulfilment', 'DELIVERY', true)}> ${t('checkoutDeliver')}</label>
${options.pickup ? `<label class="sk-choice"><input type="radio" name="fulfilment" value="PICKUP"${checked('fulfilment', 'PICKUP', false)}> ${t('checkoutPickup')}</label>${options.pickupInfo ? `<p>${escapeHtml(options.pickupInfo)}</p>` : ''}` : ''}
${field('address', t('checkoutAddress'), v('address'), errors, ' autocomplete="street-address"')}
<p><label>${t('checkoutPincode')} <input name="pincode" data-sk-pincode value="${escapeHtml(v('pincode'))}" inputmode="numeric" maxlength="6"${errors.pincode ? ' aria-invalid="true"' : ''}></label>${errors.pincode ? `<span role="alert">${escapeHtml(errors.pincode)}</span>` : ''}</p>
${field('city', t('checkoutCity'), v('city'), errors)}
<input type="hidden" name="state" value="${escapeHtml(v('state'))}">
<p><label>${t('checkoutState')} <select name="stateCode"${errors.stateCode ? ' aria-invalid="true" aria-describedby="err-stateCode"' : ''}><option value="">${t('checkoutFromPincode')}</option>${states}</select></label>${errors.stateCode ? `<span id="err-stateCode" role="alert">${escapeHtml(errors.stateCode)}</span>` : ''}</p>
</fieldset>
<fieldset><legend>${t('checkoutPayment')}</legend>
${options.cod ? `<label class="sk-choice"><input type="radio" name="payment" value="COD"${checked('payment', 'COD', true)}> ${t('checkoutCod')}</label>` : ''}
${options.online ? `<label class="sk-choice"><input type="radio" name="payment" value="ONLINE"${checked('payment', 'ONLINE', !options.cod)}> ${t('checkoutOnline')}</label>` : ''}
</fieldset>
${field('note', t('checkoutNote'), v('note'), errors)}
<section class="sk-quote" aria-live="polite"><div data-sk-quote>${quoteMain(t, input.quote)}</div>
<button class="sk-shop-button sk-shop-button-ghost" type="submit" name="intent" value="quote" formnovalidate data-sk-quote-button>${t('checkoutCalculate')}</button></section>
<button class="sk-shop-button sk-shop-primary" type="submit">${t('checkoutPlaceOrder')}</button>
</form>`;
}

/**
 * The totals before the order is placed (the quote): subtotal, GST lines, delivery charge,
 * round-off, total. Also answered as `html` by the JSON quote for the storefront script.
 */
export function quoteMain(t: T, quote: CheckoutQuote | null): string {
  if (!quote) return '';
  if (quote.problem) return `<p role="alert" class="sk-error">${escapeHtml(quote.problem)}</p>`;
  const row = (label: string, paise: number) => `<tr><td>${label}</td><td>${rs(paise)}</td></tr>`;
  const taxes = quote.taxSummary.map((r) => row(`${escapeHtml(r.name)} ${r.rate}%`, r.amountPaise)).join('');
  return `<table class="sk-totals"><tbody>${row(t('checkoutTaxable'), quote.subtotalPaise)}${taxes}${row(t('checkoutDeliveryCharge'), quote.deliveryChargePaise)}${quote.roundOffPaise ? row(t('checkoutRoundOff'), quote.roundOffPaise) : ''}</tbody>
<tfoot><tr><th>${t('checkoutTotal')}</th><th data-sk-quote-total>${rs(quote.totalPaise)}</th></tr></tfoot></table>${quote.placeOfSupply ? '' : `<p class="sk-note">${t('checkoutQuoteHint')}</p>`}`;
}

const STATUS_TEXT: Record<string, ShopTextKey> = {
  CONFIRMED: 'checkoutStatusConfirmed',
  CANCELLED: 'checkoutStatusCancelled',
  DISPATCHED: 'checkoutStatusDispatched',
  READY_FOR_PICKUP: 'checkoutStatusReadyForPickup',
  COMPLETED: 'checkoutStatusCompleted',
  FULFILLED: 'checkoutStatusFulfilled',
};

/** Paid, partly paid or not; an unpaid order placed for cash on delivery says so. */
function paymentText(t: T, view: OrderStatusView): string {
  if (view.paymentStatus === 'PAID') return t('checkoutPaid');
  if (view.paymentStatus === 'PARTIALLY_PAID') return t('checkoutPartlyPaid');
  return view.cashOnDelivery ? `${t('checkoutNotPaid')} (${t('checkoutCod')})` : t('checkoutNotPaid');
}

export function orderMain(
  t: T,
  base: string,
  token: string,
  view: OrderStatusView,
  message: string | null,
): string {
  const statuses = view.statuses
    .filter((s) => s !== 'UNFULFILLED')
    .map((s) => {
      if (s === 'UNCONFIRMED') return t('checkoutReceived');
      const key = STATUS_TEXT[s];
      return key ? t(key) : s;
    });
  const lines = view.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}${l.variantName ? ` (${escapeHtml(l.variantName)})` : ''}</td><td>${qty(l.quantity)}</td><td>${rs(l.ratePaise)}</td><td>${rs(l.totalPaise)}</td></tr>`,
    )
    .join('');
  const taxes = view.taxSummary
    .map((t) => `<tr><td colspan="3">${escapeHtml(t.name)} ${t.rate}%</td><td>${rs(t.amount)}</td></tr>`)
    .join('');
  const address = view.address
    ? `<p>${t('checkoutDeliverTo')}: ${escapeHtml([view.address.addressLine1, view.address.city, view.address.state, view.address.pincode].filter(Boolean).join(', '))}</p>`
    : '';
  return `<h1>${escapeHtml(t('checkoutOrder', { number: view.orderNumber }))}</h1>${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
<p>${t('checkoutStatus')}: <strong data-sk-order-status>${escapeHtml(statuses.join(', '))}</strong></p>
<p>${t('checkoutPayment')}: <strong data-sk-payment-status>${paymentText(t, view)}</strong></p>
<p>${t(view.fulfilment === 'PICKUP' ? 'checkoutPickup' : 'checkoutDelivery')}</p>${view.pickupInfo ? `<p>${escapeHtml(view.pickupInfo)}</p>` : ''}${address}
<table class="sk-order-table"><thead><tr><th>${t('checkoutItem')}</th><th>${t('quantity')}</th><th>${t('checkoutRate')}</th><th>${t('checkoutAmount')}</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><td colspan="3">${t('checkoutTaxable')}</td><td>${rs(view.subtotalPaise)}</td></tr>${taxes}
${view.deliveryChargePaise ? `<tr><td colspan="3">${t('checkoutDeliveryCharge')}</td><td>${rs(view.deliveryChargePaise)}</td></tr>` : ''}
${view.roundOffPaise ? `<tr><td colspan="3">${t('checkoutRoundOff')}</td><td>${rs(view.roundOffPaise)}</td></tr>` : ''}
<tr><th colspan="3">${t('checkoutTotal')}</th><th>${rs(view.totalPaise)}</th></tr></tfoot></table>
${view.paymentInProgressMinutes !== null ? `<p role="status" data-sk-payment-progress>${escapeHtml(t('checkoutPayInProgress', { minutes: view.paymentInProgressMinutes }))}</p>` : ''}
${view.canPayNow ? `<form method="post" action="${base}/order/${escapeHtml(token)}/pay"><button class="sk-shop-button sk-shop-primary">${t('checkoutPayNow')}</button></form>` : ''}`;
}

/** The provider step as a page: a redirect is answered by the route; a form posts itself. */
export function paymentFormMain(t: T, step: Extract<PaymentStep, { kind: 'form' }>): string {
  const inputs = Object.entries(step.fields)
    .map(([k, val]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(val)}">`)
    .join('');
  return `<h1>${t('checkoutPayment')}</h1><form method="post" action="${escapeHtml(step.action)}" id="sk-pay">${inputs}<button>${t('checkoutContinuePayment')}</button></form><script>document.getElementById('sk-pay').submit()</script>`;
}

export function testPayMain(base: string, reference: string, amountPaise: number): string {
  const form = (status: string, label: string) =>
    `<form method="post" action="${base}/pay/test/${escapeHtml(reference)}"><input type="hidden" name="status" value="${status}"><button>${label}</button></form>`;
  return `<h1>Test payment</h1><p>This is the built-in test provider: no money moves.</p><p>Amount: ${rs(amountPaise)}</p>${form('success', 'Pay')}${form('failure', 'Fail')}`;
}
