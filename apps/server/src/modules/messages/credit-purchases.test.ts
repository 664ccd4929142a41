// Buying SMS credit packs through the store's payment provider (the built-in test provider here):
// the packs, the purchase handed to the provider, the credits added once on the verified return,
// a failed payment adding nothing, and a forged return refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { form } from '../checkout/test-support.ts';
import { caller, setFlags } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  api = caller(h, await login(h, store.owner));
});
afterAll(() => h.close());

const balance = async () => (await api.call('GET', '/api/v1/messages/sms-balance')).json().credits as number;
const history = async () =>
  (await api.call('GET', '/api/v1/messages/sms-history')).json().transactions as Array<{
    kind: string;
    credits: number;
    balanceAfter: number;
  }>;

/** Buys the pack and answers the test provider's page with Pay or Fail; returns where the buyer lands. */
async function buy(packId: string, status: 'success' | 'failure') {
  const started = await api.call('POST', '/api/v1/messages/sms-credit-purchases', { packId });
  expect(started.statusCode).toBe(200);
  const step = started.json();
  expect(step.kind).toBe('redirect');
  const page = await h.app.inject({ method: 'GET', url: step.url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Test payment');
  const answered = await h.app.inject({
    method: 'POST',
    url: step.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ status }),
  });
  expect(answered.statusCode).toBe(303);
  const returnUrl = String(answered.headers.location);
  const back = await h.app.inject({ method: 'GET', url: returnUrl });
  expect(back.statusCode).toBe(303);
  return { landing: String(back.headers.location), returnUrl };
}

describe('SMS credit packs', () => {
  it('cannot be bought while the store takes no online payments', async () => {
    await setFlags(h, store, { isEnabledOnlinePayment: false });
    expect((await api.call('GET', '/api/v1/messages/sms-packs')).json()).toMatchObject({ canBuy: false });
    const refused = await api.call('POST', '/api/v1/messages/sms-credit-purchases', { packId: 'sms-500' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Online payment is not set up for this store, so SMS credits cannot be bought online.',
    );
  });

  it('refuses a pack that is not on sale, naming the field', async () => {
    const reply = await api.call('POST', '/api/v1/messages/sms-credit-purchases', { packId: 'sms-free' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields.packId).toBe('Choose one of the SMS credit packs.');
  });

  it('adds a paid pack to the balance once, with a PURCHASE entry, even when the return comes twice', async () => {
    await setFlags(h, store, { isEnabledOnlinePayment: true });
    const packs = (await api.call('GET', '/api/v1/messages/sms-packs')).json();
    expect(packs.canBuy).toBe(true);
    expect(packs.packs.map((p: { credits: number }) => p.credits)).toEqual([500, 2000, 10000]);
    const before = await balance();
    const { landing, returnUrl } = await buy('sms-500', 'success');
    expect(landing).toBe('/sms?purchase=paid');
    expect(await balance()).toBe(before + 500);
    expect((await history())[0]).toMatchObject({
      kind: 'PURCHASE',
      credits: 500,
      balanceAfter: before + 500,
    });
    // The provider's return again (a reload, a retried callback): nothing more.
    const again = await h.app.inject({ method: 'GET', url: returnUrl });
    expect(again.headers.location).toBe('/sms?purchase=paid');
    expect(await balance()).toBe(before + 500);
  });

  it('adds nothing when the payment fails', async () => {
    const before = await balance();
    const { landing } = await buy('sms-2000', 'failure');
    expect(landing).toBe('/sms?purchase=failed');
    expect(await balance()).toBe(before);
  });

  it('refuses a return whose signature does not verify', async () => {
    const before = await balance();
    const started = (
      await api.call('POST', '/api/v1/messages/sms-credit-purchases', { packId: 'sms-500' })
    ).json();
    const reference = String(started.url).split('/').at(-1);
    const forged = await h.app.inject({
      method: 'GET',
      url: `/api/v1/sms-credit-purchases/${reference}/return?reference=${reference}&status=success&signature=00`,
    });
    expect(forged.statusCode).toBe(409);
    expect(await balance()).toBe(before);
  });
});
