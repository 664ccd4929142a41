// The HTML of the cart, checkout, order status, payment, test-payment and refusal pages: forms
// that work without JavaScript. `main` content only; routes put it in the shop's page chrome. Written
// with the escape-by-default `html` tag: every value is escaped unless it is markup made by `html`.
import { type Html, html } from '@storekeep/blocks/shop/html';
import type { CheckoutInput } from '@storekeep/domain/checkout';
import type { CheckoutQuote } from '@storekeep/domain/checkout-api';
import { INDIA_STATES } from '@storekeep/domain/india-states';
import { formatPaise } from '@storekeep/domain/money';
import { productPath } from '@storekeep/domain/product-slug';
import { roundQuantity } from '@storekeep/domain/quantity';
import type { ShopTextKey } from '@storekeep/domain/storefront-texts';
import type { CartView } from './cart.ts';
import type { OrderStatusView } from './order-status.ts';
import type { PaymentStep } from './payments/provider.ts';
import type { CheckoutOptions } from './place-order.ts';

const rs = (paise: number) => formatPaise(paise, { symbol: true });
const qty = (n: number) => String(roundQuantity(n));
/** A line without a photo: the name's first letter in the photo's box (the name is beside it). */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';

/** The shop's texts in the shopper's language (storefront-texts.ts shopText, bound to the language). */
export type T = (key: ShopTextKey, vars?: Record<string, string | number>) => string;

const status = (message: string | null) => message && html`<p role="status">${message}</p>`;

export function cartMain(t: T, base: string, cart: CartView, message: string | null): Html {
  if (cart.lines.length === 0)
    return html`<h1>${t('cart')}</h1>${status(message)}<div class="sk-shop-empty"><p>${t('checkoutEmpty')}</p><a class="sk-shop-button" href="${`${base}/`}">${t('checkoutContinue')}</a></div>`;
  const rows = cart.lines.map((l, i) => {
    const hidden = html`<input type="hidden" name="productId" value="${l.productId}">${l.variantId ? html`<input type="hidden" name="variantId" value="${l.variantId}">` : null}`;
    return html`${i > 0 && '\n'}<li class="sk-cart-line">${l.photoUrl ? html`<img src="${l.photoUrl}" alt="" width="64" height="64" loading="lazy">` : html`<span class="sk-noimg" aria-hidden="true">${initialOf(l.name)}</span>`}
<a href="${base}${productPath(l.slug)}">${l.name}${l.variantName && html` (${l.variantName})`}</a>
<span>${rs(l.unitPaise)}</span>
<form method="post" action="${base}/cart"><input type="hidden" name="action" value="set">${hidden}<label>${t('quantity')} <input name="quantity" type="number" min="0" step="any" value="${qty(l.quantity)}"></label><button class="sk-shop-button">${t('checkoutUpdate')}</button></form>
<form method="post" action="${base}/cart"><input type="hidden" name="action" value="remove">${hidden}<button class="sk-shop-button sk-shop-button-ghost">${t('checkoutRemove')}</button></form>
<strong>${rs(l.linePaise)}</strong>${l.notes.map((n) => html`<p class="sk-note" role="alert">${n}</p>`)}</li>`;
  });
  return html`<h1>${t('cart')}</h1>${status(message)}<ul class="sk-cart">${rows}</ul>
<p class="sk-cart-total"><span>${t('checkoutSubtotal')}</span> <strong>${rs(cart.subtotalPaise)}</strong></p>
${cart.problems.length > 0 ? html`<p>${t('checkoutFixNotes')}</p>` : html`<p><a class="sk-shop-button sk-shop-primary" href="${base}/checkout">${t('checkoutButton')}</a></p>`}`;
}

/** A field's error: marked on the input and said beside it. */
const invalidAttrs = (name: string, errors: Record<string, string>) =>
  errors[name] && html` aria-invalid="true" aria-describedby="err-${name}"`;
