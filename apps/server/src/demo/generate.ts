// Deterministic sample data: the demo store made on first start, and bulk stores for benchmarks.

import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_STORE_SETTINGS } from '@storekeep/domain/account-settings';
import { computeBill } from '@storekeep/domain/bill';
import { rupeesToPaise } from '@storekeep/domain/money';
import type { Permission } from '@storekeep/domain/permissions';
import { sellingPriceFromDiscount } from '@storekeep/domain/price';
import { milliToQuantity, milliToQuantityText, quantityToMilli } from '@storekeep/domain/quantity';
import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Storage } from '../storage/storage.ts';
import { FIRST_NAMES, LAST_NAMES, LOCALITIES, SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from './catalogue.ts';
import { storeDemoCategoryPicture } from './category-pictures.ts';
import { DEMO_LOGINS, DEMO_SLUG } from './demo-store.ts';
import { createDemoPayments } from './payment-log.ts';
import { type DemoPaymentPlan, planDemoPayments } from './payments.ts';
import { ean13, type Random, seededRandom } from './random.ts';

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

/** One row per state an order can be in (back-office.md §4), so every display rule has an example. */
const ORDER_STATES: ReadonlyArray<{
  statuses: string[];
  payment: string;
  delivery?: string;
  source?: 'ONLINE' | 'INSTORE' | 'MANUAL';
  paidShare?: number;
}> = [
  { statuses: ['UNCONFIRMED'], payment: 'UNPAID', source: 'ONLINE' },
  { statuses: ['UNCONFIRMED'], payment: 'UNPAID', source: 'INSTORE' },
  { statuses: ['CONFIRMED'], payment: 'UNPAID' },
  { statuses: ['CONFIRMED'], payment: 'PARTIALLY_PAID', paidShare: 0.5 },
  { statuses: ['CONFIRMED', 'READY_FOR_PICKUP'], payment: 'PAID', paidShare: 1 },
  { statuses: ['CONFIRMED', 'DISPATCHED'], payment: 'UNPAID', delivery: 'DISPATCHED', source: 'ONLINE' },
  { statuses: ['CONFIRMED'], payment: 'PAID', delivery: 'DELIVERED', paidShare: 1 },
  { statuses: ['CONFIRMED', 'UNFULFILLED'], payment: 'UNPAID' },
  { statuses: ['CONFIRMED', 'FULFILLED'], payment: 'PAID', paidShare: 1 },
  { statuses: ['CONFIRMED', 'FULFILLED', 'COMPLETED'], payment: 'PAID', paidShare: 1 },
  { statuses: ['FULFILLED'], payment: 'UNPAID' },
  { statuses: ['CANCELLED'], payment: 'UNPAID' },
  { statuses: ['CONFIRMED', 'FULFILLED', 'FULL_RETURN'], payment: 'PAYMENT_RETURNED', paidShare: 1 },
  { statuses: ['CONFIRMED', 'FULFILLED', 'PARTIAL_RETURN'], payment: 'PAID', paidShare: 1 },
];

const DAY_MS = 86_400_000;
const DEMO_SEED = 20_261_122;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface StoreSpec {
  storeName: string;
  storeSlug: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
  ownerPasswordHash: string;
  outlets: ReadonlyArray<{ name: string; accounts: string[] }>;
  isTrial: boolean;
  now: Date;
}

async function createStore(tx: DbOrTx, spec: StoreSpec) {
  const [supplier] = await tx
    .insert(t.suppliers)
    .values({
      storeName: spec.storeName,
      storeSlug: spec.storeSlug,
      supplierType: 'B2C',
      accountType: 'NON_QCS',
      verticalId: 18,
      packageId: spec.isTrial ? 2 : 3,
      countryId: 100,
      language: 'en',
      kycStatus: 'APPROVED',
      isTrial: spec.isTrial,
      trialStartDate: spec.isTrial ? isoDate(new Date(spec.now.getTime() - 3 * DAY_MS)) : null,
      trialEndDate: spec.isTrial ? isoDate(new Date(spec.now.getTime() + 11 * DAY_MS)) : null,
      isExpired: false,
      updateRequest: 0,
      ownerName: `${spec.ownerFirstName} ${spec.ownerLastName}`,
      ownerMobile: '9845012345',
      ownerEmail: spec.ownerEmail,
      accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, isEnabledCustomerCredit: true, isNewUser: false },
      storeSettings: DEFAULT_STORE_SETTINGS,
    })
    .returning({ supplierId: t.suppliers.supplierId });
  const supplierId = (supplier as { supplierId: number }).supplierId;
  const [owner] = await tx
    .insert(t.users)
    .values({
      supplierId,
      role: 'owner',
      email: spec.ownerEmail,
      passwordHash: spec.ownerPasswordHash,
      firstName: spec.ownerFirstName,
      lastName: spec.ownerLastName,
      mobileNumber: '9845012345',
    })
    .returning({ userId: t.users.userId });
  const outletIds: number[] = [];
  for (const [position, outlet] of spec.outlets.entries()) {
    const [row] = await tx
      .insert(t.outlets)
      .values({ supplierId, name: outlet.name, stateId: 29, state: 'Karnataka', position })
      .returning({ outletId: t.outlets.outletId });
    const outletId = (row as { outletId: number }).outletId;
    outletIds.push(outletId);
    await tx
      .insert(t.accounts)
      .values(outlet.accounts.map((accountName, i) => ({ supplierId, outletId, accountName, position: i })));
  }
  return { supplierId, ownerId: (owner as { userId: number }).userId, outletIds };
}

