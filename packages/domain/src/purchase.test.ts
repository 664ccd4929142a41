import { describe, expect, it } from 'vitest';
import { allocateFefo, fefoOrder, isExpired, repeatedSerial } from './batches.ts';
import {
  canDoPurchase,
  isLowStock,
  landedUnitCosts,
  purchaseBill,
  purchasePlace,
  statusAfterReceipt,
  suggestedOrderQuantity,
  vendorBalance,
  weightedAverageCost,
} from './purchase.ts';
import { vendorBodySchema } from './vendor-api.ts';

describe('purchase bill: GST input tax by the vendor state against the outlet state', () => {
  const lines = [
    { milli: 10_000, costPaise: 1000, taxRate: 18 }, // 100.00 taxable, 18.00 GST
    { milli: 2_500, costPaise: 333, taxRate: 5 }, // 8.33 (8.325 rounds up), 0.42 GST
  ];
  it.each([
    ['same state: CGST + SGST', '27', '27', { cgst: 921, sgst: 921, igst: 0 }],
    ['another state: IGST', '29', '27', { cgst: 0, sgst: 0, igst: 1842 }],
    ['vendor without a state is local', null, '27', { cgst: 921, sgst: 921, igst: 0 }],
    ['union territory outlet: UTGST in the state column', '04', '04', { cgst: 921, sgst: 921, igst: 0 }],
  ] as const)('%s', (_name, vendor, outlet, want) => {
    const bill = purchaseBill(lines, purchasePlace(vendor, outlet));
    expect(bill.taxablePaise).toBe(10_833);
    expect(bill.taxPaise).toBe(1842);
    expect({ cgst: bill.cgstPaise, sgst: bill.sgstPaise, igst: bill.igstPaise }).toEqual(want);
    expect(bill.cgstPaise + bill.sgstPaise + bill.igstPaise).toBe(bill.taxPaise);
    expect(bill.totalPaise).toBe(10_833 + 1842);
  });
  it('splits an odd paisa so that the halves add up, CGST taking it', () => {
    const bill = purchaseBill([{ milli: 1000, costPaise: 10, taxRate: 5 }], purchasePlace('27', '27'));
    expect(bill.taxPaise).toBe(1);
    expect(bill.cgstPaise + bill.sgstPaise).toBe(1);
  });
  it('outlet without a state: GST split in halves', () => {
    const bill = purchaseBill([{ milli: 1000, costPaise: 10_000, taxRate: 12 }], purchasePlace('29', null));
    expect([bill.cgstPaise, bill.sgstPaise, bill.igstPaise]).toEqual([600, 600, 0]);
  });
});

describe('landed cost and weighted average cost', () => {
  it('shares the charges by line value, adding up exactly', () => {
    const lines = [
      { milli: 10_000, costPaise: 1000, taxRate: 18 },
      { milli: 3_000, costPaise: 1000, taxRate: 18 },
    ];
    const costs = landedUnitCosts(lines, 1001);
    expect(costs[0]).toBe(1077); // 100.00 + 7.70 over 10
    expect(costs[1]).toBe(1077); // 30.00 + 2.31 over 3 = 10.77
    expect(landedUnitCosts(lines, 0)).toEqual([1000, 1000]);
  });
  it.each([
    ['no stock on hand: the landed cost', 0, 500, 10_000, 700, 700],
    ['negative stock carries no weight', -2_000, 500, 10_000, 700, 700],
    ['equal quantities: the mean', 10_000, 500, 10_000, 700, 600],
    ['weighted 3:1', 30_000, 400, 10_000, 800, 500],
    ['rounds half away from zero', 1_000, 100, 1_000, 101, 101],
  ])('%s', (_name, onHand, cost, received, landed, want) => {
    expect(weightedAverageCost(onHand, cost, received, landed)).toBe(want);
  });
});

describe('purchase order status and actions', () => {
  it('is partly received until every line has all it ordered', () => {
    expect(statusAfterReceipt([{ orderedMilli: 5000, receivedMilli: 2000 }])).toBe('PARTIALLY_RECEIVED');
    expect(
      statusAfterReceipt([
        { orderedMilli: 5000, receivedMilli: 5000 },
        { orderedMilli: 1000, receivedMilli: 1500 },
      ]),
    ).toBe('RECEIVED');
  });
  it('refuses receipts on a closed order and payments before any receipt', () => {
    expect(canDoPurchase('receive', 'CLOSED')).toBe(false);
    expect(canDoPurchase('receive', 'PARTIALLY_RECEIVED')).toBe(true);
    expect(canDoPurchase('pay', 'SENT')).toBe(false);
    expect(canDoPurchase('edit', 'SENT')).toBe(false);
  });
});