const errorText = (name: string, errors: Record<string, string>, withId = true) =>
  errors[name] &&
  (withId
    ? html`<span id="err-${name}" role="alert">${errors[name]}</span>`
    : html`<span role="alert">${errors[name]}</span>`);

const field = (name: string, label: string, value: string, errors: Record<string, string>, extra?: Html) =>
  html`<p><label>${label} <input name="${name}" value="${value}"${extra}${invalidAttrs(name, errors)}></label>${errorText(name, errors)}</p>`;

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
): Html {
  const { base, cart, options, values, errors } = input;
  const v = (k: keyof CheckoutInput) => values[k] ?? '';
  const checked = (k: keyof CheckoutInput, value: string, fallback: boolean) =>
    (values[k] ? values[k] === value : fallback) && html` checked`;
  const states = INDIA_STATES.filter((s) => !s.legacy).map(
    (s) => html`<option value="${s.code}"${v('stateCode') === s.code && html` selected`}>${s.name}</option>`,
  );
  const lines = cart.lines.map(
    (l) =>
      html`<li>${l.name}${l.variantName && html` (${l.variantName})`} × ${qty(l.quantity)} — ${rs(l.linePaise)}</li>`,
  );
  return html`<h1>${t('checkoutTitle')}</h1>${input.error && html`<p role="alert" class="sk-error">${input.error}</p>`}
<div class="sk-checkout-layout"><aside class="sk-checkout-summary"><ul class="sk-checkout-lines">${lines}</ul><p>${t('checkoutSubtotal')}: <strong>${rs(cart.subtotalPaise)}</strong></p></aside>
<form class="sk-shop-form sk-checkout" method="post" action="${base}/checkout">
<input type="hidden" name="idempotencyKey" value="${input.idempotencyKey}">
${field('name', t('checkoutName'), v('name'), errors, html` required autocomplete="name"`)}
${field('mobile', t('checkoutMobile'), v('mobile'), errors, html` required inputmode="tel" autocomplete="tel"`)}
${field('email', t('checkoutEmail'), v('email'), errors, html` type="email" autocomplete="email"`)}
<fieldset><legend>${t('checkoutDelivery')}</legend>
<label class="sk-choice"><input type="radio" name="fulfilment" value="DELIVERY"${checked('fulfilment', 'DELIVERY', true)}> ${t('checkoutDeliver')}</label>
${options.pickup && html`<label class="sk-choice"><input type="radio" name="fulfilment" value="PICKUP"${checked('fulfilment', 'PICKUP', false)}> ${t('checkoutPickup')}</label>${options.pickupInfo && html`<p>${options.pickupInfo}</p>`}`}
${field('address', t('checkoutAddress'), v('address'), errors, html` autocomplete="street-address"`)}
<p><label>${t('checkoutPincode')} <input name="pincode" data-sk-pincode value="${v('pincode')}" inputmode="numeric" maxlength="6"${errors.pincode && html` aria-invalid="true"`}></label>${errorText('pincode', errors, false)}</p>
${field('city', t('checkoutCity'), v('city'), errors)}
<input type="hidden" name="state" value="${v('state')}">
<p><label>${t('checkoutState')} <select name="stateCode"${invalidAttrs('stateCode', errors)}><option value="">${t('checkoutFromPincode')}</option>${states}</select></label>${errorText('stateCode', errors)}</p>
</fieldset>
<fieldset><legend>${t('checkoutPayment')}</legend>
${options.cod && html`<label class="sk-choice"><input type="radio" name="payment" value="COD"${checked('payment', 'COD', true)}> ${t('checkoutCod')}</label>`}
${options.online && html`<label class="sk-choice"><input type="radio" name="payment" value="ONLINE"${checked('payment', 'ONLINE', !options.cod)}> ${t('checkoutOnline')}</label>`}
</fieldset>
${field('note', t('checkoutNote'), v('note'), errors)}
<p class="sk-discount-code"><label>${t('checkoutDiscountCode')} <input name="discountCode" value="${v('discountCode')}" maxlength="30" autocomplete="off" autocapitalize="characters"${invalidAttrs('discountCode', errors)}></label>
<button class="sk-shop-button sk-shop-button-ghost" type="submit" name="intent" value="quote" formnovalidate data-sk-apply-code>${t('apply')}</button>${errorText('discountCode', errors)}</p>
<section class="sk-quote" aria-live="polite"><div data-sk-quote>${quoteMain(t, input.quote)}</div>
<button class="sk-shop-button sk-shop-button-ghost" type="submit" name="intent" value="quote" formnovalidate data-sk-quote-button>${t('checkoutCalculate')}</button></section>
<button class="sk-shop-button sk-shop-primary" type="submit">${t('checkoutPlaceOrder')}</button>
</form></div>`;
}

