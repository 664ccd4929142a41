// The rows of a generated store: the supplier with its outlets and staff, its catalogue and its customers.
import {
  type AccountSettings,
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_STORE_SETTINGS,
} from '@storekeep/domain/account-settings';
import { rupeesToPaise } from '@storekeep/domain/money';
import { sellingPriceFromDiscount } from '@storekeep/domain/price';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { LineProduct } from '../modules/orders/index.ts';
import { assignProductSlugs } from '../modules/products/index.ts';
import type { Storage } from '../storage/storage.ts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  LOCALITIES,
  SAMPLE_CATEGORIES,
  SAMPLE_PRODUCTS,
  type SampleProduct,
} from './catalogue.ts';
import { storeDemoCategoryPicture } from './category-pictures.ts';
import { storeDemoProductPictures } from './product-pictures.ts';
import { ean13, type Random } from './random.ts';

export const DAY_MS = 86_400_000;
/** Every generated outlet is in Karnataka (GST state 29): its sales are within the state. */
export const OUTLET_STATE_ID = 29;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
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

export async function createStore(tx: DbOrTx, spec: StoreSpec) {
  const accountSettings: AccountSettings = {
    ...DEFAULT_ACCOUNT_SETTINGS,
    isEnabledCustomerCredit: true,
    isNewUser: false,
  };
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
      accountSettings,
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
      .values({ supplierId, name: outlet.name, stateId: OUTLET_STATE_ID, state: 'Karnataka', position })
      .returning({ outletId: t.outlets.outletId });
    const outletId = (row as { outletId: number }).outletId;
    outletIds.push(outletId);
    await tx
      .insert(t.accounts)
      .values(outlet.accounts.map((accountName, i) => ({ supplierId, outletId, accountName, position: i })));
  }
  return { supplierId, ownerId: (owner as { userId: number }).userId, outletIds, accountSettings };
}

export async function createCatalogue(
  tx: DbOrTx,
  supplierId: number,
  outletIds: number[],
  random: Random,
  productCount: number,
  /** The demo store's categories and products get the themes' art as pictures; bench stores none. */
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
  // The columns pricing reads (the orders module's LineProduct), so demo orders are priced as real ones.
  const products: LineProduct[] = [];
  await insertChunked(productRows, 500, async (chunk) => {
    products.push(
      ...(await tx.insert(t.products).values(chunk).returning({
        productId: t.products.productId,
        name: t.products.name,
        status: t.products.status,
        isService: t.products.isService,
        sku: t.products.sku,
        barcode: t.products.barcode,
        hsnSacNo: t.products.hsnSacNo,
        unit: t.products.unit,
        mrpPaise: t.products.mrpPaise,
        pricePaise: t.products.pricePaise,
        costPaise: t.products.costPaise,
        taxRate: t.products.taxRate,
        contentPerPiece: t.products.contentPerPiece,
        unitPerPiece: t.products.unitPerPiece,
        variantCount: t.products.variantCount,
        mainImageKey: t.products.mainImageKey,
        mainImageReady: t.products.mainImageReady,
      })),
    );
  });
  await assignProductSlugs(
    tx,
    supplierId,
    products.map((product) => product.productId),
  );
  if (storage)
    await storeDemoProductPictures(
      tx,
      storage,
      supplierId,
      products.map((product, i) => ({
        productId: product.productId,
        name: product.name,
        category: (SAMPLE_PRODUCTS[i % SAMPLE_PRODUCTS.length] as SampleProduct).category,
      })),
    );
  const stockRows = products.flatMap((product) =>
    outletIds.map((outletId) => ({
      supplierId,
      productId: product.productId,
      outletId,
      quantity: String(random.int(0, 120)),
      reorderLevel: String(random.pick([0, 5, 10])),
    })),
  );
  // The last product runs low at the first outlet, so the restock list and purchasing always have
  // one to show (set after the draws, so the other rows stay as the seed makes them).
  const restock = stockRows.find(
    (row) => row.productId === products.at(-1)?.productId && row.outletId === outletIds[0],
  );
  if (restock) Object.assign(restock, { quantity: '2', reorderLevel: '10' });
  await insertChunked(stockRows, 1000, (chunk) => tx.insert(t.stockLevels).values(chunk));
  // The stock arrived as opening stock: one move each, so every level is the sum of its ledger.
  const openingMoves = stockRows
    .filter((row) => row.quantity !== '0')
    .map((row) => ({ ...row, reason: 'OPENING' as const }));
  await insertChunked(openingMoves, 1000, (chunk) =>
    tx.insert(t.stockMoves).values(
      chunk.map(({ supplierId, productId, outletId, quantity, reason }) => ({
        supplierId,
        productId,
        outletId,
        quantity,
        reason,
      })),
    ),
  );
  return products;
}

export async function createCustomers(tx: DbOrTx, supplierId: number, random: Random, count: number) {
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

export type ProductRow = Awaited<ReturnType<typeof createCatalogue>>[number];