describe('reorder suggestions (isAutoReorderLevel, isAutoReorderQuantity)', () => {
  const flags = { isAutoReorderLevel: false, isAutoReorderQuantity: false };
  it.each([
    [
      'back up to twice the level',
      { onHandMilli: 3000, reorderLevelMilli: 5000, soldLast30DaysMilli: 0 },
      flags,
      7000,
    ],
    [
      'at least one unit',
      { onHandMilli: 5000, reorderLevelMilli: 2500, soldLast30DaysMilli: 0 },
      flags,
      1000,
    ],
    [
      'loose quantities round up to a unit',
      { onHandMilli: 1500, reorderLevelMilli: 2000, soldLast30DaysMilli: 0 },
      flags,
      3000,
    ],
    [
      'auto quantity covers 30 days of sales',
      { onHandMilli: 2000, reorderLevelMilli: 5000, soldLast30DaysMilli: 60_000 },
      { ...flags, isAutoReorderQuantity: true },
      63_000,
    ],
    [
      'auto level: a week of sales when no level is set',
      { onHandMilli: 0, reorderLevelMilli: 0, soldLast30DaysMilli: 30_000 },
      { isAutoReorderLevel: true, isAutoReorderQuantity: false },
      14_000,
    ],
  ])('%s', (_name, input, f, want) => {
    expect(suggestedOrderQuantity(input, f)).toBe(want);
  });
  it('is low stock at or below the level, never without one', () => {
    expect(isLowStock({ onHandMilli: 5000, reorderLevelMilli: 5000, soldLast30DaysMilli: 0 }, false)).toBe(
      true,
    );
    expect(isLowStock({ onHandMilli: 0, reorderLevelMilli: 0, soldLast30DaysMilli: 9000 }, false)).toBe(
      false,
    );
    expect(isLowStock({ onHandMilli: 1000, reorderLevelMilli: 0, soldLast30DaysMilli: 9000 }, true)).toBe(
      true,
    );
  });
});

describe('vendors', () => {
  it('balance: opening + bills - payments - debit notes', () => {
    expect(
      vendorBalance({ openingPaise: 500, billsPaise: 10_000, paymentsPaise: 4000, returnsPaise: 1000 }),
    ).toBe(5500);
  });
  it('takes a valid GSTIN and refuses one of another state than the chosen one', () => {
    expect(vendorBodySchema.safeParse({ name: 'Sharma Traders', gstin: '27aapfu0939f1zv' }).data?.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    const wrong = vendorBodySchema.safeParse({ name: 'X', gstin: '27AAPFU0939F1ZV', stateCode: '29' });
    expect(wrong.error?.issues[0]?.path).toEqual(['stateCode']);
    expect(vendorBodySchema.safeParse({ name: 'X', gstin: '27AAPFU0939' }).success).toBe(false);
  });
});

describe('batches: first-expiring-first, expired never sold', () => {
  const today = '2026-06-15';
  const batches = [
    { batchId: 1, batchNo: 'A', expiryDate: '2026-12-31', quantityMilli: 10_000 },
    { batchId: 2, batchNo: 'B', expiryDate: '2026-07-01', quantityMilli: 2_000 },
    { batchId: 3, batchNo: 'C', expiryDate: null, quantityMilli: 50_000 },
    { batchId: 4, batchNo: 'D', expiryDate: '2026-06-14', quantityMilli: 9_000 },
  ];
  it('orders by expiry, no-expiry last', () => {
    expect(fefoOrder(batches).map((b) => b.batchNo)).toEqual(['D', 'B', 'A', 'C']);
  });
  const parts = (milli: number, taken?: Map<number, number>) => {
    const allocation = allocateFefo(batches, milli, today, taken);
    return allocation.kind === 'parts'
      ? allocation.parts.map((p) => [p.batch?.batchNo ?? null, p.milli])
      : [];
  };
  it.each([
    ['takes the first-expiring unexpired batch when it holds the quantity', 1_000, [['B', 1_000]]],
    [
      'splits a quantity the first batch cannot hold across the next ones',
      5_000,
      [
        ['B', 2_000],
        ['A', 3_000],
      ],
    ],
    [
      'ends with the batch that does not expire',
      20_000,
      [
        ['B', 2_000],
        ['A', 10_000],
        ['C', 8_000],
      ],
    ],
    [
      'leaves what no batch holds unlinked',
      70_000,
      [
        ['B', 2_000],
        ['A', 10_000],
        ['C', 50_000],
        [null, 8_000],
      ],
    ],
  ])('%s', (_name, milli, want) => {
    expect(parts(milli)).toEqual(want);
  });
  it('counts what earlier lines of the bill took from a batch', () => {
    const taken = new Map<number, number>();
    expect(parts(1_500, taken)).toEqual([['B', 1_500]]);
    expect(parts(1_000, taken)).toEqual([
      ['B', 500],
      ['A', 500],
    ]);
  });
  it('says when only expired stock is left, and never sells it', () => {
    expect(allocateFefo([batches[3]!], 1000, today).kind).toBe('expired');
    expect(allocateFefo([], 1000, today)).toEqual({ kind: 'parts', parts: [{ batch: null, milli: 1000 }] });
    expect(isExpired('2026-06-15', today)).toBe(false);
    expect(isExpired('2026-06-14', today)).toBe(true);
  });
  it('finds a serial given twice, whatever its spacing or case', () => {
    expect(repeatedSerial(['35 2099 001', 'abc', '352099001'])).toBe('352099001');
    expect(repeatedSerial(['1', '2'])).toBeNull();
  });
});
