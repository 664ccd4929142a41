import { DEFAULT_PRINTER_SETTINGS } from '@storekeep/domain/printer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, createUser, type Harness, login } from '../../test/harness.ts';

let h: Harness;
let owner: string;
let other: string;
let storeId: number;
beforeAll(async () => {
  h = await createHarness();
  const store = await createStore(h);
  storeId = store.supplierId;
  owner = await login(h, store.owner);
  other = await login(h, (await createStore(h)).owner);
});
afterAll(() => h.close());

const call = (method: 'GET' | 'PUT', cookie: string, payload?: object) =>
  h.app.inject({
    method,
    url: '/api/v1/printer-settings',
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

describe('printer and invoice template settings', () => {
  it('starts at localhost over http with the 80 mm receipt', async () => {
    const reply = await call('GET', owner);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(DEFAULT_PRINTER_SETTINGS);
  });

  it('saves the host, printer and template for this store only', async () => {
    const saved = await call('PUT', owner, {
      printerHost: '192.168.1.20',
      useHttps: true,
      printerName: 'TVS RP3160',
      templateId: 'A4',
      gstin: '29aapfu0939f1zv',
      invoiceFooter: 'Thank you, visit again',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      printerHost: '192.168.1.20',
      useHttps: true,
      gstin: '29AAPFU0939F1ZV',
    });
    expect((await call('GET', owner)).json().templateId).toBe('A4');
    expect((await call('GET', other)).json()).toEqual(DEFAULT_PRINTER_SETTINGS);
  });

  it('refuses a host that is not a host name and a malformed GSTIN', async () => {
    const reply = await call('PUT', owner, { printerHost: 'http://evil/x', gstin: 'nope' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe('invalid');
    expect((await call('GET', owner)).json().printerHost).toBe('192.168.1.20');
  });

  it('is closed to staff without the orders permission', async () => {
    const staff = await createUser(h, { supplierId: storeId, role: 'staff', permissions: ['HOME:MENU'] });
    const reply = await call('GET', await login(h, staff));
    expect(reply.statusCode).toBe(403);
  });
});