async function createCatalogue(
  tx: DbOrTx,
  supplierId: number,
  outletIds: number[],
  random: Random,
  productCount: number,
  /** The demo store's categories get the themes' art as pictures; bench stores none. */
  storage?: Storage,
) {
  const categoryIds = new Map<string, number>();
  for (const [position, [name, parent]] of SAMPLE_CATEGORIES.entries()) {
    const imageKey = storage ? await storeDemoCategoryPicture(storage, supplierId, name, position) : null;
    const [row] = await tx
      .insert(t.categories)
      .values({
        supplierId,
        name,
        parentId: parent ? (categoryIds.get(parent) ?? null) : null,
        position,
        imageKey,
      })
      .returning({ categoryId: t.categories.categoryId });
    categoryIds.set(name, (row as { categoryId: number }).categoryId);
  }
  const productRows = Array.from({ length: productCount }, (_, i) => {
    const sample = SAMPLE_PRODUCTS[i % SAMPLE_PRODUCTS.length] as (typeof SAMPLE_PRODUCTS)[number];
    const round = Math.floor(i / SAMPLE_PRODUCTS.length);
    const mrp = rupeesToPaise(sample.mrpRupees);
    const price = sellingPriceFromDiscount(mrp, sample.discountPercent);
    return {
      supplierId,
      categoryId: categoryIds.get(sample.category) ?? null,
      name: round === 0 ? sample.name : `${sample.name} (${round + 1})`,
      sku: `SK-${String(i + 1).padStart(5, '0')}`,
      barcode: ean13(`890${String(supplierId % 1000).padStart(3, '0')}${String(i + 1).padStart(6, '0')}`),
      hsnSacNo: sample.hsn,
      unit: sample.unit,
      mrpPaise: mrp,
      pricePaise: price,
      costPaise: Math.round(price * 0.82),
      taxRate: String(sample.gstRate),
    };
  });
  const products: Array<{
    productId: number;
    name: string;
    pricePaise: number;
    taxRate: string | null;
    hsnSacNo: string | null;
    unit: string;
  }> = [];
  await insertChunked(productRows, 500, async (chunk) => {
    products.push(
      ...(await tx.insert(t.products).values(chunk).returning({
        productId: t.products.productId,
        name: t.products.name,
        pricePaise: t.products.pricePaise,
        taxRate: t.products.taxRate,
        hsnSacNo: t.products.hsnSacNo,
        unit: t.products.unit,
      })),
    );
  });
  const stockRows = products.flatMap((product) =>
    outletIds.map((outletId) => ({
      supplierId,
      productId: product.productId,
      outletId,
      quantity: String(random.int(0, 120)),
      reorderLevel: String(random.pick([0, 5, 10])),
    })),
  );
  await insertChunked(stockRows, 1000, (chunk) => tx.insert(t.stockLevels).values(chunk));
  return products;
}

async function createCustomers(tx: DbOrTx, supplierId: number, random: Random, count: number) {
  const rows = Array.from({ length: count }, (_, i) => {
    const [locality, pincode] = random.pick(LOCALITIES);
    return {
      supplierId,
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      mobileNumber: `${random.pick(['9', '8', '7'])}${String(100_000_000 + ((i * 7919 + supplierId * 104_729) % 900_000_000)).slice(0, 9)}`,
      address: `${random.int(1, 400)}, ${random.int(1, 20)}th Cross, ${locality}`,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode,
    };
  });
  const ids: number[] = [];
  await insertChunked(rows, 500, async (chunk) => {
    const inserted = await tx
      .insert(t.customers)
      .values(chunk)
      .returning({ customerId: t.customers.customerId });
    ids.push(...inserted.map((row) => row.customerId));
  });
  return ids;
}

type ProductRow = Awaited<ReturnType<typeof createCatalogue>>[number];

