// The apps' lookups, smsapi.php and common_api.php over HTTP (back-office.md §7 "Lookups", "SMS",
// "common_api.php actions"): a booking made, read, moved and cancelled through the actions, the
// other actions' replies, per-action access, and the refusals in the legacy envelope.
import { storeNow } from '@storekeep/domain/booking';
import { addDays } from '@storekeep/domain/date-ranges';
import { VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from '../../test/harness.ts';
import { caller } from '../orders/test-support.ts';
import { DOWNLOAD_JSON_PATH, PINCODE_NOT_FOUND, VOICE_SEARCH_JSON_PATH } from './lookup-routes.ts';
import { COMMON_API_PATH } from './php-actions.ts';
import { SMS_API_PATHS } from './sms-actions.ts';

let h: Harness;
let store: StoreFixture;
let cookie: string;
let otherCookie: string;
let staffCookie: string;
let bearer: Record<string, string>;
let stylist: number;
let serviceId: number;
let customerId: number;
/** A Monday at least a week ahead. */
let monday: string;

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h);
  const other = await createStore(h, { storeName: 'Other Store' });
  cookie = await login(h, store.owner);
  otherCookie = await login(h, other.owner);
  staffCookie = await login(h, await createUser(h, { supplierId: store.supplierId, role: 'staff' }));
  bearer = { authorization: `Bearer ${cookie.slice(cookie.indexOf('=') + 1)}` };
  const api = caller(h, cookie);
  stylist = (await createUser(h, { supplierId: store.supplierId, role: 'staff' })).userId;
  serviceId = (
    await api.call('POST', '/api/v1/products', {
      productName: 'Haircut',
      isService: true,
      mrpPaise: 30_000,
      sellingPricePaise: 30_000,
    })
  ).json().serviceId;
  customerId = (
    await api.call('POST', '/api/v1/customers', { name: 'Kavya', mobileNumber: '9876543210' })
  ).json().customerId;
  monday = addDays(storeNow(new Date()).date, 7);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
});
afterAll(() => h.close());

const get = (url: string, as: Record<string, string> = { cookie }) =>
  h.app.inject({ method: 'GET', url, headers: as });
const common = (query: Record<string, string>, as?: Record<string, string>) =>
  get(`${COMMON_API_PATH}?${new URLSearchParams(query)}`, as);
