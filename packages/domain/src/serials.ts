// Serial (IMEI) numbers chosen at sale (enableIMEINumber, back-office.md §3): a line of a product
// with serials in stock at the outlet names exactly one serial per unit sold; a serial is sold
// once, by the outlet that holds it, as the product and variant it was received as. A transfer's
// dispatch and a debit note name theirs by the same rule: in transit or back with the vendor, a
// serial is sellable nowhere.
import { z } from 'zod';
import { normaliseSerial, repeatedSerial } from './batches.ts';
import { quantityToMilli } from './quantity.ts';

/** RETURNED: sent back to the vendor on a debit note. IN_TRANSIT: dispatched, not yet received. */
export const SERIAL_STATUSES = ['IN_STOCK', 'IN_TRANSIT', 'SOLD', 'RETURNED'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];

export const SERIAL_MESSAGES = {
  count: (name: string) => `${name}: choose one serial (IMEI) number for each unit sold.`,
  notKept: 'This store does not keep serial (IMEI) numbers.',
  unknown: (serial: string) => `The serial (IMEI) number ${serial} is not in this store.`,
  otherProduct: (serial: string, name: string) => `The serial (IMEI) number ${serial} is not of ${name}.`,
  otherVariant: (serial: string, variant: string) =>
    `The serial (IMEI) number ${serial} is of another variant, not ${variant}.`,
  otherOutlet: (serial: string) => `The serial (IMEI) number ${serial} is not in stock at this outlet.`,
  sold: (serial: string) => `The serial (IMEI) number ${serial} is already sold.`,
  repeated: (serial: string) => `The serial (IMEI) number ${serial} is chosen twice.`,
  returnChoose: (name: string) => `${name}: choose the serial (IMEI) numbers that come back.`,
  returnNotSold: (serial: string) => `The serial (IMEI) number ${serial} was not sold on this line.`,
  dispatchCount: (name: string) => `${name}: choose one serial (IMEI) number for each unit sent.`,
  vendorReturnCount: (name: string) =>
    `${name}: choose one serial (IMEI) number for each unit sent back to the vendor.`,
  receiveChoose: (name: string) => `${name}: choose the serial (IMEI) numbers that arrived.`,
  notInTransit: (serial: string) => `The serial (IMEI) number ${serial} is not on the way on this line.`,
  notInStock: (serial: string) => `The serial (IMEI) number ${serial} is no longer in stock at this outlet.`,
} as const;

/** What the serials leave with: a bill, a transfer's dispatch, a debit note to the vendor. */
export type SerialPurpose = 'sale' | 'dispatch' | 'vendorReturn';

/** A serial as a line names it, in the form the store keeps (trimmed, upper case, no spaces). */
export const serialNoSchema = z.string().trim().min(1).max(40).transform(normaliseSerial);
export const serialNosSchema = z.array(serialNoSchema).max(1000);

export { normaliseSerial, repeatedSerial };

/** A serial as the store holds it, looked up by its number. */
export interface HeldSerial {
  serialId: number;
  serialNo: string;
  productId: number;
  /** The variant it was received as; 0 for a product without variants, or not known (0052). */
  variantId: number;
  outletId: number;
  status: string;
}

export type SerialRefusal =
  | { kind: 'count' }
  | { kind: 'notKept' }
  | { kind: 'unknown'; serial: string }
  | { kind: 'otherProduct'; serial: string }
  | { kind: 'otherVariant'; serial: string }
  | { kind: 'otherOutlet'; serial: string }
  | { kind: 'sold'; serial: string };

/**
 * What a bill line's serials must be. `inStockAtOutlet`: how many serials of the line's product
 * and variant the outlet holds (`sellableSerialCount`). The line needs serials when the store
 * keeps them and the outlet has any of them, or when the cashier named some: then one per unit,
 * exactly. Each named serial must be the store's, of this product and variant, at this outlet and
 * not sold; a serial whose variant is not known (0 on a line of a variant) goes with any variant.
 * Null when the line is right.
 */
export function checkLineSerials(input: {
  enabled: boolean;
  productId: number;
  /** The line's variant; 0 for a product without variants. */
  variantId: number;
  outletId: number;
  quantity: number;
  given: readonly string[];
  inStockAtOutlet: number;
  held: ReadonlyMap<string, HeldSerial>;
}): SerialRefusal | null {
  const { given } = input;
  if (!input.enabled) return given.length > 0 ? { kind: 'notKept' } : null;
  if (given.length === 0 && input.inStockAtOutlet === 0) return null;
  if (quantityToMilli(input.quantity) !== given.length * 1000) return { kind: 'count' };
  for (const serial of given) {
    const held = input.held.get(serial);
    if (!held) return { kind: 'unknown', serial };
    if (held.productId !== input.productId) return { kind: 'otherProduct', serial };
    if (!serialFitsVariant(held.variantId, input.variantId)) return { kind: 'otherVariant', serial };
    if (held.outletId !== input.outletId) return { kind: 'otherOutlet', serial };
    if (held.status === 'SOLD') return { kind: 'sold', serial };
    // In transit, or back with the vendor: in stock nowhere.
    if (held.status !== 'IN_STOCK') return { kind: 'otherOutlet', serial };
  }
  return null;
}

