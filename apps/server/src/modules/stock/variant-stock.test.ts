// Stock per variant over HTTP: a product with variants is given opening stock per variant and
// outlet, listed in the inventory one row per variant, adjusted, reordered, bought on a purchase
// order and sold per variant; a line that names no variant is refused, a variant holding stock is
// not removed, and the ledger still sums to every level at the end.
import { INVENTORY_MESSAGES } from '@storekeep/domain/inventory';
import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type StoreFixture } from '../../test/harness.ts';
import { ledgerMismatches } from '../../test/ledger.ts';
import { type caller, setFlags, twoOutletStore } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let api: ReturnType<typeof caller>;
let first: number;
let second: number;

beforeAll(async () => {
  h = await createHarness();
  ({ store, api, first, second } = await twoOutletStore(h));
  await setFlags(h, store, { isAllowVariantProducts: true, isSellOutOfStock: false });
}, 300_000);
afterAll(async () => {
  expect(await ledgerMismatches(h.database.db)).toEqual([]);
  await h.close();
});

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const reply = await api.call(method, url, payload);
  expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBeLessThan(300);
  return reply.json();
}

interface Row {
  productId: number;
  variantId: number | null;
  variantName: string | null;
  quantity: number;
  isLow: boolean;
}

async function rowsOf(productId: number): Promise<Row[]> {
  const reply = await ok('GET', `/api/v1/inventory?scope=all&productId=${productId}`);
  return reply.rows as Row[];
}

