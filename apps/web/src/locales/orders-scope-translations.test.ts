// The order bill's delivery charge and the Orders page's outlet scope in the nine languages: every
// string translated, none left in English.
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';
import { en } from './en.ts';
import gu from './gu.ts';
import hi from './hi.ts';
import kn from './kn.ts';
import ml from './ml.ts';
import mr from './mr.ts';
import ta from './ta.ts';
import te from './te.ts';

const KEYS = ['deliveryCharge', 'allOutlets', 'outletScope'] as const;
type Orders = { orders?: Record<string, string> };

describe.each([
  ['bn', bn],
  ['gu', gu],
  ['hi', hi],
  ['kn', kn],
  ['ml', ml],
  ['mr', mr],
  ['ta', ta],
  ['te', te],
])('%s', (_language, locale) => {
  it('translates the delivery charge and the outlet scope', () => {
    for (const key of KEYS) {
      const text = (locale as Orders).orders?.[key];
      expect(text, key).toBeTruthy();
      expect(text, key).not.toBe(en.orders[key]);
    }
  });
});
