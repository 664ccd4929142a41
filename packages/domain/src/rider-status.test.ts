import { describe, expect, it } from 'vitest';
import { orderRiderNotice, RIDER_STATUSES, riderNotice } from './rider-status.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('delivery rider status notices', () => {
  it('knows ALLOTTED, ARRIVED and DISPATCHED', () => {
    expect(RIDER_STATUSES).toEqual(['ALLOTTED', 'ARRIVED', 'DISPATCHED']);
  });

  it.each([
    ['ALLOTTED', '2026-11-22T10:07:00Z', 'orange', 'Rider arriving in 7 min'],
    ['ALLOTTED', '2026-11-22T10:00:30Z', 'orange', 'Rider arriving in 1 min'],
    ['ALLOTTED', '2026-11-22T09:48:00Z', 'orange', 'Rider delayed by 12 min'],
    ['ALLOTTED', '2026-11-22T10:00:00Z', 'orange', 'Rider delayed by 1 min'],
    ['ALLOTTED', null, 'orange', 'Rider allotted'],
    ['ALLOTTED', 'soon', 'orange', 'Rider allotted'],
    ['ARRIVED', null, 'red', 'Rider has arrived'],
    ['DISPATCHED', null, 'green', 'Order picked up'],
  ])('%s with eta %s shows a %s notice "%s"', (status, eta, tone, text) => {
    expect(riderNotice({ status, eta }, now)).toEqual({ tone, text });
  });

  it('shows nothing for other statuses', () => {
    expect(riderNotice({ status: 'DELIVERED' }, now)).toBeNull();
  });
});

describe('the rider notice of an order', () => {
  const rider = { status: 'ALLOTTED', eta: '2026-11-22T10:42:00Z' };
  it('shows while the order is on its way', () => {
    const order = { rider, orderStatuses: ['CONFIRMED', 'DISPATCHED'], deliveryStatus: 'DISPATCHED' };
    expect(orderRiderNotice(order, now)?.text).toBe('Rider arriving in 42 min');
  });

  it.each([
    [['CONFIRMED', 'FULFILLED'], 'DELIVERED'],
    [['CONFIRMED', 'FULFILLED', 'COMPLETED'], null],
    [['CONFIRMED', 'UNFULFILLED'], 'DELIVERED'],
    [['CANCELLED'], null],
    [['CONFIRMED', 'FULFILLED', 'FULL_RETURN'], null],
  ])('is gone once the order is %j (delivery status %s)', (orderStatuses, deliveryStatus) => {
    expect(orderRiderNotice({ rider, orderStatuses, deliveryStatus }, now)).toBeNull();
  });

  it('is none without a rider', () => {
    expect(
      orderRiderNotice({ rider: null, orderStatuses: ['CONFIRMED'], deliveryStatus: null }, now),
    ).toBeNull();
  });
});