describe('stock per variant', () => {
  let shirt: number;
  let small: number;
  let medium: number;

  it('takes opening stock per variant and outlet, and lists each variant as its own row', async () => {
    const created = await ok('POST', '/api/v1/products', {
      productName: 'Cotton Shirt',
      sellingPricePaise: 80_000,
      costPricePaise: 50_000,
      variants: [
        { variantName: 'S', sellingPricePaise: 80_000, costPricePaise: 50_000, barcode: '7700000000011' },
        { variantName: 'M', sellingPricePaise: 85_000, costPricePaise: 52_000, barcode: '7700000000028' },
      ],
      createStock: [
        { outletId: first, variantIndex: 0, quantity: 4 },
        { outletId: first, variantIndex: 1, quantity: 1 },
        { outletId: second, variantIndex: 1, quantity: 6 },
      ],
    });
    shirt = created.productId;
    [small, medium] = created.variants.map((v: { variantId: number }) => v.variantId);
    expect(created.stock).toEqual(
      expect.arrayContaining([
        { outletId: first, variantId: small, variantName: 'S', quantity: 4 },
        { outletId: first, variantId: medium, variantName: 'M', quantity: 1 },
        { outletId: second, variantId: medium, variantName: 'M', quantity: 6 },
      ]),
    );
    const rows = await rowsOf(shirt);
    expect(rows.map((r) => [r.variantId, r.variantName, r.quantity])).toEqual([
      [small, 'S', 4],
      [medium, 'M', 7],
    ]);
    // The variant's own cost values its stock.
    expect(rows[1]).toMatchObject({ valuePaise: 7 * 52_000 });
  });

  it('refuses opening stock that names no variant of a product with variants', async () => {
    const reply = await api.call('POST', '/api/v1/products', {
      productName: 'Jeans',
      variants: [{ variantName: '32' }],
      createStock: [{ outletId: first, quantity: 3 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toBe(PRODUCT_MESSAGES.chooseVariant);
  });

  it('adjusts and reorders a variant, and refuses a line without its variant', async () => {
    const missing = await api.call('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'DAMAGE',
      lines: [{ productId: shirt, quantity: -1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'lines.0.variantId': INVENTORY_MESSAGES.chooseVariant });
    const damaged = await ok('POST', '/api/v1/inventory/adjustments', {
      outletId: first,
      reason: 'DAMAGE',
      lines: [{ productId: shirt, variantId: small, quantity: -1 }],
    });
    expect(damaged.lines).toEqual([{ productId: shirt, variantId: small, change: -1, quantity: 3 }]);
    await ok('PUT', '/api/v1/inventory/reorder', {
      productId: shirt,
      variantId: medium,
      outletId: first,
      reorderLevel: 2,
      reorderQuantity: 10,
    });
    const low = await ok('GET', '/api/v1/inventory?scope=selected&filter=low');
    expect((low.rows as Row[]).map((r) => [r.productId, r.variantId])).toEqual([[shirt, medium]]);
    const history = await ok('GET', `/api/v1/inventory/products/${shirt}/moves?variantId=${small}`);
    expect(
      history.moves.map((m: { reason: string; variantName: string }) => [m.reason, m.variantName]),
    ).toEqual([
      ['DAMAGE', 'S'],
      ['OPENING', 'S'],
    ]);
  });

  it('proposes the low variant on the purchase list and receives it into that variant', async () => {
    const vendor = await ok('POST', '/api/v1/vendors', { name: 'Textile Mills' });
    const low = await ok('GET', '/api/v1/purchase-orders/low-stock');
    const row = low.products.find((p: { productId: number }) => p.productId === shirt);
    expect(row).toMatchObject({ variantId: medium, name: 'Cotton Shirt (M)', onHand: 1, costPaise: 52_000 });
    expect(row.suggestedQuantity).toBeGreaterThan(0);
    const noVariant = await api.call('POST', '/api/v1/purchase-orders', {
      vendorId: vendor.vendorId,
      lines: [{ productId: shirt, quantity: 5 }],
    });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().error.fields).toEqual({ 'lines.0.variantId': INVENTORY_MESSAGES.chooseVariant });
    const po = await ok('POST', '/api/v1/purchase-orders', {
      vendorId: vendor.vendorId,
      source: 'LOW_STOCK',
      lines: [{ productId: shirt, variantId: medium, quantity: 5 }],
    });
    expect(po.lines[0]).toMatchObject({ variantId: medium, name: 'Cotton Shirt (M)' });
    await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/send`);
    await ok('POST', `/api/v1/purchase-orders/${po.purchaseOrderId}/receipts`, {
      lines: [{ lineNo: 1, quantity: 5 }],
    });
    const rows = await rowsOf(shirt);
    expect(rows.map((r) => [r.variantId, r.quantity])).toEqual([
      [small, 3],
      [medium, 12],
    ]);
  });

  it('sells a variant from its own stock and refuses a sale that names no variant', async () => {
    const noVariant = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: shirt, quantity: 1 }],
      confirm: true,
    });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().error.fields).toEqual({ 'items.0.variantId': PRODUCT_MESSAGES.chooseVariant });
    // S holds 3 at this outlet: a fourth is out of stock although M has plenty.
    const tooMany = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: shirt, variantId: small, quantity: 4 }],
      confirm: true,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Cotton Shirt (S) is out of stock (available: 3).');
    await api.order('POST', '/api/v1/orders', {
      items: [{ productId: shirt, variantId: small, quantity: 2 }],
      confirm: true,
    });
    const rows = await rowsOf(shirt);
    expect(rows.map((r) => [r.variantId, r.quantity])).toEqual([
      [small, 1],
      [medium, 12],
    ]);
    const search = await ok('GET', `/api/v1/products/search?barcode=7700000000011&outletId=${first}`);
    expect(search.products[0].variants).toMatchObject([
      { variantId: small, variantName: 'S', stockQuantity: 1 },
      { variantId: medium, variantName: 'M', sellingPricePaise: 85_000, stockQuantity: 6 },
    ]);
  });

  it('keeps a variant that still holds stock when the product is saved without it', async () => {
    const reply = await api.call('PUT', `/api/v1/products/${shirt}`, {
      productName: 'Cotton Shirt',
      variants: [{ variantId: medium, variantName: 'M' }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toBe(PRODUCT_MESSAGES.variantHasStock('S'));
  });
});

describe('loose and packed goods', () => {
  it('sells loose by weight and in packs from the same base stock, packs priced by their content', async () => {
    await setFlags(h, store, { sellLooseProducts: true, sellPackedAndLooseProducts: true });
    const dal = await ok('POST', '/api/v1/products', {
      productName: 'Toor Dal',
      unitOfMeasurement: 'kg',
      contentPerPiece: 500,
      unitPerPiece: 'g',
      sellingPricePaise: 12_000,
      mrpPaise: 13_000,
      createStock: [{ outletId: first, quantity: 5 }],
    });
    const halfPacks = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: dal.productId, quantity: 1.5, soldAsPkd: true }],
      confirm: true,
    });
    expect(halfPacks.statusCode).toBe(400);
    expect(halfPacks.json().error.fields).toEqual({ 'items.0.quantity': 'Packs are sold in whole numbers.' });
    const order = await api.order('POST', '/api/v1/orders', {
      items: [
        { productId: dal.productId, quantity: 2, soldAsPkd: true },
        { productId: dal.productId, quantity: 0.25 },
      ],
      confirm: true,
    });
    expect(order.items.map((i) => [i.quantity, i.soldAsPkd, i.packagingType, i.ratePaise])).toEqual([
      [2, true, 'BOTH', 6_000],
      [0.25, false, 'BOTH', 12_000],
    ]);
    // 2 packs of 500 g and 250 g loose: 1.25 kg out of 5 kg.
    const [row] = await rowsOf(dal.productId);
    expect(row?.quantity).toBe(3.75);
    await setFlags(h, store, { sellPackedAndLooseProducts: false });
    const off = await api.call('POST', '/api/v1/orders', {
      items: [{ productId: dal.productId, quantity: 1, soldAsPkd: true }],
      confirm: true,
    });
    expect(off.json().error.fields).toEqual({ 'items.0.soldAsPkd': 'This product is not sold in packs.' });
  });
});
