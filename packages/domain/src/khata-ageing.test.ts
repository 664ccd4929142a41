// Khata ageing: payments settle the oldest credit sales first; what is left is aged into buckets.
import { describe, expect, it } from 'vitest';
import { ageBalance, bucketOf, creditBreach } from './khata-ageing.ts';

describe('khata ageing', () => {
  it('puts ages into 0–30, 31–60, 61–90 and 90+', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('settles the oldest sale first and ages what is left', () => {
    const aged = ageBalance(
      [
        { day: '2026-11-20', amountPaise: 5_000 },
        { day: '2026-08-01', amountPaise: 10_000 },
        { day: '2026-10-10', amountPaise: 4_000 },
        { day: '2026-11-01', amountPaise: -12_000 },
      ],
      '2026-11-27',
    );
    expect(aged).toEqual({
      balancePaise: 7_000,
      buckets: [5_000, 2_000, 0, 0],
      oldestUnpaidDay: '2026-10-10',
    });
  });

  it('keeps a payment made ahead and uses it against the next sale', () => {
    const aged = ageBalance(
      [
        { day: '2026-01-01', amountPaise: -3_000 },
        { day: '2026-01-02', amountPaise: 2_000 },
        { day: '2026-01-03', amountPaise: 2_500 },
      ],
      '2026-05-01',
    );
    expect(aged).toEqual({ balancePaise: 1_500, buckets: [0, 0, 0, 1_500], oldestUnpaidDay: '2026-01-03' });
    expect(ageBalance([], '2026-05-01')).toEqual({
      balancePaise: 0,
      buckets: [0, 0, 0, 0],
      oldestUnpaidDay: null,
    });
  });

  it('finds a customer over the limit or past the period', () => {
    const aged = ageBalance([{ day: '2026-11-01', amountPaise: 9_000 }], '2026-11-27');
    expect(creditBreach(aged, { creditLimitPaise: 5_000, creditPeriodDays: 15 }, '2026-11-27')).toEqual({
      overLimit: true,
      overdueDays: 11,
    });
    expect(creditBreach(aged, { creditLimitPaise: null, creditPeriodDays: null }, '2026-11-27')).toEqual({
      overLimit: false,
      overdueDays: 0,
    });
    const settled = ageBalance([], '2026-11-27');
    expect(creditBreach(settled, { creditLimitPaise: 0, creditPeriodDays: 0 }, '2026-11-27')).toEqual({
      overLimit: false,
      overdueDays: 0,
    });
  });
});