async function createOrders(
  tx: DbOrTx,
  input: {
    supplierId: number;
    storeSlug: string;
    ownerId: number;
    outletIds: number[];
    products: ProductRow[];
    customerIds: number[];
    count: number;
    random: Random;
    /** Draws for the payments only, so the orders themselves stay what they were before payments. */
    paymentRandom: Random;
    now: Date;
  },
) {
  const { random } = input;
  const orderRows: Array<typeof t.orders.$inferInsert> = [];
  const itemRows: Array<Omit<typeof t.orderItems.$inferInsert, 'orderId'> & { orderIndex: number }> = [];
  const plans: DemoPaymentPlan[] = [];
  const placedAt: Date[] = [];
  for (let n = 0; n < input.count; n++) {
    const state = ORDER_STATES[n % ORDER_STATES.length] as (typeof ORDER_STATES)[number];
    const lines = Array.from({ length: random.int(1, 6) }, () => {
      const product = random.pick(input.products);
      const loose = ['kg', 'l', 'g', 'ml'].includes(product.unit);
      return { product, loose, quantity: loose ? milliToQuantity(random.int(250, 3000)) : random.int(1, 4) };
    });
    // A partly returned order keeps something: one piece alone cannot be returned in part.
    const only = lines.length === 1 ? lines[0] : undefined;
    if (state.statuses.includes('PARTIAL_RETURN') && only && !only.loose && only.quantity === 1)
      only.quantity = 2;
    const bill = computeBill(
      lines.map(({ product, quantity }) => ({
        quantity,
        ratePaise: product.pricePaise,
        inclusive: true,
        taxes: Number(product.taxRate) > 0 ? [{ taxName: 'GST', taxRate: Number(product.taxRate) }] : [],
        hsnSacNo: product.hsnSacNo,
      })),
      { roundOff: { isRoundOffEnabled: true, roundingType: 'NEAREST', roundingValue: 1 } },
    );
    const total = bill.grandTotal;
    const customerId = random.chance(0.85) ? random.pick(input.customerIds) : null;
    const source = state.source ?? random.pick(['INSTORE', 'INSTORE', 'ONLINE', 'MANUAL'] as const);
    const plan = planDemoPayments(
      {
        source,
        customerId,
        totalPaise: total,
        paidShare: state.paidShare ?? 0,
        returned: state.statuses.includes('FULL_RETURN')
          ? 'FULL'
          : state.statuses.includes('PARTIAL_RETURN')
            ? 'PARTIAL'
            : null,
        lines: lines.map(({ loose, quantity }, i) => ({
          totalPaise: bill.lines[i]?.total ?? 0,
          milli: quantityToMilli(quantity),
          loose,
        })),
      },
      input.paymentRandom,
    );
    plans.push(plan);
    const createdAt = new Date(
      input.now.getTime() - (input.count - n) * ((30 * DAY_MS) / Math.max(input.count, 1)),
    );
    placedAt.push(createdAt);
    orderRows.push({
      supplierId: input.supplierId,
      orderNumber: n + 1,
      outletId: input.outletIds[n % input.outletIds.length] as number,
      customerId,
      source,
      orderStatuses: state.statuses,
      paymentStatus: state.payment,
      deliveryStatus: state.delivery ?? null,
      subtotalPaise: bill.subtotal,
      taxPaise: bill.totalTax,
      roundOffPaise: bill.roundOff,
      totalPaise: total,
      paidPaise: plan.paidPaise,
      refundedPaise: plan.refundedPaise,
      returnedPaise: plan.returnedPaise,
      createdBy: input.ownerId,
      createdAt,
    });
    const confirmed = state.statuses.includes('CONFIRMED');
    lines.forEach(({ product, quantity }, i) => {
      const line = bill.lines[i];
      itemRows.push({
        orderIndex: n,
        supplierId: input.supplierId,
        lineNo: i + 1,
        productId: product.productId,
        variantId: null,
        name: product.name,
        quantity: String(quantity),
        ratePaise: product.pricePaise,
        taxRate: product.taxRate ?? '0',
        taxPaise: line?.totalTax ?? 0,
        totalPaise: line?.total ?? 0,
        // A confirmed order's quantities are what it was billed for (returns count from them).
        confirmedQty: confirmed ? String(quantity) : null,
        returnedQty: milliToQuantityText(plan.returnedMilli[i] ?? 0),
      });
    });
  }
  const orderIds: number[] = [];
  await insertChunked(orderRows, 500, async (chunk) => {
    const inserted = await tx.insert(t.orders).values(chunk).returning({ orderId: t.orders.orderId });
    orderIds.push(...inserted.map((row) => row.orderId));
  });
  const items = itemRows.map(({ orderIndex, ...item }) => ({
    ...item,
    orderId: orderIds[orderIndex] as number,
  }));
  await insertChunked(items, 1000, (chunk) => tx.insert(t.orderItems).values(chunk));
  await createDemoPayments(
    tx,
    input,
    plans.map((plan, n) => ({
      plan,
      orderId: orderIds[n] as number,
      customerId: orderRows[n]?.customerId ?? null,
      placedAt: placedAt[n] as Date,
    })),
  );
}

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
        first: 'Ravi',
        last: 'Kumar',
        permissions: DEMO_STAFF_PERMISSIONS,
      },
      {
        email: DEMO_LOGINS.cashier.email,
        hash: cashierHash,
        role: 'staff',
        first: 'Meena',
        last: 'Das',
        permissions: DEMO_CASHIER_PERMISSIONS,
      },
      {
        email: DEMO_LOGINS.delivery.email,
        hash: deliveryHash,
        role: 'delivery_boy',
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
