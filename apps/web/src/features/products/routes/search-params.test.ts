import { describe, expect, it } from 'vitest';
import {
  parseProductEditorSearch,
  parseProductListSearch,
  productEditPath,
  productListPath,
} from './search-params.ts';

describe('products URL state', () => {
  it.each([
    [{}, {}],
    [
      {
        filter: 'IN_RECYCLEBIN',
        display: 'OFF_DISPLAY',
        missing: 'tax',
        categoryId: '4',
        sort: 'newest',
        page: '3',
      },
      {
        filter: 'IN_RECYCLEBIN',
        display: 'OFF_DISPLAY',
        missing: 'tax',
        categoryId: 4,
        sort: 'newest',
        page: 3,
      },
    ],
    [
      { filter: 'GONE', missing: 'colour', page: '1', categoryId: '-2', isServiceModule: 1 },
      { isServiceModule: '1' },
    ],
  ])('reads %j as %j', (search, parsed) => {
    expect(parseProductListSearch(search)).toEqual(parsed);
  });

  it('keeps only a same-site redirectRoute', () => {
    expect(parseProductEditorSearch({ redirectRoute: '/products?missing=tax' })).toEqual({
      redirectRoute: '/products?missing=tax',
    });
    expect(parseProductEditorSearch({ redirectRoute: '//evil.example' })).toEqual({});
    expect(parseProductEditorSearch({ redirectRoute: 'https://evil.example', isServiceModule: '1' })).toEqual(
      {
        isServiceModule: '1',
      },
    );
  });

  it('builds the editor route of back-office.md §2 and list links', () => {
    expect(productEditPath(12)).toBe('/edit/12/0/0');
    expect(productEditPath(12, '/products?sort=newest', 'APPROVED', '7')).toBe(
      '/edit/12/APPROVED/7?redirectRoute=%2Fproducts%3Fsort%3Dnewest',
    );
    expect(productListPath({})).toBe('/products');
    expect(productListPath({ filter: 'IN_RECYCLEBIN', page: 2 })).toBe(
      '/products?filter=IN_RECYCLEBIN&page=2',
    );
  });
});
