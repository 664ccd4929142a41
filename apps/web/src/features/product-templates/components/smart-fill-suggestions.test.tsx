import type { ProductTemplate, SmartFillFields } from '@storekeep/domain/product-templates';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { SmartFillSuggestions } from './smart-fill-suggestions.tsx';

const paneer: ProductTemplate = {
  templateId: 9,
  templateCategoryId: null,
  categoryName: null,
  isCategoryUnderMaintenance: false,
  name: 'Amul Paneer 200 g',
  barcode: '8901262150101',
  hsnSacNo: '0406',
  unit: 'pkt',
  mrpPaise: 9_000,
  pricePaise: 8_500,
  taxRate: '5.00',
  isApproved: true,
};
const typed: SmartFillFields = {
  productName: 'amul',
  barcode: null,
  hsnSacNo: null,
  unitOfMeasurement: 'pcs',
  mrpPaise: 0,
  sellingPricePaise: 9_900,
  salesTax: null,
};

function api(globalSmartFill: 0 | 1) {
  return fakeApi((url) =>
    url.startsWith('/api/v1/store-setting')
      ? jsonResponse(200, { globalSmartFill })
      : jsonResponse(200, { templates: [paneer], page: 1, pageSize: 25, total: 1 }),
  );
}

describe('SmartFill in the product form', () => {
  it('offers the catalogue’s matches for the typed name and fills only the empty fields', async () => {
    const { fetchMock } = api(1);
    const apply = vi.fn();
    renderWithApp(<SmartFillSuggestions name="amul" barcode="" current={() => typed} apply={apply} />);
    fireEvent.click(await screen.findByTestId('smart-fill-use-9', {}, { timeout: 5000 }));
    expect(apply).toHaveBeenCalledWith({
      productName: 'Amul Paneer 200 g',
      barcode: '8901262150101',
      hsnSacNo: '0406',
      unitOfMeasurement: 'pkt',
      mrpPaise: 9_000,
      salesTax: 5,
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/product-templates?search=amul&page=1',
    );
  });

  it('looks the barcode up once one is typed', async () => {
    const { fetchMock } = api(1);
    renderWithApp(<SmartFillSuggestions name="" barcode="8901262" current={() => typed} apply={vi.fn()} />);
    await screen.findByTestId('smart-fill-suggestions', {}, { timeout: 5000 });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/product-templates?search=8901262&page=1',
    );
  });

  it('shows nothing and searches nothing while SmartFill is off', async () => {
    const { fetchMock } = api(0);
    renderWithApp(<SmartFillSuggestions name="amul" barcode="" current={() => typed} apply={vi.fn()} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('smart-fill-suggestions')).toBeNull();
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/v1/store-setting'))).toBe(true);
  });
});