/**
 * Whether a serial received as `serialVariantId` may go on a line of `lineVariantId` (both 0 for a
 * product without variants). A serial kept before serials had variants, whose receipt could not
 * tell its variant (0), goes with any variant of its product.
 */
export function serialFitsVariant(serialVariantId: number, lineVariantId: number): boolean {
  return serialVariantId === lineVariantId || serialVariantId === 0;
}

/**
 * How many of the outlet's in-stock serials a line of the variant may take, from the counts by
 * variant of the line's product (0: not known, or the product itself).
 */
export function sellableSerialCount(countsByVariant: ReadonlyMap<number, number>, variantId: number): number {
  const unknown = countsByVariant.get(0) ?? 0;
  return variantId === 0 ? unknown : (countsByVariant.get(variantId) ?? 0) + unknown;
}

const COUNT_TEXT: Record<SerialPurpose, (name: string) => string> = {
  sale: SERIAL_MESSAGES.count,
  dispatch: SERIAL_MESSAGES.dispatchCount,
  vendorReturn: SERIAL_MESSAGES.vendorReturnCount,
};

/**
 * The refusal's text for the line of `name` (`variantName`: the line's variant, if it has one), in
 * the words of what the serials leave with.
 */
export function serialRefusalText(
  refusal: SerialRefusal,
  name: string,
  variantName?: string | null,
  purpose: SerialPurpose = 'sale',
): string {
  switch (refusal.kind) {
    case 'count':
      return COUNT_TEXT[purpose](name);
    case 'notKept':
      return SERIAL_MESSAGES.notKept;
    case 'unknown':
      return SERIAL_MESSAGES.unknown(refusal.serial);
    case 'otherProduct':
      return SERIAL_MESSAGES.otherProduct(refusal.serial, name);
    case 'otherVariant':
      return SERIAL_MESSAGES.otherVariant(refusal.serial, variantName ? `${name} ${variantName}` : name);
    case 'otherOutlet':
      return SERIAL_MESSAGES.otherOutlet(refusal.serial);
    case 'sold':
      return SERIAL_MESSAGES.sold(refusal.serial);
  }
}

/**
 * A line's serials shared over its batch parts (first-expiring-first gives one bill line per
 * batch) in the parts' order, as many as each part's whole units.
 */
export function serialsOverParts<T>(serials: readonly T[], partsMilli: readonly number[]): T[][] {
  let from = 0;
  return partsMilli.map((milli, i) => {
    const count = i === partsMilli.length - 1 ? serials.length - from : Math.round(milli / 1000);
    const part = serials.slice(from, from + count);
    from += count;
    return part;
  });
}

/**
 * The serials a return of `quantity` from a line gives back: the ones named, which must be the
 * line's still sold, one per unit; without names, all of them when the return takes the whole
 * rest of the line. Null: the cashier must choose.
 */
export function returnedSerials(input: {
  quantity: number;
  stillSold: readonly string[];
  named: readonly string[] | undefined;
}): { serials: string[] } | { refusal: 'choose' } | { refusal: 'notSold'; serial: string } {
  const units = quantityToMilli(input.quantity) / 1000;
  if (input.named && input.named.length > 0) {
    if (input.named.length !== units) return { refusal: 'choose' };
    const sold = new Set(input.stillSold);
    const wrong = input.named.find((s) => !sold.has(s));
    if (wrong !== undefined) return { refusal: 'notSold', serial: wrong };
    return { serials: [...input.named] };
  }
  if (input.stillSold.length === 0) return { serials: [] };
  if (units === input.stillSold.length) return { serials: [...input.stillSold] };
  return { refusal: 'choose' };
}

/**
 * GET /inventory/products/:productId/serials: the product's serials, with the order each was sold
 * on; with `variantId`, only those a line of the variant may take (a transfer's dispatch).
 */
export const productSerialsQuerySchema = z.object({
  outletId: z.coerce.number().int().positive().optional(),
  status: z.enum(SERIAL_STATUSES).optional(),
  variantId: z.coerce.number().int().positive().optional(),
});

/**
 * GET /orders/serials: the serials a bill at the outlet may sell of the product, and of the
 * line's variant when the product has variants (with those whose variant is not known).
 */
export const sellableSerialsQuerySchema = z.object({
  productId: z.coerce.number().int().positive(),
  variantId: z.coerce.number().int().positive().optional(),
  outletId: z.coerce.number().int().positive(),
});

export const productSerialSchema = z.object({
  serialId: z.number().int(),
  serialNo: z.string(),
  /** The variant it was received as; null for a product without variants, or not known. */
  variantId: z.number().int().nullable(),
  variantName: z.string().nullable(),
  status: z.enum(SERIAL_STATUSES),
  outletId: z.number().int(),
  outletName: z.string().nullable(),
  receivedAt: z.string(),
  purchaseOrderId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  orderNumber: z.number().int().nullable(),
  soldAt: z.string().nullable(),
});
export type ProductSerial = z.infer<typeof productSerialSchema>;

export const productSerialsReplySchema = z.object({ serials: z.array(productSerialSchema) });
export type ProductSerialsReply = z.infer<typeof productSerialsReplySchema>;
