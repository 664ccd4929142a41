import { describe, expect, it } from 'vitest';
import { pageCount, parseListingQuery, shopActionFor } from './storefront-listing.ts';

describe('parseListingQuery', () => {
  it.each([
    [{}, { page: 1, sort: 'relevance', minPaise: null, maxPaise: null, inStockOnly: false }],
    [
      { page: '3', sort: 'price-desc', min: '10.5', max: '200', instock: '1' },
      { page: 3, sort: 'price-desc', minPaise: 1050, maxPaise: 20000, inStockOnly: true },
    ],
    [
      { page: '-2', sort: 'cheapest', min: 'abc', max: '-1', instock: 'yes' },
      { page: 1, sort: 'relevance', minPaise: null, maxPaise: null, inStockOnly: false },
    ],
  ])('reads %j', (raw, expected) => {
    expect(parseListingQuery(raw)).toEqual(expected);
  });

  it('counts 24 products a page', () => {
    expect([0, 1, 24, 25, 48, 49].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('shopActionFor', () => {
  it.each([
    [{ isEnquiryEnabled: true, inStock: true }, false, 'enquire'],
    [{ isEnquiryEnabled: false, inStock: true }, false, 'add-to-cart'],
    [{ isEnquiryEnabled: false, inStock: false }, false, 'out-of-stock'],
    [{ isEnquiryEnabled: false, inStock: false }, true, 'add-to-cart'],
  ] as const)('%j with isSellOutOfStock=%s → %s', (product, isSellOutOfStock, action) => {
    expect(shopActionFor(product, { isSellOutOfStock })).toBe(action);
  });
});
