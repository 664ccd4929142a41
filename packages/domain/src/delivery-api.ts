// A delivery boy's run (back-office.md §6 "delivery boy members"): the orders of his outlets that
// are assigned to him, with what he needs on the road (call, map, what to collect).
import { z } from 'zod';

export const deliverySchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  outletName: z.string(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /** One line for the map search and the screen. */
  address: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
  /** Dispatched or delivered: what the next button does depends on it. */
  pickedUp: z.boolean(),
  delivered: z.boolean(),
  /** What the customer still owes: the cash to collect. */
  outstandingPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListReplySchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveryListReply = z.infer<typeof deliveryListReplySchema>;

/** The address as one line: street, city, pincode (the parts the order has). */
export function addressLine(
  address: {
    addressLine1: string;
    addressLine2: string | null;
    city: string | null;
    pincode: string;
  } | null,
): string | null {
  if (!address) return null;
  return [address.addressLine1, address.addressLine2, address.city, address.pincode]
    .filter((part) => part !== null && part.trim() !== '')
    .join(', ');
}

/** A map search for the address (opens the phone's map app). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A tel: link; Indian 10-digit numbers get +91. */
export function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : digits}`;
}
