// The menu and the routes read one rule (MENU_AREAS in packages/domain/src/permissions.ts): for
// every role, each built menu entry the role is shown opens (its screen's first API call answers),
// and each entry it is not shown is refused by the server too.
import {
  type Actor,
  MENU_AREAS,
  type MenuArea,
  mayOpen,
  STAFF_PERMISSIONS,
} from '@storekeep/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createStore,
  createUser,
  type Harness,
  login,
  type StoreFixture,
} from './test/harness.ts';

/** The first call each built screen of the menu makes (the "coming later" pages make none). */
const SCREEN_CALLS: Partial<Record<MenuArea, string>> = {
  home: '/api/v1/notifications/counts',
  orders: '/api/v1/orders',
  products: '/api/v1/products',
  categories: '/api/v1/categories',
  productImport: '/api/v1/product-imports',
  productCatalogue: '/api/v1/product-templates',
  customers: '/api/v1/customers',
  deliveries: '/api/v1/deliveries',
  staff: '/api/v1/staff',
  onlineStore: '/api/v1/site',
  enquiries: '/api/v1/enquiries',
  discountCodes: '/api/v1/discount-codes',
  sms: '/api/v1/messages/sms-balance',
  reports: '/api/v1/reports',
  downloads: '/api/v1/downloads',
  settings: '/api/v1/settings/delivery',
  suppliers: '/api/v1/admin/suppliers',
  productTemplates: '/api/v1/admin/product-templates',
};

interface Person {
  name: string;
  actor: Actor;
  hasStore: boolean;
  cookie: string;
}

let h: Harness;
let store: StoreFixture;
const people: Person[] = [];

beforeAll(async () => {
  h = await createHarness();
  store = await createStore(h);
  const add = async (name: string, role: Actor['role'], permissions: string[] = [], hasStore = true) => {
    const user = await createUser(h, { supplierId: hasStore ? store.supplierId : null, role, permissions });
    people.push({
      name,
      actor: { role, supplierType: 'B2C', permissions },
      hasStore,
      cookie: await login(h, user),
    });
  };
  people.push({
    name: 'owner',
    actor: { role: 'owner', supplierType: 'B2C', permissions: [] },
    hasStore: true,
    cookie: await login(h, store.owner),
  });
  await add('staff without permissions', 'staff');
  for (const permission of STAFF_PERMISSIONS) await add(`staff with ${permission}`, 'staff', [permission]);
  await add('staff with every permission', 'staff', [...STAFF_PERMISSIONS]);
  await add('delivery boy', 'delivery_boy');
  await add('platform admin', 'platform_admin', [], false);
});
afterAll(() => h.close());

describe('one rule for the menu and the routes', () => {
  it('opens every menu entry a role is shown, and refuses every one it is not', async () => {
    const wrong: string[] = [];
    for (const person of people) {
      for (const [area, url] of Object.entries(SCREEN_CALLS) as Array<[MenuArea, string]>) {
        const rule = MENU_AREAS[area];
        const needsStore = !('needsSupplier' in rule) || rule.needsSupplier !== false;
        const shown = (person.hasStore || !needsStore) && mayOpen(person.actor, rule);
        const reply = await h.app.inject({ method: 'GET', url, headers: { cookie: person.cookie } });
        const opens = reply.statusCode < 400;
        if (reply.statusCode >= 500 || (reply.statusCode >= 400 && reply.statusCode !== 403))
          wrong.push(`${person.name}: ${area} (${url}) answered ${reply.statusCode}`);
        else if (shown !== opens)
          wrong.push(
            `${person.name}: ${area} is ${shown ? 'shown' : 'hidden'} but ${url} answered ${reply.statusCode}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
