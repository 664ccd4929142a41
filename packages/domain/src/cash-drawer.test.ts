import { describe, expect, it } from 'vitest';
import {
  countedFromNotes,
  type DrawerMovement,
  drawerCloseBodySchema,
  expectedDrawerCash,
} from './cash-drawer.ts';

const move = (source: DrawerMovement['source'], mode: string, amountPaise: number): DrawerMovement => ({
  source,
  mode,
  amountPaise,
});

describe('expected cash: opening float + cash sales + cash khata collections − cash refunds − cash paid out', () => {
  it.each([
    { name: 'an empty day holds the float', float: 50_000, moves: [], expected: 50_000 },
    {
      name: 'cash only; card, UPI and credit sales stay out',
      float: 100_000,
      moves: [
        move('SALE', 'CASH', 25_050),
        move('SALE', 'UPI', 99_900),
        move('SALE', 'CARD', 10_000),
        move('SALE', 'CREDIT', 5_000),
        move('KHATA', 'CASH', 20_000),
        move('KHATA', 'UPI', 7_000),
        move('REFUND', 'CASH', 3_050),
        move('REFUND', 'UPI', 1_000),
        move('VENDOR', 'CASH', 12_000),
        move('VENDOR', 'BANK', 40_000),
      ],
      expected: 100_000 + 25_050 + 20_000 - 3_050 - 12_000,
    },
    {
      name: 'refunds and pay-outs can take the drawer below its float',
      float: 0,
      moves: [move('REFUND', 'CASH', 500), move('VENDOR', 'CASH', 700)],
      expected: -1_200,
    },
  ])('$name', ({ float, moves, expected }) => {
    expect(expectedDrawerCash(float, moves).expectedPaise).toBe(expected);
  });

  it('gives each part on its own', () => {
    expect(
      expectedDrawerCash(1_000, [
        move('SALE', 'CASH', 2),
        move('SALE', 'CASH', 3),
        move('KHATA', 'CASH', 7),
        move('REFUND', 'CASH', 11),
        move('VENDOR', 'CASH', 13),
      ]),
    ).toEqual({
      openingFloatPaise: 1_000,
      cashSalesPaise: 5,
      khataCollectionsPaise: 7,
      refundsPaise: 11,
      paidOutPaise: 13,
      expectedPaise: 1_000 + 5 + 7 - 11 - 13,
    });
  });
});

describe('a count by denomination', () => {
  const count = {
    notes: { '2000': 1, '500': 3, '200': 0, '100': 2, '50': 1, '20': 0, '10': 4 },
    coinsPaise: 1_250,
  };
  it('adds notes at their face value and the coins', () => {
    expect(countedFromNotes(count)).toBe((2000 + 1500 + 200 + 50 + 40) * 100 + 1_250);
  });
  it('must agree with the counted cash', () => {
    const day = '2026-10-05';
    expect(
      drawerCloseBodySchema.safeParse({ day, openingFloatPaise: 0, countedPaise: 380_250, count }).success,
    ).toBe(true);
    const wrong = drawerCloseBodySchema.safeParse({ day, openingFloatPaise: 0, countedPaise: 1, count });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['countedPaise']);
  });
  it('is optional', () => {
    const body = drawerCloseBodySchema.parse({ day: '2026-10-05', openingFloatPaise: 0, countedPaise: 5 });
    expect(body.count).toBeNull();
  });
});
