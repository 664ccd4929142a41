// Inventory rules: reasons and their direction, the low-stock rule behind the restock badge, a
// count's difference, a transfer's states, and the stock file's rows.
import { describe, expect, it } from 'vitest';
import {
  adjustmentDirectionError,
  countDifference,
  INVENTORY_MESSAGES,
  isLowStock,
  statusAfterReceipt,
  transferActions,
} from './inventory.ts';
import { parseStockRow, STOCK_IMPORT_MESSAGES, stockColumnForHeader } from './stock-import.ts';

describe('adjustment reasons', () => {
  it.each([
    ['DAMAGE', -2, null],
    ['DAMAGE', 2, INVENTORY_MESSAGES.stockOutReason],
    ['THEFT', 1, INVENTORY_MESSAGES.stockOutReason],
    ['EXPIRY', -0.5, null],
    ['OWN_USE', 3, INVENTORY_MESSAGES.stockOutReason],
    ['OPENING', 10, null],
    ['OPENING', -1, INVENTORY_MESSAGES.stockInReason],
    ['COUNT', -4, null],
    ['COUNT', 4, null],
    ['ADJUSTMENT', -1, null],
  ] as const)('%s with %d → %s', (reason, quantity, message) => {
    expect(adjustmentDirectionError(reason, quantity)).toBe(message);
  });
});

describe('low stock (the restock list and badge)', () => {
  it.each([
    [4, 5, true],
    [5, 5, true],
    [6, 5, false],
    [0, 0, false],
    [-1, 0, false],
    [-1, 2, true],
  ])('%d in stock, reorder level %d → %s', (quantity, level, low) => {
    expect(isLowStock(quantity, level)).toBe(low);
  });
});

describe('counts and transfers', () => {
  it('works out a count difference to the thousandth, without float drift', () => {
    expect(countDifference(2.3, 2.1)).toBe(0.2);
    expect(countDifference(5, 7.125)).toBe(-2.125);
  });

  it('lets a transfer be dispatched or cancelled only when requested, received only in transit', () => {
    expect(transferActions('REQUESTED')).toEqual({ dispatch: true, receive: false, cancel: true });
    expect(transferActions('IN_TRANSIT')).toEqual({ dispatch: false, receive: true, cancel: false });
    expect(transferActions('PARTLY_RECEIVED')).toEqual({ dispatch: false, receive: true, cancel: false });
    expect(transferActions('RECEIVED')).toEqual({ dispatch: false, receive: false, cancel: false });
  });

  it('is received when every line is, partly received before', () => {
    expect(
      statusAfterReceipt([
        { quantity: 5, receivedQuantity: 5 },
        { quantity: 1.5, receivedQuantity: 1.5 },
      ]),
    ).toBe('RECEIVED');
    expect(statusAfterReceipt([{ quantity: 5, receivedQuantity: 3 }])).toBe('PARTLY_RECEIVED');
  });
});

describe('stock file rows', () => {
  it('finds columns by their header in any case or spacing', () => {
    expect(['Barcode', 'product name', 'QTY', 'Outlet Name', 'Colour'].map(stockColumnForHeader)).toEqual([
      'barcode',
      'name',
      'quantity',
      'outlet',
      null,
    ]);
  });

  it.each([
    [
      { barcode: '89010', quantity: '12' },
      { ok: true, value: { quantity: 12, reason: 'ADJUSTMENT', note: null } },
    ],
    [
      { sku: 'A-1', quantity: '-1.5', reason: 'own use', note: ' tea ' },
      { ok: true, value: { quantity: -1.5, reason: 'OWN_USE', note: 'tea' } },
    ],
    [
      { name: 'Rice', quantity: '1,200', reason: 'Opening' },
      { ok: true, value: { quantity: 1200, reason: 'OPENING', note: null } },
    ],
    [{ quantity: '3' }, { ok: false, field: 'name', message: STOCK_IMPORT_MESSAGES.noProduct }],
    [
      { name: 'Rice', quantity: '0' },
      { ok: false, field: 'quantity', message: STOCK_IMPORT_MESSAGES.quantity },
    ],
    [
      { name: 'Rice', quantity: '1.2345' },
      { ok: false, field: 'quantity', message: STOCK_IMPORT_MESSAGES.quantity },
    ],
    [
      { name: 'Rice', quantity: 'ten' },
      { ok: false, field: 'quantity', message: STOCK_IMPORT_MESSAGES.quantity },
    ],
    [
      { name: 'Rice', quantity: '2', reason: 'gift' },
      { ok: false, field: 'reason', message: STOCK_IMPORT_MESSAGES.reason },
    ],
    [
      { name: 'Rice', quantity: '2', reason: 'damage' },
      { ok: false, field: 'quantity', message: INVENTORY_MESSAGES.stockOutReason },
    ],
  ])('%j → %j', (cells, result) => {
    expect(parseStockRow(cells)).toEqual(result);
  });
});
