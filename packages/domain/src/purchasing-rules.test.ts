// Small rules of purchasing and the counter: FEFO order with batches that never expire, bill due
// dates, the bank of an IFSC, a delivery address on one line.
import { describe, expect, it } from 'vitest';
import { fefoOrder, isExpired } from './batches.ts';
import { addressLine } from './delivery-api.ts';
import { bankOfIfsc } from './ifsc-banks.ts';
import { dueDate } from './purchase.ts';

describe('FEFO order', () => {
  it('sells the earliest expiry first, batches without expiry last, then the oldest batch', () => {
    const batch = (batchId: number, expiryDate: string | null) => ({
      batchId,
      batchNo: `B${batchId}`,
      expiryDate,
      quantityMilli: 1000,
      mrpPaise: null,
    });
    const order = fefoOrder([batch(1, null), batch(2, '2027-03-01'), batch(3, '2027-01-01'), batch(4, null)]);
    expect(order.map((b) => b.batchId)).toEqual([3, 2, 1, 4]);
    expect(fefoOrder([batch(5, '2027-01-01'), batch(6, null)]).map((b) => b.batchId)).toEqual([5, 6]);
    expect(isExpired(null, '2027-01-01')).toBe(false);
    expect(isExpired('2026-12-31', '2027-01-01')).toBe(true);
    expect(isExpired('2027-01-01', '2027-01-01')).toBe(false);
  });
});

describe('purchase bills and lookups', () => {
  it('falls due after the vendor’s payment terms, or never without terms', () => {
    expect(dueDate('2026-11-20', 15)).toBe('2026-12-05');
    expect(dueDate('2026-11-20', null)).toBeNull();
  });

  it('names the bank of a known IFSC and no bank for an unknown code', () => {
    expect(bankOfIfsc('sbin0001234')).toEqual({ bankCode: 'SBIN', bankName: 'State Bank of India' });
    expect(bankOfIfsc('ZZZZ0001234')).toEqual({ bankCode: 'ZZZZ', bankName: null });
  });

  it('writes a delivery address on one line without empty parts', () => {
    expect(addressLine(null)).toBeNull();
    expect(
      addressLine({ addressLine1: '12 MG Road', addressLine2: ' ', city: null, pincode: '560001' }),
    ).toBe('12 MG Road, 560001');
  });
});
