import { describe, expect, it } from 'vitest';
import {
  barcodeConflictReplySchema,
  bulkPricingTierSchema,
  normalizeBarcode,
  optionalBarcodeSchema,
  optionalHsnSacSchema,
  optionalSkuSchema,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_MESSAGES,
  productCreateSchema,
  productCrossFieldIssues,
  productEditSchema,
  productIdsSchema,
  productListQuerySchema,
  productMargins,
  productNameSchema,
  productSearchQuerySchema,
  taxRateSchema,
} from './product.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('product name (back-office.md §5: rejects the less-than and greater-than characters)', () => {
  it.each([
    ['Toor Dal 1 kg', null],
    ['  Basmati Rice  ', null],
    ['चावल 5 kg', null],
    ['Soap <b>', PRODUCT_MESSAGES.nameAngleBrackets],
    ['a > b', PRODUCT_MESSAGES.nameAngleBrackets],
    ['   ', 'Required Field'],
    ['x'.repeat(251), 'Too big: expected string to have <=250 characters'],
  ])('%j → %s', (name, message) => {
    expect(firstMessage(productNameSchema.safeParse(name))).toBe(message);
  });
  it('trims the name', () => {
    expect(productNameSchema.parse('  Basmati Rice  ')).toBe('Basmati Rice');
  });
});

describe('barcode (back-office.md §5: strips leading dashes and asterisks; ≤ 20, SKU characters)', () => {
  it.each([
    ['*8901234567890*', '8901234567890*'],
    ['--ABC-1', 'ABC-1'],
    ['  *-*12 ', '12'],
    ['890', '890'],
  ])('normalizes %j to %j', (input, output) => {
    expect(normalizeBarcode(input)).toBe(output);
  });
  it.each([
    ['', null, null],
    ['  ', null, null],
    ['**8901234567890', '8901234567890', null],
    ['AB_12/3\\4.5-6', 'AB_12/3\\4.5-6', null],
    ['1'.repeat(21), undefined, VALIDATION_MESSAGES.barcodeTooLong],
    ['12 34', undefined, VALIDATION_MESSAGES.barcode],
    ['12#', undefined, VALIDATION_MESSAGES.barcode],
  ])('%j → %j (%s)', (input, value, message) => {
    const result = optionalBarcodeSchema.safeParse(input);
    expect(firstMessage(result)).toBe(message);
    if (value !== undefined) expect(result.data).toBe(value);
  });
});

describe('SKU and HSN/SAC', () => {
  it.each([
    ['', null, null],
    [' SK-001 ', 'SK-001', null],
    ['a/b\\c.d_e', 'a/b\\c.d_e', null],
    ['SK 1', undefined, VALIDATION_MESSAGES.sku],
  ])('SKU %j → %j', (input, value, message) => {
    const result = optionalSkuSchema.safeParse(input);
    expect(firstMessage(result)).toBe(message);
    if (value !== undefined) expect(result.data).toBe(value);
  });
  it.each([
    ['', null, null],
    ['1006', '1006', null],
    ['9983.1-2', '9983.1-2', null],
    ['1', undefined, VALIDATION_MESSAGES.hsnSac],
    ['ABCD', undefined, VALIDATION_MESSAGES.hsnSac],
  ])('HSN/SAC %j → %j', (input, value, message) => {
    const result = optionalHsnSacSchema.safeParse(input);
    expect(firstMessage(result)).toBe(message);
    if (value !== undefined) expect(result.data).toBe(value);
  });
});

describe('tax rates and quantities', () => {
  it.each([
    [0, true],
    [5, true],
    [0.25, true],
    [18.125, false],
    [-1, false],
    [101, false],
  ])('tax rate %d accepted: %s', (rate, ok) => {
    expect(taxRateSchema.safeParse(rate).success).toBe(ok);
  });
  it.each([
    [{ minQuantity: 10, pricePaise: 9_000 }, null],
    [{ minQuantity: 0.125, pricePaise: 0 }, null],
    [{ minQuantity: 0.1234, pricePaise: 0 }, 'Up to 3 decimals'],
    [{ minQuantity: 0, pricePaise: 100 }, 'Enter a quantity above 0'],
    [{ minQuantity: 2, pricePaise: 1.5 }, 'Invalid input: expected int, received number'],
  ])('bulk tier %j → %s', (tier, message) => {
    expect(firstMessage(bulkPricingTierSchema.safeParse(tier))).toBe(message);
  });
});