/** A post that changes the store, as the apps send it: with their own credential. */
const postForm = (action: string, form: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: `${COMMON_API_PATH}?action=${action}`,
    payload: new URLSearchParams(form).toString(),
    headers: { ...bearer, 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('common_api.php bookings', () => {
  let bookingId: number;

  it('sets the stylist’s week and the service from jsonData, as the apps post them', async () => {
    const slot = await postForm('setCalendarSlot', {
      jsonData: JSON.stringify({
        staff_id: stylist,
        hours: [{ weekday: 1, outletId: store.outlets[0]?.outletId, fromTime: '10:00', toTime: '18:00' }],
        daysOff: [],
      }),
    });
    expect(slot.statusCode).toBe(200);
    expect(slot.json()).toMatchObject({
      isSuccess: true,
      data: { staffId: stylist, hours: [{ weekday: 1 }] },
    });
    const service = await postForm('setBookingDetails', {
      jsonData: JSON.stringify({ service_id: serviceId, durationMinutes: 45, staffIds: [stylist] }),
    });
    expect(service.json()).toMatchObject({ isSuccess: true, data: { serviceId, durationMinutes: 45 } });
    const details = await common({ action: 'getBookingDetails' });
    expect(details.json().data.services).toEqual([
      expect.objectContaining({ serviceId, staffIds: [stylist] }),
    ]);
    expect((await common({ action: 'getCalendarInterval' })).json()).toEqual({
      isSuccess: true,
      data: { interval: 15 },
    });
  });

  it('books, reads the calendar and the booking, moves it, and cancels it with the app’s credential', async () => {
    const times = { booking_date: monday, staff_id: String(stylist) };
    const saved = await postForm('saveBookingDetails', {
      ...times,
      from_time: '11:00',
      to_time: '11:45',
      customer_id: String(customerId),
      service_id: String(serviceId),
      description: 'Trim',
    });
    expect(saved.statusCode).toBe(200);
    bookingId = saved.json().data.id;
    const calendar = await common({ action: 'getBookedCalendar', start_date: monday, type: 'week' });
    expect(calendar.json().data.bookings.map((b: { id: number }) => b.id)).toEqual([bookingId]);
    const read = await common({ action: 'getBookingById', booking_id: String(bookingId), enquiry_id: '' });
    expect(read.json().data).toMatchObject({ id: bookingId, from_time: '11:00', description: 'Trim' });
    const moved = await postForm('saveBookingDetails', {
      ...times,
      booking_id: String(bookingId),
      from_time: '12:00',
      to_time: '12:45',
    });
    expect(moved.json().data).toMatchObject({ id: bookingId, from_time: '12:00' });

    // A GET that changes data: the cookie alone is not enough (a link on another site).
    const byCookie = await common({ action: 'deleteBookingById', booking_id: String(bookingId) });
    expect(byCookie.statusCode).toBe(403);
    const cancelled = await common({ action: 'deleteBookingById', booking_id: String(bookingId) }, bearer);
    expect(cancelled.json().data).toMatchObject({ id: bookingId, status: 'CANCELLED' });
  });

  it('does not show another store’s booking, and refuses a bad booking in the envelope', async () => {
    const foreign = await common(
      { action: 'getBookingById', booking_id: String(bookingId) },
      { cookie: otherCookie },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ isSuccess: false, errorCode: 'not_found' });
    const bad = await postForm('saveBookingDetails', { booking_date: monday, from_time: '11:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isSuccess: false, errorCode: 'invalid' });
  });
});

describe('common_api.php other actions', () => {
  it('answers bank details, IFSC, sender id, domain name and PayPal from their modules', async () => {
    expect((await common({ action: 'getUserBankDetails' })).json()).toMatchObject({
      isSuccess: true,
      data: { accountNumber: null, upiId: null },
    });
    expect((await common({ action: 'getDetailsByIfsc', ifsc: 'sbin0001234' })).json().data).toMatchObject({
      ifsc: 'SBIN0001234',
    });
    expect((await common({ action: 'getCustomSMSSenderIdStatus' })).json().data).toHaveProperty('status');
    expect((await common({ action: 'getDomainName' })).json()).toEqual({
      isSuccess: true,
      data: { domainName: null, domains: [] },
    });
    expect((await common({ action: 'getPayPalDetails' })).json()).toEqual({
      isSuccess: true,
      data: { paypal: null },
    });
  });

  it('checks each action’s own rule: a staff member without the khata permission is refused', async () => {
    expect((await common({ action: 'getUserBankDetails' }, { cookie: staffCookie })).statusCode).toBe(403);
    expect(
      (await common({ action: 'getBookedCalendar', start_date: monday }, { cookie: staffCookie })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown action, a POST-only action by GET, and no session in the envelope', async () => {
    for (const query of [
      { action: 'noSuchAction' },
      { action: 'setCalendarSlot' },
      { action: 'constructor' },
    ]) {
      const reply = await common(query);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ isSuccess: false, errorCode: 'not_found' });
    }
    const anonymous = await common({ action: 'getCalendarInterval' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ isSuccess: false });
  });
});

describe('smsapi.php', () => {
  it.each(SMS_API_PATHS)('answers the SMS balance and the transaction history at %s', async (path) => {
    const balance = await get(`${path}?action=get_sms_balance`);
    expect(balance.json()).toMatchObject({ isSuccess: true, data: { credits: expect.any(Number) } });
    const history = await get(
      `${path}?action=get_sms_transaction_history&supplierId=${store.supplierId}&pageNo=1`,
    );
    expect(history.json()).toMatchObject({
      isSuccess: true,
      data: { pageNo: 1, transactions: expect.any(Array) },
    });
    const unknown = await get(`${path}?action=send_sms`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false, errorCode: 'not_found' });
    const wrongStore = await get(`${path}?action=get_sms_balance&supplierId=${store.supplierId + 1}`);
    expect(wrongStore.statusCode).toBe(403);
  });
});

describe('lookups', () => {
  it('answers a pincode’s district and state; refuses a malformed one and an unknown one', async () => {
    const reply = await get('/marketplace/gis/getDetailByPincode.service?pincode=560001&priority=1');
    expect(reply.json()).toMatchObject({ isSuccess: true, data: { pincode: '560001', stateCode: '29' } });
    const bad = await get('/marketplace/gis/getDetailByPincode.service?pincode=12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ isSuccess: false, errorMsg: VALIDATION_MESSAGES.pincode });
    const unknown = await get('/marketplace/gis/getDetailByPincode.service?pincode=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false, errorMsg: PINCODE_NOT_FOUND });
  });

  it('answers store pickup in result, custom fields of a section, downloads and the voice routes', async () => {
    expect((await get('/marketplace/gis/getStorePickupInfo.service')).json()).toEqual({
      isSuccess: true,
      result: { pickupInfo: null },
    });
    const fields = await get('/marketplace/customfield/ajax/service/getcustomfield.service?section=product');
    expect(fields.json()).toMatchObject({ isSuccess: true, data: { fields: [] } });
    expect((await get(DOWNLOAD_JSON_PATH)).json()).toEqual({ isSuccess: true, data: { downloads: [] } });
    const owner = (await get(VOICE_SEARCH_JSON_PATH)).json().data.map((r: { route: string }) => r.route);
    expect(owner).toEqual(expect.arrayContaining(['/orders', '/settings', '/sms']));
    // A staff member without permissions does not get the owner's screens.
    const staff = (await get(VOICE_SEARCH_JSON_PATH, { cookie: staffCookie })).json().data;
    expect(staff.map((r: { route: string }) => r.route)).not.toContain('/settings');
  });
});
