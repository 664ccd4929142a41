import { describe, expect, it } from 'vitest';
import { khataRefundPaise, type LoggedPayment, refundPlan } from './refund-plan.ts';

const pay = (mode: LoggedPayment['mode'], amountPaise: number): LoggedPayment => ({
  kind: 'PAYMENT',
  mode,
  amountPaise,
});

describe('the refund plan', () => {
  it('books a cash refund of a cash sale as cash', () => {
    expect(refundPlan([pay('CASH', 10_000)], 4_000, 'CASH').plan).toEqual([
      { mode: 'CASH', amountPaise: 4_000 },
    ]);
  });

  it('takes what was sold on the khata off the khata first, whatever mode is chosen', () => {
    const payments = [pay('CREDIT', 6_000), pay('CASH', 4_000)];
    expect(refundPlan(payments, 8_000, 'CASH').plan).toEqual([
      { mode: 'CREDIT', amountPaise: 6_000 },
      { mode: 'CASH', amountPaise: 2_000 },
    ]);
    expect(refundPlan([pay('CREDIT', 6_000)], 3_000, 'CASH').plan).toEqual([
      { mode: 'CREDIT', amountPaise: 3_000 },
    ]);
    expect(khataRefundPaise(payments, 8_000)).toBe(6_000);
    expect(khataRefundPaise([pay('CASH', 4_000)], 8_000)).toBe(0);
  });

  it('gives each mode back what it paid when no mode is chosen, and flags online money', () => {
    const refunded: LoggedPayment = { kind: 'REFUND', mode: 'CASH', amountPaise: 1_000 };
    expect(refundPlan([pay('CASH', 3_000), refunded, pay('UPI', 5_000)], 6_000, null)).toEqual({
      plan: [
        { mode: 'CASH', amountPaise: 2_000 },
        { mode: 'UPI', amountPaise: 4_000 },
      ],
      uncovered: 0,
    });
    expect(refundPlan([pay('CREDIT', 1_000), pay('ONLINE', 5_000)], 3_000, null).uncovered).toBe(2_000);
  });
});
