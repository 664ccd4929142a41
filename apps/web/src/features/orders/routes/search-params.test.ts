import { describe, expect, it } from 'vitest';
import { orderListPath, parseOrderListSearch } from './search-params.ts';

describe('order list URL', () => {
  it.each([
    [{}, {}],
    [
      { tab: 'INSTORE', page: '3', q: ' 98765 ' },
      { tab: 'INSTORE', page: 3, q: '98765' },
    ],
    [{ tab: 'NOPE', page: '1' }, {}],
    [{ range: 'Last Month' }, { range: 'Last Month' }],
    [
      { range: 'Custom', from: '2026-11-01', to: '2026-11-10' },
      { range: 'Custom', from: '2026-11-01', to: '2026-11-10' },
    ],
    // A custom range needs both ends; dates on other filters are dropped.
    [{ range: 'Custom', from: '2026-11-01' }, {}],
    [{ range: 'Today', from: '2026-11-01', to: '2026-11-10' }, { range: 'Today' }],
  ])('reads %j as %j', (input, expected) => {
    expect(parseOrderListSearch(input)).toEqual(expected);
  });

  it('leaves the default tab out of the path', () => {
    expect(orderListPath({ tab: 'DELIVERY_PENDING' })).toBe('/orders');
    expect(orderListPath({ tab: 'UNBILLED', page: 2 })).toBe('/orders?tab=UNBILLED&page=2');
  });
});
