import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_TAB,
  inOrderTab,
  ORDER_TABS,
  orderListQuery,
  orderListQuerySchema,
  orderQueryType,
  orderTabSchema,
  type TabbedOrder,
} from './order-tabs.ts';

describe('order tabs (back-office §4)', () => {
  it('has the six tabs and defaults to DELIVERY_PENDING', () => {
    expect(ORDER_TABS).toEqual([
      'UNBILLED',
      'PAYMENT_PENDING',
      'DELIVERY_PENDING',
      'ONLINE',
      'ALLORDERS',
      'INSTORE',
    ]);
    expect(DEFAULT_ORDER_TAB).toBe('DELIVERY_PENDING');
    expect(orderTabSchema.safeParse('RETURNS').success).toBe(false);
  });

  it.each([
    ['UNBILLED', 'UNBILLED'],
    ['PAYMENT_PENDING', 'PAYMENT_PENDING'],
    ['DELIVERY_PENDING', 'DELIVERY_PENDING'],
    ['ONLINE', 'VIEW'],
    ['ALLORDERS', 'VIEW'],
    ['INSTORE', 'VIEW'],
  ] as const)('%s is queried with type %s', (tab, type) => {
    expect(orderQueryType(tab)).toBe(type);
  });

  it.each([
    ['B2B', 'PAYMENT_PENDING', 'totalOutstanding', 'DESC'],
    ['B2C', 'PAYMENT_PENDING', null, null],
    ['B2B', 'UNBILLED', null, null],
  ] as const)('%s on %s sorts by %s %s', (supplierType, tab, sortBy, sortOrdr) => {
    expect(orderListQuery(tab, supplierType)).toMatchObject({ sortBy, sortOrdr });
  });

  it('builds the default query for page 1', () => {
    const query = orderListQuery();
    expect(query).toEqual({
      currentPage: 1,
      orderState: 'DELIVERY_PENDING',
      type: 'DELIVERY_PENDING',
      sortBy: null,
      sortOrdr: null,
    });
    expect(orderListQuerySchema.parse(query)).toEqual(query);
    expect(orderListQuery('ONLINE', 'B2C', 3)).toMatchObject({
      currentPage: 3,
      orderState: 'ONLINE',
      type: 'VIEW',
    });
  });
});

describe('which tabs an order is on', () => {
  const order = (patch: Partial<TabbedOrder>): TabbedOrder => ({
    source: 'INSTORE',
    orderStatuses: ['CONFIRMED'],
    paymentStatus: 'UNPAID',
    deliveryStatus: null,
    ...patch,
  });
  const tabsOf = (o: TabbedOrder) => ORDER_TABS.filter((tab) => inOrderTab(tab, o));

  it('puts a new online order on the default tab as well as Unbilled and Online', () => {
    const placed = order({ source: 'ONLINE', orderStatuses: ['UNCONFIRMED'] });
    expect(inOrderTab(DEFAULT_ORDER_TAB, placed)).toBe(true);
    expect(tabsOf(placed)).toEqual(['UNBILLED', 'DELIVERY_PENDING', 'ONLINE', 'ALLORDERS']);
  });

  it('keeps an unbilled counter draft off Delivery pending until it is billed', () => {
    expect(tabsOf(order({ orderStatuses: ['UNCONFIRMED'] }))).toEqual(['UNBILLED', 'ALLORDERS', 'INSTORE']);
    expect(tabsOf(order({}))).toEqual(['PAYMENT_PENDING', 'DELIVERY_PENDING', 'ALLORDERS', 'INSTORE']);
  });

  it('takes delivered, cancelled and returned orders off the working tabs', () => {
    for (const done of [
      order({ source: 'ONLINE', deliveryStatus: 'DELIVERED', paymentStatus: 'PAID' }),
      order({ source: 'ONLINE', orderStatuses: ['UNCONFIRMED', 'CANCELLED'] }),
      order({ orderStatuses: ['CONFIRMED', 'FULFILLED', 'FULL_RETURN'], paymentStatus: 'PAYMENT_RETURNED' }),
    ])
      expect(tabsOf(done).filter((tab) => !['ONLINE', 'ALLORDERS', 'INSTORE'].includes(tab))).toEqual([]);
  });
});