describe('rules across fields', () => {
  const base = {
    mrpPaise: 10_000,
    sellingPricePaise: 9_000,
    isBulkPricingActive: false,
    bulkPricingDetail: [],
    variants: [],
  };
  it.each([
    ['selling below MRP', {}, []],
    ['no MRP: any selling price', { mrpPaise: 0, sellingPricePaise: 50_000 }, []],
    [
      'selling above MRP',
      { sellingPricePaise: 10_001 },
      [{ message: PRODUCT_MESSAGES.sellingAboveMrp, path: ['sellingPricePaise'] }],
    ],
    [
      'a variant selling above its MRP',
      {
        variants: [
          { mrpPaise: 100, sellingPricePaise: 100 },
          { mrpPaise: 100, sellingPricePaise: 101 },
          { mrpPaise: 0, sellingPricePaise: 101 },
        ],
      },
      [{ message: PRODUCT_MESSAGES.sellingAboveMrp, path: ['variants', 1, 'sellingPricePaise'] }],
    ],
    [
      'bulk pricing on without tiers',
      { isBulkPricingActive: true },
      [{ message: PRODUCT_MESSAGES.bulkTiersRequired, path: ['bulkPricingDetail'] }],
    ],
    [
      'bulk tiers not rising',
      {
        isBulkPricingActive: true,
        bulkPricingDetail: [
          { minQuantity: 5, pricePaise: 900 },
          { minQuantity: 10, pricePaise: 800 },
          { minQuantity: 10, pricePaise: 700 },
        ],
      },
      [{ message: PRODUCT_MESSAGES.bulkTiersOrder, path: ['bulkPricingDetail', 2, 'minQuantity'] }],
    ],
    [
      'bulk tiers kept but bulk pricing off',
      {
        bulkPricingDetail: [
          { minQuantity: 5, pricePaise: 1 },
          { minQuantity: 1, pricePaise: 2 },
        ],
      },
      [],
    ],
  ])('%s', (_name, patch, issues) => {
    expect(productCrossFieldIssues({ ...base, ...patch })).toEqual(issues);
  });
});

describe('edit and create payloads', () => {
  it('fills the defaults of a new product', () => {
    expect(productEditSchema.parse({ productName: 'Rice' })).toEqual({
      productName: 'Rice',
      visibility: 'ON_DISPLAY',
      detailedDescription: '',
      isSellOnline: true,
      isEnquiryEnabled: false,
      enquiryPrice: null,
      isBulkPricingActive: false,
      bulkPricingDetail: [],
      unitOfMeasurement: 'pcs',
      contentPerPiece: null,
      unitPerPiece: null,
      minOrderQuantity: 1,
      outletWiseDeliveryList: [],
      purchaseTax: null,
      salesTax: null,
      hsnSacNo: null,
      mrpPaise: 0,
      sellingPricePaise: 0,
      costPricePaise: 0,
      sku: null,
      barcode: null,
      categoryId: null,
      variants: [],
    });
  });
  it('adds isService and the opening stock on create', () => {
    const created = productCreateSchema.parse({
      productName: 'Haircut',
      isService: true,
      createStock: [{ outletId: 3, quantity: 2.5 }],
    });
    expect(created).toMatchObject({ isService: true, createStock: [{ outletId: 3, quantity: 2.5 }] });
  });
  it.each([
    [{ productName: 'A', mrpPaise: 100, sellingPricePaise: 200 }, PRODUCT_MESSAGES.sellingAboveMrp],
    [{ productName: 'A', isBulkPricingActive: true }, PRODUCT_MESSAGES.bulkTiersRequired],
    [
      {
        productName: 'A',
        outletWiseDeliveryList: [
          { outletId: 1, isDeliveryEnabled: true },
          { outletId: 1, isDeliveryEnabled: false },
        ],
      },
      PRODUCT_MESSAGES.duplicateOutlet,
    ],
    [{ productName: 'A', variants: [{ variantName: ' ' }] }, 'Required Field'],
    [{ productName: 'A', variants: [{ variantName: 'Red', barcode: '12 3' }] }, VALIDATION_MESSAGES.barcode],
  ])('refuses %j with %s', (payload, message) => {
    expect(firstMessage(productEditSchema.safeParse(payload))).toBe(message);
    expect(firstMessage(productCreateSchema.safeParse(payload))).toBe(message);
  });
  it('keeps an existing variant id and normalizes its codes', () => {
    const parsed = productEditSchema.parse({
      productName: 'Shirt',
      variants: [{ variantId: 4, variantName: 'Red / M', sku: 'SH-R-M', barcode: '*-123' }],
    });
    expect(parsed.variants[0]).toEqual({
      variantId: 4,
      variantName: 'Red / M',
      mrpPaise: 0,
      sellingPricePaise: 0,
      costPricePaise: 0,
      sku: 'SH-R-M',
      barcode: '123',
    });
  });
});

