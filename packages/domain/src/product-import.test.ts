import { describe, expect, it } from 'vitest';
import { columnForHeader, duplicateErrors, exportCells, validateProductRow } from './product-import.ts';

describe('product file columns', () => {
  it.each([
    ['Product Name', 'name'],
    ['selling price', 'price'],
    ['HSN Code', 'hsnSacNo'],
    ['GST', 'taxRate'],
    ['Colour', null],
  ])('%s → %s', (header, column) => {
    expect(columnForHeader(header)).toBe(column);
  });
});

describe('a product row', () => {
  it('leaves an empty tax rate unset (the missing-tax view), not 0 %', () => {
    expect(validateProductRow({ name: 'Tea', taxRate: '' }).row?.taxRate).toBeNull();
    expect(validateProductRow({ name: 'Tea', taxRate: '0' }).row?.taxRate).toBe('0.00');
  });

  it('turns rupees into paise exactly and defaults the unit', () => {
    const { row, errors } = validateProductRow({
      name: 'Tea',
      mrp: '1,234.5',
      price: '0.10',
      cost: '',
      taxRate: '12%',
    });
    expect(errors).toEqual([]);
    expect(row).toMatchObject({
      unit: 'pcs',
      mrpPaise: 123_450,
      pricePaise: 10,
      costPaise: 0,
      taxRate: '12.00',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Required Field'],
    [{ name: 'a<b' }, 'name', 'Product name cannot contain < or >'],
    [{ name: 'A', mrp: '10', price: '10.01' }, 'price', 'Selling price cannot be more than MRP'],
    [{ name: 'A', sku: 'a b' }, 'sku', 'Only alphanumeric, _, ., /, \\, - allowed'],
    [{ name: 'A', barcode: '123456789012345678901' }, 'barcode', 'Barcode cannot exceed 20 characters'],
    [{ name: 'A', hsnSacNo: '1' }, 'hsnSacNo', 'HSN/SAC must be 2 to 15 digits, dots or dashes'],
    [{ name: 'A', mrp: '-1' }, 'mrp', 'Enter an amount of up to 10 digits and 2 decimals'],
    [{ name: 'A', mrp: '10', price: '11' }, 'price', 'Selling price cannot be more than MRP'],
    [{ name: 'A', taxRate: 'abc' }, 'taxRate', 'Tax rate must be a number from 0 to 100'],
    [{ name: 'A', taxRate: '100.01' }, 'taxRate', 'Tax rate must be a number from 0 to 100'],
  ])('%j: %s says %s', (raw, column, message) => {
    const { row, errors } = validateProductRow(raw);
    expect(row).toBeNull();
    expect(errors).toContainEqual({ column, message });
  });

  it('flags the second and later repeats of a SKU (exact text, as the product form) or barcode', () => {
    const base = {
      unit: 'pcs',
      mrpPaise: 0,
      pricePaise: 0,
      costPaise: 0,
      taxRate: '0.00',
      category: null,
      hsnSacNo: null,
      name: 'x',
    };
    const errors = duplicateErrors([
      { row: 2, value: { ...base, sku: 'A', barcode: '1' } },
      { row: 3, value: { ...base, sku: 'A', barcode: '2' } },
      { row: 5, value: { ...base, sku: 'a', barcode: '3' } },
      { row: 4, value: { ...base, sku: null, barcode: '1' } },
    ]);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'sku'],
      [4, 'barcode'],
    ]);
  });

  it('exports rupees with two decimals in the import column order', () => {
    expect(
      exportCells({
        name: 'Tea',
        sku: null,
        barcode: 'B',
        hsnSacNo: null,
        unit: 'kg',
        mrpPaise: 12_345,
        pricePaise: 100,
        costPaise: 0,
        taxRate: '5.00',
        category: 'Drinks',
      }),
    ).toEqual(['Tea', '', 'B', '', 'kg', '123.45', '1.00', '0.00', '5', 'Drinks']);
    const untaxed = exportCells({
      name: 'Loose jaggery',
      sku: null,
      barcode: null,
      hsnSacNo: null,
      unit: 'kg',
      mrpPaise: 0,
      pricePaise: 0,
      costPaise: 0,
      taxRate: null,
      category: null,
    });
    expect(untaxed[8]).toBe('');
  });
});
