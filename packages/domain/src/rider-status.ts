// Delivery rider status notices (shared-blocks §3, §4): ALLOTTED arriving/delayed, ARRIVED, DISPATCHED,
// and only while the order is still on its way.
import { DELIVERY_STATUS_DELIVERED } from './order-status.ts';

export const RIDER_STATUSES = ['ALLOTTED', 'ARRIVED', 'DISPATCHED'] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];

/** The spec gives the colours of ALLOTTED (orange) and ARRIVED (red); DISPATCHED is our green. */
export type RiderNoticeTone = 'orange' | 'red' | 'green';

export interface RiderDetails {
  rider_name?: string | null;
  rider_phone?: string | null;
  /** Expected arrival time (ISO date-time). */
  eta?: string | null;
  status: string;
}

export interface RiderNotice {
  tone: RiderNoticeTone;
  text: string;
}

// The spec names the notices but not their exact words; these are ours.
export const riderArrivingText = (minutes: number) => `Rider arriving in ${minutes} min`;
export const riderDelayedText = (minutes: number) => `Rider delayed by ${minutes} min`;
export const RIDER_ALLOTTED_TEXT = 'Rider allotted';
export const RIDER_ARRIVED_TEXT = 'Rider has arrived';
export const RIDER_DISPATCHED_TEXT = 'Order picked up';

/** The notice for a rider's status at `now`, or null for statuses with no notice. */
export function riderNotice(rider: RiderDetails, now: Date): RiderNotice | null {
  if (rider.status === 'ARRIVED') return { tone: 'red', text: RIDER_ARRIVED_TEXT };
  if (rider.status === 'DISPATCHED') return { tone: 'green', text: RIDER_DISPATCHED_TEXT };
  if (rider.status !== 'ALLOTTED') return null;
  const eta = rider.eta ? Date.parse(rider.eta) : Number.NaN;
  if (Number.isNaN(eta)) return { tone: 'orange', text: RIDER_ALLOTTED_TEXT };
  // Whole minutes, rounded up while arriving and down once late, so "0 min" is never shown early.
  const minutes = (eta - now.getTime()) / 60_000;
  if (minutes > 0) return { tone: 'orange', text: riderArrivingText(Math.ceil(minutes)) };
  return { tone: 'orange', text: riderDelayedText(Math.max(1, Math.floor(-minutes))) };
}

/** Order statuses after which no rider is on the way: the goods are with the customer or back. */
const RIDER_DONE_STATUSES: ReadonlySet<string> = new Set([
  'FULFILLED',
  'COMPLETED',
  'CANCELLED',
  'FULL_RETURN',
  'PARTIAL_RETURN',
]);

/**
 * The notice an order shows for its rider: none once it is delivered, cancelled or returned (the
 * rider's last status, "arriving in 42 min", would contradict the Delivered badge).
 */
export function orderRiderNotice(
  order: { rider: RiderDetails | null; orderStatuses: readonly string[]; deliveryStatus: string | null },
  now: Date,
): RiderNotice | null {
  if (!order.rider || order.deliveryStatus === DELIVERY_STATUS_DELIVERED) return null;
  if (order.orderStatuses.some((s) => RIDER_DONE_STATUSES.has(s))) return null;
  return riderNotice(order.rider, now);
}
