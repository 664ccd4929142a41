import { describe, expect, it } from 'vitest';
import { RIDER_STATUSES, riderNotice } from './rider-status.ts';

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
