// The online booking pages' HTML (main content only; routes put it in the shop's page chrome):
// services, a day's free times with the booking form, and the confirmation. Plain forms and links
// that work without JavaScript, written with the escape-by-default `html` tag.
import { type Html, html } from '@storekeep/blocks/shop/html';
import { ONLINE_BOOKING_DAYS } from '@storekeep/domain/booking';
import type { Booking, FreeSlot, ServiceBooking } from '@storekeep/domain/booking-api';
import { type BookingShopTextKey, bookingShopText } from '@storekeep/domain/booking-shop-texts';
import { addDays } from '@storekeep/domain/date-ranges';
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPaise } from '@storekeep/domain/money';
import { parseTimeKey, timeDisplay } from '@storekeep/domain/time-slots';

export type T = (key: BookingShopTextKey, vars?: Record<string, string | number>) => string;
export const textsFor =
  (lang: LanguageCode): T =>
  (key, vars) =>
    bookingShopText(lang, key, vars);

const time = (key: string) => timeDisplay(parseTimeKey(key) ?? 0);
export const dayLabel = (lang: LanguageCode, date: string) =>
  new Intl.DateTimeFormat(`${lang}-IN`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The booking pages' own layout: days as chips, times as a grid of choices (the theme sets colours). */
const STYLE = html`<style>.sk-booking-days,.sk-booking-services{list-style:none;padding:0;margin:0 0 12px;display:flex;flex-wrap:wrap;gap:6px}.sk-booking-days a{display:inline-block;padding:6px 12px;border:1px solid #adb5bd;border-radius:999px;text-decoration:none;color:inherit}.sk-booking-days a[aria-current]{background:#1a1b1e;border-color:#1a1b1e;color:#fff}.sk-booking-form fieldset{border:0;padding:0;margin:0 0 12px}.sk-booking-slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(110px,1fr));gap:8px}.sk-booking-slots label{display:flex;align-items:center;gap:8px;padding:8px 10px;border:1px solid #adb5bd;border-radius:8px;cursor:pointer}.sk-booking-slots input{width:auto;margin:0}.sk-booking-form input:not([type=radio]),.sk-booking-form textarea{display:block;width:100%;max-width:28rem;box-sizing:border-box}</style>`;

const serviceLine = (t: T, s: ServiceBooking) =>
  html`${s.serviceName} · ${t('minutes', { minutes: s.durationMinutes })} · ${formatPaise(s.sellingPricePaise, { symbol: true })}`;

export function servicesMain(t: T, base: string, services: ServiceBooking[]): Html {
  if (services.length === 0) return html`${STYLE}<h1>${t('title')}</h1><p>${t('noServices')}</p>`;
  const items = services.map(
    (s) =>
      html`<li><a class="sk-shop-button" href="${base}/book?serviceId=${s.serviceId}">${serviceLine(t, s)}</a></li>`,
  );
  return html`${STYLE}<h1>${t('title')}</h1><h2>${t('chooseService')}</h2><ul class="sk-booking-services">${items}</ul>`;
}

export function slotsMain(
  t: T,
  input: {
    base: string;
    lang: LanguageCode;
    today: string;
    service: ServiceBooking;
    date: string;
    slots: FreeSlot[];
    values: Record<string, string>;
    error: string | null;
  },
): Html {
  const { base, service, date, values } = input;
  const days = Array.from({ length: ONLINE_BOOKING_DAYS }, (_, i) => addDays(input.today, i)).map(
    (d) =>
      html`<li><a href="${base}/book?serviceId=${service.serviceId}&amp;date=${d}"${d === date && html` aria-current="date"`}>${dayLabel(input.lang, d)}</a></li>`,
  );
  const slots =
    input.slots.length === 0
      ? html`<p>${t('noSlots')}</p>`
      : html`<fieldset><legend>${t('time')}</legend><div class="sk-booking-slots">${input.slots.map(
          (s) =>
            html`<label><input type="radio" name="fromTime" value="${s.from_time}" required${values.fromTime === s.from_time && html` checked`}> ${time(s.from_time)}</label>`,
        )}</div></fieldset>
<p><label>${t('name')} <input name="name" autocomplete="name" required maxlength="100" value="${values.name ?? ''}"></label></p>
<p><label>${t('mobile')} <input name="mobile" type="tel" autocomplete="tel" inputmode="numeric" required value="${values.mobile ?? ''}"></label></p>
<p><label>${t('note')} <textarea name="note" maxlength="500">${values.note ?? ''}</textarea></label></p>
<p><button class="sk-shop-button sk-shop-primary">${t('book')}</button></p>`;
  return html`${STYLE}<h1>${t('title')}</h1>
<p><strong>${serviceLine(t, service)}</strong> · <a href="${base}/book">${t('otherService')}</a></p>
${input.error && html`<p role="alert" class="sk-error">${input.error}</p>`}
<nav aria-label="${t('date')}"><ul class="sk-booking-days">${days}</ul></nav>
<h2>${dayLabel(input.lang, date)}</h2>
<form class="sk-shop-form sk-booking-form" method="post" action="${base}/book">
<input type="hidden" name="serviceId" value="${service.serviceId}"><input type="hidden" name="date" value="${date}">
${slots}
</form>`;
}

export function confirmationMain(
  t: T,
  base: string,
  lang: LanguageCode,
  booking: Booking,
  reference: string,
): Html {
  return html`<h1>${t('confirmed')}</h1>
<p><strong>${booking.serviceName}</strong></p>
<p>${dayLabel(lang, booking.booking_date)}, ${time(booking.from_time)} – ${time(booking.to_time)}</p>
<p>${t('with', { staff: booking.staffName })}</p>
<p>${t('reference', { reference })}</p>
<p><a class="sk-shop-button" href="${base}/book">${t('another')}</a></p>`;
}