describe('margins from MRP, selling and cost price (price.ts rules, 2 decimals)', () => {
  it.each([
    [{ mrpPaise: 10_000, sellingPricePaise: 9_000, costPricePaise: 7_200 }, 20, 28],
    [{ mrpPaise: 0, sellingPricePaise: 9_000, costPricePaise: 6_000 }, 33.33, null],
    [{ mrpPaise: 10_000, sellingPricePaise: 0, costPricePaise: 6_000 }, null, 40],
    [{ mrpPaise: 10_000, sellingPricePaise: 9_000, costPricePaise: 0 }, null, null],
    [{ mrpPaise: 10_000, sellingPricePaise: 9_000, costPricePaise: 9_500 }, -5.56, 5],
  ])('%j → margin %s, discount margin %s', (prices, margin, discountMargin) => {
    expect(productMargins(prices)).toEqual({ marginPercent: margin, discountMarginPercent: discountMargin });
  });
});

describe('list, bulk and search queries', () => {
  it('lists ACTIVE goods by name, page 1, 25 a page', () => {
    expect(productListQuerySchema.parse({})).toEqual({
      filter: 'ACTIVE',
      sort: 'name_asc',
      page: 1,
      isServiceModule: '0',
    });
    expect(PRODUCT_LIST_PAGE_SIZE).toBe(25);
  });
  it.each([
    [{ filter: 'IN_RECYCLEBIN', display: 'OFF_DISPLAY', missing: 'tax', page: '3' }, true],
    [{ filter: 'DELETED' }, false],
    [{ missing: 'colour' }, false],
    [{ page: '0' }, false],
    [{ sort: 'random' }, false],
  ])('list query %j valid: %s', (query, ok) => {
    expect(productListQuerySchema.safeParse(query).success).toBe(ok);
  });
  it.each([
    [{ ids: [1, 2] }, true],
    [{ ids: [] }, false],
    [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, false],
  ])('bulk ids %#', (body, ok) => {
    expect(productIdsSchema.safeParse(body).success).toBe(ok);
  });
  it.each([
    [{ searchParameter: 'dal' }, null],
    [{ barcode: '890' }, null],
    [{}, PRODUCT_MESSAGES.enterSearchTerm],
    [{ searchParameter: 'x'.repeat(151) }, 'Too big: expected string to have <=150 characters'],
    [{ barcode: '1'.repeat(21) }, 'Too big: expected string to have <=20 characters'],
    [{ barcode: '1', pageSize: '21' }, 'Too big: expected number to be <=20'],
  ])('search query %j → %s', (query, message) => {
    expect(firstMessage(productSearchQuerySchema.safeParse(query))).toBe(message);
  });
  it('pages search by 20', () => {
    expect(productSearchQuerySchema.parse({ barcode: '1' })).toMatchObject({ currentPage: 1, pageSize: 20 });
  });
});

describe('messages', () => {
  it.each([
    [PRODUCT_MESSAGES.barcodeConflict('Rice'), 'This barcode is already used by Rice'],
    [PRODUCT_MESSAGES.skuConflict('Rice'), 'This SKU is already used by Rice'],
    [PRODUCT_MESSAGES.movedToRecycleBin(2), '2 product(s) moved to the recycle bin'],
    [PRODUCT_MESSAGES.restored(1), '1 product(s) restored'],
    [PRODUCT_MESSAGES.sellingPaused(3), 'Selling paused for 3 product(s)'],
    [PRODUCT_MESSAGES.sellingResumed(3), 'Selling resumed for 3 product(s)'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('optional codes accept null as cleared', () => {
  it.each([optionalBarcodeSchema, optionalSkuSchema, optionalHsnSacSchema])('schema %#', (schema) => {
    expect(schema.parse(null)).toBeNull();
  });
});

describe('barcode conflict reply', () => {
  it('is the holder or null', () => {
    expect(barcodeConflictReplySchema.parse({ conflict: null })).toEqual({ conflict: null });
    expect(
      barcodeConflictReplySchema.safeParse({ conflict: { productId: 1, productName: 'Rice', message: 'x' } })
        .success,
    ).toBe(true);
  });
});
