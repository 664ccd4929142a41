import type { ProductImport } from '@storekeep/domain/product-import';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ProductImportPage } from './product-import-page.tsx';

const base: ProductImport = {
  importId: 4,
  fileName: 'stock.csv',
  format: 'csv',
  status: 'VALIDATED',
  mode: null,
  totalRows: 3,
  validRows: 2,
  toImport: 0,
  processedRows: 0,
  importedRows: 0,
  rowErrors: [{ row: 3, column: 'mrp', message: 'Enter an amount of up to 10 digits and 2 decimals' }],
  errorCount: 1,
  preview: [{ row: 2, cells: { name: 'Tea' } }],
  failure: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  finishedAt: null,
};

describe('product import page', () => {
  it('uploads the file as the body, shows the row error, offers only the valid rows, and shows the result', async () => {
    let polls = 0;
    const { fetchMock } = fakeApi((url, init) => {
      if (url.startsWith('/api/v1/product-imports?fileName=')) return jsonResponse(201, base);
      if (url.endsWith('/start'))
        return jsonResponse(200, { ...base, status: 'IMPORTING', mode: 'VALID_ROWS', toImport: 2 });
      if (url === '/api/v1/product-imports/4' && init.method === 'GET') {
        polls++;
        return jsonResponse(
          200,
          polls < 2
            ? { ...base, status: 'IMPORTING', processedRows: 1 }
            : { ...base, status: 'DONE', processedRows: 3, importedRows: 2, preview: [] },
        );
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'No route' } });
    });
    const { container } = renderWithApp(<ProductImportPage />);
    const input = (await vi.waitFor(() => {
      const found = container.ownerDocument.querySelector('input[type=file]');
      if (!found) throw new Error('no file input yet');
      return found;
    })) as HTMLInputElement;
    const file = new File(['Product Name\nTea'], 'stock.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByTestId('import-summary')).textContent).toBe('2 of 3 rows are ready to import');
    expect(screen.getByTestId('import-row-error-3').textContent).toContain(
      'Enter an amount of up to 10 digits',
    );
    expect(screen.queryByTestId('import-all')).toBeNull();
    const [uploadUrl, uploadInit] = fetchMock.mock.calls[0] ?? [];
    expect(uploadUrl).toBe('/api/v1/product-imports?fileName=stock.csv');
    expect(uploadInit?.body).toBeInstanceOf(File);
    expect((uploadInit?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('text/csv');

    fireEvent.click(screen.getByTestId('import-valid-rows'));
    expect((await screen.findByTestId('import-done', {}, { timeout: 5000 })).textContent).toBe(
      '2 products imported',
    );
    const start = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/start'));
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ mode: 'VALID_ROWS' });
  });
});
