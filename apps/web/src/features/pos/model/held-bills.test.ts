import { describe, expect, it } from 'vitest';
import { holdBill, MAX_HELD_BILLS, readHeldBills, resumeBill } from './held-bills.ts';
import { EMPTY_DRAFT } from './sale-draft.ts';

describe('held bills', () => {
  it('holds a bill per store and resumes it once', () => {
    localStorage.clear();
    const draft = { ...EMPTY_DRAFT, customer: { customerId: 5, name: 'Asha', mobileNumber: null } };
    const [held] = holdBill(localStorage, 1, draft, new Date('2026-11-23T10:00:00Z'));
    expect(readHeldBills(localStorage, 2)).toEqual([]);
    expect(resumeBill(localStorage, 1, held!.id)).toEqual(draft);
    expect(resumeBill(localStorage, 1, held!.id)).toBeNull();
  });

  it(`keeps at most ${MAX_HELD_BILLS}, dropping the oldest`, () => {
    localStorage.clear();
    for (let i = 0; i < MAX_HELD_BILLS + 2; i++) holdBill(localStorage, 1, EMPTY_DRAFT, new Date(1_000 + i));
    const held = readHeldBills(localStorage, 1);
    expect(held).toHaveLength(MAX_HELD_BILLS);
    expect(held[0]!.id).toBe(String(1_000 + MAX_HELD_BILLS + 1));
  });
});
