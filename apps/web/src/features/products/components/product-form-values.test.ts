import { PRODUCT_MESSAGES, type ProductReply } from '@storekeep/domain/product';
import { describe, expect, it } from 'vitest';
import {
  editPayloadOf,
  emptyFormValues,
  formValuesOf,
  paiseOf,
  payloadOf,
  productFormResolver,
  setErrorAt,
} from './product-form-values.ts';

const saved: ProductReply = {
  productId: 7,
  productName: 'Toor Dal 1 kg',
  visibility: 'ON_DISPLAY',
  detailedDescription: '<p>Fresh</p>',
  mainImageUrl: null,
  imageCount: 0,
  isSellOnline: true,
  isEnquiryEnabled: true,
  enquiryPrice: 15_050,
  isBulkPricingActive: true,
  bulkPricingDetail: [{ minQuantity: 10, pricePaise: 14_000 }],
  unitOfMeasurement: 'kg',
  contentPerPiece: 0.5,
  unitPerPiece: 'kg',
  minOrderQuantity: 1,
  outletWiseDeliveryList: [{ outletId: 2, isDeliveryEnabled: true }],
  purchaseTax: null,
  salesTax: 5,
  hsnSacNo: '0713',
  mrpPaise: 16_000,
  sellingPricePaise: 15_000,
  costPricePaise: 0,
  marginPercent: null,
  discountMarginPercent: null,
  sku: null,
  barcode: '8901',
  categoryId: null,
  categoryName: null,
  variants: [
    {
      variantId: 3,
      variantName: 'Half',
      mrpPaise: 8_000,
      sellingPricePaise: 7_500,
      costPricePaise: 6_000,
      marginPercent: 20,
      discountMarginPercent: 25,
      sku: 'TD-H',
      barcode: null,
    },
  ],
  isService: false,
  stock: [],
  status: 'ACTIVE',
  templateId: null,
  translations: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the editor form and the edit payload', () => {
  it.each([
    ['', 0],
    ['150.5', 15_050],
    ['1,200', 120_000],
    ['abc', Number.NaN],
  ])('reads rupee text %j as %d paise', (text, paise) => {
    expect(paiseOf(text)).toBe(paise);
  });

  it('shows a saved product and saves it back unchanged', () => {
    const values = formValuesOf(saved, [1, 2]);
    expect(values).toMatchObject({
      enquiryPrice: '150.50',
      mrpPaise: '160.00',
      costPricePaise: '',
      salesTax: '5',
      purchaseTax: '',
      sku: '',
      outletWiseDeliveryList: [
        { outletId: 1, isDeliveryEnabled: false },
        { outletId: 2, isDeliveryEnabled: true },
      ],
    });
    const payload = editPayloadOf(values);
    expect(payload).toMatchObject({
      enquiryPrice: 15_050,
      bulkPricingDetail: [{ minQuantity: 10, pricePaise: 14_000 }],
      contentPerPiece: 0.5,
      purchaseTax: null,
      salesTax: 5,
      mrpPaise: 16_000,
      costPricePaise: 0,
      variants: [{ variantId: 3, variantName: 'Half', mrpPaise: 8_000, sku: 'TD-H', barcode: '' }],
    });
    expect(payload).not.toHaveProperty('createStock');
    expect(payload).not.toHaveProperty('isService');
  });

  it('creates with the opening stock typed per outlet', () => {
    const values = { ...emptyFormValues([1, 2], true), productName: 'Haircut' };
    values.createStock = [
      { outletId: 1, quantity: '4.5' },
      { outletId: 2, quantity: '' },
    ];
    expect(payloadOf(values)).toMatchObject({
      isService: true,
      minOrderQuantity: 1,
      enquiryPrice: null,
      createStock: [{ outletId: 1, quantity: 4.5 }],
    });
  });

  it('validates with the domain schema and nests the errors as react-hook-form reads them', async () => {
    const values = { ...formValuesOf(saved, [2]), mrpPaise: '10', sellingPricePaise: '20' };
    values.variants = [{ ...(values.variants[0] as (typeof values.variants)[number]), variantName: ' ' }];
    const result = await productFormResolver(false)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toMatchObject({
      sellingPricePaise: { message: PRODUCT_MESSAGES.sellingAboveMrp },
      variants: [{ variantName: { message: 'Required Field' } }],
    });
    const ok = await productFormResolver(false)(formValuesOf(saved, [2]), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.errors).toEqual({});
  });

  it('puts an error at a dotted path once', () => {
    const errors: Record<string, unknown> = {};
    setErrorAt(errors, 'variants.1.barcode', 'first');
    setErrorAt(errors, 'variants.1.barcode', 'second');
    expect(errors).toEqual({ variants: [undefined, { barcode: { type: 'validate', message: 'first' } }] });
  });
});
