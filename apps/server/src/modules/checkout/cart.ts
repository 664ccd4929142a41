// The priced cart the cart and checkout pages show: each line with its picture, price and the
// notes that block checkout (MOQ, stock, a product gone).
import type { CartLine } from '@storekeep/domain/cart';
import { CHECKOUT_MESSAGES, moqProblem, sellsFromStock } from '@storekeep/domain/checkout';
import { DEFAULT_LANGUAGE_CODE } from '@storekeep/domain/languages';
import { mulDivRound } from '@storekeep/domain/money';
import { MILLI_PER_UNIT, quantityToMilli } from '@storekeep/domain/quantity';
import { translated } from '@storekeep/domain/store-translations';
import type { Db } from '../../db/client.ts';
import type { MainImageUrl } from '../products/index.ts';
import type { Shop } from './internal.ts';
import * as q from './queries.ts';

export interface CartViewLine extends CartLine {
  name: string;
  /** The product page's slug (productPath). */
  slug: string;
  variantName: string | null;
  photoUrl: string | null;
  unitPaise: number;
  linePaise: number;
  /** MOQ and stock notes, letter-clear. */
  notes: string[];
}

export interface CartView {
  lines: CartViewLine[];
  subtotalPaise: number;
  /** Lines that blocks checkout (MOQ, stock, gone). */
  problems: string[];
}

export async function cartView(
  db: Db,
  shop: Shop,
  cart: CartLine[],
  imageUrl: MainImageUrl,
): Promise<CartView> {
  const outlet = await q.onlineOutlet(db, shop.supplierId);
  if (!outlet || cart.length === 0) return { lines: [], subtotalPaise: 0, problems: [] };
  const [products, variants] = await Promise.all([
    q.cartProducts(db, shop.supplierId, outlet.outletId, [...new Set(cart.map((l) => l.productId))]),
    q.cartVariants(
      db,
      shop.supplierId,
      cart.flatMap((l) => (l.variantId ? [l.variantId] : [])),
    ),
  ]);
  const byId = new Map(products.map((p) => [p.productId, p]));
  const variantById = new Map(variants.map((v) => [v.variantId, v]));
  const lines: CartViewLine[] = [];
  const problems: string[] = [];
  for (const line of cart) {
    const product = byId.get(line.productId);
    const variant = line.variantId ? variantById.get(line.variantId) : undefined;
    if (!product || (line.variantId && variant?.productId !== line.productId)) continue;
    // The shopper reads the name in their language where the merchant gave it; orders keep the base one.
    const productName = translated(
      product.name,
      product.translations,
      shop.language ?? DEFAULT_LANGUAGE_CODE,
      'name',
    );
    const name = variant ? `${productName} (${variant.variantName})` : productName;
    const notes: string[] = [];
    if (product.status !== 'ACTIVE') notes.push(CHECKOUT_MESSAGES.gone(name));
    const moq = moqProblem(name, line.quantity, Number(product.minOrderQuantity));
    if (moq) notes.push(moq);
    // The line's own stock item: its variant, or the product itself (variant 0).
    const stock = product.stock.find((s) => Number(s.v) === (variant?.variantId ?? 0))?.q ?? null;
    if (!sellsFromStock({ isService: product.isService, stock }, line.quantity, shop.settings))
      notes.push(CHECKOUT_MESSAGES.outOfStock(name));
    problems.push(...notes);
    const unitPaise = variant ? variant.pricePaise : product.pricePaise;
    lines.push({
      ...line,
      name: productName,
      slug: product.slug,
      variantName: variant?.variantName ?? null,
      photoUrl: imageUrl(product.mainImageKey, product.mainImageReady),
      unitPaise,
      linePaise: mulDivRound(unitPaise, quantityToMilli(line.quantity), MILLI_PER_UNIT),
      notes,
    });
  }
  return { lines, subtotalPaise: lines.reduce((s, l) => s + l.linePaise, 0), problems };
}

/** Whether the store sells this product (and variant) now: only such a line goes in a cart. */
export function sellsProduct(
  db: Db,
  shop: Shop,
  productId: number,
  variantId: number | null,
): Promise<boolean> {
  return q.isOnSale(db, shop.supplierId, productId, variantId);
}