/**
 * The totals before the order is placed (the quote): subtotal, GST lines, delivery charge,
 * round-off, total. Also answered as `html` by the JSON quote for the storefront script.
 */
export function quoteMain(t: T, quote: CheckoutQuote | null): Html {
  if (!quote) return html``;
  const codeProblem =
    quote.discountProblem &&
    html`<p role="alert" class="sk-error" data-sk-code-problem>${quote.discountProblem}</p>`;
  if (quote.problem) return html`${codeProblem}<p role="alert" class="sk-error">${quote.problem}</p>`;
  const row = (label: string, paise: number) => html`<tr><td>${label}</td><td>${rs(paise)}</td></tr>`;
  const taxes = quote.taxSummary.map((r) => row(`${r.name} ${r.rate}%`, r.amountPaise));
  // The code's discount comes off the shelf prices before GST: the taxable value below is after it.
  const discount =
    quote.discountCode &&
    html`<tr data-sk-discount><td>${t('checkoutDiscount', { code: quote.discountCode })}</td><td>−${rs(quote.discountPaise)}</td></tr>`;
  return html`${codeProblem}<table class="sk-totals"><tbody>${discount}${row(t('checkoutTaxable'), quote.subtotalPaise)}${taxes}${row(t('checkoutDeliveryCharge'), quote.deliveryChargePaise)}${quote.roundOffPaise !== 0 && row(t('checkoutRoundOff'), quote.roundOffPaise)}</tbody>
<tfoot><tr><th>${t('checkoutTotal')}</th><th data-sk-quote-total>${rs(quote.totalPaise)}</th></tr></tfoot></table>${!quote.placeOfSupply && html`<p class="sk-note">${t('checkoutQuoteHint')}</p>`}`;
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
): Html {
  const statuses = view.statuses
    .filter((s) => s !== 'UNFULFILLED')
    .map((s) => {
      if (s === 'UNCONFIRMED') return t('checkoutReceived');
      const key = STATUS_TEXT[s];
      return key ? t(key) : s;
    });
  const lines = view.lines.map(
    (l) =>
      html`<tr><td>${l.name}${l.variantName && html` (${l.variantName})`}</td><td>${qty(l.quantity)}</td><td>${rs(l.ratePaise)}</td><td>${rs(l.totalPaise)}</td></tr>`,
  );
  const taxes = view.taxSummary.map(
    (r) => html`<tr><td colspan="3">${r.name} ${r.rate}%</td><td>${rs(r.amount)}</td></tr>`,
  );
  const address =
    view.address &&
    html`<p>${t('checkoutDeliverTo')}: ${[view.address.addressLine1, view.address.city, view.address.state, view.address.pincode].filter(Boolean).join(', ')}</p>`;
  const total = (key: ShopTextKey, paise: number) =>
    paise !== 0 && html`<tr><td colspan="3">${t(key)}</td><td>${rs(paise)}</td></tr>`;
  return html`<h1>${t('checkoutOrder', { number: view.orderNumber })}</h1>${status(message)}
<div class="sk-order-status"><p>${t('checkoutStatus')}: <strong data-sk-order-status>${statuses.join(', ')}</strong></p>
<p>${t('checkoutPayment')}: <strong data-sk-payment-status>${paymentText(t, view)}</strong></p>
${view.fulfilment && html`<p>${t(view.fulfilment === 'PICKUP' ? 'checkoutPickup' : 'checkoutDelivery')}</p>`}${view.pickupInfo && html`<p>${view.pickupInfo}</p>`}${address}</div>
<table class="sk-order-table"><thead><tr><th>${t('checkoutItem')}</th><th>${t('quantity')}</th><th>${t('checkoutRate')}</th><th>${t('checkoutAmount')}</th></tr></thead><tbody>${lines}</tbody>
<tfoot>${view.discountPaise !== 0 && html`<tr data-sk-discount><td colspan="3">${view.discountCode ? t('checkoutDiscount', { code: view.discountCode }) : t('checkoutDiscountPlain')}</td><td>−${rs(view.discountPaise)}</td></tr>`}<tr><td colspan="3">${t('checkoutTaxable')}</td><td>${rs(view.subtotalPaise)}</td></tr>${taxes}
${total('checkoutDeliveryCharge', view.deliveryChargePaise)}
${total('checkoutRoundOff', view.roundOffPaise)}
<tr><th colspan="3">${t('checkoutTotal')}</th><th>${rs(view.totalPaise)}</th></tr></tfoot></table>
${view.paymentInProgressMinutes !== null && html`<p role="status" data-sk-payment-progress>${t('checkoutPayInProgress', { minutes: view.paymentInProgressMinutes })}</p>`}
${view.canPayNow && html`<form method="post" action="${base}/order/${token}/pay"><button class="sk-shop-button sk-shop-primary">${t('checkoutPayNow')}</button></form>`}
${view.upi && html`<div data-sk-upi><p><a class="sk-shop-button" href="${view.upi.link}">${t('checkoutPayUpi')}</a></p><p>${t('checkoutUpiId')}: <strong>${view.upi.upiId}</strong></p></div>`}`;
}

