import { describe, expect, it } from 'vitest';
import {
  PRODUCT_EDIT_FIELDS,
  type ProductReply,
  productEditFromReply,
  productEditSchema,
  REVIEW_FIELDS,
  reviewStateOf,
} from './product.ts';

const reply: ProductReply = {
  productId: 5,
  productName: 'Toor Dal 1 kg',
  visibility: 'OFF_DISPLAY',
  detailedDescription: '<p>Unpolished</p>',
  mainImageUrl: null,
  imageCount: 0,
  isSellOnline: false,
  isEnquiryEnabled: true,
  enquiryPrice: 15_000,
  isBulkPricingActive: true,
  bulkPricingDetail: [{ minQuantity: 10, pricePaise: 14_000 }],
  unitOfMeasurement: 'kg',
  contentPerPiece: 1,
  unitPerPiece: 'kg',
  minOrderQuantity: 1.5,
  outletWiseDeliveryList: [{ outletId: 3, isDeliveryEnabled: true }],
  purchaseTax: 5,
  salesTax: 5,
  hsnSacNo: '0713',
  mrpPaise: 18_000,
  sellingPricePaise: 16_000,
  costPricePaise: 12_000,
  marginPercent: 25,
  discountMarginPercent: 33.33,
  sku: 'TOOR-1',
  barcode: '890100',
  categoryId: 2,
  categoryName: 'Staples',
  variants: [
    {
      variantId: 8,
      variantName: '5 kg',
      mrpPaise: 85_000,
      sellingPricePaise: 80_000,
      costPricePaise: 60_000,
      marginPercent: 25,
      discountMarginPercent: 29.41,
      sku: null,
      barcode: null,
    },
  ],
  isService: false,
  stock: [],
  status: 'ACTIVE',
  templateId: null,
  translations: { hi: { name: 'तूर दाल 1 kg' } },
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};

describe('the edit payload that saves a product unchanged', () => {
  it('carries every edit field of the reply and passes the edit schema as it is', () => {
    const edit = productEditFromReply(reply);
    expect(Object.keys(edit).sort()).toEqual([...PRODUCT_EDIT_FIELDS].sort());
    const parsed = productEditSchema.parse(edit);
    expect(parsed).toMatchObject({
      productName: 'Toor Dal 1 kg',
      visibility: 'OFF_DISPLAY',
      enquiryPrice: 15_000,
      bulkPricingDetail: [{ minQuantity: 10, pricePaise: 14_000 }],
      variants: [{ variantId: 8, variantName: '5 kg', sellingPricePaise: 80_000 }],
    });
  });
});

describe('reviewState of the edit route (/edit/{productId}/{reviewState}/{puvId})', () => {
  it.each([
    ['tax', 'tax', 'salesTax'],
    ['price', 'price', 'sellingPricePaise'],
    ['barcode', 'barcode', 'barcode'],
    ['category', 'category', 'categoryId'],
    ['image', 'image', null],
  ] as const)('%s names the review view and the field to fix', (param, view, field) => {
    expect(reviewStateOf(param)).toBe(view);
    expect(REVIEW_FIELDS[view]).toBe(field);
  });

  it.each(['0', '', undefined, 'colour'])('%j names none', (param) => {
    expect(reviewStateOf(param)).toBeNull();
  });
});
