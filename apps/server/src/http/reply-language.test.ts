// The API's refusals in the user's language: the signed-in user's own, else the browser's
// (Accept-Language), else English; field messages too, and the legacy envelope's errorMsg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../modules/orders/test-support.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../test/harness.ts';
import { acceptedLanguage } from './reply-language.ts';

let h: Harness;
let store: StoreFixture;
let owner: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  owner = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());

const MISSING_ORDER = '/api/v1/orders/987654321';

describe('the language of a refusal', () => {
  it('is English for a user whose language is en, the browser’s language notwithstanding', async () => {
    const reply = await owner.call('GET', MISSING_ORDER, undefined, { 'accept-language': 'hi' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toEqual({ code: 'not_found', message: 'Order not found.' });
  });

  it('is Hindi for a user who chose hi, message and field messages alike', async () => {
    expect((await owner.call('PUT', '/api/v1/me/language', { language: 'hi' })).statusCode).toBe(204);
    const missing = await owner.call('GET', MISSING_ORDER);
    expect(missing.json().error).toEqual({ code: 'not_found', message: 'ऑर्डर नहीं मिला।' });

    const invalid = await owner.call('POST', '/api/v1/customers', { name: 'Ravi', mobileNumber: '12345' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.mobileNumber).toBe('सही 10 अंकों का मोबाइल नंबर डालें');
    expect(invalid.json().error.message).toBe('सही 10 अंकों का मोबाइल नंबर डालें');

    const legacy = await owner.call(
      'GET',
      '/vendorapis/products/product/fetchProductForEdit?productId=987654321',
    );
    expect(legacy.json()).toMatchObject({ isSuccess: false, errorMsg: 'प्रोडक्ट नहीं मिला।' });

    expect((await owner.call('PUT', '/api/v1/me/language', { language: 'en' })).statusCode).toBe(204);
    expect((await owner.call('GET', MISSING_ORDER)).json().error.message).toBe('Order not found.');
  });

  it('follows Accept-Language without a session', async () => {
    const refuse = (language?: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: store.owner.email, password: 'not-the-password' },
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await refuse('ta-IN,ta;q=0.9,en;q=0.8')).json().error.message).toBe(
      'பயனரை உறுதிப்படுத்த முடியவில்லை.',
    );
    expect((await refuse()).json().error.message).toBe('User Authentication Failed..');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9,mr;q=0.5', 'mr'],
    ['en;q=0.4,te;q=0.8', 'te'],
    ['en-GB', 'en'],
    ['de, *;q=0.5', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s answers %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