/** The provider step as a page: a redirect is answered by the route; a form posts itself. */
export function paymentFormMain(t: T, step: Extract<PaymentStep, { kind: 'form' }>): Html {
  const inputs = Object.entries(step.fields).map(
    ([k, val]) => html`<input type="hidden" name="${k}" value="${val}">`,
  );
  return html`<h1>${t('checkoutPayment')}</h1><form method="post" action="${step.action}" id="sk-pay">${inputs}<button>${t('checkoutContinuePayment')}</button></form><script>document.getElementById('sk-pay').submit()</script>`;
}

/** The built-in test provider's Pay and Fail buttons, posting the choice to `action`. */
function testPayForms(action: string, amountPaise: number): Html {
  const form = (status: string, label: string) =>
    html`<form method="post" action="${action}"><input type="hidden" name="status" value="${status}"><button>${label}</button></form>`;
  return html`<h1>Test payment</h1><p>This is the built-in test provider: no money moves.</p><p>Amount: ${rs(amountPaise)}</p>${form('success', 'Pay')}${form('failure', 'Fail')}`;
}

export function testPayMain(base: string, reference: string, amountPaise: number): Html {
  return testPayForms(`${base}/pay/test/${reference}`, amountPaise);
}

/** The test provider's page outside the shop's chrome (khata statements, SMS credit packs). */
export function testPayPage(action: string, amountPaise: number): Html {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment</title></head><body><main>${testPayForms(action, amountPaise)}</main></body></html>`;
}

/** A refusal on a shopper's page (order gone, payment not verified, a form from another site). */
export function refusalMain(t: T, base: string, message: string): Html {
  return html`<h1>${message}</h1><p><a href="${base}/cart">${t('cart')}</a></p>`;
}
