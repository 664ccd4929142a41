// Turns the lines a cashier sends into priced order items: catalogue data, the account's rules
// on price, discount and tax changes, and the bill by the domain tax and rounding rules.

import type { AccountSettings } from '@storekeep/domain/account-settings';
import { allocateFefo, BATCH_MESSAGES, isExpired, storeToday } from '@storekeep/domain/batches';
import { type BillDiscount, shelfBill } from '@storekeep/domain/bill-discount';
import {
  isWholePackCount,
  LOOSE_MESSAGES,
  packContentMilli,
  packPricePaise,
  sellsInPacks,
  stockMilliOf,
} from '@storekeep/domain/loose';
import { formatPaise, MAX_AMOUNT_PAISE, mulDivRound } from '@storekeep/domain/money';
import type { OrderLineInput } from '@storekeep/domain/order-api';
import { UNLINKED_VARIANT_ID } from '@storekeep/domain/order-status';
import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import { formatQuantity, MILLI_PER_UNIT, milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import {
  checkLineSerials,
  repeatedSerial,
  SERIAL_MESSAGES,
  sellableSerialCount,
  serialRefusalText,
  serialsOverParts,
} from '@storekeep/domain/serials';
import type { LineTax, SupplyPlace, TaxSummaryRow } from '@storekeep/domain/tax';
import type { DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { MainImageUrl } from '../products/index.ts';
import { batchesOnHand, heldSerials, inStockCounts } from '../stock/index.ts';
import * as q from './queries.ts';

export interface PricedLine {
  lineNo: number;
  itemType: 'PRODUCT' | 'CUSTOM';
  productId: number | null;
  variantId: number | null;
  batchId: number | null;
  batchNo: string | null;
  batchLinked: boolean;
  isService: boolean;
  name: string;
  variantName: string | null;
  photoUrl: string | null;
  note: string | null;
  milli: number;
  initialMilli: number;
  mrpPaise: number;
  ratePaise: number;
  sellingPricePaise: number;
  discountedSellingPricePaise: number;
  costPaise: number;
  discount: BillDiscount | null;
  discountPaise: number;
  taxablePaise: number;
  taxPaise: number;
  totalPaise: number;
  hsnSacNo: string | null;
  taxRate: number;
  taxes: LineTax[];
  taxMap: Record<string, number>;
  unitOfMeasurement: string | null;
  contentPerPiece: string | null;
  unitPerPiece: string | null;
  soldAsPkd: boolean;
  /** 'BOTH' when the product is sold loose and in packs (sellPackedAndLooseProducts). */
  packagingType: string | null;
  sellAsBoth: boolean;
  productSku: string | null;
  barcode: string | null;
  /** The serial (IMEI) numbers the line sells (enableIMEINumber). */
  serials: { serialId: number; serialNo: string }[];
}

export interface PricedBill {
  lines: PricedLine[];
  subtotalPaise: number;
  discountPaise: number;
  taxPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  taxSummary: TaxSummaryRow[];
}

export const LINE_MESSAGES = {
  customNotAllowed: 'Custom products cannot be sold in this store.',
  customNeedsPrice: 'Enter the name and price of the custom product.',
  priceChange: 'Price change is not allowed in billing.',
  discount: 'Discounts are not allowed.',
  taxChange: 'Tax change is not allowed.',
  productGone: 'This product is no longer available.',
  batchWrong: 'This batch does not belong to the product and outlet.',
  lineTooLarge: `A line cannot come to more than ${formatPaise(MAX_AMOUNT_PAISE)}. Lower the quantity or the price.`,
  billTooLarge: `A bill cannot come to more than ${formatPaise(MAX_AMOUNT_PAISE)}. Split it into two bills.`,
  discountOverLine: 'Discount cannot be more than the amount of the line.',
  discountOverBill: 'Discount cannot be more than the amount of the bill.',
} as const;

/** A bill line before the bill's amounts are worked out. */
type BaseLine = Omit<
  PricedLine,
  | 'initialMilli'
  | 'discountedSellingPricePaise'
  | 'discountPaise'
  | 'taxablePaise'
  | 'taxPaise'
  | 'totalPaise'
  | 'taxes'
  | 'taxMap'
>;

/**
 * Keeps the line number of a line being edited; new lines take numbers above every line the
 * order has had, so a removed line's number is never reused.
 */
function lineNumbers(
  inputs: readonly OrderLineInput[],
  usedBefore: Iterable<number>,
): { numbers: number[]; fresh: () => number } {
  let next = Math.max(0, ...usedBefore, ...inputs.map((line) => line.lineNo ?? 0)) + 1;
  const seen = new Set<number>();
  const numbers = inputs.map((line, index) => {
    if (line.lineNo !== undefined && !seen.has(line.lineNo)) {
      seen.add(line.lineNo);
      return line.lineNo;
    }
    if (line.lineNo !== undefined)
      throw invalid('A line appears twice.', { [`items.${index}.lineNo`]: 'Duplicate' });
    return next++;
  });
  return { numbers, fresh: () => next++ };
}

/** A line's amount discount shared over its batch parts by quantity (the last part takes the rest). */
function discountPart(
  discount: BillDiscount | null,
  milli: number,
  partMilli: number,
  isLast: boolean,
  givenSoFar: number,
): BillDiscount | null {
  if (discount?.type !== 'AMOUNT') return discount;
  return {
    ...discount,
    value: isLast ? discount.value - givenSoFar : mulDivRound(discount.value, partMilli, milli),
  };
}

/**
 * Batch parts counted in the stock's base unit, put back in the line's unit (packs for a pack
 * line) in proportion; the last part takes the rest, so the parts add up to the line exactly.
 */
function inLineUnits<T extends { milli: number }>(parts: T[], lineMilli: number, stockMilli: number): T[] {
  if (lineMilli === stockMilli) return parts;
  let given = 0;
  return parts.map((part, i) => {
    const partMilli =
      i === parts.length - 1 ? lineMilli - given : mulDivRound(part.milli, lineMilli, stockMilli);
    given += partMilli;
    return { ...part, milli: partMilli };
  });
}

const packOf = (product: q.LineProduct) => ({
  unitOfMeasurement: product.unit,
  contentPerPiece: product.contentPerPiece,
  unitPerPiece: product.unitPerPiece,
});

export async function priceLines(
  tx: DbOrTx,
  input: {
    supplierId: number;
    outletId: number;
    settings: AccountSettings;
    /** The line's photo: the product's main image as the storage serves it. */
    imageUrl: MainImageUrl;
    items: readonly OrderLineInput[];
    billDiscount: BillDiscount | null | undefined;
    place: SupplyPlace | undefined;
    /** Quantities first asked for, by line number (kept across edits). */
    initialMilli?: ReadonlyMap<number, number>;
    /** The storefront's delivery charge, untaxed, before the round-off. */
    chargePaise?: number;
    /** The lines' products as the caller already read them (productsForLines' columns): not read again. */
    products?: readonly q.LineProduct[];
    /**
     * Whether the lines must name their serials (enableIMEINumber): the back office's bills do;
     * the shopper's storefront order does not (the store picks them when it bills the order).
     */
    serials?: boolean;
  },
): Promise<PricedBill> {
  const { settings, items, supplierId } = input;
  const productIds = [...new Set(items.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const variantIds = [...new Set(items.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
  const batchIds = [...new Set(items.flatMap((l) => (l.batchId ? [l.batchId] : [])))];
  const [products, variants, batches] = await Promise.all([
    input.products ?? q.productsForLines(tx, supplierId, productIds),
    q.variantsForLines(tx, supplierId, variantIds),
    q.batchesForLines(tx, supplierId, batchIds),
  ]);
  // With batches kept, a line sold without a batch takes the first-expiring batches that are not
  // expired (FEFO), one bill line per batch; stock left only in expired batches is never sold.
  const unpickedProducts = settings.isMaintainBatch
    ? [...new Set(items.flatMap((l) => (l.productId && !l.batchId ? [l.productId] : [])))]
    : [];
  const fieldError = (index: number, field: string, message: string) =>
    invalid(message, { [`items.${index}.${field}`]: message });
  const onHand = await batchesOnHand(tx, supplierId, input.outletId, unpickedProducts);
  const checkSerials = input.serials !== false;
  const givenSerials = checkSerials ? items.flatMap((l) => l.serialNos ?? []) : [];
  const twice = repeatedSerial(givenSerials);
  if (twice !== null) {
    const index = items.findIndex((l) => l.serialNos?.includes(twice));
    throw fieldError(index, 'serialNos', SERIAL_MESSAGES.repeated(twice));
  }
  const serialProducts = checkSerials && settings.enableIMEINumber ? productIds : [];
  const [held, serialsInStock] = await Promise.all([
    heldSerials(tx, supplierId, givenSerials),
    inStockCounts(tx, supplierId, input.outletId, serialProducts),
  ]);
  const heldByNo = new Map(held.map((h) => [h.serialNo, h]));
  const today = storeToday();
  const productById = new Map(products.map((p) => [p.productId, p]));
  const variantById = new Map(variants.map((v) => [v.variantId, v]));
  const batchById = new Map(batches.map((b) => [b.batchId, b]));
  const { numbers, fresh } = lineNumbers(items, input.initialMilli?.keys() ?? []);
  const takenFromBatch = new Map<number, number>();

  // The input line each bill line came from (a line split over batches gives several).
  const sourceIndex: number[] = [];
  const base = items.flatMap((line, index): BaseLine[] => {
    const milli = quantityToMilli(line.quantity);
    const lineNo = numbers[index] as number;
    if (line.discount && line.discount.value > 0 && !settings.isAllowDiscounts)
      throw fieldError(index, 'discount', LINE_MESSAGES.discount);
    if (!line.productId) {
      if (!settings.isSellCustomProduct) throw fieldError(index, 'productId', LINE_MESSAGES.customNotAllowed);
      if (!line.name || line.ratePaise === undefined)
        throw fieldError(index, 'name', LINE_MESSAGES.customNeedsPrice);
      sourceIndex.push(index);
      return [
        {
          lineNo,
          itemType: 'CUSTOM' as const,
          productId: null,
          variantId: UNLINKED_VARIANT_ID,
          batchId: null,
          batchNo: null,
          batchLinked: true,
          isService: false,
          name: line.name,
          variantName: null,
          photoUrl: null,
          note: line.note ?? null,
          milli,
          mrpPaise: line.ratePaise,
          ratePaise: line.ratePaise,
          sellingPricePaise: line.ratePaise,
          costPaise: 0,
          discount: line.discount && line.discount.value > 0 ? line.discount : null,
          hsnSacNo: line.hsnSacNo ?? null,
          taxRate: line.taxRate ?? 0,
          unitOfMeasurement: null,
          contentPerPiece: null,
          unitPerPiece: null,
          soldAsPkd: false,
          packagingType: null,
          sellAsBoth: false,
          productSku: null,
          barcode: null,
          serials: [],
        },
      ];
    }
    const product = productById.get(line.productId);
    if (!product) throw notFound('Product not found.');
    if (product.status !== 'ACTIVE')
      throw fieldError(index, 'productId', `${product.name}: ${LINE_MESSAGES.productGone}`);
    const variant = line.variantId ? variantById.get(line.variantId) : undefined;
    if (line.variantId && (!variant || variant.productId !== product.productId))
      throw notFound('Variant not found.');
    // Stock is kept per variant: a product with variants is sold as one of them.
    if (!variant && product.variantCount > 0 && !product.isService)
      throw fieldError(index, 'variantId', PRODUCT_MESSAGES.chooseVariant);
    // Packed and loose (packaging BOTH): a pack line counts whole packs, priced at the pack's content.
    const sellAsBoth = !product.isService && sellsInPacks(settings, packOf(product));
    const packMilli = line.soldAsPkd ? packContentMilli(packOf(product)) : null;
    if (line.soldAsPkd && (!sellAsBoth || packMilli === null))
      throw fieldError(index, 'soldAsPkd', LOOSE_MESSAGES.notInPacks);
    if (line.soldAsPkd && !isWholePackCount(line.quantity))
      throw fieldError(index, 'quantity', LOOSE_MESSAGES.wholePacks);
    const perPack = (paise: number) => (packMilli === null ? paise : packPricePaise(paise, packMilli));
    const catalogueRate = perPack(variant ? variant.pricePaise : product.pricePaise);
    if (
      line.ratePaise !== undefined &&
      line.ratePaise !== catalogueRate &&
      !settings.isAllowPriceChangeInBilling
    )
      throw fieldError(index, 'ratePaise', LINE_MESSAGES.priceChange);
    const catalogueTax = Number(product.taxRate ?? 0);
    if (line.taxRate !== undefined && line.taxRate !== catalogueTax && !settings.allowTaxChange)
      throw fieldError(index, 'taxRate', LINE_MESSAGES.taxChange);
    const chosen = line.batchId ? batchById.get(line.batchId) : undefined;
    if (
      line.batchId &&
      (!chosen ||
        chosen.productId !== product.productId ||
        chosen.variantId !== (variant?.variantId ?? 0) ||
        chosen.outletId !== input.outletId)
    )
      throw fieldError(index, 'batchId', LINE_MESSAGES.batchWrong);
    if (chosen?.expiryDate && isExpired(chosen.expiryDate, today))
      throw fieldError(index, 'batchId', BATCH_MESSAGES.expired(chosen.batchNo, chosen.expiryDate));
    let parts: {
      batch: { batchId: number; batchNo: string; mrpPaise: number | null } | null;
      milli: number;
    }[] = [{ batch: chosen ?? null, milli }];
    const variantId = variant?.variantId ?? 0;
    // Batches hold the base unit; a pack line's quantity counts packs.
    const stockMilli = stockMilliOf({ milli, soldAsPkd: packMilli !== null }, packOf(product));
    if (!chosen && settings.isMaintainBatch && !product.isService) {
      const allocation = allocateFefo(
        onHand.filter((b) => b.productId === product.productId && b.variantId === variantId),
        stockMilli,
        today,
        takenFromBatch,
      );
      if (allocation.kind === 'expired')
        throw fieldError(index, 'batchId', BATCH_MESSAGES.allExpired(product.name));
      parts = inLineUnits(allocation.parts, milli, stockMilli);
      // What no unexpired batch holds would come out of the expired batches' units in the level.
      const rest = allocation.parts.find((p) => p.batch === null)?.milli ?? 0;
      const expiredHeld = onHand.some(
        (b) =>
          b.productId === product.productId &&
          b.variantId === variantId &&
          b.quantityMilli > 0 &&
          isExpired(b.expiryDate, today),
      );
      if (rest > 0 && expiredHeld && !settings.isSellOutOfStock)
        throw fieldError(
          index,
          'quantity',
          BATCH_MESSAGES.restExpired(
            product.name,
            formatQuantity(milliToQuantity(stockMilli - rest), product.unit),
          ),
        );
    }
    const given = checkSerials ? (line.serialNos ?? []) : [];
    const refusal = checkSerials
      ? checkLineSerials({
          enabled: settings.enableIMEINumber,
          productId: product.productId,
          variantId,
          outletId: input.outletId,
          quantity: line.quantity,
          given,
          inStockAtOutlet: product.isService
            ? 0
            : sellableSerialCount(serialsInStock.get(product.productId) ?? new Map(), variantId),
          held: heldByNo,
        })
      : null;
    if (refusal)
      throw fieldError(index, 'serialNos', serialRefusalText(refusal, product.name, variant?.variantName));
    const serialParts = serialsOverParts(
      given.map((serialNo) => ({
        serialId: (heldByNo.get(serialNo) as { serialId: number }).serialId,
        serialNo,
      })),
      parts.map((p) => p.milli),
    );
    const lineDiscount = line.discount && line.discount.value > 0 ? line.discount : null;
    let discountGiven = 0;
    return parts.map(({ batch, milli: partMilli }, partIndex) => {
      const discount = discountPart(
        lineDiscount,
        milli,
        partMilli,
        partIndex === parts.length - 1,
        discountGiven,
      );
      discountGiven += discount?.type === 'AMOUNT' ? discount.value : 0;
      sourceIndex.push(index);
      return {
        lineNo: partIndex === 0 ? lineNo : fresh(),
        itemType: 'PRODUCT' as const,
        productId: product.productId,
        variantId: variant?.variantId ?? null,
        batchId: batch?.batchId ?? null,
        batchNo: batch?.batchNo ?? null,
        // With batches kept, a line sold without choosing one is "unlinked batch" until fixed.
        batchLinked: !settings.isMaintainBatch || product.isService || batch !== null,
        isService: product.isService,
        name: product.name,
        variantName: variant?.variantName ?? null,
        photoUrl: input.imageUrl(product.mainImageKey, product.mainImageReady),
        note: line.note ?? null,
        milli: partMilli,
        mrpPaise: perPack(batch?.mrpPaise ?? (variant ? variant.mrpPaise : product.mrpPaise)),
        ratePaise: line.ratePaise ?? catalogueRate,
        sellingPricePaise: catalogueRate,
        costPaise: perPack(variant ? variant.costPaise : product.costPaise),
        discount,
        hsnSacNo: line.hsnSacNo ?? product.hsnSacNo,
        taxRate: line.taxRate ?? catalogueTax,
        unitOfMeasurement: product.unit,
        contentPerPiece: product.contentPerPiece,
        unitPerPiece: product.unitPerPiece,
        soldAsPkd: packMilli !== null,
        packagingType: sellAsBoth ? ('BOTH' as const) : null,
        sellAsBoth,
        productSku: variant?.sku ?? product.sku,
        barcode: variant?.barcode ?? product.barcode,
        serials: serialParts[partIndex] ?? [],
      };
    });
  });

  // Past the largest amount a line's paise would stop being exact (999 999 × the largest price is
  // about 10^17, beyond 2^53): refused before the bill is worked out, in exact integers.
  for (const [i, line] of base.entries()) {
    const index = sourceIndex[i] as number;
    if (BigInt(line.milli) * BigInt(line.ratePaise) > BigInt(MAX_AMOUNT_PAISE) * BigInt(MILLI_PER_UNIT))
      throw fieldError(index, 'quantity', LINE_MESSAGES.lineTooLarge);
    // An amount off larger than the line would make it free without anyone saying so.
    if (
      line.discount?.type === 'AMOUNT' &&
      line.discount.value > mulDivRound(line.milli, line.ratePaise, MILLI_PER_UNIT)
    )
      throw fieldError(index, 'discount.value', LINE_MESSAGES.discountOverLine);
  }
  const options = {
    ...(input.place ? { place: input.place } : {}),
    roundOff: settings,
    ...(input.chargePaise ? { chargePaise: input.chargePaise } : {}),
    itemRoundOff: settings,
    discountRoundOff: settings,
  };
  if (input.billDiscount && input.billDiscount.value > 0 && !settings.isAllowDiscounts)
    throw invalid(LINE_MESSAGES.discount, { billDiscount: LINE_MESSAGES.discount });
  const shelfLines = base.map((line) => ({ ...line, quantity: milliToQuantity(line.milli) }));
  if (
    input.billDiscount?.type === 'AMOUNT' &&
    input.billDiscount.value > shelfBill(shelfLines, null, options).grandTotal
  )
    throw invalid(LINE_MESSAGES.discountOverBill, { 'billDiscount.value': LINE_MESSAGES.discountOverBill });
  // Catalogue prices include GST (as on the shelf); the bill backs the tax out of them.
  const bill = shelfBill(shelfLines, input.billDiscount, options);
  if (bill.grandTotal > MAX_AMOUNT_PAISE)
    throw invalid(LINE_MESSAGES.billTooLarge, { items: LINE_MESSAGES.billTooLarge });
  const lines: PricedLine[] = base.map((line, i) => {
    const priced = bill.lines[i];
    if (!priced) throw new Error('bill line missing');
    return {
      ...line,
      initialMilli: input.initialMilli?.get(line.lineNo) ?? line.milli,
      discountedSellingPricePaise:
        line.milli > 0 ? mulDivRound(priced.amount, MILLI_PER_UNIT, line.milli) : 0,
      discountPaise: priced.discount,
      taxablePaise: priced.taxable,
      taxPaise: priced.totalTax,
      totalPaise: priced.total,
      taxes: priced.taxes,
      taxMap: Object.fromEntries(priced.taxes.map((t) => [t.key, t.amount])),
    };
  });
  return {
    lines,
    subtotalPaise: bill.subtotal,
    discountPaise: bill.totalDiscount,
    taxPaise: bill.totalTax,
    roundOffPaise: bill.roundOff,
    totalPaise: bill.grandTotal,
    taxSummary: bill.taxSummary,
  };
}

/**
 * What of a priced bill may need a manager's approval: its largest discount (of any line, or of
 * the whole bill) as a percent of what it was taken off, and whether a catalogue price was changed.
 */
export function approvalFactsOf(bill: PricedBill): { maxDiscountPercent: number; priceChanged: boolean } {
  const percent = (discount: number, gross: number) => (gross > 0 ? (discount * 100) / gross : 0);
  const lineGross = (l: PricedLine) => mulDivRound(l.milli, l.ratePaise, MILLI_PER_UNIT);
  const maxDiscountPercent = Math.max(
    percent(
      bill.discountPaise,
      bill.lines.reduce((sum, l) => sum + lineGross(l), 0),
    ),
    ...bill.lines.map((l) => percent(l.discountPaise, lineGross(l))),
  );
  const priceChanged = bill.lines.some(
    (l) => l.itemType === 'PRODUCT' && l.ratePaise !== l.sellingPricePaise,
  );
  return { maxDiscountPercent, priceChanged };
}
