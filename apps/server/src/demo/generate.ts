// Deterministic sample data: the demo store made on first start, and bulk stores for benchmarks.

import type { Permission } from '@storekeep/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Storage } from '../storage/storage.ts';
import { SAMPLE_PRODUCTS } from './catalogue.ts';
import { DEMO_LOGINS, DEMO_SLUG } from './demo-store.ts';
import { createOrders } from './orders.ts';
import { seededRandom } from './random.ts';
import { createCatalogue, createCustomers, createStore } from './store-rows.ts';

export { DEMO_LOGINS, DEMO_SLUG };

/** The staff member with limited permissions: reports and the online store, no orders. */
export const DEMO_STAFF_PERMISSIONS: Permission[] = [
  'REPORTS:SALES',
  'REPORTS:INVENTORY',
  'ONLINE_STORE:MENU',
];
export const DEMO_CASHIER_PERMISSIONS: Permission[] = [
  'ORDER:MENU',
  'ORDER:EDIT_ORDER',
  'CUSTOMERS:CREDIT_KHATA',
];

const DEMO_SEED = 20_261_122;

/** The platform admin exists once per installation. */
async function ensurePlatformAdmin(tx: DbOrTx) {
  const existing = await tx.select().from(t.users).where(eq(t.users.role, 'platform_admin')).limit(1);
  if (existing.length > 0) return;
  await tx.insert(t.users).values({
    supplierId: null,
    role: 'platform_admin',
    email: DEMO_LOGINS.admin.email,
    passwordHash: await hashPassword(DEMO_LOGINS.admin.password),
    firstName: 'Platform',
    lastName: 'Admin',
    languageChosenAt: new Date(),
  });
}

/** Creates the demo store (slug `demo`) unless it exists; returns true when it made it. */
/** The demo store, once; with a storage its categories get pictures (main.ts passes the app's). */
export async function seedDemoStore(db: Db, now = new Date(), storage?: Storage): Promise<boolean> {
  const exists = await db.select().from(t.suppliers).where(eq(t.suppliers.storeSlug, DEMO_SLUG)).limit(1);
  if (exists.length > 0) return false;
  const [ownerHash, staffHash, cashierHash, deliveryHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.owner.password),
    hashPassword(DEMO_LOGINS.staff.password),
    hashPassword(DEMO_LOGINS.cashier.password),
    hashPassword(DEMO_LOGINS.delivery.password),
  ]);
  await db.transaction(async (tx) => {
    const random = seededRandom(DEMO_SEED);
    const store = await createStore(tx, {
      storeName: 'Sharma Kirana & General Store',
      storeSlug: DEMO_SLUG,
      ownerFirstName: 'Asha',
      ownerLastName: 'Sharma',
      ownerEmail: DEMO_LOGINS.owner.email,
      ownerPasswordHash: ownerHash,
      outlets: [
        { name: 'Koramangala', accounts: ['Main Counter', 'Wholesale Counter'] },
        { name: 'Indiranagar', accounts: ['Main Counter'] },
        { name: 'Whitefield', accounts: ['Main Counter'] },
      ],
      isTrial: true,
      now,
    });
    const people = [
      {
        email: DEMO_LOGINS.staff.email,
        hash: staffHash,
        role: 'staff',
        memberRole: 'staff',
        first: 'Ravi',
        last: 'Kumar',
        permissions: DEMO_STAFF_PERMISSIONS,
      },
      {
        email: DEMO_LOGINS.cashier.email,
        hash: cashierHash,
        role: 'staff',
        memberRole: 'cashier',
        first: 'Meena',
        last: 'Das',
        permissions: DEMO_CASHIER_PERMISSIONS,
      },
      {
        email: DEMO_LOGINS.delivery.email,
        hash: deliveryHash,
        role: 'delivery_boy',
        memberRole: 'delivery_boy',
        first: 'Salim',
        last: 'Khan',
        permissions: [],
      },
    ];
    for (const person of people) {
      const [user] = await tx
        .insert(t.users)
        .values({
          supplierId: store.supplierId,
          role: person.role,
          memberRole: person.memberRole,
          email: person.email,
          passwordHash: person.hash,
          firstName: person.first,
          lastName: person.last,
          permissions: person.permissions,
        })
        .returning({ userId: t.users.userId });
      // The delivery boy works out of the first two outlets only.
      const outletIds = person.role === 'delivery_boy' ? store.outletIds.slice(0, 2) : [];
      for (const outletId of outletIds)
        await tx
          .insert(t.staffOutlets)
          .values({ supplierId: store.supplierId, userId: (user as { userId: number }).userId, outletId });
    }
    // The demo's people have been working here: English is their choice, no welcome pages.
    await tx.update(t.users).set({ languageChosenAt: now }).where(eq(t.users.supplierId, store.supplierId));
    const products = await createCatalogue(
      tx,
      store.supplierId,
      store.outletIds,
      random,
      SAMPLE_PRODUCTS.length,
      storage,
    );
    const customerIds = await createCustomers(tx, store.supplierId, random, 24);
    await createOrders(tx, {
      ...store,
      storeSlug: DEMO_SLUG,
      products,
      customerIds,
      count: 56,
      random,
      paymentRandom: seededRandom(DEMO_SEED + 1),
      now,
    });
    await tx.insert(t.enquiries).values([
      {
        supplierId: store.supplierId,
        name: 'Kavya Rao',
        mobileNumber: '9900112233',
        message: 'Do you deliver to HSR Layout on Sundays?',
      },
      {
        supplierId: store.supplierId,
        name: 'Imran Khan',
        mobileNumber: '9812345670',
        message: 'Is the 10 kg atta pack back in stock?',
      },
    ]);
    await ensurePlatformAdmin(tx);
  });
  return true;
}

/** N more stores with M orders each, for benchmarks (`npm run seed -- --suppliers N --orders M`). */
export async function seedBulk(db: Db, options: { suppliers: number; orders: number; now?: Date }) {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword('bench1234');
  const start = await db.execute(sql`SELECT count(*)::int AS n FROM suppliers`);
  const offset = rowsOf<{ n: number }>(start)[0]?.n ?? 0;
  for (let s = 0; s < options.suppliers; s++) {
    const index = offset + s + 1;
    await db.transaction(async (tx) => {
      const random = seededRandom(index);
      const store = await createStore(tx, {
        storeName: `Bench Store ${index}`,
        storeSlug: `bench-${index}`,
        ownerFirstName: 'Bench',
        ownerLastName: `Owner ${index}`,
        ownerEmail: `owner${index}@bench.storekeep.in`,
        ownerPasswordHash: passwordHash,
        outlets: [{ name: 'Main', accounts: ['Main Counter'] }],
        isTrial: false,
        now,
      });
      const products = await createCatalogue(tx, store.supplierId, store.outletIds, random, 50);
      const customerIds = await createCustomers(tx, store.supplierId, random, 40);
      await createOrders(tx, {
        ...store,
        storeSlug: `bench-${index}`,
        products,
        customerIds,
        count: options.orders,
        random,
        paymentRandom: seededRandom(index + 1_000_003),
        now,
      });
    });
  }
}
