// Reply shapes from rows: numbers from numeric text, productId or serviceId, margins by the domain rules.
import {
  type ProductListItem,
  type ProductReply,
  type ProductStatus,
  type ProductVisibility,
  productMargins,
} from '@storekeep/domain/product';
import { productImageVariantPaths } from '@storekeep/domain/product-images';
import type { Storage } from '../../storage/storage.ts';
import type * as list from './list-queries.ts';
import type * as q from './queries.ts';
import type * as search from './search-queries.ts';

/** The main image's URL for lists and the editor: its thumbnail once the variants exist. */
export type MainImageUrl = (storageKey: string | null, variantsReady: boolean | null) => string | null;

export function mainImageUrlBuilder(storage: Pick<Storage, 'url'>): MainImageUrl {
  return (storageKey, variantsReady) => {
    if (storageKey === null) return null;
    const url = storage.url(storageKey);
    return variantsReady ? productImageVariantPaths(url).thumbnail : url;
  };
}

/** Service products answer with serviceId in place of productId (back-office.md §3). */
export function idOf(productId: number, isService: boolean): { productId: number } | { serviceId: number } {
  return isService ? { serviceId: productId } : { productId };
}

const num = (text: string | null) => (text === null ? null : Number(text));
const visibility = (isOnDisplay: boolean): ProductVisibility => (isOnDisplay ? 'ON_DISPLAY' : 'OFF_DISPLAY');

type VariantRow = Awaited<ReturnType<typeof q.listVariants>>[number];

export function presentProduct(
  row: NonNullable<q.ProductRow>,
  variants: VariantRow[],
  outletDelivery: Array<{ outletId: number; isDeliveryEnabled: boolean }>,
  stock: Array<{ outletId: number; variantId: number; quantity: string }>,
  mainImageUrl: MainImageUrl,
): ProductReply {
  return {
    ...idOf(row.productId, row.isService),
    productName: row.name,
    visibility: visibility(row.isOnDisplay),
    detailedDescription: row.detailedDescription,
    mainImageUrl: mainImageUrl(row.mainImageKey, row.mainImageReady),
    imageCount: row.imageCount,
    isSellOnline: row.isSellOnline,
    isEnquiryEnabled: row.isEnquiryEnabled,
    enquiryPrice: row.enquiryPricePaise,
    isBulkPricingActive: row.isBulkPricingActive,
    bulkPricingDetail: row.bulkPricingDetail,
    unitOfMeasurement: row.unit,
    contentPerPiece: num(row.contentPerPiece),
    unitPerPiece: row.unitPerPiece,
    minOrderQuantity: Number(row.minOrderQuantity),
    outletWiseDeliveryList: outletDelivery,
    purchaseTax: num(row.purchaseTax),
    salesTax: num(row.taxRate),
    hsnSacNo: row.hsnSacNo,
    mrpPaise: row.mrpPaise,
    sellingPricePaise: row.pricePaise,
    costPricePaise: row.costPaise,
    ...productMargins({
      mrpPaise: row.mrpPaise,
      sellingPricePaise: row.pricePaise,
      costPricePaise: row.costPaise,
    }),
    sku: row.sku,
    barcode: row.barcode,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    variants: variants.map((v) => ({
      variantId: v.variantId,
      variantName: v.variantName,
      mrpPaise: v.mrpPaise,
      sellingPricePaise: v.pricePaise,
      costPricePaise: v.costPaise,
      ...productMargins({
        mrpPaise: v.mrpPaise,
        sellingPricePaise: v.pricePaise,
        costPricePaise: v.costPaise,
      }),
      sku: v.sku,
      barcode: v.barcode,
    })),
    isService: row.isService,
    stock: stock.map((s) => ({
      outletId: s.outletId,
      variantId: s.variantId === 0 ? null : s.variantId,
      variantName: variants.find((v) => v.variantId === s.variantId)?.variantName ?? null,
      quantity: Number(s.quantity),
    })),
    status: row.status as ProductStatus,
    templateId: row.templateId,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ListRow = Awaited<ReturnType<typeof list.listProducts>>['rows'][number];

export function presentListItem(row: ListRow, mainImageUrl: MainImageUrl): ProductListItem {
  return {
    ...idOf(row.productId, row.isService),
    productName: row.name,
    mainImageUrl: mainImageUrl(row.mainImageKey, row.mainImageReady),
    imageCount: row.imageCount,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    mrpPaise: row.mrpPaise,
    sellingPricePaise: row.pricePaise,
    costPricePaise: row.costPaise,
    marginPercent: productMargins({
      mrpPaise: row.mrpPaise,
      sellingPricePaise: row.pricePaise,
      costPricePaise: row.costPaise,
    }).marginPercent,
    salesTax: num(row.taxRate),
    sku: row.sku,
    barcode: row.barcode,
    visibility: visibility(row.isOnDisplay),
    status: row.status as ProductStatus,
    isService: row.isService,
    templateId: row.templateId,
    updatedAt: row.updatedAt.toISOString(),
    stock: row.stock.map((s) => ({
      outletId: Number(s.outletId),
      variantId: Number(s.variantId) || null,
      variantName: s.variantName,
      quantity: Number(s.quantity),
    })),
  };
}

type SearchRow = Awaited<ReturnType<typeof search.searchByName>>[number];

export function presentSearchItem(row: SearchRow, mainImageUrl: MainImageUrl) {
  return {
    ...idOf(row.productId, row.isService),
    productName: row.name,
    mainImageUrl: mainImageUrl(row.mainImageKey, row.mainImageReady),
    barcode: row.barcode,
    sku: row.sku,
    mrpPaise: row.mrpPaise,
    sellingPricePaise: row.pricePaise,
    unitOfMeasurement: row.unit,
    stockQuantity: Number(row.stockQuantity),
    visibility: visibility(row.isOnDisplay),
    salesTax: num(row.taxRate),
    hsnSacNo: row.hsnSacNo,
    contentPerPiece: row.contentPerPiece === null ? null : Number(row.contentPerPiece),
    unitPerPiece: row.unitPerPiece,
    variants: row.variants.map((v) => ({
      variantId: Number(v.variantId),
      variantName: v.variantName,
      mrpPaise: Number(v.mrpPaise),
      sellingPricePaise: Number(v.pricePaise),
      barcode: v.barcode,
      sku: v.sku,
      stockQuantity: Number(v.stock),
    })),
  };
}
