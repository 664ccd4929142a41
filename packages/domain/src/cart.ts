// The storefront cart as it lives in the `sk_cart` cookie: product/variant/quantity lines, no
// prices (the server prices the cart on every read). Cookie text: lines joined by '|', each
// `productId:variantId:quantity` (variant 0 = none), only cookie-safe characters. Garbage reads
// as the lines that still make sense, never as an error.
import { milliToQuantity, quantityToMilli, roundQuantity } from './quantity.ts';

export interface CartLine {
  productId: number;
  /** null when the product has no variant chosen. */
  variantId: number | null;
  /** Units; up to three decimals for loose goods. */
  quantity: number;
}

export const CART_COOKIE = 'sk_cart';
export const CART_COUNT_COOKIE = 'sk_cart_n';
export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 9999;

export type CartAction = 'add' | 'set' | 'remove';

const ID = /^[1-9]\d{0,14}$/;
const QTY = /^\d{1,4}(?:\.\d{1,3})?$/;

/** A quantity the cart keeps: above 0, at most 9999, three decimals. */
export function cartQuantity(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!QTY.test(text)) return null;
  const quantity = milliToQuantity(quantityToMilli(text));
  return quantity > 0 && quantity <= CART_MAX_QUANTITY ? quantity : null;
}

const sameLine = (
  a: Pick<CartLine, 'productId' | 'variantId'>,
  b: Pick<CartLine, 'productId' | 'variantId'>,
) => a.productId === b.productId && a.variantId === b.variantId;

export function decodeCart(raw: string | undefined | null): CartLine[] {
  if (!raw || raw.length > 4000) return [];
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const lines: CartLine[] = [];
  for (const part of text.split('|')) {
    const [p, v, q, ...rest] = part.split(':');
    if (rest.length > 0 || !p || !v || !q || !ID.test(p) || !(v === '0' || ID.test(v))) continue;
    const quantity = cartQuantity(q);
    if (quantity === null) continue;
    const line = { productId: Number(p), variantId: v === '0' ? null : Number(v), quantity };
    if (
      !Number.isSafeInteger(line.productId) ||
      (line.variantId !== null && !Number.isSafeInteger(line.variantId))
    )
      continue;
    if (lines.some((l) => sameLine(l, line))) continue;
    lines.push(line);
    if (lines.length === CART_MAX_LINES) break;
  }
  return lines;
}

export function encodeCart(lines: readonly CartLine[]): string {
  return lines
    .slice(0, CART_MAX_LINES)
    .map((l) => `${l.productId}:${l.variantId ?? 0}:${roundQuantity(l.quantity)}`)
    .join('|');
}

/** The badge number: lines count by units, rounded up for loose quantities. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + Math.ceil(l.quantity), 0);
}

export const CART_MESSAGES = {
  badQuantity: 'Enter a quantity between 0.001 and 9999.',
  full: `The cart can hold ${CART_MAX_LINES} products.`,
} as const;

/** The cart after one form action; `add` adds to a line already there (capped at 9999). */
export function applyCartAction(
  lines: readonly CartLine[],
  change: { action: CartAction; productId: number; variantId: number | null; quantity: number },
): { lines: CartLine[]; error?: string } {
  const key = { productId: change.productId, variantId: change.variantId };
  const rest = lines.filter((l) => !sameLine(l, key));
  if (change.action === 'remove') return { lines: rest };
  if (change.action === 'set' && change.quantity === 0) return { lines: rest };
  const quantity = cartQuantity(change.quantity);
  if (quantity === null) return { lines: [...lines], error: CART_MESSAGES.badQuantity };
  const existing = lines.find((l) => sameLine(l, key));
  if (!existing && lines.length >= CART_MAX_LINES) return { lines: [...lines], error: CART_MESSAGES.full };
  const next =
    change.action === 'add' && existing
      ? Math.min(
          CART_MAX_QUANTITY,
          milliToQuantity(quantityToMilli(existing.quantity) + quantityToMilli(quantity)),
        )
      : quantity;
  return {
    lines: lines
      .map((l) => (sameLine(l, key) ? { ...l, quantity: next } : l))
      .concat(existing ? [] : [{ ...key, quantity: next }]),
  };
}
